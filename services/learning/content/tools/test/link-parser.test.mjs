import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSentences, parserVersion } from '../lib/link-parser.mjs';
import { compactParse, isQuestion, plausibleFilter } from '../lib/plausible.mjs';

const hasParser = parserVersion() !== null;

test('one process parses many sentences, each verdict on its own sentence', { skip: !hasParser && 'link-parser is not installed' }, async () => {
  const sentences = [
    'She works in a hospital.',
    'She work hospital a in.',
    'Where do you live?',
    'Are we staying at a small hotel.',
    '*Starts with a star.',
    '!batch',
    'Two  spaces are not sent.',
  ];
  const verdicts = await parseSentences([...sentences, ...sentences]);
  assert.equal(verdicts.size, sentences.length);
  assert.ok(verdicts.get('She works in a hospital.'));
  assert.equal(verdicts.get('She work hospital a in.'), null);
  assert.equal(isQuestion(verdicts.get('Where do you live?')), true);
  assert.equal(isQuestion(verdicts.get('She works in a hospital.')), false);
  assert.equal(isQuestion(verdicts.get('Are we staying at a small hotel.')), true);
  for (const s of sentences.slice(4)) assert.equal(verdicts.get(s), null);
  assert.match(verdicts.get('She works in a hospital.').words, /works\.v/);
});

test('a parse counts when it is as plausible as an accepted order', () => {
  const accepted = [0.39, 12, 0, 'aaaa'];
  const plausible = plausibleFilter([accepted], '.');
  assert.equal(plausible([0.2, 14, 0, 'aaaa']), true);
  assert.equal(plausible([0.5, 14, 0, 'aaaa']), false); // costlier
  assert.equal(plausible([0.2, 14, 1, 'aaaa']), false); // a question
  assert.equal(plausible([0.2, 14, 0, 'bbbb']), false); // other parts of speech
  assert.equal(plausible(null), false);
  const fallback = plausibleFilter([null], '?');
  assert.equal(fallback([1, 10, 1, 'x']), true);
  assert.equal(fallback([1, 10, 0, 'x']), false);
  assert.deepEqual(compactParse({ cost: 0.5, length: 9, wall: ['Wd', 'Xp'], words: 'she works.v .' }).slice(0, 3), [0.5, 9, 0]);
});
