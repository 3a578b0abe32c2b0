import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keyPositionProblems } from '../lib/key-positions.mjs';
import { shuffleTopicOptions } from '../lib/shuffle.mjs';

const tools = join(fileURLToPath(import.meta.url), '..', '..');
const questionsDir = join(tools, '..', 'questions');

const item = (key, options, correctAnswer) => ({
  key,
  type: 'fill_blank',
  options: [...options],
  correctAnswer,
});

test('balances key positions, keeps the options, and is stable', () => {
  const questions = Array.from({ length: 40 }, (_, i) =>
    item(`t-fill_blank-beginner-${i}`, ['a', 'b', 'c', 'd'], 'a'),
  );
  shuffleTopicOptions('t', questions);
  const counts = [0, 0, 0, 0];
  for (const q of questions) {
    counts[q.options.indexOf('a')] += 1;
    assert.deepEqual([...q.options].sort(), ['a', 'b', 'c', 'd']);
  }
  assert.deepEqual(counts, [10, 10, 10, 10]);
  const again = questions.map((q) => ({ ...q, options: [...q.options].reverse() }));
  shuffleTopicOptions('t', again);
  assert.deepEqual(
    again.map((q) => q.options),
    questions.map((q) => q.options),
  );
  assert.equal(shuffleTopicOptions('t', again), 0);
});

test('on a copy of the bank: only option order changes, positions come out balanced, a second run changes nothing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shuffle-options-'));
  try {
    cpSync(questionsDir, dir, { recursive: true });
    const files = readdirSync(dir).filter((x) => x.endsWith('.json'));
    const original = new Map(files.map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8')).questions]));
    const cli = join(tools, 'shuffle-options.mjs');
    execFileSync(process.execPath, [cli, '--dir', dir], { encoding: 'utf8' });
    const second = execFileSync(process.execPath, [cli, '--dir', dir], { encoding: 'utf8' });
    assert.match(second, /^0 item\(s\) reordered$/m);
    const all = [];
    for (const f of files) {
      const before = original.get(f);
      const after = JSON.parse(readFileSync(join(dir, f), 'utf8')).questions;
      assert.equal(after.length, before.length);
      after.forEach((q, i) => {
        const { options: o1, ...rest1 } = before[i];
        const { options: o2, ...rest2 } = q;
        assert.deepEqual(rest2, rest1);
        assert.deepEqual([...(o2 ?? [])].sort(), [...(o1 ?? [])].sort());
      });
      all.push(...after.map((q) => ({ ...q, file: f })));
    }
    assert.deepEqual(keyPositionProblems(all, 8).problems, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('flags a predictable key position', () => {
  const questions = Array.from({ length: 30 }, (_, i) => ({
    ...item(`k${i}`, ['x', 'y', 'z'], 'x'),
    file: 'f.json',
  }));
  const { problems } = keyPositionProblems(questions, 8);
  assert.ok(problems.some((p) => p.startsWith('bank: 100 %')));
  assert.ok(problems.some((p) => p.startsWith('f.json: 100 %')));
});
