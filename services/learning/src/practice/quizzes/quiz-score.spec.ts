import { legacyTypeForId, scoreQuiz } from './quiz-score';

describe('legacyTypeForId', () => {
  it.each([
    [1, 'fill_blank'],
    [12, 'fill_blank'],
    [13, 'rearrange'],
    [24, 'rearrange'],
    [25, 'completion'],
    [400, 'completion'],
  ])('counts question %i as %s', (id, type) => {
    expect(legacyTypeForId(id)).toBe(type);
  });
});

describe('scoreQuiz', () => {
  it('scores from the recorded answers, unanswered questions counting as wrong', () => {
    const score = scoreQuiz(
      [1, 13, 30, 31],
      [
        { questionId: 1, answer: 'a', isCorrect: true, firstTryCorrect: true, attempts: 1 },
        { questionId: 13, answer: 'b', isCorrect: true, firstTryCorrect: false, attempts: 2 },
        { questionId: 30, answer: 'c', isCorrect: false, firstTryCorrect: false, attempts: 1 },
        { questionId: 31, answer: '', isCorrect: false, firstTryCorrect: false, attempts: 0 },
      ],
      legacyTypeForId,
    );
    expect(score).toMatchObject({
      totalQuestions: 4,
      correctAnswers: 2,
      wrongAnswers: 2,
      firstTryCorrect: 1,
      score: 50,
      scoresByType: {
        fill_blank: { correct: 1, total: 1 },
        rearrange: { correct: 1, total: 1 },
        completion: { correct: 0, total: 2 },
      },
    });
    expect(score.answers[3]).toEqual({ questionId: 31, answer: '', isCorrect: false });
  });
});
