import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { optionsOf, type QuizResponse } from '@grammarpath/contracts';
import { shippedAnswerOf } from '../support/shipped-answers';
import { newLearner } from '../support/learner';
import {
  forEachTab,
  giveLearnerHistory,
  QUIZ_SETTINGS,
  remoteRoutes,
  waitForPageReady,
} from '../support/learner-routes';
import { openQuiz, questionCard } from '../support/quiz-play';
import { scrollThroughPage } from '../support/scroll-through';
import { closeGrammarGuide } from '../support/widgets';
import { hydrated } from '../support/hydrated';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the whole page; every violation is reported (softly, so one run lists them all). */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  // Colours are judged at rest: a button still fading from one state to the next (antd transitions them)
  // would be read half-way. Endless animations (spinners, skeletons) are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.map((violation) => {
    const targets = violation.nodes.map((node) => {
      const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
      const colours = data?.fgColor ? ` [${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}]` : '';
      return `${node.target.join(' ')}${colours}`;
    });
    return `${violation.id}: ${targets.join(', ')}`;
  });
  expect.soft(summary, `axe violations on ${where}`).toEqual([]);
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

const themeName = (highContrast: boolean) => (highContrast ? 'high contrast' : 'default theme');

/** The frame's widget dialogs, each open in turn: feedback with its messages, Saved Audio, translate, Grammar Guide. */
async function checkWidgetDialogs(page: Page, where: string): Promise<void> {
  await page.getByRole('button', { name: 'Give Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Share Your Feedback' });
  await expect(feedback).toBeVisible();
  await feedback.getByLabel('Name').fill('');
  await feedback.getByLabel('Email').fill('not-an-email');
  await feedback.getByLabel('Message').fill('Hi');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback.getByText('Please enter a valid email')).toBeVisible();
  await expect(feedback.getByText('Message must be at least 5 characters')).toBeVisible();
  await expectNoViolations(page, `the feedback dialog with its messages (${where})`);
  await page.keyboard.press('Escape');
  await expect(feedback).toBeHidden();

  await page.getByTestId('saved-audio-open').click();
  await expect(page.getByRole('dialog', { name: 'Saved Audio' })).toBeVisible();
  await expectNoViolations(page, `the Saved Audio sheet (${where})`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Saved Audio' })).toBeHidden();

  await page.getByRole('button', { name: 'Translate this page' }).click();
  await page.getByRole('button', { name: 'Load Google Translate' }).click();
  await expect(page.getByTestId('translate-unavailable')).toBeVisible();
  await expectNoViolations(page, `the page-translate control, unreachable (${where})`);
}

test.describe('accessibility (axe, WCAG 2.2 AA) on every route, state and dialog', () => {
  test.describe.configure({ timeout: 360_000 });

  test.beforeEach(async ({ page }) => {
    // Google Translate is never reached from tests: its unreachable message is what gets checked.
    await page.route(/translate\.(google|googleapis)\.com/, (route) => route.abort('internetdisconnected'));
  });

  test('logged out: home, /about with the Grammar Guide, /auth, /settings, 404 and the widget dialogs', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByTestId('grammar-tip')).toBeVisible();
    await expectNoViolations(page, '/about (logged out, Grammar Guide open)');
    for (const path of ['/', '/auth', '/settings', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expectNoViolations(page, path);
    }
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.locator('form').filter({ has: page.getByLabel('Confirm password') });
    await form.getByLabel('Username').fill('ab');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
    await expectNoViolations(page, '/auth, the register form with its messages');
    await page.goto('/');
    // The floating widgets come with the page's islands, once the visitor reaches for the page.
    await hydrated(page);
    await checkWidgetDialogs(page, 'logged out');
  });

  for (const highContrast of [false, true]) {
    test(`logged in, ${themeName(highContrast)}: home, settings, a saved clip, the menus and every widget dialog`, async ({
      page,
    }) => {
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
      await expect(page.getByTestId('grammar-tip')).toBeVisible();
      // The home page's last widget loads as the learner scrolls down towards it.
      await scrollThroughPage(page);
      await expect(page.getByTestId('home-feedback')).toBeVisible();
      await expectNoViolations(page, '/ (logged in, Grammar Guide open)');
      await closeGrammarGuide(page);
      await page.goto('/settings');
      await expect(page.getByText('Sound effects', { exact: true })).toBeVisible();
      await expectNoViolations(page, '/settings (logged in)');
      await page.getByTestId('saved-audio-open').click();
      await expect(page.getByTestId('saved-clip')).toBeVisible();
      await expectNoViolations(page, 'the Saved Audio sheet with a clip');
      await page.keyboard.press('Escape');
      for (const menu of [/Account menu/, /Language/]) {
        await page.getByRole('button', { name: menu }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoViolations(page, `the ${String(menu)} menu`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
      }
      await checkWidgetDialogs(page, themeName(highContrast));
    });

    test(`logged in, ${themeName(highContrast)}: every remote route and tab`, async ({ page }) => {
      await closeGrammarGuide(page);
      await register(page, highContrast);
      const routes = remoteRoutes(await giveLearnerHistory(page.request));
      for (const path of routes) {
        await page.goto(path);
        await waitForPageReady(page);
        await expectNoViolations(page, path);
        if (path === '/progress')
          await forEachTab(page, (tab) => expectNoViolations(page, `/progress, ${tab}`));
      }
    });

    test(`logged in, ${themeName(highContrast)}: a quiz unanswered, answered, Incorrect, Correct! and finished`, async ({
      page,
    }) => {
      await closeGrammarGuide(page);
      await register(page, highContrast);
      const quiz: QuizResponse = await openQuiz(page, `/quiz?settings=${QUIZ_SETTINGS}`);
      const card = questionCard(page);
      const options = card.getByRole('radio');

      for (const [index, question] of quiz.questions.entries()) {
        await expect(page.getByText(`Question ${index + 1} of ${quiz.questions.length}`)).toBeVisible();
        // The first answer is wrong on purpose, the second right; the rest alternate.
        const right = shippedAnswerOf(question);
        const choice = index % 2 === 0 ? optionsOf(question).find((option) => option !== right) : right;
        if (index === 0) await expectNoViolations(page, 'the quiz, unanswered');
        await card.getByRole('radio', { name: choice, exact: true }).check();
        if (index === 0) await expectNoViolations(page, 'the quiz, answered and not yet submitted');
        await card.getByRole('button', { name: 'Submit Answer' }).click();
        const verdict = index % 2 === 0 ? 'Incorrect' : 'Correct!';
        await expect(card.getByTestId('answer-feedback')).toContainText(verdict);
        await expect(options.first()).toBeDisabled();
        if (index < 2) await expectNoViolations(page, `the quiz, feedback shown (${verdict})`);
        const last = index === quiz.questions.length - 1;
        await page.getByRole('button', { name: last ? 'Finish Quiz' : 'Next Question' }).click();
      }
      await expect(page.getByTestId('summary-score')).toBeVisible();
      await waitForPageReady(page);
      await expectNoViolations(page, 'the quiz summary');
    });

    test(`logged in, ${themeName(highContrast)}: the celebration dialog`, async ({ page }) => {
      await closeGrammarGuide(page);
      await register(page, highContrast);
      const { pathId, stageIds } = await giveLearnerHistory(page.request);
      await page.goto(`/learning-paths/${pathId}/stages/${stageIds[1]}`);
      await page.getByRole('button', { name: 'Mark as Complete' }).click();
      const dialog = page.getByTestId('celebration-dialog');
      await expect(dialog.getByText('Stage Completed!')).toBeVisible();
      await expectNoViolations(page, 'the celebration dialog');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog).toBeHidden();
    });
  }
});
