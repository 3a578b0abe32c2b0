import { expect, test, type Page } from '@playwright/test';
import type { FeedbackRequest } from '@grammarpath/contracts';
import { hydrated } from '../support/hydrated';
import { newLearner, registerByApi } from '../support/learner';
import { QUIZ_SETTINGS } from '../support/learner-routes';
import { scrollThroughPage } from '../support/scroll-through';
import { closeGrammarGuide, cues, fakeSpeechAndSounds, spoken } from '../support/widgets';

function feedbackRequest(page: Page): Promise<FeedbackRequest> {
  return page
    .waitForRequest((req) => req.url().endsWith('/api/feedback') && req.method() === 'POST')
    .then((req) => req.postDataJSON() as FeedbackRequest);
}

test.describe('frame widgets', () => {
  test.describe.configure({ timeout: 60_000 });

  test('feedback from the Give Feedback dialog: each validation message, then saved', async ({ page }) => {
    await closeGrammarGuide(page);
    await page.goto('/auth');
    await hydrated(page);
    await page.getByRole('button', { name: 'Give Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Missing information')).toBeVisible();
    await expect(page.getByText('Please provide your feedback message before submitting.')).toBeVisible();
    await expect(dialog.getByText('Name is required')).toBeVisible();

    await dialog.getByLabel('Name').fill('Visitor');
    await dialog.getByLabel('Email').fill('visitor@');
    await dialog.getByLabel('Message').fill('Hey');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await expect(dialog.getByText('Message must be at least 5 characters')).toBeVisible();

    await dialog.getByLabel('Email').fill('visitor@example.com');
    await dialog.getByLabel('Message').fill('<script>alert(1)</script> More audio, please!');
    await dialog.getByRole('radio').nth(4).click();
    // The dropdown opens with a motion; a click on an option mid-motion can be lost: pick until it shows.
    await expect(async () => {
      await dialog.getByLabel('Category').click();
      await page.locator('.ant-select-item-option[title="Suggestion"]').click({ timeout: 2_000 });
      await expect(dialog.getByTitle('Suggestion')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const sent = feedbackRequest(page);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    expect(await sent).toEqual({
      name: 'Visitor',
      email: 'visitor@example.com',
      message: '<script>alert(1)</script> More audio, please!',
      rating: 5,
      category: 'suggestion',
      source: 'other',
    });
    await expect(page.getByText('Feedback saved!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('feedback from the home page form, prefilled for a learner', async ({ page }) => {
    const learner = newLearner('feedback');
    await registerByApi(page.request, learner);
    await closeGrammarGuide(page);
    await page.goto('/');
    // At the end of the home page: it loads as the learner scrolls down to it.
    await scrollThroughPage(page);
    const form = page.getByTestId('home-feedback');
    await expect(form.getByLabel('Name')).toHaveValue(learner.displayName);
    await expect(form.getByLabel('Email')).toHaveValue(learner.email);
    await form.getByLabel('Message').fill('The learning paths are clear.');
    const sent = feedbackRequest(page);
    await form.getByRole('button', { name: 'Send feedback' }).click();
    expect(await sent).toMatchObject({
      source: 'homepage',
      category: 'general',
      message: 'The learning paths are clear.',
    });
    await expect(page.getByText('Feedback saved!')).toBeVisible();
  });

  test('a sentence read aloud, saved, played, stopped and removed from Saved Audio; a failure toast', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await fakeSpeechAndSounds(page);
    await closeGrammarGuide(page);
    await registerByApi(page.request, newLearner('audio'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    const card = page.getByTestId('question-card');
    await card.getByRole('button', { name: 'Read aloud' }).click();
    await expect(card.getByRole('button', { name: 'Stop reading' })).toBeVisible();
    expect((await spoken(page))[0]?.length).toBeGreaterThan(3);
    await card.getByRole('button', { name: 'Stop reading' }).click();
    await expect(card.getByRole('button', { name: 'Read aloud' })).toBeVisible();

    await card.getByRole('button', { name: 'Save audio clip' }).click();
    await expect(page.getByText('Saved to your audio clips')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('saved_audios') ?? '[]'));
    expect(stored).toEqual([
      {
        id: expect.any(String),
        text: expect.any(String),
        label: expect.any(String),
        date: expect.any(String),
        category: 'general',
      },
    ]);

    await page.getByRole('button', { name: 'Saved Audio, clips: 1' }).click();
    const drawer = page.getByRole('dialog', { name: 'Saved Audio' });
    await expect(drawer.getByTestId('saved-clip')).toHaveCount(1);
    const label = stored[0].label as string;
    await drawer.getByRole('button', { name: `Play "${label}"` }).click();
    await expect(drawer.getByRole('button', { name: `Stop "${label}"` })).toBeVisible();
    expect(await spoken(page)).toContain(stored[0].text);
    await drawer.getByRole('button', { name: `Stop "${label}"` }).click();
    await expect(drawer.getByRole('button', { name: `Play "${label}"` })).toBeVisible();
    await drawer.getByRole('button', { name: `Remove "${label}"` }).click();
    await expect(drawer.getByText(/No saved clips yet/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('saved_audios'))).toBe('[]');

    // No browser voice and a server that cannot speak: the audio toast and the error sound.
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    const other = await context.newPage();
    await fakeSpeechAndSounds(other, { voices: false });
    await closeGrammarGuide(other);
    await other.route('**/api/text-to-speech', (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, message: 'No voice is available right now.' } }),
    );
    await other.goto('/');
    await other.getByRole('button', { name: 'Start Quiz' }).click();
    await other.getByTestId('question-card').getByRole('button', { name: 'Read aloud' }).click();
    await expect(other.getByText('Failed to play audio')).toBeVisible();
    await expect(other.getByText('No voice is available right now.')).toBeVisible();
    await expect.poll(() => cues(other)).toContain('/audio/error.wav');
    await context.close();
  });

  test('the Grammar Guide opens once ever with the daily-practice tip, another on request, collapses after 10 s and stays collapsed', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/settings');
    const guide = page.getByTestId('grammar-guide');
    await expect(guide.getByTestId('grammar-tip')).toContainText('15 minutes');
    const first = await guide.getByTestId('grammar-tip').getAttribute('data-tip-id');
    await guide.getByRole('button', { name: 'Show me another tip' }).click();
    await expect(guide.getByTestId('grammar-tip')).not.toHaveAttribute('data-tip-id', first ?? '');
    await page.mouse.move(0, 0);
    await guide.getByRole('button', { name: 'Show me another tip' }).blur();
    await page.clock.fastForward(10_500);
    await expect(guide).toBeHidden();

    // Remembered: later visits start collapsed, on any page.
    for (const path of ['/auth', '/', '/settings']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('button', { name: 'Show the Grammar Guide' })).toBeVisible();
      await expect(guide).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Show the Grammar Guide' }).click();
    await expect(guide.getByTestId('grammar-tip')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show the Grammar Guide' })).toHaveCount(0);
    await guide.getByRole('button', { name: 'Close the Grammar Guide' }).click();
    await expect(guide).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show the Grammar Guide' })).toBeVisible();
    await expect(guide).toHaveCount(0);
  });

  test("the quiz shows one Grammar Guide box: its own tip, never the frame's", async ({ page }) => {
    await registerByApi(page.request, newLearner('guide'));
    // A first visit ever, straight to the quiz: the frame's guide stays away.
    await page.goto(`/quiz?settings=${QUIZ_SETTINGS}`);
    await expect(page.getByTestId('question-card')).toBeVisible();
    await expect(page.getByText('Grammar Guide', { exact: false })).toHaveCount(1);
    await expect(page.getByTestId('grammar-guide')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show the Grammar Guide' })).toHaveCount(0);
  });

  test('the page-translate control says clearly when Google Translate cannot be reached; hidden on /auth', async ({
    page,
  }) => {
    await closeGrammarGuide(page);
    await page.route(/translate\.(google|googleapis)\.com/, (route) => route.abort('internetdisconnected'));
    await page.goto('/auth');
    await expect(
      page
        .getByTestId('home-feedback')
        .or(page.getByRole('tab', { name: 'Log in' }))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Translate this page' })).toHaveCount(0);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Translate this page' }).click();
    await page.getByRole('button', { name: 'Load Google Translate' }).click();
    await expect(page.getByTestId('translate-unavailable')).toContainText(
      'Google Translate could not be reached',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
