import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { celebrate } from '../celebration/celebration-store';
import { PLATFORM_NAMESPACE } from '../i18n/i18n';
import { useToast } from '../toast/use-toast';
import { achievementText, type LocalisableAchievement } from './achievement-text';

export interface AchievementAnnouncer {
  /**
   * Announces the `newAchievements` of a check-achievements answer: the 'New Achievement Unlocked!' toast
   * and the achievement celebration naming them in the interface language. Nothing happens for none.
   * Resolves once the learner continues past the celebration (at once for none).
   */
  announce: (newAchievements: readonly LocalisableAchievement[]) => Promise<void>;
}

/**
 * The one announcement of newly earned achievements (SPEC §7, §8), for every remote that checks them.
 * It opens the celebration at once, replacing one already open: a caller whose own celebration may still
 * be open announces after that one closes.
 */
export function useAchievementAnnouncer(): AchievementAnnouncer {
  const { toast } = useToast();
  const { t, i18n } = useTranslation(PLATFORM_NAMESPACE);
  const announce = useCallback(
    (newAchievements: readonly LocalisableAchievement[]) => {
      const count = newAchievements.length;
      if (count === 0) return Promise.resolve();
      toast({
        title: t('toast.newAchievement.title'),
        description: t('toast.newAchievement.description', { count }),
        variant: 'success',
      });
      const names = newAchievements.map((a) => achievementText(a, i18n.resolvedLanguage).name);
      return new Promise<void>((resolve) =>
        celebrate({
          type: 'achievement',
          title: t('achievementCelebration.title', { count }),
          message: names.join(' · '),
          onContinue: resolve,
        }),
      );
    },
    [toast, t, i18n],
  );
  return { announce };
}
