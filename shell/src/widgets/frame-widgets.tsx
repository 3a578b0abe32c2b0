import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FloatButton } from 'antd';
import { AudioOutlined, BulbOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { preloadAudioCues, useSavedAudios } from '@grammarpath/platform';
import { FeedbackDialog, feedbackSourceOf } from './feedback/feedback-dialog';
import { WIDGETS_NAMESPACE } from './i18n';
import { GrammarGuideCard, type MascotState } from './mascot/grammar-guide';
import { SavedAudioDrawer } from './saved-audio/saved-audio-drawer';

const MASCOT_CLOSED_KEY = 'grammar-guide-closed';

function initialMascotState(): MascotState {
  try {
    return sessionStorage.getItem(MASCOT_CLOSED_KEY) === 'true' ? 'closed' : 'expanded';
  } catch {
    return 'expanded';
  }
}

/**
 * The bottom-right floating widgets (SPEC §2): Grammar Guide, Give Feedback and Saved Audio. Also preloads
 * the audio cues once the frame is up.
 */
export function FrameWidgets() {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { pathname } = useLocation();
  const { clips } = useSavedAudios();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [savedAudioOpen, setSavedAudioOpen] = useState(false);
  const [mascot, setMascot] = useState<MascotState>(initialMascotState);

  useEffect(() => preloadAudioCues(), []);

  const collapseMascot = useCallback(
    () => setMascot((state) => (state === 'expanded' ? 'collapsed' : state)),
    [],
  );
  const closeMascot = useCallback(() => {
    setMascot('closed');
    try {
      sessionStorage.setItem(MASCOT_CLOSED_KEY, 'true');
    } catch {
      // The mascot stays closed for this page view.
    }
  }, []);
  const openMascot = () => {
    setMascot('expanded');
    try {
      sessionStorage.removeItem(MASCOT_CLOSED_KEY);
    } catch {
      // Nothing to forget.
    }
  };

  const savedAudioLabel =
    clips.length > 0 ? t('savedAudio.openWithCount', { count: clips.length }) : t('savedAudio.open');

  return (
    <>
      {mascot === 'expanded' && <GrammarGuideCard onCollapse={collapseMascot} onClose={closeMascot} />}
      <FloatButton.Group shape="circle" style={{ insetInlineEnd: 24, bottom: 24 }}>
        {mascot !== 'expanded' && (
          <FloatButton
            icon={<BulbOutlined aria-hidden />}
            tooltip={t('mascot.open')}
            aria-label={t('mascot.open')}
            onClick={openMascot}
            data-testid="grammar-guide-open"
          />
        )}
        <FloatButton
          icon={<MessageOutlined aria-hidden />}
          tooltip={t('feedback.open')}
          aria-label={t('feedback.open')}
          onClick={() => setFeedbackOpen(true)}
        />
        <FloatButton
          icon={<AudioOutlined aria-hidden />}
          tooltip={t('savedAudio.open')}
          aria-label={savedAudioLabel}
          badge={{ count: clips.length, overflowCount: 99 }}
          onClick={() => setSavedAudioOpen(true)}
          data-testid="saved-audio-open"
        />
      </FloatButton.Group>
      <FeedbackDialog
        open={feedbackOpen}
        onClose={() => setFeedbackOpen(false)}
        source={feedbackSourceOf(pathname)}
      />
      <SavedAudioDrawer open={savedAudioOpen} onClose={() => setSavedAudioOpen(false)} />
    </>
  );
}
