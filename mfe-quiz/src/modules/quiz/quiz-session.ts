import {
  MAX_ATTEMPTS,
  type AnswerRecord,
  type CheckAnswerResponse,
  type DifficultyLevel,
  type PublicQuestion,
  type QuestionType,
  type QuizResultRequest,
  type QuizSettings,
} from '@grammarpath/contracts';

/** Practice mode (SPEC §3 quiz options), resolved from the quiz settings; undefined for a normal quiz. */
export type PracticeOptions = Required<
  Pick<QuizSettings, 'maxAttempts' | 'showHints' | 'showExplanationAfterEachAttempt'>
>;

/** What the learner has done on one question. */
export interface QuestionState {
  /** The answer being composed (option text or corrected sentence). */
  draft: string;
  /** Rearrange: the indexes of `words` placed in the sentence, in order. */
  placed: number[];
  /** The last check's answer. */
  feedback?: CheckAnswerResponse;
  attempts: number;
  /** Options locked: the answer is checked and (outside a retry) final. */
  locked: boolean;
  /** The answer is recorded (once per question). */
  final: boolean;
  hint?: string;
  hintUsed: boolean;
}

export const EMPTY_STATE: QuestionState = {
  draft: '',
  placed: [],
  attempts: 0,
  locked: false,
  final: false,
  hintUsed: false,
};

/** The answer a question's state gives: the draft, or the placed words joined by spaces (SPEC §4). */
export function answerOf(question: PublicQuestion, state: QuestionState): string {
  if (question.type === 'rearrange')
    return state.placed.map((index) => question.words?.[index] ?? '').join(' ');
  return state.draft;
}

/** Submit is allowed once an answer exists (rearrange: one word placed; error correction: an edit). */
export function hasAnswer(question: PublicQuestion, state: QuestionState): boolean {
  if (question.type === 'rearrange') return state.placed.length > 0;
  const draft = state.draft.trim();
  if (question.type === 'error_correction')
    return draft.length > 0 && draft !== (question.sentence ?? '').trim();
  return draft.length > 0;
}

/** A check's answer applied to a question: final when correct, outside practice mode, or out of attempts. */
export function applyCheck(
  state: QuestionState,
  response: CheckAnswerResponse,
  practice: PracticeOptions | undefined,
): QuestionState {
  const attempts = state.attempts + 1;
  const outOfAttempts = !practice || response.attemptsLeft <= 0 || attempts >= practice.maxAttempts;
  const final = response.isCorrect || outOfAttempts;
  return { ...state, feedback: response, attempts, locked: true, final };
}

/** Practice mode: a wrong, non-final answer can be tried again. */
export function canRetry(state: QuestionState): boolean {
  return state.locked && !state.final && state.feedback?.isCorrect === false;
}

export function retry(state: QuestionState): QuestionState {
  return { ...state, feedback: undefined, locked: false };
}

export function practiceOptionsOf(settings: {
  isPracticeMode?: boolean;
  maxAttempts?: number;
  showHints?: boolean;
  showExplanationAfterEachAttempt?: boolean;
}): PracticeOptions | undefined {
  if (!settings.isPracticeMode) return undefined;
  return {
    maxAttempts: Math.max(MAX_ATTEMPTS.min, settings.maxAttempts ?? MAX_ATTEMPTS.default),
    showHints: settings.showHints === true,
    showExplanationAfterEachAttempt: settings.showExplanationAfterEachAttempt === true,
  };
}

/** The answer records of the final answers, in question order. */
export function answerRecords(
  questions: PublicQuestion[],
  states: Record<number, QuestionState>,
): AnswerRecord[] {
  return questions.flatMap((question) => {
    const state = states[question.id];
    if (!state?.final || !state.feedback) return [];
    return [
      { questionId: question.id, answer: answerOf(question, state), isCorrect: state.feedback.isCorrect },
    ];
  });
}

export function correctCount(records: AnswerRecord[]): number {
  return records.filter((record) => record.isCorrect).length;
}

/** SPEC §3 quiz submission: the answers sent empty, the scores per type, and the type map. */
export function buildResultRequest(input: {
  quizId: string;
  questions: PublicQuestion[];
  records: AnswerRecord[];
  difficultyLevel: DifficultyLevel;
  timeTakenSeconds: number;
}): QuizResultRequest {
  const typeOf = new Map(input.questions.map((question) => [question.id, question.type]));
  const correctOfType = (type: QuestionType) =>
    input.records.filter((record) => record.isCorrect && typeOf.get(record.questionId) === type).length;
  const questionTypes: Record<string, QuestionType> = {};
  for (const question of input.questions) questionTypes[String(question.id)] = question.type;
  return {
    quizId: input.quizId,
    answers: input.records.map((record) => ({ ...record, answer: '' })),
    totalScore: correctCount(input.records),
    fillBlankScore: correctOfType('fill_blank'),
    rearrangeScore: correctOfType('rearrange'),
    completionScore: correctOfType('completion'),
    difficultyLevel: input.difficultyLevel,
    questionTypes,
    timeTaken: Math.max(0, Math.round(input.timeTakenSeconds)),
  };
}

/** Whole percent of correct answers. */
export function percentOf(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}

/** The text read aloud for a question: its sentence with the blank spoken as "blank". */
export function speechTextOf(question: PublicQuestion): string {
  const body = question.sentence ?? question.sentenceStart ?? question.prompt ?? '';
  return body.replace(/_{3,}/g, 'blank').trim() || question.instruction;
}
