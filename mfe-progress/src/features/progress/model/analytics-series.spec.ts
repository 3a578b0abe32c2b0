import type { DailyActivity, QuizResultView, StudyTimeHistory } from '@grammarpath/contracts';
import { accuracyOverTime, weeklyTime, weekMinutes } from './analytics-series';

const result = (date: string, score: number, firstTryCorrect: number, totalQuestions: number) =>
  ({ date, score, firstTryCorrect, totalQuestions }) as QuizResultView;

const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('analytics series', () => {
  it('puts quizzes oldest first with their first-try percent (0 for an empty quiz)', () => {
    const newestFirst = [result('2026-11-22T09:00:00Z', 80, 2, 3), result('2026-11-20T09:00:00Z', 0, 0, 0)];
    expect(accuracyOverTime(newestFirst, iso)).toEqual([
      { label: '2026-11-20', score: 0, firstTry: 0 },
      { label: '2026-11-22', score: 80, firstTry: 67 },
    ]);
  });

  it('pairs each study day with its quizzes by UTC date, 0 on days without', () => {
    const studyTime: StudyTimeHistory = {
      studyMinutes: 40,
      days: [
        { date: '2026-11-21', minutes: 5 },
        { date: '2026-11-22', minutes: 7 },
      ],
    };
    const activity = [{ date: '2026-11-22', quizzes: 2 } as DailyActivity];
    expect(weeklyTime(studyTime, activity, iso)).toEqual([
      { label: '2026-11-21', minutes: 5, quizzes: 0 },
      { label: '2026-11-22', minutes: 7, quizzes: 2 },
    ]);
    expect(weekMinutes(studyTime)).toBe(12);
  });
});
