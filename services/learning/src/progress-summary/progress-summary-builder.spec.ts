import { type LearnerStatistics, summariseHistory } from '../learner-stats/learner-statistics';
import { type PathFact } from '../learner-stats/path-facts';
import { buildProgressSummary, type SummaryInput } from './progress-summary-builder';

const path = (id: number, over: Partial<PathFact> = {}): PathFact => ({
  id,
  name: `Path ${id}`,
  description: '',
  difficultyLevel: 'beginner',
  cefrLevel: 'a1',
  targetGrammarTopics: ['articles'],
  estimatedCompletionTime: 60,
  prerequisitePaths: [],
  ...over,
});
const stats: LearnerStatistics = summariseHistory({
  quizzes: [],
  topics: [],
  types: [],
  categoriesExplored: 0,
  cefrLevelsExplored: 0,
  activeDays: [],
  stagesCompleted: 0,
  pathsStarted: 0,
  pathsCompleted: 0,
  dailyChallengesCompleted: 0,
});
const NOW = new Date('2026-11-22T12:00:00Z');
const input = (over: Partial<SummaryInput>): SummaryInput => ({
  paths: [],
  stages: [],
  progress: [],
  recentEvents: [],
  stageEvents: [],
  stats,
  points: 0,
  now: NOW,
  ...over,
});
const stagesOf = (pathId: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: pathId * 100 + i, pathId, name: `S${i}`, orderIndex: i }));
const progress = (pathId: number, done: number[], overallProgress: number, completed = false) => ({
  pathId,
  completed,
  completedDate: completed ? NOW : null,
  stagesCompleted: done,
  overallProgress,
  lastActivity: NOW,
});

describe('buildProgressSummary', () => {
  it('suggests at most 3 unstarted paths, prerequisites met first, then easier', () => {
    const summary = buildProgressSummary(
      input({
        paths: [
          path(1, { difficultyLevel: 'advanced' }),
          path(2, { difficultyLevel: 'beginner', prerequisitePaths: [9] }),
          path(3, { difficultyLevel: 'intermediate' }),
          path(4, { difficultyLevel: 'beginner' }),
          path(5, { difficultyLevel: 'beginner', prerequisitePaths: [9] }),
          path(9),
        ],
        progress: [progress(9, [], 10)],
      }),
    );
    expect(summary.suggestedPaths.map((p) => p.pathId)).toEqual([4, 3, 1]);
    expect(summary.recommendedPaths.map((p) => p.pathId)).toEqual([1, 2, 3]);
  });

  it('takes the next stage at min(completed, count - 1) and averages progress over paths above 0', () => {
    const summary = buildProgressSummary(
      input({
        paths: [path(1), path(2), path(3)],
        stages: [...stagesOf(1, 3), ...stagesOf(2, 2), ...stagesOf(3, 2)],
        progress: [progress(1, [100], 33), progress(2, [200, 201], 100, true), progress(3, [], 0)],
      }),
    );
    expect(summary.nextStages.map((s) => [s.pathId, s.orderIndex])).toEqual([
      [1, 1],
      [3, 0],
    ]);
    expect(summary.averageProgress).toBe(Math.round((33 + 100) / 2));
    expect(summary.overallProgress).toBe(Math.round((33 + 100 + 0) / 3));
    expect(summary.stagesCompleted).toBe(3);
    expect(summary.stagesAvailable).toBe(7);
    expect([summary.completedPathCount, summary.activePathCount]).toEqual([1, 2]);
  });

  it('ranks strongest areas by the share of started paths with the topic that are completed (at most 3)', () => {
    const summary = buildProgressSummary(
      input({
        paths: [
          path(1, { targetGrammarTopics: ['articles', 'modals'] }),
          path(2, { targetGrammarTopics: ['articles', 'adverbs'] }),
          path(3, { targetGrammarTopics: ['modals', 'quantifiers', 'adjectives'] }),
        ],
        progress: [progress(1, [], 100, true), progress(2, [], 50), progress(3, [], 100, true)],
      }),
    );
    expect(summary.strongestAreas.map((a) => [a.topic, a.progress])).toEqual([
      ['modals', 100],
      ['adjectives', 100],
      ['quantifiers', 100],
    ]);
    expect(summary.progressByTopic.find((t) => t.topic === 'articles')?.progress).toBe(50);
    expect(summary.progressByTopic.find((t) => t.topic === 'adverbs')?.progress).toBe(0);
  });
});
