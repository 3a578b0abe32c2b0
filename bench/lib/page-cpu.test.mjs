import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { cpuMsOfStat, pageRendererGrowth } from './page-cpu.mjs';

test('the CPU of a thread is its user and system time, in ms, whatever its name holds', () => {
  // pid (comm) state ppid … utime=1234 stime=56 (fields 14 and 15), with spaces and a parenthesis in the name.
  const stat = `4242 (Chrome (Main) x) S 1 2 3 0 -1 4194560 100 0 0 0 1234 56 0 0 20 0 20 0 5000 0 0`;
  assert.equal(cpuMsOfStat(stat), 12900);
});

test(
  'this very process reads as a thread that has used some CPU',
  { skip: !existsSync('/proc/self/stat') },
  () => {
    const ms = cpuMsOfStat(readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8'));
    assert.ok(ms > 0 && ms < 10 * 60 * 1000, `${ms} ms`);
  },
);

test("the page's renderer is the one that grew most; one that started meanwhile counts from zero", () => {
  const before = new Map([
    ['10', 500],
    ['11', 40],
  ]);
  const after = new Map([
    ['10', 520],
    ['11', 45],
    ['12', 830],
  ]);
  assert.equal(pageRendererGrowth(before, after), 830);
  assert.equal(pageRendererGrowth(after, after), 0);
});
