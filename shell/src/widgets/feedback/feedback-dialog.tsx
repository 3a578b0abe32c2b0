import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES, type FeedbackSource, type RemoteName } from '@grammarpath/contracts';
import { remoteForPath } from '../../remotes/remote-route-table';
import { WIDGETS_NAMESPACE } from '../i18n';
import { FeedbackForm } from './feedback-form';

/** SPEC §3 feedback sources of the remotes' pages. */
const SOURCE_OF_REMOTE: Record<RemoteName, FeedbackSource> = {
  mfe_quiz: 'quiz',
  mfe_paths: 'learning-path',
  mfe_progress: 'other',
};

/** Where feedback sent from the dialog comes from, by route (SPEC §3 sources). */
export function feedbackSourceOf(pathname: string): FeedbackSource {
  if (pathname === ROUTES.home.pattern) return 'homepage';
  const remote = remoteForPath(pathname);
  return remote ? SOURCE_OF_REMOTE[remote] : 'other';
}

export function FeedbackDialog({
  open,
  onClose,
  source,
}: {
  open: boolean;
  onClose: () => void;
  source: FeedbackSource;
}) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('feedback.title')}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <Typography.Paragraph type="secondary">{t('feedback.intro')}</Typography.Paragraph>
      <FeedbackForm source={source} idPrefix="dialog" onSent={onClose} onCancel={onClose} />
    </Modal>
  );
}
