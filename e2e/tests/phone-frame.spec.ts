import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { newLearner, registerByApi } from '../support/learner';
import { giveLearnerHistory, QUIZ_SETTINGS, waitForPageReady } from '../support/learner-routes';
import { coveredControls } from '../support/covered-controls';
import { hydrated } from '../support/hydrated';
import { closeGrammarGuide } from '../support/widgets';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 720 },
] as const;

/** The first screen as a file in the test's output folder, attached to the report. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** A screenshot for the report, no horizontal scrolling, and no control covered by anything. */
async function checkFrame(page: Page, testInfo: TestInfo, where: string): Promise<void> {
  await waitForPageReady(page);
  await screenshot(page, testInfo, where);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  expect.soft(await coveredControls(page), `controls covered on ${where}`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`the frame at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.describe.configure({ timeout: 240_000 });

    test(`logged out: every route, nothing covered, no sideways scroll (${viewport.name})`, async ({
      page,
    }, testInfo) => {
      // A first visit ever: the Grammar Guide opens, in the page's flow (not on a visitor's welcome and forms).
      await page.goto('/about');
      await expect(page.getByTestId('grammar-tip')).toBeVisible();
      await checkFrame(page, testInfo, `${viewport.name} /about (logged out, Grammar Guide open)`);
      for (const path of ['/', '/auth', '/settings', '/no/such/page']) {
        await page.goto(path);
        await checkFrame(page, testInfo, `${viewport.name} ${path} (logged out)`);
      }
      const header = page.getByRole('banner');
      const { height } = (await header.boundingBox()) ?? { height: 0 };
      if (viewport.name === 'phone') {
        // One row: the brand, Log In and the menu button.
        expect(height).toBeLessThanOrEqual(64);
        await expect(header.getByRole('button', { name: 'Log In' })).toBeVisible();
        await header.getByRole('button', { name: 'Open the main menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Main menu' });
        await expect(menu.getByRole('button', { name: 'Translate this page' })).toBeVisible();
        await expect(menu.getByRole('button', { name: /Language/ })).toBeVisible();
        await screenshot(page, testInfo, `${viewport.name} menu (logged out)`);
        expect
          .soft(await coveredControls(page, '.ant-drawer-body'), 'controls covered in the menu')
          .toEqual([]);
      } else {
        expect(height).toBeLessThanOrEqual(72);
        await expect(header.getByRole('button', { name: 'Translate this page' })).toBeVisible();
      }
    });

    test(`logged in: every route, nothing covered, no sideways scroll (${viewport.name})`, async ({
      page,
    }, testInfo) => {
      await closeGrammarGuide(page);
      const learner = newLearner(`frame_${viewport.name}`);
      await registerByApi(page.request, learner);
      const { pathId, stageIds } = await giveLearnerHistory(page.request);
      const routes = [
        '/',
        `/quiz?settings=${QUIZ_SETTINGS}`,
        '/learning-paths',
        `/learning-path/${pathId}`,
        `/learning-paths/${pathId}`,
        `/learning-paths/${pathId}/stages/${stageIds[1]}`,
        '/progress',
        '/achievements',
        '/profile',
        '/settings',
        '/about',
        '/placement',
      ];
      for (const path of routes) {
        await page.goto(path);
        await checkFrame(page, testInfo, `${viewport.name} ${path.split('?')[0]} (logged in)`);
      }
      const header = page.getByRole('banner');
      if (viewport.name === 'phone') {
        expect(((await header.boundingBox()) ?? { height: 0 }).height).toBeLessThanOrEqual(64);
        await header.getByRole('button', { name: 'Open the main menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Main menu' });
        await expect(menu.getByText(learner.displayName)).toBeVisible();
        // Slid in whole: checked while it still moves, its controls would be half off the screen.
        await expect(menu).toBeInViewport({ ratio: 1 });
        await screenshot(page, testInfo, `${viewport.name} menu (logged in)`);
        expect
          .soft(await coveredControls(page, '.ant-drawer-body'), 'controls covered in the menu')
          .toEqual([]);
        await menu.getByRole('navigation').getByRole('link', { name: 'Progress' }).click();
        await expect(page).toHaveURL(/\/progress$/);
        await expect(menu).toBeHidden();
      } else {
        await expect(header.getByRole('link', { name: 'Learning Paths' })).toBeVisible();
        await expect(header.getByRole('button', { name: /Account menu/ })).toBeVisible();
      }
    });
  });
}

test.describe('the frame', () => {
  test('the Grammar Guide opens expanded once, then is remembered collapsed across reloads', async ({
    page,
  }) => {
    await page.goto('/settings');
    const guide = page.getByTestId('grammar-guide');
    await expect(guide.getByTestId('grammar-tip')).toContainText('15 minutes');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show the Grammar Guide' })).toBeVisible();
    await expect(guide).toHaveCount(0);
    await page.goto('/');
    // A visitor's page: its floating widgets come once the visitor reaches for it.
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Show the Grammar Guide' })).toBeVisible();
    await expect(guide).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('grammar-guide-seen'))).toBe('true');
  });

  test("each page has its own title, in the learner's language", async ({ page }) => {
    await closeGrammarGuide(page);
    const titles: [string, string][] = [
      ['/', 'Home · GrammarPath'],
      ['/auth', 'Log in · GrammarPath'],
      ['/settings', 'Settings · GrammarPath'],
      ['/about', 'About · GrammarPath'],
      ['/no/such/page', 'Page not found · GrammarPath'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    await registerByApi(page.request, newLearner('titles'));
    for (const [path, title] of [
      ['/learning-paths', 'Learning paths · GrammarPath'],
      ['/progress', 'Progress · GrammarPath'],
      [`/quiz?settings=${QUIZ_SETTINGS}`, 'Quiz · GrammarPath'],
    ]) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    // Following a link changes it too, and so does the language.
    await page.getByRole('banner').getByRole('link', { name: 'Learning Paths' }).click();
    await expect(page).toHaveTitle('Learning paths · GrammarPath');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect(page).toHaveTitle('学習パス · GrammarPath');
    await page.goto('/progress');
    await expect(page).toHaveTitle('進み具合 · GrammarPath');
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('ページが見つかりません · GrammarPath');
  });

  test('the header shows no "Log In" while the session request is pending', async ({ page }) => {
    await closeGrammarGuide(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user', async (route) => {
      await released;
      await route.continue();
    });
    // A page rendered in the browser (the visitor's prerendered pages know there is no session).
    await page.goto('/about', { waitUntil: 'commit' });
    const header = page.getByRole('banner');
    // The page renders after a short wait for the session, with a placeholder where the user menu goes.
    await expect(header.getByTestId('session-pending')).toBeVisible({ timeout: 15_000 });
    await expect(header.getByRole('button', { name: 'Log In' })).toHaveCount(0);
    const placeholder = await header.getByTestId('session-pending').boundingBox();
    release();
    const login = header.getByRole('button', { name: 'Log In' });
    await expect(login).toBeVisible();
    await expect(header.getByTestId('session-pending')).toHaveCount(0);
    const button = await login.boundingBox();
    expect(Math.abs((button?.height ?? 0) - (placeholder?.height ?? 0))).toBeLessThanOrEqual(1);
  });

  test('Log out reads "Logging out..." until the logout has finished', async ({ page }) => {
    await closeGrammarGuide(page);
    await registerByApi(page.request, newLearner('logout'));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/logout', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const pending = page.getByRole('menuitem', { name: 'Logging out...' });
    await expect(pending).toBeVisible();
    await page.waitForTimeout(500);
    await expect(pending).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('on a phone, the menu\'s Log out reads "Logging out..." until the logout has finished', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await closeGrammarGuide(page);
    await registerByApi(page.request, newLearner('logout_phone'));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/logout', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Open the main menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(menu.getByRole('button', { name: 'Logging out...' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the favicon is served, as an image the page links and the CSP allows', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await closeGrammarGuide(page);
    await page.goto('/');
    const hrefs = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of [...hrefs, '/favicon.ico']) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/^image\//);
    }
    expect(violations).toEqual([]);
  });

  test("the footer's About link leads to the About page", async ({ page }) => {
    await closeGrammarGuide(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About GrammarPath' })).toBeVisible();
  });
});
