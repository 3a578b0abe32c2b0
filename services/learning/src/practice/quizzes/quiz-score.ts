import { LEGACY_TYPE_BY_ID, percent, type QuestionType, type TypeScore } from '@grammarpath/contracts';
import { type StoredAnswer } from './quiz-result.entity';

/** SPEC §9: without a type map, ids up to 12 are fill blank, 13 to 24 rearrange, 25 and above completion. */
export function legacyTypeForId(questionId: number): QuestionType {
  if (questionId <= LEGACY_TYPE_BY_ID.fillBlankMaxId) return 'fill_blank';
  if (questionId <= LEGACY_TYPE_BY_ID.rearrangeMaxId) return 'rearrange';
  return 'completion';
}

export interface RecordedAnswer {
  questionId: number;
  answer: string;
  isCorrect: boolean;
  firstTryCorrect: boolean;
  attempts: number;
}

export interface QuizScore {
  totalQuestions: number;
  correctAnswers: number;
  wrongAnswers: number;
  firstTryCorrect: number;
  /** Questions with at least one checked attempt. */
  answeredQuestions: number;
  /** Percent, rounded. */
  score: number;
  scoresByType: Partial<Record<QuestionType, TypeScore>>;
  answers: StoredAnswer[];
}

/** The score of a quiz from the server's recorded answers; a question never answered counts as wrong. */
export function scoreQuiz(
  questionIds: readonly number[],
  recorded: readonly RecordedAnswer[],
  typeOf: (questionId: number) => QuestionType,
): QuizScore {
  const byQuestion = new Map(recorded.filter((r) => r.attempts > 0).map((r) => [r.questionId, r]));
  const scoresByType: Partial<Record<QuestionType, TypeScore>> = {};
  let correctAnswers = 0;
  let firstTryCorrect = 0;
  const answers = questionIds.map((questionId) => {
    const answer = byQuestion.get(questionId);
    const isCorrect = answer?.isCorrect ?? false;
    const type = typeOf(questionId);
    const typeScore = (scoresByType[type] ??= { correct: 0, total: 0 });
    typeScore.total += 1;
    if (isCorrect) {
      typeScore.correct += 1;
      correctAnswers += 1;
    }
    if (answer?.firstTryCorrect) firstTryCorrect += 1;
    return { questionId, answer: answer?.answer ?? '', isCorrect };
  });
  const totalQuestions = questionIds.length;
  return {
    totalQuestions,
    correctAnswers,
    wrongAnswers: totalQuestions - correctAnswers,
    firstTryCorrect,
    answeredQuestions: questionIds.filter((questionId) => byQuestion.has(questionId)).length,
    score: percent(correctAnswers, totalQuestions),
    scoresByType,
    answers,
  };
}
