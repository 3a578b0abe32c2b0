import { test } from 'node:test';
import assert from 'node:assert/strict';
import { candidateOrders, fullPermutation, keepsCapital, tokenSetKey } from '../lib/candidates.mjs';

test('every order of up to 7 movable tokens, final punctuation last, capitals moved', () => {
  const { sentences, full } = candidateOrders({
    words: ['live?', 'Where', 'do', 'you'],
    correctAnswer: 'Where do you live?',
  });
  assert.equal(full, true);
  assert.deepEqual(sentences.sort(), [
    'Do where you live?',
    'Do you where live?',
    'Where do you live?',
    'Where you do live?',
    'You do where live?',
    'You where do live?',
  ]);
});

test('repeated tokens give distinct orders only; 8 tokens with final punctuation give 7!/2! orders', () => {
  const words = ['the', 'cat', 'saw', 'the', 'dog', 'near', 'me', 'today.'];
  const { sentences } = candidateOrders({ words, correctAnswer: 'The cat saw the dog near me today.' });
  assert.equal(sentences.length, 5040 / 2);
  assert.ok(sentences.every((s) => s.endsWith(' today.')));
});

test('"I", acronyms, days and names capitalised inside an answer keep their capital', () => {
  assert.equal(keepsCapital('I'), true);
  assert.equal(keepsCapital("I'm"), true);
  assert.equal(keepsCapital('BBC'), true);
  assert.equal(keepsCapital('Monday,'), true);
  assert.equal(keepsCapital('Yesterday'), false);
  assert.equal(keepsCapital('Anna', new Set(['Anna'])), true);
  const { sentences } = candidateOrders({
    words: ['Yesterday', 'met', 'I', 'Anna.'],
    correctAnswer: 'Yesterday I met Anna.',
  });
  assert.ok(sentences.includes('I met yesterday Anna.'));
  assert.ok(sentences.includes('Met yesterday I Anna.'));
});

test('longer items: single chunk moves of the accepted orders', () => {
  const q = {
    words: ['storm.', 'The', 'cancelled', 'was', 'match', 'because', 'of', 'the', 'heavy', 'last'],
    correctAnswer: 'The last match was cancelled because of the heavy storm.',
    acceptedAnswers: ['The last match was cancelled because of the heavy storm.'],
  };
  assert.equal(fullPermutation(q.words, q.correctAnswer), false);
  const { sentences, full, seeds } = candidateOrders(q);
  assert.equal(full, false);
  assert.deepEqual(seeds, [q.correctAnswer]);
  assert.ok(sentences.includes('Because of the heavy the last match was cancelled storm.'));
  assert.ok(sentences.includes('The last match was cancelled because of the heavy storm.'));
  assert.ok(sentences.length > 100 && sentences.length < 400);
});

test('the token-set key ignores order and straightens apostrophes', () => {
  assert.equal(tokenSetKey(['b', 'A', 'it’s']), tokenSetKey(["it's", 'b', 'A']));
});
