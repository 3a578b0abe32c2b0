// Front-end sizes as a browser sees them: the JavaScript files Chromium downloads to render a route (shell
// plus the remote it pulls in), gzip-compressed here at level 9, and the shared packages whose code came from
// more than one build (downloaded twice).
//
// "To render" means: the files whose download had finished when the route's first screen was on the page
// (ROUTE_READY, checked in the page on every DOM change from the first byte). Files fetched after that are
// the parts the shell loads once the first screen is there (the floating widgets, the home page's further
// widgets, which wait for it on purpose): they are reported separately ("after render") rather than hidden,
// and counted for the downloaded-twice check. Counting every file until the network is idle would charge
// the first screen with code it does not wait for.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../scripts/lib/run.mjs';

const require = createRequire(join(repoRoot, 'e2e', 'package.json'));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const JS_TARGET_KB = 170;

/** URL prefix → build folder, as the gateway serves them. */
const BUILDS = [
  { prefix: '/mfe/quiz/', dir: 'mfe-quiz' },
  { prefix: '/mfe/paths/', dir: 'mfe-paths' },
  { prefix: '/mfe/progress/', dir: 'mfe-progress' },
  { prefix: '/', dir: 'shell' },
];

function sharedAssetIndex() {
  const index = new Map(); // "build:file" → shared package names
  for (const { dir } of BUILDS) {
    const manifest = join(repoRoot, dir, 'dist', 'mf-manifest.json');
    if (!existsSync(manifest)) continue;
    for (const shared of JSON.parse(readFileSync(manifest, 'utf8')).shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const key = `${dir}:${file}`;
        index.set(key, [...(index.get(key) ?? []), shared.name]);
      }
    }
  }
  return index;
}

const buildOf = (pathname) => BUILDS.find((b) => pathname.startsWith(b.prefix));

/**
 * When a route's first screen is on the page and answers, checked in the page: /auth shows its form; the
 * learner's home page shows its first widget (the slot marked data-first-widget holds content and no loading
 * skeleton) and has hydrated (#root no longer inert): the renderer's page is on screen before any script runs,
 * so "to render" it means the code it waits for to answer.
 */
const ROUTE_READY = {
  '/auth': "document.querySelector('main form input') !== null",
  '/': "(() => { const root = document.getElementById('root'); const slot = document.querySelector('[data-first-widget]'); return !!root && !root.hasAttribute('inert') && !!slot && slot.childElementCount > 0 && !slot.querySelector('.ant-skeleton'); })()",
};

/** The page counts as settled once nothing has been received for this long. */
const SETTLE_MS = 2000;

/** Runs in the page before its own scripts: notes the time (performance.now) the route's first screen appears. */
const readyProbe = (condition) => `
  performance.setResourceTimingBufferSize(1000);
  new MutationObserver((_, observer) => {
    if (window.__benchReadyAt === undefined && (${condition})) {
      window.__benchReadyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] });
`;

/** Loads `route` in a fresh page of `context`: its JS files with raw and gzip sizes, each marked whether it was needed to render. */
export async function jsOfRoute(context, baseUrl, route) {
  const page = await context.newPage();
  await page.addInitScript(readyProbe(ROUTE_READY[route]));
  const bodies = new Map();
  const pending = [];
  let lastResponseAt = Date.now();
  page.on('response', (response) => {
    lastResponseAt = Date.now();
    const url = new URL(response.url());
    if (url.origin !== baseUrl || !url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => bodies.set(url.href, body),
        () => undefined,
      ),
    );
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  // A busy CPU can look like an idle network: wait for the first screen, then for the deferred parts
  // (nothing more received for SETTLE_MS).
  await page
    .waitForFunction(() => window.__benchReadyAt !== undefined, null, { timeout: 60_000 })
    .catch(() => undefined);
  while (Date.now() - lastResponseAt < SETTLE_MS) await page.waitForTimeout(250);
  await Promise.all(pending);
  const { readyAt, finished } = await page.evaluate(() => ({
    readyAt: window.__benchReadyAt,
    finished: Object.fromEntries(
      performance.getEntriesByType('resource').map((e) => [e.name, e.responseEnd]),
    ),
  }));
  await page.close();
  if (readyAt === undefined)
    throw new Error(`${route} never showed its first screen (${ROUTE_READY[route]})`);
  const files = [...bodies].map(([href, body]) => ({
    path: new URL(href).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    toRender: (finished[href] ?? Infinity) <= readyAt,
  }));
  return { readyMs: Math.round(readyAt), files: files.sort((a, b) => b.gzip - a.gzip) };
}

const kb = (bytes) => +(bytes / 1024).toFixed(1);
const sum = (files, key) => files.reduce((s, f) => s + f[key], 0);

function summarise({ readyMs, files: all }, index) {
  const sharedFrom = new Map(); // package → set of builds it was downloaded from
  for (const file of all) {
    const build = buildOf(file.path);
    const name = file.path.slice(build.prefix.length);
    for (const pkg of index.get(`${build.dir}:${name}`) ?? []) {
      sharedFrom.set(pkg, new Set([...(sharedFrom.get(pkg) ?? []), build.dir]));
    }
  }
  const files = all.filter((f) => f.toRender);
  const byBuild = {};
  for (const file of files) {
    const dir = buildOf(file.path).dir;
    byBuild[dir] = (byBuild[dir] ?? 0) + file.gzip;
  }
  const after = all.filter((f) => !f.toRender);
  return {
    readyMs,
    files: files.length,
    rawKb: kb(sum(files, 'raw')),
    gzipKb: kb(sum(files, 'gzip')),
    gzipKbByBuild: Object.fromEntries(Object.entries(byBuild).map(([k, v]) => [k, kb(v)])),
    afterRender: { files: after.length, gzipKb: kb(sum(after, 'gzip')) },
    largest: files.slice(0, 5).map((f) => `${f.path} ${kb(f.gzip)} KB`),
    duplicatedShared: [...sharedFrom]
      .filter(([, builds]) => builds.size > 1)
      .map(([pkg, b]) => `${pkg} (${[...b].join(', ')})`),
  };
}

/** Measures /auth as a visitor and / as a logged-in learner (the home page with the remotes' widgets). */
export async function measureFrontEnd(baseUrl, cookie) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const index = sharedAssetIndex();
    const visitor = await browser.newContext();
    const auth = summarise(await jsOfRoute(visitor, baseUrl, '/auth'), index);
    await visitor.close();
    const learner = await browser.newContext();
    const at = cookie.indexOf('=');
    const [name, value] = [cookie.slice(0, at), cookie.slice(at + 1)];
    await learner.addCookies([{ name, value, url: baseUrl }]);
    const home = summarise(await jsOfRoute(learner, baseUrl, '/'), index);
    await learner.close();
    return { '/auth': auth, '/': home };
  } finally {
    await browser.close();
  }
}
