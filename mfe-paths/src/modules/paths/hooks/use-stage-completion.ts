import { createElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CheckAchievementsResponse } from '@grammarpath/contracts';
import {
  ContentSentence,
  translateAroundContent,
  useAchievementAnnouncer,
  useToast,
  useUser,
} from '@grammarpath/platform';
import { PATHS_NAMESPACE } from '../../../i18n/paths-translations';
import { checkAchievements } from '../api/paths-api';
import type { PathStage } from '../api/paths-types';
import { useStageCelebration } from '../components/stage-celebration';
import { stagePercent } from '../logic/paths-logic';
import { useCompleteStage, usePostPathProgress } from './use-paths-queries';

export interface StageCompletionInput {
  pathId: number;
  stage: PathStage;
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
  const client = useQueryClient();
  const complete = useCompleteStage();
  const postProgress = usePostPathProgress();
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
        parts: translateAroundContent(t, 'celebration.message', { name: stage.name }),
      }),
    });
    const newCount = completedIds.includes(stage.id) ? completedIds.length : completedIds.length + 1;
    try {
      await postProgress.mutateAsync({ pathId, progress: stagePercent(newCount, stageCount) });
    } catch (error) {
      console.error('Failed to save path progress', error);
    }
    let newAchievements: CheckAchievementsResponse['newAchievements'] = [];
    try {
      ({ newAchievements } = await checkAchievements());
      // The check also awards badges.
      await Promise.all([
        client.invalidateQueries({ queryKey: ['/api/user/achievements'] }),
        client.invalidateQueries({ queryKey: ['/api/user/badges'] }),
      ]);
    } catch (error) {
      console.error('Failed to check achievements', error);
    }
    await celebrated;
    await announce(newAchievements);
    return true;
  };

  return { run, isPending: complete.isPending, pendingStageId: complete.variables?.stageId };
}
