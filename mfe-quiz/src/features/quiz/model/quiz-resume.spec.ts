import type { CheckAnswerResponse, PublicQuestion, ResumedAnswer } from '@grammarpath/contracts';
import { placedOf } from '../question-kinds/rearrange';
import { kindOf } from '../question-kinds/registry';
import { answerRecords, canRetry, correctCount } from './quiz-session';
import { resumeRun } from './quiz-resume';

const base = {
  difficultyLevel: 'beginner',
  cefrLevel: 'a2',
  category: 'general',
  grammarTopics: [],
} as const;
const QUESTIONS = [
  {
    ...base,
    id: 1,
    type: 'fill_blank',
    instruction: 'Choose.',
    sentence: 'She _____ home.',
    options: ['go', 'went'],
  },
  { ...base, id: 2, type: 'rearrange', instruction: 'Order.', words: ['home.', 'went', 'She'] },
  { ...base, id: 3, type: 'error_correction', instruction: 'Correct.', sentence: 'He go.' },
  {
    ...base,
    id: 4,
    type: 'fill_blank',
    instruction: 'Choose.',
    sentence: 'We _____.',
    options: ['ran', 'run'],
  },
] as unknown as PublicQuestion[];

const feedback = (isCorrect: boolean, attempt = 1, attemptsLeft = 0): CheckAnswerResponse => ({
  isCorrect,
  explanation: 'Past simple.',
  correctAnswer: attemptsLeft > 0 ? '' : 'went',
  diagnosis: { kind: isCorrect ? 'correct' : 'incorrect', message: '' },
  attempt,
  attemptsLeft,
});

const resume = (answers: ResumedAnswer[]) =>
  resumeRun(
    QUESTIONS,
    answers,
    (question) => kindOf(question).initialState(question),
    (question, answer) => kindOf(question).draftOf(question, answer),
  );

describe('resuming a quiz', () => {
  it('starts a quiz without answers at its first question', () => {
    const run = resume([]);
    expect(run.index).toBe(0);
    expect(run.finished).toBeNull();
    expect(run.states[3]).toMatchObject({ draft: 'He go.', locked: false, final: false, attempts: 0 });
  });

  it('rebuilds the recorded answers, the score so far and stands at the first open question', () => {
    const run = resume([
      { questionId: 1, answer: 'went', final: true, hintUsed: false, feedback: feedback(true) },
      { questionId: 2, answer: 'She went home.', final: true, hintUsed: true, feedback: feedback(false) },
    ]);
    expect(run.index).toBe(2);
    expect(run.states[1]).toMatchObject({ draft: 'went', answered: 'went', locked: true, final: true });
    // The rearranged words are placed again, whatever order the words now come in.
    expect(run.states[2]).toMatchObject({ placed: [2, 1, 0], hintUsed: true, final: true });
    expect(kindOf(QUESTIONS[1]).answerOf(QUESTIONS[1], run.states[2])).toBe('She went home.');
    expect(correctCount(answerRecords(QUESTIONS, run.states))).toBe(1);
  });

  it('offers Try Again on a practice question with tries left, and stands there', () => {
    const run = resume([
      { questionId: 1, answer: 'went', final: true, hintUsed: false, feedback: feedback(true) },
      {
        questionId: 2,
        answer: 'went She home.',
        final: false,
        hintUsed: false,
        feedback: feedback(false, 1, 2),
      },
    ]);
    expect(run.index).toBe(1);
    expect(canRetry(run.states[2])).toBe(true);
    expect(run.states[2].attempts).toBe(1);
  });

  it('stands at the last question when every answer is settled, ready to finish', () => {
    const all = QUESTIONS.map((question) => ({
      questionId: question.id,
      answer: 'x',
      final: true,
      hintUsed: false,
      feedback: feedback(false),
    }));
    expect(resume(all).index).toBe(3);
  });

  it('ignores answers to questions the quiz does not have', () => {
    const run = resume([
      { questionId: 99, answer: 'x', final: true, hintUsed: false, feedback: feedback(true) },
    ]);
    expect(run.index).toBe(0);
    expect(run.states[99]).toBeUndefined();
  });

  it('places each word of a sentence once, skipping words not in the list', () => {
    expect(placedOf(['a', 'b', 'a'], 'a a b')).toEqual([0, 2, 1]);
    expect(placedOf(['a', 'b'], 'a c b')).toEqual([0, 1]);
    expect(placedOf(['a'], '')).toEqual([]);
  });
});
