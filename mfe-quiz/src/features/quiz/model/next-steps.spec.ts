import { ROUTES, type LearningPathProgress, type StageQuizOutcome } from '@grammarpath/contracts';
import { nextStepsOf, pathInProgress } from './next-steps';

const progress = (pathId: number, lastActivity: string, extra: Partial<LearningPathProgress> = {}) =>
  ({
    id: pathId,
    pathId,
    currentStageId: pathId * 10,
    started: '2026-11-01T00:00:00.000Z',
    lastActivity,
    completed: false,
    completedDate: null,
    stagesCompleted: [],
    overallProgress: 20,
    ...extra,
  }) satisfies LearningPathProgress;

const stage: StageQuizOutcome = {
  stageId: 12,
  pathId: 3,
  firstTryScore: 90,
  threshold: 70,
  passed: true,
  completed: true,
  completedNow: true,
  locked: false,
  pathCompleted: false,
  nextStageId: 13,
};

describe('the next steps after a quiz', () => {
  it('offers the mistakes review only when the quiz had wrong answers', () => {
    expect(nextStepsOf({ wrongAnswers: 2 }).map((s) => s.key)).toEqual(['reviewMistakes']);
    expect(nextStepsOf({ wrongAnswers: 2 })[0].href).toBe(ROUTES.mistakesReview.href());
    expect(nextStepsOf({ wrongAnswers: 0 })).toEqual([]);
  });

  it('goes on to the next stage of a stage quiz, the journey when the path is done, nothing before the stage is', () => {
    expect(nextStepsOf({ wrongAnswers: 0, stage })).toEqual([
      { key: 'nextStage', href: ROUTES.stage.href(3, 13) },
    ]);
    expect(nextStepsOf({ wrongAnswers: 0, stage: { ...stage, nextStageId: null } })).toEqual([
      { key: 'continuePath', href: ROUTES.pathJourney.href(3) },
    ]);
    expect(
      nextStepsOf({ wrongAnswers: 0, stage: { ...stage, completed: false, completedNow: false } }),
    ).toEqual([]);
  });

  it('otherwise continues the path in progress worked on last, and none when every path is done', () => {
    const paths = [
      progress(1, '2026-11-20T00:00:00.000Z'),
      progress(2, '2026-11-25T00:00:00.000Z'),
      progress(4, '2026-11-27T00:00:00.000Z', { completed: true }),
    ];
    expect(pathInProgress(paths)).toEqual({ pathId: 2, stageId: 20 });
    expect(nextStepsOf({ wrongAnswers: 0, paths })).toEqual([
      { key: 'continuePath', href: ROUTES.stage.href(2, 20) },
    ]);
    expect(nextStepsOf({ wrongAnswers: 0, paths: [paths[2]] })).toEqual([]);
    expect(nextStepsOf({ wrongAnswers: 0, paths: null })).toEqual([]);
  });

  it('offers today’s challenge, or tomorrow’s once today’s is done, and nothing while unknown', () => {
    expect(nextStepsOf({ wrongAnswers: 0, dailyDone: false })).toEqual([
      { key: 'dailyChallenge', href: ROUTES.dailyChallenge.href() },
    ]);
    expect(nextStepsOf({ wrongAnswers: 0, dailyDone: true })).toEqual([
      { key: 'tomorrow', href: ROUTES.dailyChallenge.href() },
    ]);
    expect(nextStepsOf({ wrongAnswers: 1, stage, dailyDone: true }).map((s) => s.key)).toEqual([
      'reviewMistakes',
      'nextStage',
      'tomorrow',
    ]);
  });
});
