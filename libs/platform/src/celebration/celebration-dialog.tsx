import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { CheckCircleFilled, CompassFilled, FireFilled, RiseOutlined, TrophyFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CelebrationType } from '@grammarpath/contracts';
import { playAudioCue } from '../audio-cues/audio-cues';
import { useMoodTheme } from '../theme/mood-theme-context';
import { CELEBRATION_NAMESPACE } from './i18n';
import { dismissCelebration, useActiveCelebration } from './celebration-store';
import { CELEBRATION } from '../presentation/presentation';

const Confetti = lazy(() => import('react-confetti'));

const ICONS: Record<CelebrationType, ReactNode> = {
  path: <CompassFilled />,
  achievement: <TrophyFilled />,
  level: <RiseOutlined />,
  streak: <FireFilled />,
  stage: <CheckCircleFilled />,
};

function useWindowSize(): { width: number; height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The one celebration dialog: a full-screen overlay with confetti, the type's icon, title, message, Continue. */
export function CelebrationDialog() {
  const celebration = useActiveCelebration();
  const { t } = useTranslation(CELEBRATION_NAMESPACE);
  const { definition, highContrast } = useMoodTheme();
  const { width, height } = useWindowSize();

  const id = celebration?.id;
  const autoCloseMs = celebration?.autoCloseMs;
  useEffect(() => {
    if (id === undefined) return undefined;
    playAudioCue('celebration');
    if (autoCloseMs === undefined) return undefined;
    const timer = setTimeout(() => dismissCelebration(id), autoCloseMs);
    return () => clearTimeout(timer);
  }, [id, autoCloseMs]);

  const colour = highContrast ? definition.highContrastPrimary : definition.primary;

  return (
    <>
      {celebration && !prefersReducedMotion() && (
        <Suspense fallback={null}>
          <Confetti
            key={celebration.id}
            width={width}
            height={height}
            numberOfPieces={CELEBRATION.pieces}
            recycle={false}
            aria-hidden="true"
            style={{ position: 'fixed', inset: 0, zIndex: 1100, pointerEvents: 'none' }}
          />
        </Suspense>
      )}
      <Modal
        open={celebration !== null}
        onCancel={() => dismissCelebration(id)}
        footer={null}
        centered
        closable={false}
        width={480}
        destroyOnHidden
        title={
          celebration && (
            <Flex vertical align="center" gap={12} style={{ paddingTop: 16 }}>
              <span
                aria-hidden="true"
                data-celebration-type={celebration.type}
                title={t(`type.${celebration.type}`)}
                style={{ fontSize: 64, color: colour, lineHeight: 1 }}
              >
                {ICONS[celebration.type]}
              </span>
              <span style={{ fontSize: 26, fontWeight: 700, textAlign: 'center' }}>{celebration.title}</span>
            </Flex>
          )
        }
        styles={{ mask: { backgroundColor: 'rgba(0, 0, 0, 0.65)' }, header: { textAlign: 'center' } }}
        data-testid="celebration-dialog"
      >
        {celebration && (
          <Flex vertical align="center" gap={16} style={{ textAlign: 'center', paddingBottom: 8 }}>
            <Typography.Text type="secondary" style={{ fontSize: 14 }}>
              {t(`type.${celebration.type}`)}
            </Typography.Text>
            {celebration.message && (
              <Typography.Paragraph style={{ fontSize: 16, margin: 0 }}>
                {celebration.message}
              </Typography.Paragraph>
            )}
            <Button type="primary" size="large" autoFocus onClick={() => dismissCelebration(celebration.id)}>
              {t('continue')}
            </Button>
          </Flex>
        )}
      </Modal>
    </>
  );
}
