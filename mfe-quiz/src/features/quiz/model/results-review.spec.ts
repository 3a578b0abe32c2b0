import type { CheckAnswerResponse, PublicQuestion } from '@grammarpath/contracts';
import { freshState, type QuestionState } from './quiz-session';
import { needsReview, reviewRowsOf } from './results-review';

const base: Pick<PublicQuestion, 'difficultyLevel' | 'cefrLevel' | 'category' | 'grammarTopics'> = {
  difficultyLevel: 'beginner',
  cefrLevel: null,
  category: 'general',
  grammarTopics: ['past_tense'],
};
const questions: PublicQuestion[] = [1, 2, 3, 4].map((id) => ({
  ...base,
  id,
  type: 'fill_blank',
  instruction: 'Choose.',
  sentence: `Sentence ${id} _____.`,
  options: ['a', 'b'],
}));

const feedback = (isCorrect: boolean, attempt: number): CheckAnswerResponse => ({
  isCorrect,
  explanation: 'The rule.',
  correctAnswer: 'a',
  diagnosis: { kind: isCorrect ? 'correct' : 'wrong_option', message: '' },
  attempt,
  attemptsLeft: 0,
});

const settled = (answered: string, check: CheckAnswerResponse, hintUsed = false): QuestionState => ({
  ...freshState({ draft: answered, placed: [] }),
  answered,
  feedback: check,
  attempts: check.attempt,
  locked: true,
  final: true,
  hintUsed,
});

describe('reviewRowsOf', () => {
  it('gives one row per question in order: right at the first try, after retries, wrong, unanswered', () => {
    const rows = reviewRowsOf(questions, {
      1: settled('a', feedback(true, 1)),
      2: settled('a', feedback(true, 3), true),
      3: settled('b', feedback(false, 2)),
      4: freshState({ draft: '', placed: [] }),
    });
    expect(rows.map((row) => [row.number, row.question.id, row.outcome, row.answer, row.attempts])).toEqual([
      [1, 1, 'firstTry', 'a', 1],
      [2, 2, 'afterRetries', 'a', 3],
      [3, 3, 'wrong', 'b', 2],
      [4, 4, 'unanswered', undefined, 0],
    ]);
    expect(rows[1].hintUsed).toBe(true);
    expect(rows[2].feedback?.correctAnswer).toBe('a');
    expect(rows.filter(needsReview).map((row) => row.number)).toEqual([3, 4]);
  });

  it('does not count an answer still open to a retry as settled', () => {
    const open: QuestionState = { ...settled('b', feedback(false, 1)), final: false };
    expect(reviewRowsOf([questions[0]], { 1: open })[0].outcome).toBe('unanswered');
  });
});
