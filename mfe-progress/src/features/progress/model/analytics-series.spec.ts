import type {
  DailyActivity,
  QuestionTypeAccuracy,
  QuizResultView,
  StudyTimeHistory,
  TopicMastery,
} from '@grammarpath/contracts';
import {
  accuracyByDay,
  accuracyByTopic,
  accuracyByType,
  localDayKey,
  weekdayLabels,
  weeklyTime,
  weekMinutes,
} from './analytics-series';

const result = (date: string, firstTryCorrect: number, totalQuestions: number) =>
  ({ date, firstTryCorrect, totalQuestions }) as QuizResultView;

const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('analytics series', () => {
  it('pools each day’s quizzes into one point, oldest day first (the results come newest first)', () => {
    const newestFirst = [
      result('2026-11-22T15:00:00Z', 9, 10),
      result('2026-11-22T09:00:00Z', 3, 10),
      result('2026-11-20T09:00:00Z', 0, 0),
    ];
    expect(accuracyByDay(newestFirst, iso, iso)).toEqual([
      { label: '2026-11-20', firstTry: 0, quizzes: 1 },
      { label: '2026-11-22', firstTry: 60, quizzes: 2 },
    ]);
  });

  it('gives every day one label only, however many quizzes it had', () => {
    const results = Array.from({ length: 12 }, (_, i) =>
      result(`2026-11-${String(20 + (i % 3)).padStart(2, '0')}T0${i % 9}:00:00Z`, 1, 2),
    );
    const labels = accuracyByDay(results, iso, iso).map((point) => point.label);
    expect(labels).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('keys a moment by the learner’s local calendar day', () => {
    expect(localDayKey(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('ranks the practised topics weakest first and leaves out those never answered', () => {
    const mastery = [
      { topic: 'articles', answered: 10, firstTryAccuracy: 90 },
      { topic: 'modals', answered: 0, firstTryAccuracy: 0 },
      { topic: 'conditionals', answered: 4, firstTryAccuracy: 25 },
    ] as TopicMastery[];
    expect(accuracyByTopic(mastery, (topic) => topic)).toEqual([
      { label: 'conditionals', firstTry: 25 },
      { label: 'articles', firstTry: 90 },
    ]);
  });

  it('ranks the answered question types weakest first', () => {
    const accuracy = [
      { questionType: 'rearrange', answered: 5, firstTryAccuracy: 40 },
      { questionType: 'fill_blank', answered: 0, firstTryAccuracy: 0 },
      { questionType: 'completion', answered: 5, firstTryAccuracy: 20 },
    ] as QuestionTypeAccuracy[];
    expect(accuracyByType(accuracy, (type) => type).map((point) => point.label)).toEqual([
      'completion',
      'rearrange',
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
    expect(weeklyTime(studyTime, activity, (dates) => dates.map(iso))).toEqual([
      { label: '2026-11-21', minutes: 5, quizzes: 0 },
      { label: '2026-11-22', minutes: 7, quizzes: 2 },
    ]);
    expect(weekMinutes(studyTime)).toBe(12);
  });

  it('labels the week’s days with their narrow forms only when no two days share one', () => {
    const short = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    expect(weekdayLabels(short, ['S', 'M', 'T', 'W', 'T', 'F', 'S'])).toBe(short);
    const vietnamese = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
    expect(weekdayLabels(['CN', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'], vietnamese)).toBe(
      vietnamese,
    );
  });
});
