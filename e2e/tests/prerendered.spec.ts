import { type Browser, expect, type Page, test } from '@playwright/test';
import { MOOD_THEMES, type Language } from '@grammarpath/contracts';
import { hydrated, pageErrors } from '../support/hydrated';
import { newLearner, registerByApi } from '../support/learner';
import { en } from '../../shell/src/i18n/common/en';
import { ja } from '../../shell/src/i18n/common/ja';
import { vi } from '../../shell/src/i18n/common/vi';
import { zh } from '../../shell/src/i18n/common/zh';

// The visitor's pages arrive as HTML (DESIGN.md §8): rendered at build time in the visitor's language and
// theme, shown before any script runs, then hydrated by the client without a change.
const COMMON = { en, ja, vi, zh } as const;
const LANGUAGES = Object.keys(COMMON) as Language[];
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 720 },
] as const;

interface ServerRenderOptions {
  baseURL: string;
  viewport?: { width: number; height: number };
  theme?: string;
}

/** A page without JavaScript: only what the server sent. */
async function withoutScripts<T>(
  browser: Browser,
  options: ServerRenderOptions,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: options.viewport,
    baseURL: options.baseURL,
  });
  if (options.theme)
    await context.addCookies([{ name: 'mood-theme', value: options.theme, url: options.baseURL }]);
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The state the page's document was rendered with (its JSON); empty while the page is loading again. */
const renderedState = (page: Page) =>
  page.evaluate(() => document.getElementById('gp-prerendered')?.textContent ?? '').catch(() => '');

/**
 * Where the first screen's landmarks are, to compare before and after hydration. Inputs of forms only: the home
 * page's sample question comes with its data, whenever that arrives after hydration.
 */
function firstScreenLayout(page: Page) {
  return page.evaluate(() =>
    ['header', 'h1', '[role="tablist"]', 'main button', 'main form input'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box
        ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)]
        : [selector];
    }),
  );
}

test.describe('prerendered visitor pages', () => {
  test('arrive as HTML: headings and forms are there with JavaScript off, in the language asked for', async ({
    browser,
    baseURL,
  }) => {
    await withoutScripts(browser, { baseURL: baseURL! }, async (page) => {
      await page.goto('/');
      await expect(page.locator('h1')).toHaveText('Welcome to GrammarPath');
      await expect(page).toHaveTitle('Home · GrammarPath');
      // Readable, and its links followed, without any script.
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.locator('#root')).toHaveAttribute('data-dehydrated');

      await page.goto('/auth?lng=ja');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.locator('[role="tab"]', { hasText: ja.auth.loginTab })).toBeVisible();
      await expect(page.locator('main button[type="submit"]')).toHaveText(ja.auth.loginSubmit);

      const missing = await page.goto('/no-such-page?lng=vi');
      expect(missing?.status()).toBe(404);
      await expect(page.getByText(vi.notFound.title)).toBeVisible();
    });
  });

  test('take the language from the language cookie, then Accept-Language', async ({ request }) => {
    const byCookie = await request.get('/', { headers: { Cookie: 'lng=zh', 'Accept-Language': 'ja' } });
    expect(byCookie.headers()['vary']).toMatch(/Cookie/);
    expect(await byCookie.text()).toContain(zh.home.welcomeTitle);
    const byHeader = await request.get('/auth', {
      headers: { 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.5' },
    });
    expect(await byHeader.text()).toContain(`<html lang="vi"`);
    const stale = await request.get('/auth', {
      headers: { Cookie: 'gp.sid=expired', 'Accept-Language': 'ja' },
    });
    expect(await stale.text()).toContain('"language":"ja"');
    const learner = await request.get('/learning-paths', { headers: { Cookie: 'gp.sid=anything' } });
    expect(await learner.text()).not.toContain('gp-prerendered');
  });

  test('send a learner from /auth home on the server', async ({ page }) => {
    await registerByApi(page.request, newLearner('prerender'));
    const auth = await page.request.get('/auth', { maxRedirects: 0 });
    expect(auth.status()).toBe(302);
    expect(auth.headers()['location']).toBe('/');
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  for (const language of LANGUAGES) {
    test(`hydrate without an error or a change in ${language}`, async ({ page }) => {
      const errors = pageErrors(page);
      await page.goto(`/auth?lng=${language}`);
      const heading = page.getByRole('heading', { level: 1, name: COMMON[language].auth.title });
      await expect(heading).toBeVisible();
      await heading.evaluate((element) => element.setAttribute('data-server-node', ''));
      await hydrated(page);
      // Hydrated: the form answers, and the server's node is still the one shown.
      await page.getByRole('tab', { name: COMMON[language].auth.registerTab }).click();
      await expect(page.getByRole('button', { name: COMMON[language].auth.registerSubmit })).toBeVisible();
      await expect(page.locator('h1[data-server-node]')).toHaveCount(1);

      await page.goto(`/?lng=${language}`);
      await expect(
        page.getByRole('heading', { level: 1, name: COMMON[language].home.welcomeTitle }),
      ).toBeVisible();
      await hydrated(page);
      await page.getByRole('button', { name: COMMON[language].home.cta }).click();
      await expect(page).toHaveURL(/\/auth$/);
      expect(errors).toEqual([]);
    });
  }

  test('hydrate when the visitor first reaches for the page, keeping what was typed and tapped meanwhile', async ({
    page,
    request,
  }) => {
    const learner = newLearner('early');
    await registerByApi(request, learner);
    // The islands' code is held back until the form has been filled in and submitted.
    let releaseCode = () => {};
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    const codeAsked: string[] = [];
    await page.route(/\/visitor-[^/]+\.js$/, async (route) => {
      codeAsked.push(route.request().url());
      await codeReleased;
      await route.continue();
    });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: en.auth.title })).toBeVisible();
    // Read only: no island code is fetched.
    await page.waitForTimeout(500);
    expect(codeAsked).toEqual([]);

    await page.getByLabel(en.auth.username).fill(learner.username);
    expect(codeAsked.length, 'focusing a field fetches the islands').toBeGreaterThan(0);
    await page.getByLabel(en.auth.password).fill(learner.password);
    await page.locator('main button[type="submit"]').click();
    // Not submitted natively (which would put the password in the address).
    await expect(page).toHaveURL(/\/auth$/);
    releaseCode();
    // Logged in: a learner new to the product is asked to find their level first.
    await expect(page).toHaveURL(/\/placement$/);
    await expect(page.locator('#gp-prerendered')).toHaveCount(0);
  });

  for (const viewport of VIEWPORTS) {
    test(`look the same before and after hydration (${viewport.name})`, async ({
      browser,
      page,
      baseURL,
    }) => {
      // A first visit ever: the page's own first screen, no Grammar Guide pushing it down.
      await page.setViewportSize(viewport);
      for (const path of ['/auth', '/']) {
        const options = { viewport, baseURL: baseURL! };
        const before = await withoutScripts(browser, options, async (server) => {
          await server.goto(path);
          return firstScreenLayout(server);
        });
        await page.goto(path);
        await hydrated(page);
        expect(await firstScreenLayout(page)).toEqual(before);
      }
    });
  }

  test("leave the first screen to the page: the Grammar Guide opens on the learner's first page", async ({
    page,
  }) => {
    await page.goto('/auth');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Show the Grammar Guide' })).toBeVisible();
    await expect(page.getByTestId('grammar-tip')).toHaveCount(0);
    await registerByApi(page.request, newLearner('guide'));
    await page.goto('/');
    await expect(page.getByTestId('grammar-tip')).toBeVisible();
  });

  test('come in the theme named by the theme cookie, as the client draws it', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.slow(); // ten page loads, five of them in browsers of their own
    const layoutBackground = (on: Page) =>
      on
        .locator('.ant-layout')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundImage);
    const served = new Map<string, string>();
    for (const theme of MOOD_THEMES) {
      served.set(
        theme,
        await withoutScripts(browser, { theme, baseURL: baseURL! }, async (server) => {
          await server.goto('/auth');
          return layoutBackground(server);
        }),
      );
    }
    expect(new Set(served.values()).size).toBe(MOOD_THEMES.length);
    for (const theme of MOOD_THEMES) {
      await page.context().addCookies([{ name: 'mood-theme', value: theme, url: baseURL! }]);
      // The saved choice too, before the page loads: a page whose saved theme differs loads itself again in it.
      await page.goto('/favicon.svg');
      await page.evaluate((chosen) => localStorage.setItem('mood-theme', chosen), theme);
      await page.goto('/auth');
      await hydrated(page);
      expect(await layoutBackground(page), theme).toBe(served.get(theme));
    }
  });

  test('load themselves again in a theme or a language chosen in the header', async ({ page }) => {
    await page.goto('/auth');
    await hydrated(page);
    await page.getByRole('button', { name: en.theme.picker }).click();
    await page.getByRole('menuitem', { name: /Energetic/ }).click();
    await expect.poll(() => renderedState(page)).toContain('"theme":"energetic"');
    await hydrated(page);
    await expect(page.getByRole('button', { name: en.theme.picker })).toHaveAttribute(
      'title',
      'Theme: Energetic',
    );
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/auth\?lng=ja$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('tab', { name: ja.auth.loginTab })).toBeVisible();
  });

  test('a theme chosen on the page is saved in the cookie the server renders from', async ({
    page,
    context,
  }) => {
    await page.goto('/favicon.svg');
    await page.evaluate(() => localStorage.setItem('mood-theme', 'serene'));
    // Rendered in the default theme (no cookie yet), the page loads itself again in the saved one.
    await page.goto('/auth', { waitUntil: 'commit' });
    await expect.poll(() => renderedState(page)).toContain('"theme":"serene"');
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'mood-theme')?.value)
      .toBe('serene');
    const html = await (await page.request.get('/auth')).text();
    expect(html).toContain('"theme":"serene"');
  });
});
