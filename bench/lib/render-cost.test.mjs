import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderFigures } from './render-cost.mjs';

test('render figures: CPU percentiles of the pages rendered, latency of all, failures and regions left', () => {
  const results = [
    ...Array.from({ length: 99 }, (_, i) => ({ ok: true, cpu: i + 1, ms: 100, leftToBrowser: false })),
    { ok: true, cpu: 500, ms: 900, leftToBrowser: true },
    { ok: false, cpu: NaN, ms: 1500, leftToBrowser: false },
  ];
  assert.deepEqual(renderFigures(results), {
    pages: 101,
    cpuP50Ms: 51,
    cpuP99Ms: 500,
    latencyP50Ms: 100,
    latencyP99Ms: 900,
    failed: 1,
    leftToBrowser: 1,
  });
});
