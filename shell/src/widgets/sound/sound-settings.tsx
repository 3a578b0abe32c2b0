import { Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAudioCuesMuted } from '@grammarpath/platform';
import { WIDGETS_NAMESPACE } from '../i18n';

/** The /settings card that mutes the audio cues (kept in this browser). */
export function SoundSettings() {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const [muted, setMuted] = useAudioCuesMuted();
  return (
    <Card title={t('sound.title')}>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ paddingBlock: 8 }}>
        <Flex vertical>
          <Typography.Text strong id="sound-mute-label">
            {t('sound.mute')}
          </Typography.Text>
          <Typography.Text type="secondary">{t('sound.hint')}</Typography.Text>
        </Flex>
        <Switch aria-labelledby="sound-mute-label" checked={muted} onChange={setMuted} />
      </Flex>
    </Card>
  );
}
