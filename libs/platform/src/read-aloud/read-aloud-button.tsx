import { Button, Space, Tooltip } from 'antd';
import type { ButtonProps } from 'antd';
import { LoadingOutlined, SaveOutlined, SoundOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Category } from '@grammarpath/contracts';
import { useToast } from '../toast/use-toast';
import { READ_ALOUD_NAMESPACE } from './i18n';
import { saveAudioClip } from './saved-audio-store';
import { useReadAloud } from './use-read-aloud';

export interface ReadAloudButtonProps {
  /** The sentence to read (grammar content: always English). */
  text: string;
  /** How the clip is named in Saved Audio; defaults to the text. */
  label?: string;
  /** The saved clip's category; defaults to general. */
  category?: Category;
  /** Show the save-clip action beside the play button (default true). */
  saveable?: boolean;
  size?: ButtonProps['size'];
  /** Overrides the accessible name of the play button (default 'Read aloud'). */
  ariaLabel?: string;
}

/** A play/stop button for a sentence, with a save-clip action that adds it to Saved Audio. */
export function ReadAloudButton({
  text,
  label,
  category,
  saveable = true,
  size = 'middle',
  ariaLabel,
}: ReadAloudButtonProps) {
  const { t } = useTranslation(READ_ALOUD_NAMESPACE);
  const { toast } = useToast();
  const { status, isPlaying, toggle } = useReadAloud();

  const playLabel = isPlaying ? t('stop') : (ariaLabel ?? t('play'));
  const icon =
    status === 'loading' ? (
      <LoadingOutlined aria-hidden />
    ) : status === 'playing' ? (
      <StopOutlined aria-hidden />
    ) : (
      <SoundOutlined aria-hidden />
    );

  const save = () => {
    const { added } = saveAudioClip({ text, label, category });
    toast({ title: added ? t('saved') : t('alreadySaved'), variant: added ? 'success' : 'default' });
  };

  return (
    <Space.Compact size={size} data-testid="read-aloud">
      <Tooltip title={playLabel}>
        <Button
          icon={icon}
          aria-label={playLabel}
          aria-pressed={isPlaying}
          data-status={status}
          onClick={() => void toggle(text)}
        />
      </Tooltip>
      {saveable && (
        <Tooltip title={t('save')}>
          <Button icon={<SaveOutlined aria-hidden />} aria-label={t('save')} onClick={save} />
        </Tooltip>
      )}
    </Space.Compact>
  );
}
