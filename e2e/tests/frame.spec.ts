import { expect, test } from '@playwright/test';
import { hydrated } from '../support/hydrated';
import { newLearner, registerByApi } from '../support/learner';

test('a protected route redirects to /auth when logged out', async ({ page }) => {
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
});

test('the logged-out home shows the welcome banner', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up or Log In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the chosen theme is kept across a reload', async ({ page }) => {
  const learner = newLearner();
  await registerByApi(page.request, learner);
  await page.goto('/');
  const picker = page.getByRole('button', { name: 'Choose a mood theme' });
  await expect(picker).toHaveAttribute('title', 'Theme: Calm');
  await picker.click();
  await page.getByRole('menuitem', { name: /Energetic/ }).click();
  await expect(picker).toHaveAttribute('title', 'Theme: Energetic');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mood-theme'))).toBe('energetic');
  await page.reload();
  await expect(picker).toHaveAttribute('title', 'Theme: Energetic');
  const user = await (await page.request.get('/api/user')).json();
  expect(user.theme).toBe('energetic');
});

test('Japanese chosen from the language menu shows a Japanese header', async ({ page }) => {
  const learner = newLearner();
  await registerByApi(page.request, learner);
  await page.goto('/');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Learning Paths' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: '学習パス' })).toBeVisible();
});

test('a header menu loads on first use and takes its button over when pressed, focus kept', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const language = page.getByRole('button', { name: /language/i });
  // Focusing the button loads the dropdown's code; pressing it opens the menu, the focus still on the button.
  await language.focus();
  expect(await page.evaluate(() => document.querySelector('.ant-dropdown-trigger'))).toBeNull();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: '日本語' })).toBeVisible();
  await expect(page.locator('.ant-dropdown-trigger').filter({ hasText: 'English' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: '日本語' })).toBeHidden();
  // A mouse press right after the pointer reached the button opens the menu too.
  await page.getByRole('button', { name: 'Choose a mood theme' }).click();
  await expect(page.getByRole('menuitem', { name: /Energetic/ })).toBeVisible();
});

test('?lng=vi is honoured', async ({ page }) => {
  await page.goto('/auth?lng=vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('tab', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Đăng nhập' })).toBeVisible();
});

test('a remote switched off leaves the frame and /auth working', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = await response.json();
    await route.fulfill({ response, json: { ...remotes, mfe_paths: 'http://127.0.0.1:9/mf-manifest.json' } });
  });
  const learner = newLearner();
  await registerByApi(page.request, learner);
  await page.goto('/learning-paths');
  await expect(page.getByText('This part of GrammarPath is unavailable right now.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Progress' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Progress' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByText('This part of GrammarPath is unavailable right now.')).toHaveCount(0);
  await page.request.post('/api/logout');
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
});
