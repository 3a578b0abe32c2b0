import { i18n, initI18n, PLATFORM_NAMESPACE } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { en } from '../../../i18n/en';
import { ja } from '../../../i18n/ja';
import { vi } from '../../../i18n/vi';
import { zh } from '../../../i18n/zh';

describe('achievement plurals', () => {
  beforeAll(() => {
    initI18n();
    for (const [language, bundle] of Object.entries({ ja, vi, zh }))
      i18n.addResourceBundle(language, QUIZ_NAMESPACE, bundle, true, true);
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('says "1 new achievement" and "N new achievements" in English, in the summary and the toasts', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', QUIZ_NAMESPACE);
    expect(t('summary.achievements.heading', { count: 1 })).toBe('1 new achievement');
    expect(t('summary.achievements.heading', { count: 7 })).toBe('7 new achievements');
    expect(t('summary.achievements.toastText', { count: 1 })).toBe("You've earned 1 new achievement!");
    expect(t('summary.achievements.toastText', { count: 2 })).toBe("You've earned 2 new achievements!");
    const platform = i18n.getFixedT('en', PLATFORM_NAMESPACE);
    expect(platform('toast.newAchievement.description', { count: 1 })).toBe(
      "You've earned 1 new achievement!",
    );
    expect(platform('toast.newAchievement.description', { count: 7 })).toBe(
      "You've earned 7 new achievements!",
    );
    expect(platform('toast.newAchievement.title')).toBe('New Achievement Unlocked!');
  });

  it('uses the one form of ja, vi and zh for every count', () => {
    expect(en.summary.achievements.heading_one).not.toBe(en.summary.achievements.heading_other);
    for (const [language, expected] of [
      ['ja', '新しい実績 3件'],
      ['vi', '3 thành tích mới'],
      ['zh', '3 项新成就'],
    ] as const) {
      const t = i18n.getFixedT(language, QUIZ_NAMESPACE);
      expect(t('summary.achievements.heading', { count: 3 })).toBe(expected);
      expect(t('summary.achievements.heading', { count: 1 })).toBe(expected.replace('3', '1'));
    }
  });
});
