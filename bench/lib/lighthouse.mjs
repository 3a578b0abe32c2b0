// Lighthouse with its default settings, that is the mobile ones the targets are stated in (a
// mid-range phone's screen, 4x CPU slowdown and a slow 4G network, both simulated), against the running
// stack with Debian's Chromium: several runs per route, visitor pages without a cookie and learner pages with
// the learner's, summarised by lib/startup-budgets.mjs (medians, and the start-up budgets of DESIGN.md §8).
// The byte figures are brotli (quality 11, as the builds precompress) of each file fetched from the stack
// here, whatever encoding the gateway chose for the browser.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './frontend.mjs';
import { defaultQuizPath } from './quiz-start.mjs';
import { routeKey, runFigures, summariseRoute } from './startup-budgets.mjs';

const require = createRequire(join(repoRoot, 'package.json'));
/**
 * The pages measured, reported by `route`; `address` (path and query) is what is loaded when it is not the route
 * itself: /quiz is the quiz the home page's Start Quiz opens with its defaults (a /quiz without settings only
 * sends the learner home).
 */
export const LIGHTHOUSE_ROUTES = [
  { route: '/', who: 'visitor' },
  { route: '/auth', who: 'visitor' },
  { route: '/', who: 'learner' },
  { route: '/quiz', who: 'learner', address: defaultQuizPath },
  { route: '/learning-paths', who: 'learner' },
];
/** The language Lighthouse's Chromium asks for, sent too when the documents are fetched for their size. */
const ACCEPT_LANGUAGE = 'en-US';
const MAKE_UP_RUNS = 2;

async function brotliBytes(url, headers = {}) {
  const res = await fetch(url, {
    headers: { 'accept-encoding': 'identity', 'accept-language': ACCEPT_LANGUAGE, ...headers },
    redirect: 'manual',
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status} when fetched for its size`);
  const body = Buffer.from(await res.arrayBuffer());
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;
}

/** One Lighthouse run of `url` in a fresh Chromium profile: the lhr. */
async function lighthouseRun(lighthouse, chromeLauncher, url, headers) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'gp-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(headers.Cookie && { extraHeaders: headers }),
      },
      // No config: Lighthouse's default, mobile (formFactor 'mobile', simulated throttling).
      undefined,
    );
    return result.lhr;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** `runs` Lighthouse runs of every route: { "/ (visitor)": summary, … } (see summariseRoute). */
export async function runLighthouse(baseUrl, cookie, runs) {
  const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);
  const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);
  const scriptBytes = new Map(); // URL → brotli bytes; file names carry content hashes
  const results = {};
  for (const { route, who, address } of LIGHTHOUSE_ROUTES) {
    const headers = who === 'learner' ? { Cookie: cookie } : {};
    const path = address ? await address() : route;
    const url = `${baseUrl}${path}`;
    const samples = [];
    const sizes = new Map();
    // A run Lighthouse cannot finish (NO_NAVSTART on a busy machine) is noted and made up for, twice at most.
    for (let i = 0; i < runs + MAKE_UP_RUNS && samples.filter((s) => !s.failed).length < runs; i += 1) {
      const figures = runFigures(await lighthouseRun(lighthouse, chromeLauncher, url, headers));
      samples.push(figures);
      if (figures.failed) continue;
      for (const url of new Set([...figures.scriptsBeforeInteractive, ...figures.renderBlockingScripts])) {
        if (!scriptBytes.has(url)) scriptBytes.set(url, await brotliBytes(url));
        sizes.set(url, scriptBytes.get(url));
      }
      // The document as served to this visitor or learner (the same URL differs between them).
      if (!sizes.has(figures.documentUrl))
        sizes.set(figures.documentUrl, await brotliBytes(figures.documentUrl, headers));
    }
    results[routeKey(route, who)] = {
      route,
      who,
      ...(path !== route && { address: path }),
      ...summariseRoute(samples, sizes),
    };
  }
  return results;
}
