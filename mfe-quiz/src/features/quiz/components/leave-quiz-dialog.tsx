import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUIZ_NAMESPACE } from '../../../i18n';

interface LeaveQuizDialogProps {
  open: boolean;
  /** Questions answered so far, of `total`. */
  answered: number;
  total: number;
  onLeave: () => void;
  onStay: () => void;
}

/** Asks before a quiz with recorded answers is left: Stay keeps it, Leave quiz ends it here. */
export function LeaveQuizDialog({ open, answered, total, onLeave, onStay }: LeaveQuizDialogProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  return (
    <Modal
      open={open}
      title={t('quiz.leave.title')}
      okText={t('quiz.leave.ok')}
      cancelText={t('quiz.leave.cancel')}
      onOk={onLeave}
      onCancel={onStay}
      destroyOnHidden
    >
      {t('quiz.leave.text', { answered, total })}
    </Modal>
  );
}
