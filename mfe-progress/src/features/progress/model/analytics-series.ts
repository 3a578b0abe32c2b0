import {
  percent,
  type ProgressSummary,
  type QuizResultView,
  type StudyTimeHistory,
} from '@grammarpath/contracts';

/** One point of a chart: its axis label and its figures. */
export type ChartPoint<Keys extends string> = { label: string } & Record<Keys, number>;

/** Score and first-try accuracy per quiz, oldest first (the results come newest first). */
export function accuracyOverTime(
  results: QuizResultView[],
  dayOf: (date: Date) => string,
): ChartPoint<'score' | 'firstTry'>[] {
  return [...results].reverse().map((result) => ({
    label: dayOf(new Date(result.date)),
    score: result.score,
    firstTry: percent(result.firstTryCorrect, result.totalQuestions),
  }));
}

/** First-try and final accuracy per grammar topic. */
export function accuracyByTopic(
  mastery: ProgressSummary['mastery'],
  topicName: (topic: ProgressSummary['mastery'][number]['topic']) => string,
): ChartPoint<'firstTry' | 'final'>[] {
  return mastery.map((m) => ({
    label: topicName(m.topic),
    firstTry: m.firstTryAccuracy,
    final: m.finalAccuracy,
  }));
}

/** First-try accuracy per question type. */
export function accuracyByType(
  accuracy: ProgressSummary['accuracyByType'],
  typeName: (type: ProgressSummary['accuracyByType'][number]['questionType']) => string,
): ChartPoint<'firstTry'>[] {
  return accuracy.map((a) => ({ label: typeName(a.questionType), firstTry: a.firstTryAccuracy }));
}

/**
 * Study minutes (identity) and quizzes (the summary's weeklyActivity) per day of the week; both are keyed by
 * the same UTC dates, which `utcDayOf` labels.
 */
export function weeklyTime(
  studyTime: StudyTimeHistory,
  weeklyActivity: ProgressSummary['weeklyActivity'],
  utcDayOf: (date: Date) => string,
): ChartPoint<'minutes' | 'quizzes'>[] {
  const quizzesOn = new Map(weeklyActivity.map((day) => [day.date, day.quizzes]));
  return studyTime.days.map((day) => ({
    label: utcDayOf(new Date(`${day.date}T00:00:00Z`)),
    minutes: day.minutes,
    quizzes: quizzesOn.get(day.date) ?? 0,
  }));
}

/** The minutes saved over the week's days. */
export const weekMinutes = (studyTime: StudyTimeHistory): number =>
  studyTime.days.reduce((sum, day) => sum + day.minutes, 0);
