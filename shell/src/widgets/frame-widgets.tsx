import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Badge, Button, Flex, theme, Tooltip } from 'antd';
import { AudioOutlined, BulbOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { aboveBottomBar, preloadAudioCuesOnFirstGesture, useSavedAudios } from '@grammarpath/platform';
import { feedbackSourceOf } from './feedback/feedback-source';
import { WIDGETS_NAMESPACE } from './i18n';
import { ClosedFirst } from '../deferred/closed-first';
import { LazyFeedbackDialog, LazySavedAudioDrawer } from './frame-widget-dialogs';
import { expandGuide, hasOwnTips } from './mascot/guide-state';
import { useFrameGuideState } from './mascot/use-frame-guide-state';

/** The floating buttons' corner: a row on a phone, a column wider (see FLOATING_WIDGETS_RESERVE). */
export const FLOATING_BUTTON_SIZE = 40;

function FloatingButton({
  label,
  icon,
  onClick,
  onIntent,
  opened = false,
  testId,
  badge = 0,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** The learner is reaching for the button: load what pressing it opens. */
  onIntent?: () => void;
  /** What the button opens is open: its tooltip stays away (it would sit over the dialog and take Escape). */
  opened?: boolean;
  testId?: string;
  badge?: number;
}) {
  const { token } = theme.useToken();
  return (
    <Tooltip title={label} placement="left" {...(opened && { open: false })}>
      <Badge count={badge} overflowCount={99} size="small">
        <Button
          shape="circle"
          icon={icon}
          aria-label={label}
          onClick={onClick}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          onTouchStart={onIntent}
          data-testid={testId}
          style={{ width: FLOATING_BUTTON_SIZE, height: FLOATING_BUTTON_SIZE, boxShadow: token.boxShadow }}
        />
      </Badge>
    </Tooltip>
  );
}

/**
 * The bottom-right floating widgets (SPEC §2): Grammar Guide, Give Feedback and Saved Audio, small round
 * buttons in the corner the layout keeps clear at the end of every page. Also preloads the audio cues, on the
 * learner's first gesture.
 */
export function FrameWidgets({ compact }: { compact: boolean }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { pathname } = useLocation();
  const { clips } = useSavedAudios();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [savedAudioOpen, setSavedAudioOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates.
  const [feedbackUsed, setFeedbackUsed] = useState(false);
  const [savedAudioUsed, setSavedAudioUsed] = useState(false);
  const guide = useFrameGuideState();

  useEffect(() => preloadAudioCuesOnFirstGesture(), []);

  const savedAudioLabel =
    clips.length > 0 ? t('savedAudio.openWithCount', { count: clips.length }) : t('savedAudio.open');
  const inset = compact ? 12 : 24;

  return (
    <>
      <Flex
        vertical={!compact}
        gap={12}
        role="group"
        aria-label={t('corner')}
        // Above a page's bottom action bar (the quiz's on a phone), never on it.
        style={{ position: 'fixed', insetInlineEnd: inset, bottom: aboveBottomBar(inset), zIndex: 900 }}
      >
        {guide !== 'expanded' && !hasOwnTips(pathname) && (
          <FloatingButton
            label={t('mascot.open')}
            icon={<BulbOutlined aria-hidden />}
            onClick={() => {
              window.scrollTo({ top: 0 });
              expandGuide({ focus: true });
            }}
            testId="grammar-guide-open"
          />
        )}
        <FloatingButton
          label={t('feedback.open')}
          icon={<MessageOutlined aria-hidden />}
          onClick={() => {
            setFeedbackUsed(true);
            setFeedbackOpen(true);
          }}
          onIntent={() => void LazyFeedbackDialog.preload()}
          opened={feedbackOpen}
          testId="feedback-open"
        />
        <FloatingButton
          label={savedAudioLabel}
          icon={<AudioOutlined aria-hidden />}
          badge={clips.length}
          onClick={() => {
            setSavedAudioUsed(true);
            setSavedAudioOpen(true);
          }}
          onIntent={() => void LazySavedAudioDrawer.preload()}
          opened={savedAudioOpen}
          testId="saved-audio-open"
        />
      </Flex>
      {/* One boundary each: one dialog loading must never hide (and re-show) the other. */}
      {feedbackUsed && (
        <Suspense fallback={null}>
          <ClosedFirst open={feedbackOpen}>
            {(open) => (
              <LazyFeedbackDialog
                open={open}
                onClose={() => setFeedbackOpen(false)}
                source={feedbackSourceOf(pathname)}
              />
            )}
          </ClosedFirst>
        </Suspense>
      )}
      {savedAudioUsed && (
        <Suspense fallback={null}>
          <ClosedFirst open={savedAudioOpen}>
            {(open) => <LazySavedAudioDrawer open={open} onClose={() => setSavedAudioOpen(false)} />}
          </ClosedFirst>
        </Suspense>
      )}
    </>
  );
}
