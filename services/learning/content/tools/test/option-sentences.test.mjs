import { test } from 'node:test';
import assert from 'node:assert/strict';
import { optionSentences } from '../lib/option-sentences.mjs';

test('fill_blank, completion and full-sentence multiple choice make sentences', () => {
  assert.deepEqual(
    [
      ...optionSentences({
        type: 'fill_blank',
        sentence: 'She _____ here.',
        options: ['works', 'work'],
      }).values(),
    ],
    ['She works here.', 'She work here.'],
  );
  assert.deepEqual(
    [
      ...optionSentences({
        type: 'completion',
        sentenceStart: 'She left',
        options: ['early.', ', smiling.'],
      }).values(),
    ],
    ['She left early.', 'She left, smiling.'],
  );
  const mc = {
    type: 'multiple_choice',
    prompt: 'Which sentence is correct?',
    options: ['We are here.', 'We is here.'],
  };
  assert.deepEqual([...optionSentences(mc).values()], ['We are here.', 'We is here.']);
});

test('multiple choice about meaning, single words or the wrong sentence is not applicable', () => {
  assert.equal(
    optionSentences({ type: 'multiple_choice', prompt: 'What does it mean?', options: ['A b c.', 'D e f.'] }),
    null,
  );
  assert.equal(
    optionSentences({ type: 'multiple_choice', prompt: 'Which word is correct?', options: ['a', 'an'] }),
    null,
  );
  assert.equal(
    optionSentences({
      type: 'multiple_choice',
      prompt: 'Which sentence is NOT correct?',
      options: ['We are.', 'We is.'],
    }),
    null,
  );
});
