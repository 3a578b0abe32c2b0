import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Badge, Button, Flex, theme, Tooltip } from 'antd';
import { AudioOutlined, BulbOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { aboveBottomBar, preloadAudioCues, useSavedAudios } from '@grammarpath/platform';
import { FeedbackDialog, feedbackSourceOf } from './feedback/feedback-dialog';
import { WIDGETS_NAMESPACE } from './i18n';
import { expandGuide, hasOwnTips } from './mascot/guide-state';
import { useFrameGuideState } from './mascot/use-frame-guide-state';
import { SavedAudioDrawer } from './saved-audio/saved-audio-drawer';

/** The floating buttons' corner: a row on a phone, a column wider (see FLOATING_WIDGETS_RESERVE). */
export const FLOATING_BUTTON_SIZE = 40;

function FloatingButton({
  label,
  icon,
  onClick,
  testId,
  badge = 0,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId?: string;
  badge?: number;
}) {
  const { token } = theme.useToken();
  return (
    <Tooltip title={label} placement="left">
      <Badge count={badge} overflowCount={99} size="small">
        <Button
          shape="circle"
          icon={icon}
          aria-label={label}
          onClick={onClick}
          data-testid={testId}
          style={{ width: FLOATING_BUTTON_SIZE, height: FLOATING_BUTTON_SIZE, boxShadow: token.boxShadow }}
        />
      </Badge>
    </Tooltip>
  );
}

/**
 * The bottom-right floating widgets (SPEC §2): Grammar Guide, Give Feedback and Saved Audio, small round
 * buttons in the corner the layout keeps clear at the end of every page. Also preloads the audio cues.
 */
export function FrameWidgets({ compact }: { compact: boolean }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { pathname } = useLocation();
  const { clips } = useSavedAudios();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [savedAudioOpen, setSavedAudioOpen] = useState(false);
  const guide = useFrameGuideState();

  useEffect(() => preloadAudioCues(), []);

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
          onClick={() => setFeedbackOpen(true)}
          testId="feedback-open"
        />
        <FloatingButton
          label={savedAudioLabel}
          icon={<AudioOutlined aria-hidden />}
          badge={clips.length}
          onClick={() => setSavedAudioOpen(true)}
          testId="saved-audio-open"
        />
      </Flex>
      <FeedbackDialog
        open={feedbackOpen}
        onClose={() => setFeedbackOpen(false)}
        source={feedbackSourceOf(pathname)}
      />
      <SavedAudioDrawer open={savedAudioOpen} onClose={() => setSavedAudioOpen(false)} />
    </>
  );
}
