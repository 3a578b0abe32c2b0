import { expect, test } from '@playwright/test';
import type { AchievementView, CheckAchievementsResponse } from '@grammarpath/contracts';
import { newLearner, registerByApi } from '../support/learner';
import { SAMPLE_PATH } from '../support/learner-routes';
import {
  completeStageByApi,
  passLockedStageQuizByApi,
  pathByName,
  stageIdsOf,
  startPathByApi,
} from '../support/paths-api';
import { closeGrammarGuide } from '../support/widgets';

test('a completed stage is celebrated: full-screen overlay, confetti, the stage icon, title and message; it waits for Continue', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await closeGrammarGuide(page);
  await registerByApi(page.request, newLearner('celebrate'));
  const path = await pathByName(page.request, SAMPLE_PATH);
  const [first, second, third] = await stageIdsOf(page.request, path.id);
  await startPathByApi(page.request, path.id);
  // A stage is completed by passing its quiz (DESIGN.md §5): the second stage's quiz is passed while it is
  // locked, so once the first stage's quiz has completed the first, Mark as Complete completes the second.
  await passLockedStageQuizByApi(page.request, second);
  await completeStageByApi(page.request, path.id, first);
  // The stage quizzes' results already announced what they earned (the first stage's Stage Cleared among
  // them, DESIGN.md §5), so the check after Mark as Complete has nothing new here: it answers as it would
  // for a stage that earns one, so that the order of the two celebrations is seen.
  const catalogue = (await (await page.request.get('/api/achievements')).json()) as AchievementView[];
  const stageCleared = catalogue.find((a) => a.key === 'first-stage');
  expect(stageCleared).toBeDefined();
  await page.route('**/api/user/check-achievements', async (route) => {
    const real = (await (await route.fetch()).json()) as CheckAchievementsResponse;
    const earned = { ...(stageCleared as AchievementView), earnedDate: new Date().toISOString() };
    await route.fulfill({ json: { ...real, newAchievements: [...real.newAchievements, earned] } });
  });
  await page.goto(`/learning-paths/${path.id}/stages/${second}`);
  const stageName =
    (await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  expect(stageName).not.toBe('');

  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stage Completed!' });
  await expect(dialog).toBeVisible();
  const viewport = page.viewportSize();
  expect(viewport).not.toBeNull();
  const fullScreen = { x: 0, y: 0, width: viewport?.width, height: viewport?.height };

  // The overlay dims the whole screen, and the confetti falls over all of it (decoration, hidden from AT).
  expect(await page.locator('.ant-modal-mask').boundingBox()).toEqual(fullScreen);
  const confetti = page.locator('canvas[aria-hidden="true"]');
  await expect(confetti).toBeVisible();
  expect(await confetti.boundingBox()).toEqual(fullScreen);

  // The icon of its type, the title, the type and the message.
  await expect(dialog.locator('[data-celebration-type="stage"] .anticon-check-circle')).toBeVisible();
  await expect(dialog.getByText('Stage completed', { exact: true })).toBeVisible();
  await expect(dialog.getByText(`Well done! You have completed “${stageName}”.`)).toBeVisible();

  // Nothing is timed: it stays until the learner continues; Continue has the focus, so Enter closes it.
  await page.waitForTimeout(7_500);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // Then the achievements earned so far (the first completed stage's among them), in a celebration of their own, never over the stage's.
  const achievements = page.getByRole('dialog', { name: 'New Achievement Unlocked!' });
  await expect(achievements).toBeVisible();
  await expect(achievements).toContainText('Stage Cleared');
  await expect(achievements.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(achievements).toBeHidden();
  await expect(confetti).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/learning-paths/${path.id}/stages/${third}$`));
});
