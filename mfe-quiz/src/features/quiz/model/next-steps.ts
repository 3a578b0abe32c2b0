import { ROUTES, type LearningPathProgress, type StageQuizOutcome } from '@grammarpath/contracts';

/** A way on from the results screen. */
export type NextStepKey = 'reviewMistakes' | 'nextStage' | 'continuePath' | 'dailyChallenge' | 'tomorrow';

export interface NextStep {
  key: NextStepKey;
  href: string;
}

export interface NextStepFacts {
  /** Questions of this quiz not right in the end. */
  wrongAnswers: number;
  /** A stage quiz's outcome. */
  stage?: StageQuizOutcome;
  /** The learner's path progress (undefined while unknown: no path step then). */
  paths?: readonly LearningPathProgress[] | null;
  /** Today's daily challenge is done (undefined while unknown: no challenge step then). */
  dailyDone?: boolean;
}

/** The path in progress the learner worked on last, with its next stage. */
export function pathInProgress(
  paths: readonly LearningPathProgress[] | null | undefined,
): { pathId: number; stageId: number } | undefined {
  const open = (paths ?? [])
    .filter((path) => !path.completed && path.currentStageId !== null)
    .sort((a, b) => Date.parse(b.lastActivity) - Date.parse(a.lastActivity));
  const latest = open[0];
  return latest && latest.currentStageId !== null
    ? { pathId: latest.pathId, stageId: latest.currentStageId }
    : undefined;
}

function pathStep(facts: NextStepFacts): NextStep | undefined {
  const { stage } = facts;
  // A stage not completed yet: the stage's outcome leads back to it; the path goes on from there.
  if (stage) {
    if (!stage.completed) return undefined;
    return stage.nextStageId !== null
      ? { key: 'nextStage', href: ROUTES.stage.href(stage.pathId, stage.nextStageId) }
      : { key: 'continuePath', href: ROUTES.pathJourney.href(stage.pathId) };
  }
  const open = pathInProgress(facts.paths);
  return open ? { key: 'continuePath', href: ROUTES.stage.href(open.pathId, open.stageId) } : undefined;
}

/**
 * The next steps the results screen offers, only those that apply, in order: review the mistakes (when this
 * quiz had some), go on along the path (a stage quiz's next stage, or the learner's path in progress), and
 * the daily challenge (today's, or tomorrow's once today's is done).
 */
export function nextStepsOf(facts: NextStepFacts): NextStep[] {
  const steps: NextStep[] = [];
  if (facts.wrongAnswers > 0) steps.push({ key: 'reviewMistakes', href: ROUTES.mistakesReview.href() });
  const path = pathStep(facts);
  if (path) steps.push(path);
  if (facts.dailyDone !== undefined)
    steps.push({ key: facts.dailyDone ? 'tomorrow' : 'dailyChallenge', href: ROUTES.dailyChallenge.href() });
  return steps;
}
