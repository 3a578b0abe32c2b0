import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Language } from '@grammarpath/contracts';
import { hydrated } from '../support/hydrated';
import { newLearner, registerByApi } from '../support/learner';
import { en } from '../../mfe-paths/src/i18n/en';
import { ja } from '../../mfe-paths/src/i18n/ja';
import { vi } from '../../mfe-paths/src/i18n/vi';
import { zh } from '../../mfe-paths/src/i18n/zh';

// A learner's pages arrive as HTML (DESIGN.md §8): the shell's renderer draws the frame and the remote's
// region from the remote's server container, the client hydrates it without a change, and without the
// renderer the product is still there, rendered by the browser.

const REPO = join(__dirname, '..', '..');
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
const OWN_STACK = !process.env.E2E_BASE_URL;
const PATHS = { en, ja, vi, zh } as const;
const LANGUAGES = Object.keys(PATHS) as Language[];

/** A signed-in learner's browser without JavaScript: only what the server sent. */
async function learnerWithoutScripts<T>(
  browser: Browser,
  baseURL: string,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    await registerByApi(context.request, newLearner('rendered'));
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The document as the server sent it, with the session cookie of `page`'s context. */
async function serverDocument(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe("a learner's pages rendered on the server", () => {
  test.beforeAll(async ({ browser, baseURL }) => {
    // The renderer loads the remotes' server containers once, as soon as it can (a page that comes before
    // they have loaded leaves their regions to the browser): a first learner's page makes sure they have.
    await learnerWithoutScripts(browser, baseURL!, async (page) => {
      await expect
        .poll(async () => (await serverDocument(page, '/learning-paths')).includes(en.list.subtitle), {
          timeout: 20_000,
        })
        .toBe(true);
    });
  });

  test('arrive as HTML: the frame and the remote region are there with JavaScript off', async ({
    browser,
    baseURL,
  }) => {
    await learnerWithoutScripts(browser, baseURL!, async (page) => {
      await page.goto('/learning-paths');
      await expect(page.getByRole('heading', { level: 2, name: en.list.title })).toBeVisible();
      await expect(page.getByText(en.list.subtitle)).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Progress' })).toBeVisible();

      await page.goto('/learning-paths?lng=ja');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('heading', { level: 2, name: ja.list.title })).toBeVisible();

      // The data travels as JSON for hydration, never as a script the CSP would block.
      const document = await serverDocument(page, '/learning-paths');
      expect(document).toContain('<script type="application/json" id="gp-rendered">');
      const inline = [...document.matchAll(/<script\b([^>]*)>/g)].filter(
        ([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/json"/.test(attributes),
      );
      expect(inline).toEqual([]);
    });
  });

  for (const language of LANGUAGES) {
    test(`hydrate without an error or a change in ${language}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await registerByApi(page.request, newLearner('hydrate'));
      await page.goto(`/learning-paths?lng=${language}`);
      const heading = page.getByRole('heading', { level: 2, name: PATHS[language].list.title });
      await expect(heading).toBeVisible();
      await heading.evaluate((element) => element.setAttribute('data-server-node', ''));
      await hydrated(page);
      // The remote's region hydrates once its module has loaded in the browser; its data comes after.
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      // Hydrated: the filters answer, and the server's node is still the one shown.
      await page.getByRole('tab', { name: PATHS[language].tabs.completed, exact: true }).click();
      await expect(page.getByText(PATHS[language].list.empty)).toBeVisible();
      await expect(page.locator('h2[data-server-node]')).toHaveCount(1);
      // Moving on works as in the client-rendered product.
      await page.getByRole('navigation').getByRole('link').first().click();
      expect(errors).toEqual([]);
    });
  }

  test('without the renderer (down or late), a learner gets the client-rendered page and it works', async ({
    page,
  }) => {
    test.skip(!OWN_STACK, 'starts a second gateway in front of the services of the stack this run started');
    test.setTimeout(90_000);
    const port = PORT_BASE + 12;
    // Nothing listens on the renderer's address this gateway is given.
    const gateway = await startGateway(port, { RENDERER_URL: `http://127.0.0.1:${PORT_BASE + 13}` });
    try {
      const origin = `http://127.0.0.1:${port}`;
      await registerByApi(page.request, newLearner('norenderer'));
      const document = await (await page.request.get(`${origin}/learning-paths`)).text();
      expect(document).not.toContain('id="gp-rendered"');
      expect(document).toContain('<div id="root"></div>');
      await page.goto(`${origin}/learning-paths`);
      await expect(page.getByRole('heading', { level: 2, name: en.list.title })).toBeVisible();
      await page.getByRole('navigation').getByRole('link', { name: 'Progress' }).click();
      await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();
    } finally {
      gateway.kill('SIGTERM');
    }
  });
});

/** Another gateway in front of the same services: only its environment differs. */
async function startGateway(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(REPO, 'services', 'gateway', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      GATEWAY_PORT: String(port),
      IDENTITY_URL: `http://127.0.0.1:${PORT_BASE + 1}`,
      LEARNING_URL: `http://127.0.0.1:${PORT_BASE + 2}`,
      FRONTEND_ROOT: REPO,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the second gateway on ${port} did not start: ${output.slice(-2000)}`);
}
