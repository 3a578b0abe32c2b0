import type { PublicQuestion } from '@grammarpath/contracts';

const base: Pick<PublicQuestion, 'difficultyLevel' | 'cefrLevel' | 'category' | 'grammarTopics'> = {
  difficultyLevel: 'beginner',
  cefrLevel: 'a2',
  category: 'general',
  grammarTopics: ['past_tense'],
};

/** A quiz's questions for the specs: a fill-in-the-blank, a rearrange and an error correction. */
export const SAMPLE_QUESTIONS: PublicQuestion[] = [
  {
    ...base,
    id: 11,
    type: 'fill_blank',
    instruction: 'Choose the word that completes the sentence.',
    sentence: 'She _____ to work yesterday.',
    options: ['go', 'went', 'goes'],
  },
  {
    ...base,
    id: 12,
    type: 'rearrange',
    instruction: 'Put the words in order.',
    words: ['home.', 'She', 'went'],
  },
  {
    ...base,
    id: 13,
    type: 'error_correction',
    instruction: 'Correct the sentence.',
    sentence: 'He go to school.',
  },
];
