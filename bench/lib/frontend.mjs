// Front-end sizes as a browser sees them: every JavaScript file Chromium downloads to render a route
// (shell plus the remotes it pulls in), gzip-compressed here at level 9, and the shared packages whose
// code came from more than one build (downloaded twice).
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

/** Loads `route` in a fresh page of `context` and returns its JS files with raw and gzip sizes. */
async function jsOfRoute(context, baseUrl, route) {
  const page = await context.newPage();
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== baseUrl || !url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) =>
          files.push({ path: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await Promise.all(pending);
  await page.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

function summarise(files, index) {
  const sharedFrom = new Map(); // package → set of builds it was downloaded from
  for (const file of files) {
    const build = buildOf(file.path);
    const name = file.path.slice(build.prefix.length);
    for (const pkg of index.get(`${build.dir}:${name}`) ?? []) {
      sharedFrom.set(pkg, new Set([...(sharedFrom.get(pkg) ?? []), build.dir]));
    }
  }
  const byBuild = {};
  for (const file of files) {
    const dir = buildOf(file.path).dir;
    byBuild[dir] = (byBuild[dir] ?? 0) + file.gzip;
  }
  return {
    files: files.length,
    rawKb: +(files.reduce((s, f) => s + f.raw, 0) / 1024).toFixed(1),
    gzipKb: +(files.reduce((s, f) => s + f.gzip, 0) / 1024).toFixed(1),
    gzipKbByBuild: Object.fromEntries(Object.entries(byBuild).map(([k, v]) => [k, +(v / 1024).toFixed(1)])),
    largest: files.slice(0, 5).map((f) => `${f.path} ${(f.gzip / 1024).toFixed(1)} KB`),
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
