import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { optionsOf, type QuizResponse } from '@grammarpath/contracts';
import { hydrated } from '../support/hydrated';
import { newLearner, registerByApi } from '../support/learner';
import { checkAnswerByApi, saveResultByApi, startQuizByApi } from '../support/quiz-api';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 720 },
] as const;

/** Starts a quiz through the API and answers its first `count` questions (the first option each time). */
async function answerQuestions(request: APIRequestContext, count: number): Promise<QuizResponse> {
  const quiz = await startQuizByApi(request, {
    difficultyLevel: 'beginner',
    questionTypes: ['multiple_choice'],
    questionCount: 10,
  });
  for (const question of quiz.questions.slice(0, count))
    await checkAnswerByApi(request, quiz.quizId, question.id, optionsOf(question)[0]);
  return quiz;
}

async function openGoal(page: Page) {
  const chip = page.getByTestId('daily-goal-chip');
  await expect(chip).toBeVisible();
  await chip.click();
  return page.locator('.ant-popover').filter({ has: page.getByTestId('daily-goal-streak') });
}

for (const viewport of VIEWPORTS) {
  test(`the daily goal in the header (${viewport.name}): chosen, counted as questions are answered, with a streak from finished quizzes`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await registerByApi(page.request, newLearner('goal'));
    await page.goto('/');
    const chip = page.getByTestId('daily-goal-chip');
    await expect(chip).toHaveAccessibleName('0-day streak, Set a daily goal');

    const popover = await openGoal(page);
    await expect(popover.getByText('Daily goal')).toBeVisible();
    await expect(popover.getByTestId('daily-goal-streak')).toHaveText('Streak: 0 days in a row');
    await popover.getByText('20 questions').click();
    await expect(chip).toHaveAccessibleName('0-day streak, 0 / 20 questions today');
    await expect(chip).toContainText('0 / 20');

    // Answers count as they are checked, finished quiz or not; a finished quiz starts the streak.
    const quiz = await answerQuestions(page.request, 3);
    await page.reload();
    await expect(chip).toHaveAccessibleName('0-day streak, 3 / 20 questions today');
    await saveResultByApi(page.request, { quizId: quiz.quizId, difficultyLevel: 'beginner', timeTaken: 60 });
    await page.reload();
    await expect(chip).toHaveAccessibleName('1-day streak, 3 / 20 questions today');
    await expect(chip).toHaveAttribute('data-met', 'false');

    // The chip sits in the header and covers nothing: the control at its centre is the chip (once the page,
    // drawn by the server, is hydrated and answers).
    await hydrated(page);
    // A reload keeps the scroll position (the server's page is all there at once): back to the header.
    await chip.scrollIntoViewIfNeeded();
    const box = await chip.boundingBox();
    if (!box) throw new Error('The daily goal chip has no box');
    const header = await page.getByRole('banner').boundingBox();
    expect(box.y + box.height).toBeLessThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    expect(
      await chip.evaluate(
        (element, [x, y]) => element.contains(document.elementFromPoint(x, y)),
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe(true);
  });
}

test('the daily goal speaks the learner’s language', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ja'));
  await registerByApi(page.request, newLearner('goal_ja'));
  expect((await page.request.post('/api/user/daily-goal', { data: { questionsPerDay: 10 } })).ok()).toBe(
    true,
  );
  await page.goto('/');
  const chip = page.getByTestId('daily-goal-chip');
  await expect(chip).toHaveAccessibleName('0日連続, 今日 0 / 10 問');
  const popover = await openGoal(page);
  await expect(popover.getByText('毎日の目標')).toBeVisible();
  await expect(popover.getByText('30問')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('daily-goal-ja-phone.png') });
});
