import type { PublicQuestion } from '@grammarpath/contracts';
import { kindOf } from './registry';

const base: Pick<
  PublicQuestion,
  'difficultyLevel' | 'cefrLevel' | 'category' | 'grammarTopics' | 'instruction'
> = {
  difficultyLevel: 'beginner',
  cefrLevel: 'a2',
  category: 'general',
  grammarTopics: ['past_tense'],
  instruction: 'Answer the question.',
};

const fillBlank: PublicQuestion = {
  ...base,
  id: 1,
  type: 'fill_blank',
  sentence: 'She _____ home.',
  options: ['went', 'go'],
};
const rearrange: PublicQuestion = { ...base, id: 2, type: 'rearrange', words: ['home.', 'She', 'went'] };
const completion: PublicQuestion = {
  ...base,
  id: 3,
  type: 'completion',
  sentenceStart: 'If I had time,',
  options: ['I would go.'],
};
const correction: PublicQuestion = { ...base, id: 4, type: 'error_correction', sentence: 'He go to school.' };
const choice: PublicQuestion = {
  ...base,
  id: 5,
  type: 'multiple_choice',
  prompt: 'Which is right?',
  options: ['a', 'b'],
};

const draft = (text: string, placed: number[] = []) => ({ draft: text, placed });

describe('question kinds', () => {
  it('start an error correction from its sentence, every other kind from nothing', () => {
    expect(kindOf(correction).initialState(correction)).toEqual(draft('He go to school.'));
    for (const question of [fillBlank, rearrange, completion, choice])
      expect(kindOf(question).initialState(question)).toEqual(draft(''));
  });

  it('answer a rearrange with the placed words joined by spaces, the others with the draft', () => {
    expect(kindOf(rearrange).answerOf(rearrange, draft('', [1, 2, 0]))).toBe('She went home.');
    expect(kindOf(fillBlank).answerOf(fillBlank, draft('went'))).toBe('went');
  });

  it('allow Submit once there is an answer: a placed word, a choice, an edited sentence', () => {
    expect(kindOf(rearrange).hasAnswer(rearrange, draft(''))).toBe(false);
    expect(kindOf(rearrange).hasAnswer(rearrange, draft('', [0]))).toBe(true);
    expect(kindOf(choice).hasAnswer(choice, draft('  '))).toBe(false);
    expect(kindOf(choice).hasAnswer(choice, draft('a'))).toBe(true);
    expect(kindOf(correction).hasAnswer(correction, draft(' He go to school. '))).toBe(false);
    expect(kindOf(correction).hasAnswer(correction, draft('He goes to school.'))).toBe(true);
  });

  it('read aloud the sentence with its blank spoken, or the instruction when there is no text', () => {
    expect(kindOf(fillBlank).speechText(fillBlank)).toBe('She blank home.');
    expect(kindOf(completion).speechText(completion)).toBe('If I had time,');
    expect(kindOf(choice).speechText(choice)).toBe('Which is right?');
    expect(kindOf(rearrange).speechText(rearrange)).toBe('Answer the question.');
  });

  it('read aloud in English what came translated (the voice is English)', () => {
    const translated = { ...choice, prompt: '正しいのはどれ？', english: { prompt: 'Which is right?' } };
    expect(kindOf(translated).speechText(translated)).toBe('Which is right?');
    const words = {
      ...rearrange,
      instruction: '並べ替えてください。',
      english: { instruction: 'Answer the question.' },
    };
    expect(kindOf(words).speechText(words)).toBe('Answer the question.');
  });
});
