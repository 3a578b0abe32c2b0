import type {
  CheckAnswerResponse,
  PracticeOptions,
  PublicQuestion,
  QuizResultView,
  HintResponse,
} from '@grammarpath/contracts';
import { applyCheck, freshState, retry, type AnswerDraft, type QuestionState } from './quiz-session';

/** The end of a run: the score as counted here, and the stored result once the server has it. */
export interface Finished {
  correct: number;
  total: number;
  timeTakenSeconds: number;
  saved?: QuizResultView;
}

/** One quiz run: the question shown, what the learner did on each, and the end once reached. */
export interface RunState {
  index: number;
  states: Record<number, QuestionState>;
  finished: Finished | null;
}

export type RunAction =
  | { type: 'draft'; questionId: number; answer: AnswerDraft }
  | {
      type: 'checked';
      questionId: number;
      answered: string;
      response: CheckAnswerResponse;
      practice: PracticeOptions;
    }
  | { type: 'hint'; questionId: number; hint: HintResponse }
  | { type: 'retry'; questionId: number }
  | { type: 'go'; index: number }
  | { type: 'finish'; finished: Finished }
  | { type: 'saved'; saved: QuizResultView };

/** A run at its first question, each question at the draft its kind starts from. */
export function startRun(
  questions: PublicQuestion[],
  initialDraft: (question: PublicQuestion) => AnswerDraft,
): RunState {
  const states = Object.fromEntries(
    questions.map((question) => [question.id, freshState(initialDraft(question))]),
  );
  return { index: 0, states, finished: null };
}

function withQuestion(
  run: RunState,
  questionId: number,
  change: (state: QuestionState) => QuestionState,
): RunState {
  const state = run.states[questionId];
  return state ? { ...run, states: { ...run.states, [questionId]: change(state) } } : run;
}

/** The run after one thing the learner (or the server's answer) did. */
export function quizRunReducer(run: RunState, action: RunAction): RunState {
  switch (action.type) {
    case 'draft':
      return withQuestion(run, action.questionId, (state) => ({ ...state, ...action.answer }));
    case 'checked':
      return withQuestion(run, action.questionId, (state) =>
        applyCheck(state, action.answered, action.response, action.practice),
      );
    case 'hint':
      return withQuestion(run, action.questionId, (state) => ({
        ...state,
        hint: action.hint,
        hintUsed: true,
      }));
    case 'retry':
      return withQuestion(run, action.questionId, retry);
    case 'go':
      return { ...run, index: action.index };
    case 'finish':
      return { ...run, finished: action.finished };
    case 'saved':
      return run.finished ? { ...run, finished: { ...run.finished, saved: action.saved } } : run;
  }
}
