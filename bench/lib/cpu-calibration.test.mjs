import assert from 'node:assert/strict';
import { test } from 'node:test';
import { calibratedSlowdown, throttlingBias } from './cpu-calibration.mjs';

test("the default 4x is the calibrated slowdown at Lighthouse's reference benchmarkIndex", () => {
  assert.equal(calibratedSlowdown(1533), 4);
  assert.equal(throttlingBias(1533), 1);
});

test('a slower host needs less slowdown, a faster one more', () => {
  assert.equal(calibratedSlowdown(1300), 3);
  assert.equal(calibratedSlowdown(800), 2);
  assert.equal(calibratedSlowdown(150), 1);
  assert.equal(calibratedSlowdown(100), 1);
  assert.ok(Math.abs(calibratedSlowdown(3802) - 13.74) < 0.01);
  // This host on a slow day: the default emulates a phone about 1.4 times slower than the reference one.
  assert.ok(Math.abs(throttlingBias(1264.5) - 1.37) < 0.01);
});

test('no benchmarkIndex, no calibration', () => {
  assert.equal(calibratedSlowdown(null), null);
  assert.equal(throttlingBias(undefined), null);
});
