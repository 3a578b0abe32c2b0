// `npm run bench:render`: the server render's cost (lib/render-cost.mjs) against a running stack; `npm run
// bench` measures it on a stack of its own.
//
// Environment: BENCH_GATEWAY_URL (http://127.0.0.1:3000: learners register there), BENCH_RENDERER_URL
// (http://127.0.0.1:3003), BENCH_RENDER_REQUESTS (300), BENCH_RENDER_CONCURRENCY (20).
import { measureRenderCost, RENDER_LOAD } from './lib/render-cost.mjs';

const gatewayUrl = process.env.BENCH_GATEWAY_URL ?? 'http://127.0.0.1:3000';
const rendererUrl = process.env.BENCH_RENDERER_URL ?? 'http://127.0.0.1:3003';
const requests = Number(process.env.BENCH_RENDER_REQUESTS ?? RENDER_LOAD.requests);
const concurrency = Number(process.env.BENCH_RENDER_CONCURRENCY ?? RENDER_LOAD.concurrency);

const { concurrency: learners, ...pages } = await measureRenderCost({
  gatewayUrl,
  rendererUrl,
  requests,
  concurrency,
});
console.log(`Renderer at ${rendererUrl}: ${requests} pages, ${learners} learners at once`);
console.table(pages);
