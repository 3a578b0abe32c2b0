import type { ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEFAULT_QUIZ_SETTINGS, PREFERENCE_COOKIES, ROUTES, type Language } from '@grammarpath/contracts';
import { hydrated, pageErrors } from '../support/hydrated';
import { newLearner, registerByApi } from '../support/learner';
import { answerCurrent, keptQuizId, questionCard, renderedQuizOf } from '../support/quiz-play';
import { startSecondProcess, stopSecondProcess } from '../support/second-process';
import { en } from '../../mfe-paths/src/i18n/en';
import { ja } from '../../mfe-paths/src/i18n/ja';
import { vi } from '../../mfe-paths/src/i18n/vi';
import { zh } from '../../mfe-paths/src/i18n/zh';
import { en as progressEn } from '../../mfe-progress/src/i18n/en';

// A learner's pages arrive as HTML (DESIGN.md §8): the shell's renderer draws the frame and the remote's
// region from the remote's server container, the client hydrates it without a change, and without the
// renderer the product is still there, rendered by the browser.

const REPO = join(__dirname, '..', '..');
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
const OWN_STACK = !process.env.E2E_BASE_URL;
const PATHS = { en, ja, vi, zh } as const;
const LANGUAGES = Object.keys(PATHS) as Language[];
/** The quiz the home page's Start Quiz opens with the quiz setup's defaults. */
const QUIZ_HREF = ROUTES.quiz.href(DEFAULT_QUIZ_SETTINGS);

/** A signed-in learner's browser without JavaScript: only what the server sent. */
async function learnerWithoutScripts<T>(
  browser: Browser,
  baseURL: string,
  use: (page: Page) => Promise<T>,
  viewport?: { width: number; height: number },
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
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
    // they have loaded leaves their regions to the browser): a first learner's pages make sure they have.
    await learnerWithoutScripts(browser, baseURL!, async (page) => {
      await expect
        .poll(async () => (await serverDocument(page, '/learning-paths')).includes(en.list.subtitle), {
          timeout: 20_000,
        })
        .toBe(true);
      await expect
        .poll(async () => renderedQuizOf(await serverDocument(page, QUIZ_HREF)) !== undefined, {
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

  test("is painted without the app's code: the app and antd's stylesheet are asked for once the document is parsed, and the page is painted before it hydrates", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.addInitScript(() => {
      // When #root stops being inert: the app has hydrated the server's page.
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver((_, observer) => {
          if (root.hasAttribute('inert')) return;
          observer.disconnect();
          performance.mark('gp-test-hydrated');
        }).observe(root, { attributes: true, attributeFilter: ['inert'] });
      });
    });
    await registerByApi(page.request, newLearner('painted'));
    await page.goto('/learning-paths');
    await hydrated(page);
    const timings = await page.evaluate(() => {
      const fetched = (pattern: RegExp) =>
        performance.getEntriesByType('resource').find((entry) => pattern.test(new URL(entry.name).pathname))
          ?.startTime;
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        rendered: document.getElementById('gp-rendered') !== null,
        parsed: navigation.domInteractive,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        hydrated: performance.getEntriesByName('gp-test-hydrated')[0]?.startTime,
        app: fetched(/^\/main\.[0-9a-f]+\.js$/),
        antd: fetched(/^\/antd\.[0-9a-f]+\.css$/),
      };
    });
    expect(timings.rendered, 'the page was rendered by the server').toBe(true);
    // Neither is fetched while the document is parsed (they held up its first paint when they were).
    expect(timings.app).toBeGreaterThanOrEqual(timings.parsed);
    expect(timings.antd).toBeGreaterThanOrEqual(timings.parsed);
    expect(timings.paint).toBeGreaterThan(0);
    expect(timings.hydrated).toBeGreaterThan(timings.paint!);
    // Hydrated with antd's stylesheet applied: its rules reach the page.
    await expect(page.locator('#gp-antd-stylesheet')).toHaveAttribute('media', 'all');
    await page.getByRole('tab', { name: en.tabs.completed, exact: true }).click();
    await expect(page.getByText(en.list.empty)).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const language of LANGUAGES) {
    test(`hydrate without an error or a change in ${language}`, async ({ page }) => {
      const errors = pageErrors(page);
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

  test('/quiz?settings=… arrives with its first question: the quiz is started on the server', async ({
    browser,
    baseURL,
  }) => {
    await learnerWithoutScripts(browser, baseURL!, async (page) => {
      const response = await page.goto(QUIZ_HREF);
      const quiz = renderedQuizOf((await response?.text()) ?? '');
      expect(quiz, 'the quiz run in the page state').toBeDefined();
      const [first] = quiz!.questions;
      await expect(questionCard(page)).toHaveAttribute('data-question-id', String(first.id));
      await expect(
        questionCard(page).getByRole('heading', {
          level: 2,
          name: first.instruction.replace(/<\/?en>/g, ''),
        }),
      ).toBeVisible();
      await expect(page.getByText(`Question 1 of ${quiz!.questions.length}`)).toBeVisible();
    });
  });

  test("/quiz?settings=… on a phone: the server's markup already has the phone's answer bar", async ({
    browser,
    baseURL,
  }) => {
    await learnerWithoutScripts(
      browser,
      baseURL!,
      async (page) => {
        await page.goto(QUIZ_HREF);
        const bar = page.getByTestId('answer-bar');
        await expect(bar).toBeVisible();
        // One Submit Answer shows, the bar's: the card's own is for wider screens.
        await expect(page.getByRole('button', { name: 'Submit Answer' })).toHaveCount(1);
        await expect(bar.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Next Question' })).toHaveCount(0);
      },
      { width: 375, height: 812 },
    );
  });

  test('/quiz?settings=… hydrates without an error, starts no quiz in the browser, and answers', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const started: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/questions')
        started.push(request.url());
    });
    await registerByApi(page.request, newLearner('quizrendered'));
    const response = await page.goto(QUIZ_HREF);
    const quiz = renderedQuizOf((await response?.text()) ?? '');
    expect(quiz, 'the quiz run in the page state').toBeDefined();
    const card = questionCard(page);
    await expect(card).toHaveAttribute('data-question-id', String(quiz!.questions[0].id));
    await card.evaluate((element) => element.setAttribute('data-server-node', ''));
    await hydrated(page);
    // The quiz's region has hydrated once the page keeps the server's quiz for a reload (an effect).
    await expect.poll(() => keptQuizId(page, QUIZ_HREF)).toBe(quiz!.quizId);
    await expect(page.locator('[data-testid="question-card"][data-server-node]')).toHaveCount(1);

    const answered = await answerCurrent(page);
    expect(answered.id).toBe(quiz!.questions[0].id);
    await expect(page.getByText(`Question 1 of ${quiz!.questions.length}`)).toBeVisible();
    expect(started).toEqual([]);
    expect(errors).toEqual([]);
  });

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

// A learner's first visit ever opens the Grammar Guide at the top of the page: the server draws it open, with its
// first tip, unless the browser's cookie says it was seen; the client hydrates it as it came.
test.describe("the Grammar Guide on a learner's first page", () => {
  const FIRST_TIP = 'Practise for 15 minutes every day';
  const GUIDE_MARKUP = 'data-testid="grammar-guide"';

  test('comes open in the HTML of /, with the daily-practice tip; once seen, the HTML has it collapsed', async ({
    browser,
    baseURL,
  }) => {
    await learnerWithoutScripts(browser, baseURL!, async (page) => {
      const guide = page.getByTestId('grammar-guide');
      // The tips are part of the page's data, fetched within the renderer's budget (a slow start may miss it).
      await expect(async () => {
        await page.goto('/');
        await expect(guide.getByTestId('grammar-tip')).toContainText(FIRST_TIP, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('region', { name: 'Grammar Guide' })).toBeVisible();
      await expect(guide.getByRole('button', { name: 'Show me another tip' })).toBeVisible();
      // The page's own first widget is there as well, below it.
      await expect(page.locator('[data-first-widget]')).not.toBeEmpty();
      expect(await serverDocument(page, '/')).toContain('"guideOpen":true');

      await page.context().addCookies([{ name: PREFERENCE_COOKIES.guideSeen, value: 'true', url: baseURL! }]);
      const seen = await serverDocument(page, '/');
      expect(seen).toContain('id="gp-rendered"');
      expect(seen).not.toContain(GUIDE_MARKUP);
      expect(seen).toContain('"guideOpen":false');
      await page.goto('/');
      await expect(guide).toHaveCount(0);
    });
  });

  test('is hydrated as it came, without an error, answers, and is then remembered as seen', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await registerByApi(page.request, newLearner('guidehydrate'));
    const response = await page.goto('/');
    // The card the browser shows is the one the server sent.
    expect(await response?.text()).toContain('data-testid="grammar-tip"');
    const guide = page.getByTestId('grammar-guide');
    const tip = guide.getByTestId('grammar-tip');
    await expect(tip).toContainText(FIRST_TIP);
    await guide.evaluate((element) => element.setAttribute('data-server-node', ''));
    await hydrated(page);
    await guide.getByRole('button', { name: 'Show me another tip' }).click();
    await expect(tip).not.toContainText(FIRST_TIP);
    await expect(page.locator('[data-testid="grammar-guide"][data-server-node]')).toHaveCount(1);
    // Shown once: the browser's cookie tells the server, whose next page has it collapsed.
    expect(await serverDocument(page, '/')).not.toContain(GUIDE_MARKUP);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Show the Grammar Guide' })).toBeVisible();
    await expect(guide).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('seen before the cookie existed (localStorage only): collapsed once hydrated, and from then on in the HTML', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await registerByApi(page.request, newLearner('guideold'));
    await page.addInitScript(() => localStorage.setItem('grammar-guide-seen', 'true'));
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Show the Grammar Guide' })).toBeVisible();
    await expect(page.getByTestId('grammar-guide')).toHaveCount(0);
    expect(await serverDocument(page, '/')).not.toContain(GUIDE_MARKUP);
    expect(errors).toEqual([]);
  });
});

// A remote's server container is found at run time from /remotes.json, like its browser build: a learner's page
// survives it missing, and a remote repointed to another build is rendered from that build without a restart.
// Each test runs a gateway and a renderer of its own over a front-end root that links the repository's builds
// and adds two variants of mfe-paths: its browser build alone (/mfe/paths/no-server/) and a build whose server
// container says a visible, harmless thing differently (/mfe/paths/next/).
test.describe("a learner's page and the remotes' server containers", () => {
  test.skip(
    !OWN_STACK,
    'starts a gateway and a renderer in front of the services of the stack this run started',
  );
  test.setTimeout(90_000);

  const NEXT_SUBTITLE = `${en.list.subtitle} (next build)`;
  let root: string;
  const started: ChildProcess[] = [];
  const start = async (...args: Parameters<typeof startSecondProcess>) => {
    const child = await startSecondProcess(...args);
    started.push(child);
    return child;
  };

  test.beforeAll(() => {
    root = frontendRootWithPathsVariants(NEXT_SUBTITLE);
  });
  test.afterEach(async () => {
    await Promise.all(started.splice(0).map(stopSecondProcess));
  });
  test.afterAll(() => rmSync(root, { recursive: true, force: true }));

  test("a remote's server container missing: its region renders in the browser, the rest on the server", async ({
    page,
  }) => {
    const [gatewayPort, rendererPort] = [PORT_BASE + 14, PORT_BASE + 15];
    const origin = `http://127.0.0.1:${gatewayPort}`;
    await start('gateway', gatewayPort, {
      FRONTEND_ROOT: root,
      RENDERER_URL: `http://127.0.0.1:${rendererPort}`,
      REMOTE_MFE_PATHS_URL: '/mfe/paths/no-server/mf-manifest.json',
    });
    await start('renderer', rendererPort, { FRONTEND_URL: origin });
    await registerByApi(page.request, newLearner('noserver'));
    // The other remotes' containers load: their pages arrive whole.
    await expect
      .poll(
        async () =>
          (await serverDocument(page, `${origin}/progress`)).includes(`>${progressEn.progress.title}</h2>`),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);

    const document = await serverDocument(page, `${origin}/learning-paths`);
    // The frame and the page's state come from the server…
    expect(document).toContain('<script type="application/json" id="gp-rendered">');
    expect(document).toContain('href="/progress"');
    // …the region whose container is missing does not: React marks its boundary as left to the client.
    expect(document).not.toContain(en.list.subtitle);
    expect(document).toContain('<!--$!-->');

    const errors = pageErrors(page);
    await page.goto(`${origin}/learning-paths`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: en.list.title })).toBeVisible();
    await expect(page.getByText(en.list.subtitle)).toBeVisible();
    await page.getByRole('tab', { name: en.tabs.completed, exact: true }).click();
    await expect(page.getByText(en.list.empty)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a remote repointed in /remotes.json to a new build is rendered from it by the running renderer', async ({
    page,
  }) => {
    const [gatewayPort, rendererPort] = [PORT_BASE + 16, PORT_BASE + 17];
    const origin = `http://127.0.0.1:${gatewayPort}`;
    const gatewayEnv = (pathsManifest: string) => ({
      FRONTEND_ROOT: root,
      RENDERER_URL: `http://127.0.0.1:${rendererPort}`,
      REMOTE_MFE_PATHS_URL: pathsManifest,
    });
    // The gateway writes /remotes.json from its environment: repointing a remote is restarting it with another.
    const gateway = await start('gateway', gatewayPort, gatewayEnv('/mfe/paths/mf-manifest.json'));
    const renderer = await start('renderer', rendererPort, { FRONTEND_URL: origin });
    await registerByApi(page.request, newLearner('repointed'));
    const subtitleOf = async () => {
      const document = await serverDocument(page, `${origin}/learning-paths`);
      return [NEXT_SUBTITLE, en.list.subtitle].find((text) => document.includes(text)) ?? null;
    };
    await expect.poll(subtitleOf, { timeout: 20_000 }).toBe(en.list.subtitle);

    await stopSecondProcess(gateway);
    started.splice(started.indexOf(gateway), 1);
    await start('gateway', gatewayPort, gatewayEnv('/mfe/paths/next/mf-manifest.json'));
    expect(JSON.parse(await (await page.request.get(`${origin}/remotes.json`)).text()).mfe_paths).toBe(
      '/mfe/paths/next/mf-manifest.json',
    );
    // The renderer reads /remotes.json again within seconds and loads the new build: no restart, no rebuild.
    await expect.poll(subtitleOf, { timeout: 15_000 }).toBe(NEXT_SUBTITLE);
    expect(renderer.exitCode).toBeNull();
    expect(renderer.signalCode).toBeNull();
  });
});

/**
 * A front-end root whose builds are the repository's (linked), with two more builds of mfe-paths beside its
 * own: `no-server/` (the browser build alone) and `next/` (its server container's subtitle is `nextSubtitle`).
 */
function frontendRootWithPathsVariants(nextSubtitle: string): string {
  const root = mkdtempSync(join(tmpdir(), 'gp-frontends-'));
  for (const app of ['shell', 'mfe-quiz', 'mfe-progress']) {
    mkdirSync(join(root, app));
    symlinkSync(join(REPO, app, 'dist'), join(root, app, 'dist'));
  }
  const built = join(REPO, 'mfe-paths', 'dist');
  const paths = join(root, 'mfe-paths', 'dist');
  const linkAll = (from: string, to: string, except: string[] = []) => {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from))
      if (!except.includes(name)) symlinkSync(join(from, name), join(to, name));
  };
  linkAll(built, paths);
  linkAll(built, join(paths, 'no-server'), ['server']);
  linkAll(built, join(paths, 'next'), ['server']);
  const server = join(built, 'server');
  mkdirSync(join(paths, 'next', 'server'));
  let changed = 0;
  for (const name of readdirSync(server)) {
    const file = join(server, name);
    const text = name.endsWith('.js') ? readFileSync(file, 'utf8') : '';
    if (text.includes(en.list.subtitle)) {
      writeFileSync(join(paths, 'next', 'server', name), text.replaceAll(en.list.subtitle, nextSubtitle));
      changed += 1;
    } else symlinkSync(file, join(paths, 'next', 'server', name));
  }
  if (changed === 0) throw new Error(`no chunk of ${server} holds the paths list's subtitle`);
  return root;
}

/** Another gateway in front of the same services: only its environment differs. */
function startGateway(port: number, env: Record<string, string>): Promise<ChildProcess> {
  return startSecondProcess('gateway', port, env);
}
