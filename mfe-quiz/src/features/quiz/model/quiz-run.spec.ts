import {
  resolvePracticeOptions,
  type CheckAnswerResponse,
  type PublicQuestion,
  type QuizResultView,
} from '@grammarpath/contracts';
import { quizRunReducer, startRun, type RunState } from './quiz-run';

const question = (id: number): PublicQuestion => ({
  id,
  type: 'error_correction',
  difficultyLevel: 'beginner',
  cefrLevel: null,
  category: 'general',
  grammarTopics: [],
  instruction: 'Correct the sentence.',
  sentence: `Sentence ${id}`,
});

const response = (isCorrect: boolean, attemptsLeft: number): CheckAnswerResponse => ({
  isCorrect,
  explanation: '',
  correctAnswer: '',
  diagnosis: { kind: isCorrect ? 'correct' : 'incorrect', message: '' },
  attempt: 1,
  attemptsLeft,
});

const ONE_TRY = resolvePracticeOptions({});
const PRACTICE = resolvePracticeOptions({ isPracticeMode: true, maxAttempts: 2 });

function started(): RunState {
  return startRun([question(1), question(2)], (q) => ({ draft: q.type, placed: [] }));
}

describe('a quiz run', () => {
  it('starts at the first question, each question at its kind’s draft', () => {
    const run = started();
    expect(run.index).toBe(0);
    expect(run.states[2]).toMatchObject({
      draft: 'error_correction',
      attempts: 0,
      locked: false,
      final: false,
    });
  });

  it('makes an answer final after one check outside practice mode', () => {
    let run = quizRunReducer(started(), { type: 'draft', questionId: 1, answer: { draft: 'x', placed: [] } });
    run = quizRunReducer(run, {
      type: 'checked',
      questionId: 1,
      answered: 'x',
      response: response(false, 0),
      practice: ONE_TRY,
    });
    expect(run.states[1]).toMatchObject({ answered: 'x', attempts: 1, locked: true, final: true });
  });

  it('lets a practice answer be tried again until the tries run out', () => {
    const check = (run: RunState, attemptsLeft: number) =>
      quizRunReducer(run, {
        type: 'checked',
        questionId: 1,
        answered: 'x',
        response: response(false, attemptsLeft),
        practice: PRACTICE,
      });
    let run = check(started(), 1);
    expect(run.states[1]).toMatchObject({ locked: true, final: false });
    run = quizRunReducer(run, { type: 'retry', questionId: 1 });
    expect(run.states[1]).toMatchObject({ locked: false, feedback: undefined });
    run = check(run, 0);
    expect(run.states[1]).toMatchObject({ attempts: 2, final: true });
  });

  it('records a hint as used, moves between questions and keeps the saved result of a finished run', () => {
    let run = quizRunReducer(started(), { type: 'hint', questionId: 2, hint: { hint: 'Look at the verb.' } });
    expect(run.states[2]).toMatchObject({ hint: { hint: 'Look at the verb.' }, hintUsed: true });
    run = quizRunReducer(run, { type: 'go', index: 1 });
    expect(run.index).toBe(1);
    const saved = { id: 9 } as QuizResultView;
    expect(quizRunReducer(run, { type: 'saved', saved }).finished).toBeNull();
    run = quizRunReducer(run, { type: 'finish', finished: { correct: 1, total: 2, timeTakenSeconds: 5 } });
    expect(quizRunReducer(run, { type: 'saved', saved }).finished).toEqual({
      correct: 1,
      total: 2,
      timeTakenSeconds: 5,
      saved,
    });
  });
});
