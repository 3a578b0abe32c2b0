import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parserVersion } from '../lib/link-parser.mjs';

const cli = join(fileURLToPath(import.meta.url), '..', '..', 'grammar-check.mjs');
const hasParser = parserVersion() !== null;

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'grammar-check-'));
  mkdirSync(join(dir, 'questions'));
  mkdirSync(join(dir, 'review'));
  const questions = [
    {
      key: 'adverbs-rearrange-beginner-01',
      type: 'rearrange',
      words: ['her', 'I', 'at', 'Yesterday', 'met', 'school.'],
      correctAnswer: 'Yesterday I met her at school.',
      acceptedAnswers: ['Yesterday I met her at school.'],
    },
    {
      key: 'adverbs-fill_blank-beginner-01',
      type: 'fill_blank',
      sentence: 'She _____ to work.',
      options: ['walks', 'walk', 'walked'],
      correctAnswer: 'walks',
    },
  ];
  const write = (qs) =>
    writeFileSync(
      join(dir, 'questions', 'adverbs.json'),
      JSON.stringify({ topic: 'adverbs', questions: qs }),
    );
  write(questions);
  return { dir, questions, write };
}

const check = (dir, args = [], env = {}) =>
  spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { ...process.env, GRAMMARPATH_CONTENT_DIR: dir, ...env },
  });

test('--help', () => {
  const r = spawnSync(process.execPath, [cli, '--help'], { encoding: 'utf8' });
  assert.equal(r.status, 0);
  assert.match(r.stdout, /--topic <t>/);
});

test(
  'finds unlisted orders and parsing distractors, accepts reviewed ones, and then needs no parser',
  { skip: !hasParser && 'link-parser is not installed' },
  () => {
    const { dir, questions, write } = fixture();
    try {
      let r = check(dir);
      assert.equal(r.status, 1, r.stdout + r.stderr);
      assert.match(r.stdout, /\[rearrange-unlisted\] adverbs-rearrange-beginner-01/);
      assert.match(r.stdout, /"I met her yesterday at school\.": "<reason>"/);
      assert.match(r.stdout, /\[distractor-parses\] adverbs-fill_blank-beginner-01/);
      assert.match(r.stdout, /"walked": "<reason>"/);

      const cache = JSON.parse(readFileSync(join(dir, 'review', 'parses', 'adverbs.json'), 'utf8'));
      assert.ok(cache.rule.startsWith('v'));
      assert.deepEqual(Object.keys(cache.rearrange), ['I Yesterday at her met school.']);
      assert.equal(cache.sentences['She walks to work.'], 1);

      // Review every finding: accepted orders into acceptedAnswers (a contracted form would count too), the rest rejected.
      const findings = JSON.parse(check(dir, ['--json']).stdout).findings;
      const review = { rearrange: {}, distractors: {} };
      for (const f of findings) {
        const table = f.kind === 'rearrange-unlisted' ? review.rearrange : review.distractors;
        table[f.key] = { ...table[f.key], [f.text]: 'reviewed in the test' };
      }
      writeFileSync(join(dir, 'review', 'adverbs.json'), JSON.stringify(review));
      r = check(dir, ['--cached'], { LINK_PARSER: '/nonexistent/link-parser' });
      assert.equal(r.status, 0, r.stdout + r.stderr);
      assert.match(r.stdout, /no findings/);

      // An empty reason does not count.
      review.distractors['adverbs-fill_blank-beginner-01'].walked = '';
      writeFileSync(join(dir, 'review', 'adverbs.json'), JSON.stringify(review));
      assert.equal(check(dir, ['--cached']).status, 1);

      // A new item: the cache is incomplete, and without a parser the check says what is missing.
      write([
        ...questions,
        { ...questions[1], key: 'adverbs-fill_blank-beginner-02', sentence: 'He _____ home.' },
      ]);
      r = check(dir, [], { LINK_PARSER: '/nonexistent/link-parser' });
      assert.equal(r.status, 2);
      assert.match(r.stderr, /adverbs-fill_blank-beginner-02/);
      assert.match(r.stderr, /apt-get install link-grammar/);

      // Removed items are pruned from the cache on the next run.
      write([questions[1]]);
      check(dir);
      const pruned = JSON.parse(readFileSync(join(dir, 'review', 'parses', 'adverbs.json'), 'utf8'));
      assert.deepEqual(pruned.rearrange, {});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
