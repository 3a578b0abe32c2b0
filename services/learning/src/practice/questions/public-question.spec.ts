import { type Question } from './question.entity';
import { toPublicQuestion } from './public-question';
import { seededRandom } from './random';

const rearrange = {
  id: 1,
  type: 'rearrange',
  difficultyLevel: 'beginner',
  cefrLevel: 'a1',
  category: 'general',
  grammarTopics: ['word_order'],
  instruction: 'Put the words in order.',
  sentence: null,
  sentenceStart: null,
  prompt: null,
  words: ['She', 'often', 'reads', 'books.'],
  options: null,
  correctAnswer: 'She often reads books.',
  acceptedAnswers: ['Often she reads books.'],
  explanation: 'Adverbs of frequency go before the main verb.',
} as unknown as Question;

describe('toPublicQuestion', () => {
  it('never serves the words in a right order, and never the answers', () => {
    const random = seededRandom(5);
    for (let i = 0; i < 200; i += 1) {
      const view = toPublicQuestion(rearrange, random);
      if (view.type !== 'rearrange') throw new Error('expected a rearrange question');
      const order = view.words.join(' ');
      expect([...view.words].sort()).toEqual([...rearrange.words!].sort());
      expect(order).not.toBe('She often reads books.');
      expect(order).not.toBe('often She reads books.');
      expect(JSON.stringify(view)).not.toMatch(/correctAnswer|acceptedAnswers|explanation/);
    }
  });
});
