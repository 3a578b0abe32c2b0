import {
  percent,
  type ProgressSummary,
  type QuizResultView,
  type StudyTimeHistory,
} from '@grammarpath/contracts';

/** One point of a chart: its axis label and its figures. */
export type ChartPoint<Keys extends string> = { label: string } & Record<Keys, number>;

/** The learner's local calendar day of a moment, as YYYY-MM-DD. */
export function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * "Am I getting better?": first-try accuracy per day the learner practised, oldest first (the results come
 * newest first). One point a day, so no two points share a label; the day's quizzes are pooled by answers.
 */
export function accuracyByDay(
  results: QuizResultView[],
  dayLabel: (date: Date) => string,
  dayKey: (date: Date) => string = localDayKey,
): ChartPoint<'firstTry' | 'quizzes'>[] {
  const days = new Map<string, { date: Date; correct: number; total: number; quizzes: number }>();
  for (const result of results) {
    const date = new Date(result.date);
    const key = dayKey(date);
    const day = days.get(key) ?? { date, correct: 0, total: 0, quizzes: 0 };
    day.correct += result.firstTryCorrect;
    day.total += result.totalQuestions;
    day.quizzes += 1;
    days.set(key, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, day]) => ({
      label: dayLabel(day.date),
      firstTry: percent(day.correct, day.total),
      quizzes: day.quizzes,
    }));
}

/** "Which topics need work?": first-try accuracy per practised grammar topic, weakest first. */
export function accuracyByTopic(
  mastery: ProgressSummary['mastery'],
  topicName: (topic: ProgressSummary['mastery'][number]['topic']) => string,
): ChartPoint<'firstTry'>[] {
  return mastery
    .filter((m) => m.answered > 0)
    .map((m) => ({ label: topicName(m.topic), firstTry: m.firstTryAccuracy }))
    .sort((a, b) => a.firstTry - b.firstTry);
}

/** "Which kinds of question are hardest?": first-try accuracy per answered question type, weakest first. */
export function accuracyByType(
  accuracy: ProgressSummary['accuracyByType'],
  typeName: (type: ProgressSummary['accuracyByType'][number]['questionType']) => string,
): ChartPoint<'firstTry'>[] {
  return accuracy
    .filter((a) => a.answered > 0)
    .map((a) => ({ label: typeName(a.questionType), firstTry: a.firstTryAccuracy }))
    .sort((a, b) => a.firstTry - b.firstTry);
}

/**
 * Study minutes (identity) and quizzes (the summary's weeklyActivity) per day of the week; both are keyed by
 * the same UTC dates, which `labelDays` names (all at once, so the labels can be chosen together).
 */
export function weeklyTime(
  studyTime: StudyTimeHistory,
  weeklyActivity: ProgressSummary['weeklyActivity'],
  labelDays: (utcDates: readonly Date[]) => readonly string[],
): ChartPoint<'minutes' | 'quizzes'>[] {
  const quizzesOn = new Map(weeklyActivity.map((day) => [day.date, day.quizzes]));
  const labels = labelDays(studyTime.days.map((day) => new Date(`${day.date}T00:00:00Z`)));
  return studyTime.days.map((day, index) => ({
    label: labels[index],
    minutes: day.minutes,
    quizzes: quizzesOn.get(day.date) ?? 0,
  }));
}

/**
 * The week's day labels, as short as they stay unambiguous: the narrow forms when no two days share one
 * ("T2"…"CN" in Vietnamese, 一…日 in Chinese), else the short ones ("Tue", "Thu" rather than two "T"s).
 */
export function weekdayLabels(short: readonly string[], narrow: readonly string[]): readonly string[] {
  return new Set(narrow).size === narrow.length ? narrow : short;
}

/** The minutes saved over the week's days. */
export const weekMinutes = (studyTime: StudyTimeHistory): number =>
  studyTime.days.reduce((sum, day) => sum + day.minutes, 0);
