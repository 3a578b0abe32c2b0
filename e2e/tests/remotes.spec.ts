import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { newLearner, registerByApi } from '../support/learner';
import { startSecondProcess } from '../support/second-process';

// Remotes ship alone: a remote repointed to another build through the remotes file is what the learner
// gets (no rebuild of the shell), and a remote that is offline or throws is contained and recovers on Retry.

const REPO = join(__dirname, '..', '..');
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
const OWN_STACK = !process.env.E2E_BASE_URL;
const MARKER = 'build 2.0.0-e2e';
const UNAVAILABLE = 'This part of GrammarPath is unavailable right now.';
const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
};

/** A second build of mfe-quiz: a copy of its dist whose Daily Challenge title carries a version marker. */
function secondQuizBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mfe-quiz-2.0.0-'));
  cpSync(join(REPO, 'mfe-quiz', 'dist'), dir, { recursive: true });
  let patched = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    const marked = source.replaceAll('"Daily Challenge"', `"Daily Challenge · ${MARKER}"`);
    if (marked !== source) {
      writeFileSync(join(dir, file), marked);
      patched++;
    }
  }
  if (patched === 0) throw new Error('mfe-quiz/dist has no "Daily Challenge" string to mark: build it first');
  return dir;
}

/** A static file server for a remote on another origin (any host may load it: CORS *). */
async function serveStatic(root: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    try {
      const body = readFileSync(join(root, path));
      res.writeHead(200, {
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Another gateway in front of the same services, configured by an operator: only its environment differs. */
function startGateway(port: number, env: Record<string, string>): Promise<ChildProcess> {
  return startSecondProcess('gateway', port, env);
}

async function dailyChallengeTitle(page: Page) {
  return page.getByRole('heading', { name: /Daily Challenge/ }).first();
}

test.describe('a remote repointed through the remotes file', () => {
  let build: string;
  let staticServer: Server | undefined;

  test.beforeAll(() => {
    build = secondQuizBuild();
  });
  test.afterAll(async () => {
    await new Promise((resolve) => (staticServer ? staticServer.close(resolve) : resolve(undefined)));
    rmSync(build, { recursive: true, force: true });
  });

  test('by an operator (REMOTE_MFE_QUIZ_URL to another origin): the learner gets that build, the shell is the same', async ({
    page,
  }) => {
    test.skip(!OWN_STACK, 'starts a second gateway in front of the services of the stack this run started');
    test.setTimeout(120_000);
    const staticPort = PORT_BASE + 10;
    const gatewayPort = PORT_BASE + 11;
    staticServer = await serveStatic(build, staticPort);
    const remoteUrl = `http://127.0.0.1:${staticPort}/mf-manifest.json`;
    const gateway = await startGateway(gatewayPort, { REMOTE_MFE_QUIZ_URL: remoteUrl });
    try {
      const origin = `http://127.0.0.1:${gatewayPort}`;
      expect(await (await page.request.get(`${origin}/remotes.json`)).json()).toMatchObject({
        mfe_quiz: remoteUrl,
      });
      // The very same shell build is served by both gateways.
      const shellIndex = async (base: string) => (await page.request.get(`${base}/`)).text();
      expect(await shellIndex(origin)).toBe(await shellIndex(''));

      await registerByApi(page.request, newLearner('repoint'));
      const fromSecondBuild = page.waitForResponse((response) =>
        response.url().startsWith(`http://127.0.0.1:${staticPort}/`),
      );
      await page.goto(`${origin}/daily-challenge`);
      await fromSecondBuild;
      await expect(await dailyChallengeTitle(page)).toContainText(MARKER);
      // The other remotes still come from the gateway.
      await page.getByRole('navigation').getByRole('link', { name: 'Progress' }).click();
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();

      // The original deployment keeps serving the original build.
      await page.goto('/daily-challenge');
      await expect(await dailyChallengeTitle(page)).toBeVisible();
      await expect(await dailyChallengeTitle(page)).not.toContainText(MARKER);
    } finally {
      gateway.kill('SIGTERM');
    }
  });

  test('on any deployment (remotes file intercepted, build served beside it): the learner gets that build', async ({
    page,
  }) => {
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), mfe_quiz: '/mfe-next/quiz/mf-manifest.json' },
      });
    });
    await page.route('**/mfe-next/quiz/**', async (route) => {
      const file = new URL(route.request().url()).pathname.replace('/mfe-next/quiz/', '');
      await route.fulfill({
        body: readFileSync(join(build, normalize(file).replace(/^(\.\.[/\\])+/, ''))),
        contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      });
    });
    await registerByApi(page.request, newLearner('repoint'));
    await page.goto('/daily-challenge');
    await expect(await dailyChallengeTitle(page)).toContainText(MARKER);
  });
});

test('a remote that is offline shows its contained fallback, the rest works, and Retry recovers it', async ({
  page,
}) => {
  let offline = true;
  await page.route('**/mfe/progress/**', (route) =>
    offline ? route.abort('connectionrefused') : route.fallback(),
  );
  await registerByApi(page.request, newLearner('offline'));

  await page.goto('/progress');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  // The frame and another remote keep working.
  await page.getByRole('navigation').getByRole('link', { name: 'Learning Paths' }).click();
  await expect(page).toHaveURL(/\/learning-paths$/);
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();

  offline = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
});

/** The API answers with a shape the remote does not expect (an object where a list belongs): it throws in render. */
async function breakAchievementsApi(page: Page): Promise<{ repair(): void }> {
  let broken = true;
  await page.route(/\/api\/(user\/)?achievements$/, (route) =>
    broken ? route.fulfill({ json: { unexpected: true } }) : route.fallback(),
  );
  return { repair: () => (broken = false) };
}

test('a remote that throws while rendering shows its contained fallback while the rest keeps working', async ({
  page,
}) => {
  await breakAchievementsApi(page);
  await registerByApi(page.request, newLearner('throws'));

  await page.goto('/achievements');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Learning Paths' }).click();
  await expect(page).toHaveURL(/\/learning-paths$/);
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await page.getByRole('navigation').getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();
});

test('a remote that threw while rendering recovers after Retry once its data is good again', async ({
  page,
}) => {
  const api = await breakAchievementsApi(page);
  await registerByApi(page.request, newLearner('throws'));
  await page.goto('/achievements');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  api.repair();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Achievements' }).first()).toBeVisible();
});
