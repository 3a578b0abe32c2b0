import { test } from 'node:test';
import assert from 'node:assert/strict';
import { glossaryProblems, structureProblems, textProblems } from '../lib/translation-rules.mjs';

const glossary = { 'modal verb': '助動詞', verb: '動詞', 'present perfect': '現在完了形', perfect: '完了' };
const check = (language, english, translated, html = false) =>
  textProblems({ language, glossary, english, translated, html });

test('a faithful translation with its English marked passes', () => {
  assert.deepEqual(
    check('ja', 'Modal verbs like can never take -s.', '<en>can</en> のような助動詞には <en>-s</en> が付きません。'),
    [],
  );
});

test('English left outside <en> is found in ja and zh, and non-Vietnamese words in vi', () => {
  assert.match(check('ja', 'Use can here.', 'ここでは can を使います。').join(), /English outside <en>…<\/en>: can/);
  assert.match(check('zh', 'Use can here.', '这里用 can。').join(), /can/);
  assert.match(check('vi', 'Use the past here.', 'Ở đây dùng past simple.').join(), /past, simple/);
  assert.deepEqual(check('vi', 'Use can here.', 'Ở đây dùng <en>can</en>.'), []);
});

test('the glossary word is required unless the term is kept in an English example', () => {
  assert.deepEqual(glossaryProblems(glossary, 'The present perfect links past and now.', '過去と今をつなぎます。'), [
    'glossary: "present perfect" must be rendered "現在完了形"',
  ]);
  // The longer term is counted, not "perfect" inside it.
  assert.deepEqual(glossaryProblems(glossary, 'The present perfect.', '現在完了形です。'), []);
  assert.deepEqual(glossaryProblems(glossary, 'Compare "a modal verb".', '<en>a modal verb</en> と比べます。'), []);
  assert.deepEqual(glossaryProblems(glossary, 'Two verbs.', '二つの動詞。'), []);
});

test('placeholders, untranslated text, unbalanced marks and a changed lesson structure are problems', () => {
  assert.match(check('ja', 'Use an.', 'TODO').join(), /placeholder/);
  assert.match(check('ja', 'Use an.', 'Use an.').join(), /untranslated/);
  assert.match(check('ja', 'Use an.', '<en>an を使います。').join(), /unbalanced/);
  assert.deepEqual(structureProblems('<p>A</p><p>B</p>', '<p>A B</p>'), ['has 1 <p> where the English has 2']);
  assert.match(check('ja', '<p>Use an.</p>', '<div>使います。</div>', true).join(), /<p>/);
});
