import { type Achievement } from './achievement.entity';
import { evaluateAchievements } from './achievement-engine';
import { metricValue } from './achievement-rules';
import {
  type LearnerHistory,
  type LearnerStatistics,
  summariseHistory,
} from '../learner-stats/learner-statistics';

const stats = (over: Partial<LearnerHistory> = {}): LearnerStatistics =>
  summariseHistory({
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
    ...over,
  });
const quiz = (correct: number, total: number, timeTaken: number | null = null, mode = 'standard') => ({
  date: new Date('2026-11-20T10:00:00Z'),
  totalQuestions: total,
  correctAnswers: correct,
  firstTryCorrect: correct,
  answeredQuestions: total,
  timeTaken,
  mode,
});

describe('metricValue', () => {
  it('counts quizzes, perfect and high-score quizzes, fast quizzes and mistakes reviews', () => {
    const s = stats({ quizzes: [quiz(10, 10, 50), quiz(9, 10, 200), quiz(4, 10, null, 'mistakes')] });
    expect(metricValue('quizzes_finished', null, s, 0)).toBe(3);
    expect(metricValue('questions_answered', null, s, 0)).toBe(30);
    expect(metricValue('correct_answers', null, s, 0)).toBe(23);
    expect(metricValue('perfect_quizzes', null, s, 0)).toBe(1);
    expect(metricValue('high_score_quizzes', { minPercent: 90 }, s, 0)).toBe(2);
    expect(metricValue('fast_quizzes', { maxSecondsPerQuestion: 10 }, s, 0)).toBe(1);
    expect(metricValue('mistakes_reviewed', null, s, 0)).toBe(1);
  });

  it('counts only what the server saw: answered questions, first-try correctness, its own time', () => {
    const unanswered = { ...quiz(0, 10, 1), answeredQuestions: 0 };
    const bruteForced = { ...quiz(10, 10, 40), firstTryCorrect: 3 };
    const half = { ...quiz(5, 10, 30), answeredQuestions: 5, firstTryCorrect: 5 };
    const s = stats({ quizzes: [...Array.from({ length: 10 }, () => unanswered), bruteForced, half] });
    expect(metricValue('quizzes_finished', null, s, 0)).toBe(2);
    expect(metricValue('questions_answered', null, s, 0)).toBe(15);
    expect(metricValue('correct_answers', null, s, 0)).toBe(8);
    expect(metricValue('perfect_quizzes', null, s, 0)).toBe(0);
    expect(metricValue('high_score_quizzes', { minPercent: 80 }, s, 0)).toBe(0);
    expect(metricValue('accuracy_percent', { minQuestions: 10 }, s, 0)).toBe(53);
    // Fast only when every question was answered and 80 % were right at the first try.
    expect(metricValue('fast_quizzes', { maxSecondsPerQuestion: 10 }, s, 0)).toBe(0);
    expect(
      metricValue('fast_quizzes', { maxSecondsPerQuestion: 10 }, stats({ quizzes: [quiz(8, 10, 40)] }), 0),
    ).toBe(1);
  });

  it('reports first-try accuracy only once enough questions are answered', () => {
    const s = stats({ quizzes: [{ ...quiz(10, 10), firstTryCorrect: 7 }] });
    expect(metricValue('accuracy_percent', { minQuestions: 20 }, s, 0)).toBe(0);
    expect(metricValue('accuracy_percent', { minQuestions: 10 }, s, 0)).toBe(70);
  });

  it('masters a topic at 20 answers and 85 % first-try accuracy; counts correct answers per topic', () => {
    const s = stats({
      topics: [
        { topic: 'articles', answered: 20, firstTryCorrect: 17, correct: 19, hintsUsed: 0 },
        { topic: 'modals', answered: 40, firstTryCorrect: 30, correct: 40, hintsUsed: 3 },
      ],
    });
    expect(metricValue('topics_mastered', null, s, 0)).toBe(1);
    expect(metricValue('topic_correct', { topic: 'modals' }, s, 0)).toBe(40);
    expect(metricValue('topic_correct', { topic: 'articles' }, s, 0)).toBe(19);
  });
});

describe('evaluateAchievements', () => {
  const achievement = (id: number, over: Partial<Achievement>): Achievement =>
    ({
      id,
      points: 10,
      threshold: 1,
      metricParams: null,
      metric: 'quizzes_finished',
      ...over,
    }) as Achievement;

  it('earns a points achievement unlocked by another achievement’s points, and caps progress', () => {
    const catalogue = [
      achievement(1, { metric: 'quizzes_finished', threshold: 1, points: 50 }),
      achievement(2, { metric: 'points', threshold: 55 }),
      achievement(3, { metric: 'quizzes_finished', threshold: 5 }),
    ];
    const result = evaluateAchievements(catalogue, stats({ quizzes: [quiz(6, 10)] }), new Set());
    expect([...result.earned].sort()).toEqual([1, 2]);
    expect(result.points).toBe(6 + 50 + 10);
    expect(result.progress.get(3)).toBe(1);
    expect(result.progress.get(2)).toBe(55);
  });

  it('keeps an earned achievement earned even when its metric falls', () => {
    const catalogue = [achievement(1, { metric: 'streak_days', threshold: 3 })];
    const result = evaluateAchievements(catalogue, stats(), new Set([1]));
    expect(result.earned.has(1)).toBe(true);
    expect(result.progress.get(1)).toBe(3);
  });
});
