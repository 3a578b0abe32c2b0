import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Modal, Result } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n/paths-translations';

export interface CelebrationOptions {
  title: string;
  message: string;
}

/**
 * The stage celebration: `celebrate` opens the dialog and resolves when the learner continues. Kept
 * behind this small hook so that a platform-wide celebration dialog can replace it in one place.
 */
export function useCelebration(): {
  celebrate: (options: CelebrationOptions) => Promise<void>;
  holder: ReactNode;
} {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const [open, setOpen] = useState<CelebrationOptions | null>(null);
  const resolveRef = useRef<(() => void) | null>(null);
  const celebrate = useCallback(
    (options: CelebrationOptions) =>
      new Promise<void>((resolve) => {
        resolveRef.current = resolve;
        setOpen(options);
      }),
    [],
  );
  const close = () => {
    setOpen(null);
    resolveRef.current?.();
    resolveRef.current = null;
  };
  const holder = (
    <Modal open={open !== null} onCancel={close} footer={null} centered title={null} aria-label={open?.title}>
      <Result
        icon={<TrophyOutlined style={{ color: '#faad14' }} />}
        title={open?.title}
        subTitle={open?.message}
        extra={
          <Button type="primary" onClick={close} autoFocus>
            {t('celebration.continue')}
          </Button>
        }
      />
    </Modal>
  );
  return { celebrate, holder };
}
