import { type Question } from '../questions/question.entity';
import { hintFor } from './hint.service';

describe('hintFor', () => {
  it('blanks the answer out of the explanation, contracted or in full', () => {
    const question = {
      grammarTopics: ['past_tense'],
      correctAnswer: "They weren't at home.",
      acceptedAnswers: null,
      explanation: 'With they, the past of be is were: they were not at home.',
    } as unknown as Question;
    expect(hintFor(question)).toEqual({
      hint: 'Past tense: With they, the past of be is were: _____.',
      topic: 'past_tense',
      rule: 'With they, the past of be is were: _____.',
    });
  });
});
