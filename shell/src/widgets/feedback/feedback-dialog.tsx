import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeedbackSource } from '@grammarpath/contracts';
import { WIDGETS_NAMESPACE } from '../i18n';
import { FeedbackForm } from './feedback-form';

/** Where feedback sent from the dialog comes from, by route (SPEC §3 sources). */
export function feedbackSourceOf(pathname: string): FeedbackSource {
  if (pathname === '/') return 'homepage';
  if (/^\/(quiz|results|daily-challenge|mistakes)/.test(pathname)) return 'quiz';
  if (/^\/(learning-path|learning-journey)/.test(pathname)) return 'learning-path';
  return 'other';
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
