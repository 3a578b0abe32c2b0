// `npm run bench:render`: what the shell's renderer (DESIGN.md §8) spends on a learner's page, against a running
// stack: each page's CPU as the renderer reports it (Server-Timing `render`), its latency and how many pages
// it left to the browser, with BENCH_RENDER_CONCURRENCY learners (20) asking at once.
//
// Environment: BENCH_GATEWAY_URL (http://127.0.0.1:3000: learners register there), BENCH_RENDERER_URL
// (http://127.0.0.1:3003), BENCH_RENDER_REQUESTS (300), BENCH_RENDER_CONCURRENCY (20).
import { randomBytes } from 'node:crypto';
import { registerLearner } from './lib/api.mjs';

const gateway = process.env.BENCH_GATEWAY_URL ?? 'http://127.0.0.1:3000';
const renderer = process.env.BENCH_RENDERER_URL ?? 'http://127.0.0.1:3003';
const total = Number(process.env.BENCH_RENDER_REQUESTS ?? 300);
const concurrency = Number(process.env.BENCH_RENDER_CONCURRENCY ?? 20);
const PAGES = ['/', '/learning-paths', '/progress'];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function renderOnce(path, cookie) {
  const started = performance.now();
  const response = await fetch(`${renderer}${path}`, { headers: { cookie } });
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

const runId = randomBytes(3).toString('hex');
const cookies = [];
for (let index = 0; index < concurrency; index++)
  cookies.push(await registerLearner(gateway, `render_${runId}_${index}`));
// Warm: the remotes' containers loaded, the code compiled.
for (const path of PAGES) for (let i = 0; i < 5; i++) await renderOnce(path, cookies[0]);

const results = [];
let next = 0;
await Promise.all(
  cookies.map(async (cookie) => {
    while (next < total) {
      const path = PAGES[next++ % PAGES.length];
      results.push(await renderOnce(path, cookie));
    }
  }),
);

const row = (name, list) => {
  const cpu = list.filter((r) => r.ok).map((r) => r.cpu);
  const ms = list.map((r) => r.ms);
  return {
    page: name,
    pages: list.length,
    'cpu p50 ms': percentile(cpu, 50).toFixed(1),
    'cpu p99 ms': percentile(cpu, 99).toFixed(1),
    'latency p50 ms': percentile(ms, 50).toFixed(0),
    'latency p99 ms': percentile(ms, 99).toFixed(0),
    failed: list.filter((r) => !r.ok).length,
    'left to browser': list.filter((r) => r.leftToBrowser).length,
  };
};
console.log(`Renderer at ${renderer}: ${total} pages, ${concurrency} learners at once`);
console.table([
  ...PAGES.map((path) =>
    row(
      path,
      results.filter((r) => r.path === path),
    ),
  ),
  row('all', results),
]);
