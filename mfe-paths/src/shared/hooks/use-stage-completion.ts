import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckAchievementsResponse, StageView } from '@grammarpath/contracts';
import {
  ContentSentence,
  translateAroundContent,
  useAchievementAnnouncer,
  useToast,
  useUser,
} from '@grammarpath/platform';
import { PATHS_NAMESPACE } from '../../i18n';
import { useCheckAchievements } from '../api/check-achievements';
import { useCompleteStage } from '../api/complete-stage';
import { useSavePathProgress } from '../api/save-path-progress';
import { stagePercent } from '../model/path-progress';
import { useStageCelebration } from './use-stage-celebration';

export interface StageCompletionInput {
  pathId: number;
  stage: StageView;
  stageCount: number;
  completedIds: readonly number[];
}

/**
 * The stage-complete chain of SPEC §4: complete the stage; on success the path and progress are
 * refetched and the celebration opens; the recomputed percent is posted and achievements are checked
 * (a failure there is only logged). New achievements are announced once the learner dismisses the
 * stage celebration, so the two celebrations never stack. Resolves true once the learner has dismissed
 * them.
 */
export function useStageCompletion() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const { toast } = useToast();
  const { user } = useUser();
  const complete = useCompleteStage();
  const saveProgress = useSavePathProgress();
  const check = useCheckAchievements();
  const celebrate = useStageCelebration();
  const { announce } = useAchievementAnnouncer();

  const run = async ({ pathId, stage, stageCount, completedIds }: StageCompletionInput): Promise<boolean> => {
    if (!user) {
      toast({ title: t('login.title'), description: t('login.track'), variant: 'destructive' });
      return false;
    }
    try {
      await complete.mutateAsync({ pathId, stageId: stage.id });
    } catch {
      toast({ title: t('errors.title'), description: t('errors.complete'), variant: 'destructive' });
      return false;
    }
    const celebrated = celebrate({
      title: t('celebration.title'),
      // The stage's name is grammar content: marked as English inside the translated sentence.
      message: createElement(ContentSentence, {
        parts: translateAroundContent(t, 'celebration.message', {
          name: { text: stage.name, english: stage.english?.name },
        }),
      }),
    });
    const newCount = completedIds.includes(stage.id) ? completedIds.length : completedIds.length + 1;
    try {
      await saveProgress.mutateAsync({ pathId, progress: stagePercent(newCount, stageCount) });
    } catch (error) {
      console.error('Failed to save path progress', error);
    }
    let newAchievements: CheckAchievementsResponse['newAchievements'] = [];
    try {
      ({ newAchievements } = await check.mutateAsync());
    } catch (error) {
      console.error('Failed to check achievements', error);
    }
    await celebrated;
    await announce(newAchievements);
    return true;
  };

  return { run, isPending: complete.isPending, pendingStageId: complete.variables?.stageId };
}
