import { Button, Tooltip } from 'antd';
import { PauseCircleOutlined, SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QUIZ_NAMESPACE } from '../../../i18n/quiz-translations';
import { useReadAloud } from '../hooks/use-read-aloud';

/** Reads the question aloud; pressed again while reading, it stops. */
export function ReadAloudButton({ text }: { text: string }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { play, stop, playing } = useReadAloud();
  const label = playing ? t('audio.stop') : t('audio.readAloud');
  return (
    <Tooltip title={label}>
      <Button
        shape="circle"
        icon={playing ? <PauseCircleOutlined /> : <SoundOutlined />}
        aria-label={label}
        aria-pressed={playing}
        onClick={() => (playing ? stop() : void play(text))}
      />
    </Tooltip>
  );
}
