import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newLearner } from '../support/learner';
import { closeGrammarGuide } from '../support/widgets';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Known open issues outside the widgets, tracked separately: the mood themes' colours (antd's secondary
 * text, the primary buttons and footer links fall below 4.5:1) and the header's icon buttons whose names
 * do not contain their visible text, the show-password icon's size and the /settings slider handle's name. Every other rule and element is checked.
 */
const KNOWN_ISSUES: Record<string, (target: string) => boolean> = {
  'color-contrast': () => true,
  'label-content-name-mismatch': (target) =>
    target.includes('[aria-label="Language"]') || target.includes('[aria-label="Account menu"]'),
  // The /settings voice-speed slider's handle has no name (its aria-label stays on the wrapper).
  'aria-input-field-name': (target) => target === '.ant-slider-handle',
  // The password fields' show/hide icon on /auth is smaller than 24 by 24 px.
  'target-size': (target) => target === '.ant-input-password-icon',
};

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes
        .map((node) => node.target.join(' '))
        .filter((target) => !KNOWN_ISSUES[violation.id]?.(target)),
    }))
    .filter(({ targets }) => targets.length > 0)
    .map(({ id, targets }) => `${id}: ${targets.join(', ')}`);
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

async function register(page: Page, preferHighContrast: boolean): Promise<void> {
  const learner = newLearner(preferHighContrast ? 'a11y_hc' : 'a11y');
  const res = await page.request.post('/api/register', {
    data: {
      username: learner.username,
      password: learner.password,
      email: learner.email,
      preferHighContrast,
    },
  });
  expect(res.status()).toBe(201);
}

test.describe('accessibility (axe, WCAG 2.2 AA) of the frame and its widgets', () => {
  test.describe.configure({ timeout: 120_000 });

  test('logged out: home with the Grammar Guide, /auth, /settings, 404 and the widget dialogs', async ({
    page,
  }) => {
    await page.route(/translate\.(google|googleapis)\.com/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByTestId('grammar-tip')).toBeVisible();
    await expectNoViolations(page, '/ (logged out, Grammar Guide open)');
    for (const path of ['/auth', '/settings', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expectNoViolations(page, path);
    }
    await page.getByRole('button', { name: 'Give Feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Share Your Feedback' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoViolations(page, 'the feedback dialog with its messages');
    await page.keyboard.press('Escape');
    await page.getByTestId('saved-audio-open').click();
    await expect(page.getByRole('dialog', { name: 'Saved Audio' })).toBeVisible();
    await expectNoViolations(page, 'the Saved Audio sheet');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Translate this page' }).click();
    await page.getByRole('button', { name: 'Load Google Translate' }).click();
    await expect(page.getByTestId('translate-unavailable')).toBeVisible();
    await expectNoViolations(page, 'the page-translate control (unreachable)');
  });

  for (const highContrast of [false, true]) {
    test(`logged in${highContrast ? ', high contrast' : ''}: home, settings and a saved clip`, async ({
      page,
    }) => {
      await closeGrammarGuide(page);
      await page.addInitScript(() =>
        localStorage.setItem(
          'saved_audios',
          JSON.stringify([
            {
              id: 'a1',
              text: 'She walks to school.',
              label: 'Present simple',
              date: '2026-11-01T10:00:00.000Z',
              category: 'general',
            },
          ]),
        ),
      );
      await register(page, highContrast);
      await page.goto('/');
      await expect(page.getByTestId('home-feedback')).toBeVisible();
      await expectNoViolations(page, '/ (logged in)');
      await page.goto('/settings');
      await expect(page.getByText('Sound effects', { exact: true })).toBeVisible();
      await expectNoViolations(page, '/settings (logged in)');
      await page.getByTestId('saved-audio-open').click();
      await expect(page.getByTestId('saved-clip')).toBeVisible();
      await expectNoViolations(page, 'the Saved Audio sheet with a clip');
    });
  }

  test("logged in: the remotes' routes and an unanswered quiz", async ({ page }) => {
    await closeGrammarGuide(page);
    await register(page, false);
    const settings = encodeURIComponent(
      JSON.stringify({ difficultyLevel: 'beginner', questionTypes: ['fill_blank'], questionCount: 10 }),
    );
    for (const [path, ready] of [
      ['/learning-paths', 'main'],
      ['/learning-journey', 'main'],
      ['/progress', 'main'],
      ['/achievements', 'main'],
      ['/profile', 'main'],
      [`/quiz?settings=${settings}`, '[data-testid="question-card"]'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, path);
    }
  });
});
