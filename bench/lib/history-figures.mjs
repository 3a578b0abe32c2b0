// Pure figures of the history section: latency percentiles and the targets (two-year learner against a new one).

/** The issue's targets: two-year / new ≤ 1.5 for each call (at the median), p99 ≤ 30 ms for two-year learners. */
export const HISTORY_TARGETS = Object.freeze({ maxRatio: 1.5, maxP99Ms: 30 });

/** The `p`-th percentile (0–100) of `values`, nearest rank (the smallest value with p % at or below it); null when empty. */
export function percentile(values, p) {
  if (!(p >= 0 && p <= 100)) throw new Error('percentile: p must be within 0..100');
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

const round1 = (x) => (x === null ? null : Math.round(x * 10) / 10);

/** {requests, reqPerSec, p50, p99, max} (ms, one decimal) of latencies measured over `seconds`. */
export function latencyFigures(latenciesMs, seconds) {
  return {
    requests: latenciesMs.length,
    reqPerSec: seconds > 0 ? Math.round(latenciesMs.length / seconds) : null,
    p50: round1(percentile(latenciesMs, 50)),
    p99: round1(percentile(latenciesMs, 99)),
    max: round1(latenciesMs.length ? Math.max(...latenciesMs) : null),
  };
}

/** two-year / new, two decimals; null when either is missing or the new learner's is 0. */
export function ratio(twoYear, newLearner) {
  if (typeof twoYear !== 'number' || typeof newLearner !== 'number' || newLearner <= 0) return null;
  return Math.round((twoYear / newLearner) * 100) / 100;
}

/**
 * The targets per call from {call: {newLearner: {p50, p99, errors, non2xx}, twoYear: {…}}}:
 * [{name, value, ok}], ratio at the median and the two-year p99, plus any call that answered errors. A
 * `reference` case (not one of the issue's calls) is held to answering without errors only.
 */
export function historyTargets(cases, targets = HISTORY_TARGETS) {
  const out = [];
  for (const [call, c] of Object.entries(cases)) {
    if (c.reference) {
      out.push(...errorTargets(call, c));
      continue;
    }
    const r = ratio(c.twoYear?.p50, c.newLearner?.p50);
    out.push({
      name: `${call}: two-year / new (p50) ≤ ${targets.maxRatio}`,
      value: r === null ? 'n/a' : `${r}`,
      ok: r !== null && r <= targets.maxRatio,
    });
    const p99 = c.twoYear?.p99;
    out.push({
      name: `${call}: two-year p99 ≤ ${targets.maxP99Ms} ms`,
      value: typeof p99 === 'number' ? `${p99} ms` : 'n/a',
      ok: typeof p99 === 'number' && p99 <= targets.maxP99Ms,
    });
    out.push(...errorTargets(call, c));
  }
  return out;
}

/** A failed target for each group of learners whose requests answered errors or other statuses than 2xx. */
function errorTargets(call, c) {
  return [c.newLearner, c.twoYear].flatMap((f, i) =>
    f && (f.errors || f.non2xx)
      ? [
          {
            name: `${call} (${i === 0 ? 'newLearner' : 'twoYear'}): no errors`,
            value: `${f.errors} errors, ${f.non2xx} non-2xx`,
            ok: false,
          },
        ]
      : [],
  );
}

/**
 * p99 ÷ mean latency of these closed loops when a case runs at its CPU ceiling on a machine to itself: study time,
 * ~1 ms of CPU a request, p50 11.4 ms and p99 23.1 ms (bench/results/history/2026-11-26T09-23-13Z.json).
 */
export const P99_OVER_MEAN = 2;

/**
 * Why a two-year p99 target was missed, from the case's CPU ceiling: `concurrency` closed loops run at
 * concurrency ÷ mean latency, and p99 ≈ P99_OVER_MEAN × mean, so p99 ≤ maxP99Ms needs about
 * concurrency × P99_OVER_MEAN ÷ maxP99Ms requests a second. Below that ceiling the design's CPU per request is
 * the limit; above it the requests waited for cores taken by other processes (`machine`: {cpus, loadavg}, the
 * machine the run shared). Null when met.
 */
export function p99Reason(call, c, concurrency, machine, targets = HISTORY_TARGETS) {
  const f = c.twoYear;
  if (!f || typeof f.p99 !== 'number' || f.p99 <= targets.maxP99Ms) return null;
  const needed = Math.ceil((concurrency * P99_OVER_MEAN) / (targets.maxP99Ms / 1000));
  const cpu = Object.values(f.cpu ?? {}).reduce((sum, us) => sum + us, 0);
  if (typeof f.cpuCeiling !== 'number') return `${call}: p99 ${f.p99} ms (no CPU figures)`;
  if (f.cpuCeiling < needed) {
    return `${call}: p99 ${f.p99} ms — the design's CPU: ${cpu} µs a request across the processes caps the machine at ${f.cpuCeiling} req/s, and p99 ≤ ${targets.maxP99Ms} ms at ${concurrency} learners needs ≥ ${needed} req/s`;
  }
  const share = typeof f.reqPerSec === 'number' ? Math.round((f.reqPerSec / f.cpuCeiling) * 100) : null;
  return `${call}: p99 ${f.p99} ms — not the design's CPU (${cpu} µs a request: ceiling ${f.cpuCeiling} req/s ≥ ${needed} needed); ${share === null ? '' : `it ran at ${share} % of the ceiling, `}the requests waited for cores shared with other processes (load average ${machine?.loadavg?.[0] ?? '?'} on ${machine?.cpus ?? '?'} cores)`;
}

/**
 * Storage per learner from rows of {table, rows, learnerRows, bytes}: a table's bytes are shared out by its
 * rows, so a learner's part is bytes × learnerRows / rows ÷ learners. Tables without a user column
 * (learnerRows null) are the content, shared by everyone. Returns {tables, perLearner: {rows, bytes}}.
 */
export function storagePerLearner(tables, learners) {
  const out = [];
  let rows = 0;
  let bytes = 0;
  for (const t of tables) {
    if (t.learnerRows === null || t.learnerRows === undefined || !learners) {
      out.push({ ...t, rowsPerLearner: null, bytesPerLearner: null });
      continue;
    }
    const share = t.rows > 0 ? t.learnerRows / t.rows : 0;
    const rowsPerLearner = Math.round((t.learnerRows / learners) * 10) / 10;
    const bytesPerLearner = Math.round((t.bytes * share) / learners);
    rows += t.learnerRows / learners;
    bytes += bytesPerLearner;
    out.push({ ...t, rowsPerLearner, bytesPerLearner });
  }
  return { tables: out, perLearner: { rows: Math.round(rows), bytes } };
}
