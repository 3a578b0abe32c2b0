import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeedbackSource } from '@grammarpath/contracts';
import { WIDGETS_NAMESPACE } from '../i18n';
import { FeedbackForm } from './feedback-form';

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
