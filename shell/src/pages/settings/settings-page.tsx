import type { ReactNode } from 'react';
import { Card, Flex, Radio, Select, Slider, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, MOOD_THEMES, type MoodTheme } from '@grammarpath/contracts';
import {
  currentLanguage,
  LANGUAGE_LABELS,
  MOOD_THEME_DEFINITIONS,
  PLATFORM_NAMESPACE,
  useMoodTheme,
  useReadAloudPreferences,
  useToast,
  useUpdatePreferences,
  useUser,
} from '@grammarpath/platform';
import { SoundSettings } from '../../widgets/sound/sound-settings';
import { AccountSection } from './account/account-section';

function SettingRow({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={16} wrap style={{ paddingBlock: 8 }}>
      <Flex vertical>
        <Typography.Text strong>{label}</Typography.Text>
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      </Flex>
      {children}
    </Flex>
  );
}

/**
 * /settings: theme, language, high contrast (saved to the account), read-aloud preferences (kept locally), and
 * for a learner the account and its security: password, sessions, data download, deletion.
 */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const { t: tp } = useTranslation(PLATFORM_NAMESPACE);
  const { theme, setTheme } = useMoodTheme();
  const { user } = useUser();
  const { toast } = useToast();
  const preferences = useUpdatePreferences();
  const [readAloud, setReadAloud] = useReadAloudPreferences();

  const changeHighContrast = (preferHighContrast: boolean) =>
    preferences.mutate(
      { preferHighContrast },
      {
        onSuccess: () => toast({ title: t('settings.saved'), variant: 'success' }),
        onError: () => toast({ title: t('settings.saveFailed'), variant: 'destructive' }),
      },
    );

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
        {t('settings.title')}
      </Typography.Title>
      <Card title={t('settings.appearance')}>
        <SettingRow label={t('settings.theme')}>
          <Radio.Group
            value={theme}
            onChange={(event) => setTheme(event.target.value as MoodTheme)}
            optionType="button"
            options={MOOD_THEMES.map((id) => ({
              value: id,
              label: `${MOOD_THEME_DEFINITIONS[id].icon} ${tp(MOOD_THEME_DEFINITIONS[id].nameKey)}`,
              title: tp(MOOD_THEME_DEFINITIONS[id].descriptionKey),
            }))}
          />
        </SettingRow>
        <SettingRow label={t('settings.language')}>
          <Select
            style={{ minWidth: 160 }}
            value={currentLanguage()}
            aria-label={t('settings.language')}
            onChange={(language) => void i18n.changeLanguage(language)}
            options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_LABELS[code] }))}
          />
        </SettingRow>
      </Card>
      <Card title={t('settings.accessibility')}>
        <SettingRow
          label={t('settings.highContrast')}
          hint={user ? undefined : t('settings.highContrastLoggedOut')}
        >
          <Switch
            aria-label={t('settings.highContrast')}
            checked={user?.preferHighContrast ?? false}
            disabled={!user}
            loading={preferences.isPending}
            onChange={changeHighContrast}
          />
        </SettingRow>
      </Card>
      <Card title={t('settings.readAloud')}>
        <Typography.Paragraph type="secondary">{t('settings.keptLocally')}</Typography.Paragraph>
        <SettingRow label={t('settings.voiceRate')}>
          <Slider
            style={{ minWidth: 200 }}
            min={0.5}
            max={2}
            step={0.1}
            value={readAloud.rate}
            onChange={(rate) => setReadAloud({ rate })}
            ariaLabelForHandle={t('settings.voiceRate')}
          />
        </SettingRow>
        <SettingRow label={t('settings.autoPlay')}>
          <Switch
            aria-label={t('settings.autoPlay')}
            checked={readAloud.autoPlay}
            onChange={(autoPlay) => setReadAloud({ autoPlay })}
          />
        </SettingRow>
      </Card>
      <SoundSettings />
      <AccountSection />
    </Flex>
  );
}
