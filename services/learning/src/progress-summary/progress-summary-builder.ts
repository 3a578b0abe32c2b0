import {
  type ActivePathSummary,
  type DailyActivity,
  DIFFICULTY_LEVELS,
  DIFFICULTY_ORDER,
  type GrammarTopic,
  type PathRef,
  percent,
  type ProgressSummary,
  RECENT_ACTIVITY_MAX,
  STRONGEST_AREAS_MAX,
  SUGGESTED_PATHS_MAX,
  PROFILE_RECOMMENDATIONS,
  type SuggestedPath,
  type TopicProgress,
  WEEKLY_ACTIVITY_DAYS,
} from '@grammarpath/contracts';
import { currentStreak, isMastered } from '../learner-stats/activity-rules';
import { utcDay } from '../shared/utc-day';
import { type LearnerStatistics } from '../learner-stats/learner-statistics';
import {
  type ActivityFact,
  type PathFact,
  type PathProgressFact,
  type StageFact,
} from '../learner-stats/path-facts';
import { englishField } from '../content/teaching-texts';

export interface SummaryInput {
  paths: PathFact[];
  /** Every stage, any order. */
  stages: StageFact[];
  progress: PathProgressFact[];
  /** The learner's most recent path events, newest first. */
  recentEvents: ActivityFact[];
  /** Stage completions of the learner within the weekly window (or more). */
  stageEvents: ActivityFact[];
  stats: LearnerStatistics;
  points: number;
  now: Date;
}

const isComplete = (p: PathProgressFact): boolean => p.completed || p.overallProgress >= 100;
const refOf = (path: PathFact): PathRef => ({
  pathId: path.id,
  name: path.name,
  difficultyLevel: path.difficultyLevel,
  cefrLevel: path.cefrLevel,
  ...englishField({ name: path.english?.name }),
});
const average = (values: number[]): number =>
  values.length > 0 ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0;

/** Everything the dashboards show, computed from the learner's records (SPEC §2, §9). */
export function buildProgressSummary(input: SummaryInput): ProgressSummary {
  const { paths, stats, now } = input;
  const pathById = new Map(paths.map((p) => [p.id, p]));
  const stagesByPath = new Map<number, StageFact[]>();
  for (const stage of [...input.stages].sort((a, b) => a.orderIndex - b.orderIndex)) {
    stagesByPath.set(stage.pathId, [...(stagesByPath.get(stage.pathId) ?? []), stage]);
  }
  const stageById = new Map(input.stages.map((s) => [s.id, s]));
  const progress = input.progress.filter((p) => pathById.has(p.pathId));
  const progressByPath = new Map(progress.map((p) => [p.pathId, p]));
  const completed = progress.filter(isComplete);
  const active = progress.filter((p) => !isComplete(p));

  const activePaths: ActivePathSummary[] = active
    .sort((a, b) => b.lastActivity.getTime() - a.lastActivity.getTime())
    .map((p) => {
      const path = pathById.get(p.pathId) as PathFact;
      const stages = stagesByPath.get(p.pathId) ?? [];
      const done = p.stagesCompleted.length;
      const current = stages.length > 0 ? stages[Math.min(done, stages.length - 1)] : undefined;
      return {
        ...refOf(path),
        overallProgress: p.overallProgress,
        stagesCompleted: done,
        stageCount: stages.length,
        currentStage: current
          ? {
              stageId: current.id,
              name: current.name,
              orderIndex: current.orderIndex,
              ...englishField({ name: current.english?.name }),
            }
          : null,
        lastActivity: p.lastActivity.toISOString(),
      };
    });

  const nextStages = activePaths
    .filter((p) => p.currentStage !== null)
    .map((p) => ({
      pathId: p.pathId,
      pathName: p.name,
      stageId: p.currentStage?.stageId as number,
      stageName: p.currentStage?.name as string,
      orderIndex: p.currentStage?.orderIndex as number,
      stageCount: p.stageCount,
      ...englishField({ pathName: p.english?.name, stageName: p.currentStage?.english?.name }),
    }));

  const completedIds = new Set(completed.map((p) => p.pathId));
  const unstarted = paths.filter((p) => !progressByPath.has(p.id));
  const toSuggestion = (path: PathFact): SuggestedPath => ({
    ...refOf(path),
    ...englishField({ name: path.english?.name, description: path.english?.description }),
    description: path.description,
    estimatedCompletionTime: path.estimatedCompletionTime,
    prerequisitesMet: path.prerequisitePaths.every((id) => completedIds.has(id)),
  });
  const suggestions = unstarted
    .map(toSuggestion)
    .sort(
      (a, b) =>
        Number(b.prerequisitesMet) - Number(a.prerequisitesMet) ||
        DIFFICULTY_ORDER[a.difficultyLevel] - DIFFICULTY_ORDER[b.difficultyLevel] ||
        a.pathId - b.pathId,
    );

  const topicStats = new Map<GrammarTopic, { started: number; completed: number }>();
  for (const p of progress) {
    for (const topic of (pathById.get(p.pathId) as PathFact).targetGrammarTopics) {
      const entry = topicStats.get(topic) ?? { started: 0, completed: 0 };
      entry.started += 1;
      if (isComplete(p)) entry.completed += 1;
      topicStats.set(topic, entry);
    }
  }
  const progressByTopic: TopicProgress[] = [...topicStats.entries()]
    .map(([topic, s]) => ({
      topic,
      progress: percent(s.completed, s.started),
      startedPaths: s.started,
      completedPaths: s.completed,
    }))
    .sort(
      (a, b) =>
        b.progress - a.progress || b.completedPaths - a.completedPaths || a.topic.localeCompare(b.topic),
    );

  const progressByDifficulty = DIFFICULTY_LEVELS.map((level) => {
    const ofLevel = paths.filter((p) => p.difficultyLevel === level);
    const rows = ofLevel.map((p) => progressByPath.get(p.id)).filter((p) => p !== undefined);
    return {
      difficultyLevel: level,
      progress: average(ofLevel.map((p) => progressByPath.get(p.id)?.overallProgress ?? 0)),
      totalPaths: ofLevel.length,
      startedPaths: rows.length,
      completedPaths: rows.filter(isComplete).length,
    };
  });

  const quizDays = new Map(stats.quizDays.map((d) => [d.day, d]));
  const weeklyActivity: DailyActivity[] = [];
  for (let i = WEEKLY_ACTIVITY_DAYS - 1; i >= 0; i -= 1) {
    const date = utcDay(new Date(now.getTime() - i * 86_400_000));
    const quizzes = quizDays.get(date);
    weeklyActivity.push({
      date,
      quizzes: quizzes?.quizzes ?? 0,
      questions: quizzes?.questions ?? 0,
      correct: quizzes?.correct ?? 0,
      stagesCompleted: input.stageEvents.filter(
        (e) => e.type === 'stage_completed' && utcDay(e.createdAt) === date,
      ).length,
      quizMinutes: Math.floor((quizzes?.quizSeconds ?? 0) / 60),
    });
  }

  const startedStageCount = progress.reduce((sum, p) => sum + (stagesByPath.get(p.pathId)?.length ?? 0), 0);

  return {
    totalPaths: paths.length,
    completedPathCount: completed.length,
    activePathCount: active.length,
    averageProgress: average(progress.map((p) => p.overallProgress).filter((v) => v > 0)),
    overallProgress: average(paths.map((p) => progressByPath.get(p.id)?.overallProgress ?? 0)),
    stagesCompleted: progress.reduce((sum, p) => sum + p.stagesCompleted.length, 0),
    stagesAvailable: startedStageCount,
    activePaths,
    completedPaths: completed
      .sort((a, b) => (b.completedDate?.getTime() ?? 0) - (a.completedDate?.getTime() ?? 0))
      .map((p) => ({
        ...refOf(pathById.get(p.pathId) as PathFact),
        completedDate: p.completedDate ? p.completedDate.toISOString() : null,
      })),
    nextStages,
    suggestedPaths: suggestions.slice(0, SUGGESTED_PATHS_MAX),
    recommendedPaths: unstarted.slice(0, PROFILE_RECOMMENDATIONS).map(toSuggestion),
    recentActivity: input.recentEvents
      .filter((e) => pathById.has(e.pathId))
      .slice(0, RECENT_ACTIVITY_MAX)
      .map((e) => ({
        type: e.type,
        pathId: e.pathId,
        pathName: (pathById.get(e.pathId) as PathFact).name,
        stageId: e.stageId,
        stageName: e.stageId !== null ? (stageById.get(e.stageId)?.name ?? null) : null,
        date: e.createdAt.toISOString(),
        ...englishField({
          pathName: (pathById.get(e.pathId) as PathFact).english?.name,
          stageName: e.stageId !== null ? stageById.get(e.stageId)?.english?.name : undefined,
        }),
      })),
    strongestAreas: progressByTopic.filter((t) => t.progress > 0).slice(0, STRONGEST_AREAS_MAX),
    progressByTopic,
    progressByDifficulty,
    weeklyActivity,
    streakDays: currentStreak(stats.activeDays, now),
    activeDays: stats.activeDays.length,
    quizzesFinished: stats.quizzesStored,
    points: input.points,
    mastery: stats.topics.map((t) => ({
      topic: t.topic,
      answered: t.answered,
      firstTryCorrect: t.firstTryCorrect,
      correctAfterRetries: Math.max(0, t.correct - t.firstTryCorrect),
      hintsUsed: t.hintsUsed,
      firstTryAccuracy: percent(t.firstTryCorrect, t.answered),
      finalAccuracy: percent(t.correct, t.answered),
      mastered: isMastered(t),
    })),
    accuracyByType: stats.types.map((t) => ({
      questionType: t.questionType,
      answered: t.answered,
      firstTryCorrect: t.firstTryCorrect,
      firstTryAccuracy: percent(t.firstTryCorrect, t.answered),
    })),
    hasProgress: progress.length > 0 || stats.quizzesStored > 0,
  };
}
