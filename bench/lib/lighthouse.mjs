// Lighthouse with its default settings, that is the mobile ones the targets are stated in (a
// mid-range phone's screen, 4x CPU slowdown and a slow 4G network, both simulated), against the running
// stack with Debian's Chromium: the median performance and accessibility scores, CLS and LCP of several
// runs per route.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './frontend.mjs';

const require = createRequire(join(repoRoot, 'package.json'));
export const LIGHTHOUSE_ROUTES = ['/', '/auth', '/quiz', '/learning-paths'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function runLighthouse(baseUrl, cookie, runs) {
  const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);
  const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);
  const results = {};
  for (const route of LIGHTHOUSE_ROUTES) {
    const samples = [];
    const failures = [];
    const failingAudits = new Set();
    for (let i = 0; i < runs; i += 1) {
      const userDataDir = mkdtempSync(join(tmpdir(), 'gp-lighthouse-'));
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
        userDataDir: false,
      });
      try {
        const result = await lighthouse(
          `${baseUrl}${route}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            extraHeaders: { Cookie: cookie },
          },
          // No config: Lighthouse's default, mobile (formFactor 'mobile', simulated throttling).
          undefined,
        );
        const { categories, audits, runtimeError } = result.lhr;
        const cls = audits['cumulative-layout-shift'].numericValue;
        // A run Lighthouse could not finish (a timeout on a busy machine, no LCP) has no scores: note it,
        // take the median of the others.
        if (runtimeError || categories.performance.score === null || cls === undefined) {
          failures.push(runtimeError?.code ?? 'no performance score');
          continue;
        }
        for (const ref of categories.accessibility.auditRefs) {
          const score = audits[ref.id]?.score;
          if (ref.weight > 0 && typeof score === 'number' && score < 1) failingAudits.add(ref.id);
        }
        samples.push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          cls: +cls.toFixed(3),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        });
      } finally {
        await chrome.kill();
        rmSync(userDataDir, { recursive: true, force: true });
      }
    }
    if (samples.length === 0)
      throw new Error(`${route}: no Lighthouse run finished (${failures.join(', ')})`);
    results[route] = {
      runs: samples.length,
      ...(failures.length > 0 && { failedRuns: failures.join(', ') }),
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      cls: median(samples.map((s) => s.cls)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      failingAccessibilityAudits: [...failingAudits].sort(),
    };
  }
  return results;
}
