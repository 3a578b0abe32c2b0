import type { CheckAnswerResponse } from '@grammarpath/contracts';
import { runPoints } from './quiz-points';
import { freshState, type QuestionState } from './quiz-session';

const checked = (isCorrect: boolean, attempt: number): QuestionState => ({
  ...freshState({ draft: 'x', placed: [] }),
  attempts: attempt,
  locked: true,
  final: isCorrect,
  feedback: {
    isCorrect,
    explanation: '',
    correctAnswer: '',
    diagnosis: { kind: isCorrect ? 'correct' : 'incorrect', message: '' },
    attempt,
    attemptsLeft: 0,
  } satisfies CheckAnswerResponse,
});

describe('runPoints', () => {
  it('counts the questions right at the first try, not the ones right later, wrong or open', () => {
    expect(
      runPoints({
        1: checked(true, 1),
        2: checked(true, 2),
        3: checked(false, 1),
        4: freshState({ draft: '', placed: [] }),
        5: checked(true, 1),
      }),
    ).toBe(2);
  });

  it('is 0 for a run with nothing checked', () => {
    expect(runPoints({ 1: freshState({ draft: '', placed: [] }) })).toBe(0);
  });
});
