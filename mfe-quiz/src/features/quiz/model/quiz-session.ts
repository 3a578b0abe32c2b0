import type {
  AnswerRecord,
  CheckAnswerResponse,
  DifficultyLevel,
  PracticeOptions,
  PublicQuestion,
  QuestionType,
  QuizResultRequest,
  HintResponse,
} from '@grammarpath/contracts';

/** What the learner has composed so far: the text chosen or typed, or (rearrange) the words placed. */
export interface AnswerDraft {
  /** The option text or the corrected sentence. */
  draft: string;
  /** Rearrange: the indexes of `words` placed in the sentence, in order. */
  placed: number[];
}

/** What the learner has done on one question. */
export interface QuestionState extends AnswerDraft {
  /** The answer sent with the last check. */
  answered?: string;
  /** The last check's answer. */
  feedback?: CheckAnswerResponse;
  attempts: number;
  /** Options locked: the answer is checked and (outside a retry) final. */
  locked: boolean;
  /** The answer is recorded (once per question). */
  final: boolean;
  hint?: HintResponse;
  hintUsed: boolean;
}

export const EMPTY_DRAFT: AnswerDraft = { draft: '', placed: [] };

/** A question not yet touched, starting from its kind's draft. */
export function freshState(draft: AnswerDraft): QuestionState {
  return { ...draft, attempts: 0, locked: false, final: false, hintUsed: false };
}

/** A check's answer applied to a question: final when correct or out of tries (one try outside practice). */
export function applyCheck(
  state: QuestionState,
  answered: string,
  response: CheckAnswerResponse,
  practice: PracticeOptions,
): QuestionState {
  const attempts = state.attempts + 1;
  const outOfAttempts = response.attemptsLeft <= 0 || attempts >= practice.maxAttempts;
  const final = response.isCorrect || outOfAttempts;
  return { ...state, answered, feedback: response, attempts, locked: true, final };
}

/** Practice mode: a wrong, non-final answer can be tried again. */
export function canRetry(state: QuestionState): boolean {
  return state.locked && !state.final && state.feedback?.isCorrect === false;
}

export function retry(state: QuestionState): QuestionState {
  return { ...state, feedback: undefined, locked: false };
}

/** The answer records of the final answers, in question order. */
export function answerRecords(
  questions: PublicQuestion[],
  states: Record<number, QuestionState>,
): AnswerRecord[] {
  return questions.flatMap((question) => {
    const state = states[question.id];
    if (!state?.final || !state.feedback) return [];
    return [{ questionId: question.id, answer: state.answered ?? '', isCorrect: state.feedback.isCorrect }];
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
