// What the shell's renderer (DESIGN.md §8) spends on a learner's page: each page's CPU as the renderer reports
// it (Server-Timing `render`), its latency, and how many regions it left to the browser, with `concurrency`
// learners asking at once.
import { randomBytes } from 'node:crypto';
import { registerLearner } from './api.mjs';

export const RENDER_PAGES = ['/', '/learning-paths', '/progress'];
export const RENDER_LOAD = { requests: 300, concurrency: 20 };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function renderOnce(rendererUrl, path, cookie) {
  const started = performance.now();
  const response = await fetch(`${rendererUrl}${path}`, { headers: { cookie } });
  const body = await response.text();
  const cpu = Number(/render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  return {
    path,
    ok: response.status === 200,
    cpu,
    ms: performance.now() - started,
    // Regions the server left to the browser carry React's client-render marker.
    leftToBrowser: body.includes('<!--$!-->'),
  };
}

/** The figures of one page (or of all): CPU and latency percentiles in ms, failures, regions left. */
export function renderFigures(results) {
  const cpu = results.filter((r) => r.ok).map((r) => r.cpu);
  const ms = results.map((r) => r.ms);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    pages: results.length,
    cpuP50Ms: round(percentile(cpu, 50)),
    cpuP99Ms: round(percentile(cpu, 99)),
    latencyP50Ms: Math.round(percentile(ms, 50)),
    latencyP99Ms: Math.round(percentile(ms, 99)),
    failed: results.filter((r) => !r.ok).length,
    leftToBrowser: results.filter((r) => r.leftToBrowser).length,
  };
}

/** `requests` learner pages from `concurrency` learners at once, after a warm-up: { "/": figures, …, all }. */
export async function measureRenderCost({ gatewayUrl, rendererUrl, ...load }) {
  const { requests, concurrency } = { ...RENDER_LOAD, ...load };
  const runId = randomBytes(3).toString('hex');
  const cookies = [];
  for (let index = 0; index < concurrency; index++)
    cookies.push(await registerLearner(gatewayUrl, `render_${runId}_${index}`));
  // Warm: the remotes' containers loaded, the code compiled.
  for (const path of RENDER_PAGES)
    for (let i = 0; i < 5; i++) await renderOnce(rendererUrl, path, cookies[0]);
  const results = [];
  let next = 0;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (next < requests) {
        const path = RENDER_PAGES[next++ % RENDER_PAGES.length];
        results.push(await renderOnce(rendererUrl, path, cookie));
      }
    }),
  );
  const figures = Object.fromEntries(
    RENDER_PAGES.map((path) => [path, renderFigures(results.filter((r) => r.path === path))]),
  );
  return { concurrency, ...figures, all: renderFigures(results) };
}
