import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuCeiling } from './cpu-ceiling.mjs';

const same = (total) => ({ total, mainThread: total });

test('the cores shared by every process bound the rate', () => {
  // 500 µs a request in all on 2 cores: at most 4,000 a second.
  assert.equal(cpuCeiling(same({ gateway: 200, identity: 100, 'load generator': 200 }), 2), 4000);
});

test('one event loop cannot use more than one core', () => {
  // 400 µs in identity alone: at most 2,500 a second, though 4 cores could share 500 µs 8,000 times.
  assert.equal(cpuCeiling(same({ identity: 400, 'load generator': 100 }), 4), 2500);
});

test('only the main thread is bound to one core: helper threads (garbage collection) run beside it', () => {
  const cpu = {
    total: { identity: 400, 'load generator': 100 },
    mainThread: { identity: 250, 'load generator': 90 },
  };
  assert.equal(cpuCeiling(cpu, 4), 4000);
});

test('Postgres spreads over several backends, so only the shared cores bound it', () => {
  assert.equal(cpuCeiling(same({ postgres: 900, learning: 100 }), 4), 4000);
});

test('no figures, no ceiling', () => {
  assert.equal(cpuCeiling(same({ identity: 0 }), 2), null);
});
