import { readFile } from 'node:fs/promises';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type Learner, newLearner, registerByApi } from '../support/learner';

const TOO_COMMON = 'This password is too common. Please choose a less predictable one.';

/** A second browser (another device) logged in as the learner. */
async function otherDevice(browser: Browser, learner: Learner): Promise<BrowserContext> {
  const context = await browser.newContext();
  const login = await context.request.post('/api/login', {
    data: { username: learner.username, password: learner.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

async function isLoggedIn(context: BrowserContext): Promise<boolean> {
  return (await context.request.get('/api/user')).status() === 200;
}

async function openAccountSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account and security' })).toBeVisible();
}

test.describe('account and sessions', () => {
  // Password hashes on a shared machine.
  test.slow();

  test('registering with a common password says why', async ({ page }) => {
    const learner = newLearner('common');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.locator('form').filter({ has: page.getByLabel('Confirm password') });
    await form.getByLabel('Username').fill(learner.username);
    await form.getByLabel('Password', { exact: true }).fill('Password1');
    await form.getByLabel('Confirm password').fill('Password1');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText(TOO_COMMON)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test("changing the password ends the other device's session", async ({ page, browser }) => {
    const learner = newLearner('changer');
    await registerByApi(page.request, learner);
    const other = await otherDevice(browser, learner);
    expect(await isLoggedIn(other)).toBe(true);

    await openAccountSettings(page);
    const form = page.locator('form').filter({ has: page.getByLabel('Current password') });
    await form.getByLabel('Current password').fill(learner.password);
    await form.getByLabel('New password', { exact: true }).fill('qwerty123');
    await form.getByLabel('Confirm new password').fill('qwerty123');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText(TOO_COMMON)).toBeVisible();

    const newPassword = `${learner.password}-renewed`;
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    expect(await isLoggedIn(other)).toBe(false);
    expect(await isLoggedIn(page.context())).toBe(true);
    await other.close();
  });

  test('lists the sessions and ends one of them', async ({ page, browser }) => {
    const learner = newLearner('sessions');
    await registerByApi(page.request, learner);
    const other = await otherDevice(browser, learner);

    await openAccountSettings(page);
    const rows = page.getByTestId('active-session');
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByText('This device')).toBeVisible();
    await expect(rows.first()).toContainText('Last used');
    const otherRow = rows.nth(1);
    await otherRow.getByRole('button', { name: 'End session' }).click();
    const dialog = page.getByRole('dialog', { name: 'End this session?' });
    await dialog.getByRole('button', { name: 'End session' }).click();
    await expect(page.getByText('Session ended')).toBeVisible();
    await expect(rows).toHaveCount(1);
    expect(await isLoggedIn(other)).toBe(false);
    expect(await isLoggedIn(page.context())).toBe(true);
    await other.close();
  });

  test('authenticated answers are not stored by caches; learning internal endpoints are not reachable', async ({
    page,
  }) => {
    const learner = newLearner('nostore');
    await registerByApi(page.request, learner);
    const user = await page.request.get('/api/user');
    expect(user.headers()['cache-control']).toBe('no-store');
    const me = (await user.json()) as { id: number };
    const internal = await page.request.get(`/internal/learners/${me.id}/export`);
    expect(await internal.text()).not.toContain('quiz_results');
    expect(internal.headers()['content-type'] ?? '').not.toMatch(/json/);
  });

  test('downloads everything stored about the learner as one JSON file', async ({ page }) => {
    const learner = newLearner('exporter');
    await registerByApi(page.request, learner);
    expect((await page.request.post('/api/learning-paths/1/start')).status()).toBeLessThan(300);

    await openAccountSettings(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^grammarpath-data-${learner.username}-.*\\.json$`),
    );
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.user).toMatchObject({ username: learner.username, email: learner.email });
    expect(JSON.stringify(data)).not.toMatch(/argon2|password/i);
    expect(data.learning.user_learning_path_progress).toHaveLength(1);
    expect(data.learning).toHaveProperty('quiz_results');
  });

  test('deleting the account asks for the password, logs out, and frees the username', async ({ page }) => {
    const learner = newLearner('leaver');
    await registerByApi(page.request, learner);
    expect((await page.request.post('/api/learning-paths/1/start')).status()).toBeLessThan(300);

    await openAccountSettings(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(dialog.getByText('Password is incorrect')).toBeVisible();
    await dialog.getByLabel('Password').fill(learner.password);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await isLoggedIn(page.context())).toBe(false);

    const login = await page.request.post('/api/login', {
      data: { username: learner.username, password: learner.password },
    });
    expect(login.status()).toBe(401);
    await registerByApi(page.request, { ...learner, password: `${learner.password}-again` });
    const progress = await page.request.get('/api/user/learning-path-progress');
    expect(await progress.json()).toEqual([]);
  });
});
