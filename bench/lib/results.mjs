// Saved results (bench/results/<date>.json, committed) and the comparison with the newest earlier one.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/run.mjs';

export const RESULTS_DIR = join(repoRoot, 'bench', 'results');
export const WORSE_THRESHOLD = 0.05;

/** The newest result under `dir` (bench/results/, or bench/results/history/ for `npm run bench:history`). */
export function newestResult(dir = RESULTS_DIR) {
  let files;
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return null;
  }
  const newest = files.sort().at(-1);
  if (!newest) return null;
  return { file: newest, result: JSON.parse(readFileSync(join(dir, newest), 'utf8')) };
}

export function saveResult(result, dir = RESULTS_DIR) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${result.date.replace(/[:]/g, '-').replace(/\.\d+Z$/, 'Z')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file.slice(repoRoot.length + 1);
}

/** Which way is better for a figure, from its name; null for figures that are not compared. */
function direction(key) {
  if (/reqPerSec|performance|accessibility$/.test(key)) return 'higher';
  if (/p50|p99|gzipKb|rawKb|BrotliKb|cls|lcpMs|fcpMs|ttiMs|tbtMs|longestTaskMs|loadCpuMs$/.test(key))
    return 'lower';
  return null;
}

/** The comparable numbers of a result as {"api.GET /api/user direct.p99": 12, …}. */
export function flatten(figures) {
  const out = {};
  const walk = (value, path) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'number') {
      if (direction(path)) out[path] = value;
      return;
    }
    if (Array.isArray(value) || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) walk(v, path ? `${path} › ${k}` : k);
  };
  walk(figures, '');
  return out;
}

/** Figures that got worse by more than WORSE_THRESHOLD (relative), with both values. */
export function compareWithPrevious(before, after) {
  const worse = [];
  for (const [key, now] of Object.entries(after)) {
    const was = before[key];
    if (typeof was !== 'number') continue;
    const dir = direction(key);
    const change = was === 0 ? (now === 0 ? 0 : Infinity) : (now - was) / Math.abs(was);
    const isWorse = dir === 'higher' ? change < -WORSE_THRESHOLD : change > WORSE_THRESHOLD;
    // CLS and latencies of 0–1 ms are too small for a relative comparison: ignore tiny absolute moves.
    const tiny = /cls/.test(key)
      ? Math.abs(now - was) < 0.01
      : /p50|p99/.test(key)
        ? Math.abs(now - was) < 1
        : false;
    if (isWorse && !tiny)
      worse.push({ key, was, now, change: `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)} %` });
  }
  return worse;
}
