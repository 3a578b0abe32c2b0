import { expect, test } from '@playwright/test';
import { newLearner, registerByApi } from '../support/learner';
import { pathByName, stageIdsOf } from '../support/paths-api';

// A path with few stages keeps the walk through it short.
const WALKED = 'Relative Clauses';

test('a learner walks a path to the end: locked stages, journey circles, a celebration for each stage, Path Completed!', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerByApi(page.request, newLearner('walker'));
  const path = await pathByName(page.request, WALKED);
  const stageIds = await stageIdsOf(page.request, path.id);
  expect(stageIds).toHaveLength(path.stageCount);

  // Start the path from the list and the detail page.
  await page.goto('/learning-paths');
  await page.getByRole('tab', { name: 'Intermediate', exact: true }).click();
  await page.getByRole('button', { name: `Start Path: ${WALKED}` }).click();
  await expect(page).toHaveURL(new RegExp(`/learning-path/${path.id}$`));
  await expect(page.getByRole('heading', { name: WALKED, level: 2 })).toBeVisible();
  await expect(page.getByText('B1', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('15 minutes').first()).toBeVisible();
  const secondCard = page.getByTestId(`stage-card-${stageIds[1]}`);
  await expect(secondCard).toHaveAttribute('data-state', 'locked');
  await expect(secondCard.getByRole('button', { name: 'Locked' })).toBeDisabled();
  await page.getByRole('button', { name: 'Start Learning Journey' }).click();
  await expect(page.getByText('Overall progress: 0%')).toBeVisible();

  // A locked stage cannot be completed: not by the API, not in the page.
  const locked = await page.request.post(`/api/learning-paths/${path.id}/stages/${stageIds[1]}/complete`);
  expect(locked.status()).toBe(409);
  await page.goto(`/learning-paths/${path.id}/stages/${stageIds[1]}`);
  await expect(page.getByText('This stage is locked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();

  // Journey circles before any stage: the first blue, the others grey.
  await page.goto(`/learning-paths/${path.id}`);
  const circles = page.locator('button[data-colour]');
  await expect(circles).toHaveCount(stageIds.length);
  await expect(circles.nth(0)).toHaveAttribute('data-colour', 'blue');
  await expect(circles.nth(1)).toHaveAttribute('data-colour', 'grey');
  await circles.nth(0).click();
  await expect(page).toHaveURL(new RegExp(`/learning-paths/${path.id}/stages/${stageIds[0]}$`));

  // Complete every stage in order, with the celebration each time.
  for (const [index, stageId] of stageIds.entries()) {
    await expect(page).toHaveURL(new RegExp(`/stages/${stageId}$`));
    await expect(page.getByText(`Stage ${index + 1} of ${stageIds.length}`)).toBeVisible();
    await page.getByRole('button', { name: 'Mark as Complete' }).click();
    const dialog = page.getByTestId('celebration-dialog');
    await expect(dialog.getByText('Stage Completed!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    if (index === 1) {
      // Halfway: the circles show two done, the next one open, the rest grey.
      await page.goto(`/learning-journey/${path.id}`);
      await expect(circles.nth(0)).toHaveAttribute('data-colour', 'green');
      await expect(circles.nth(1)).toHaveAttribute('data-colour', 'green');
      await expect(circles.nth(2)).toHaveAttribute('data-colour', 'blue');
      await expect(circles.nth(3)).toHaveAttribute('data-colour', 'grey');
      await circles.nth(2).click();
    }
  }
  // After the last stage the learner lands on the path's journey.
  await expect(page).toHaveURL(new RegExp(`/learning-paths/${path.id}$`));
  await expect(page.getByText('100% complete')).toBeVisible();

  const lastStage = stageIds[stageIds.length - 1];
  await page.goto(`/learning-paths/${path.id}/stages/${lastStage}`);
  await expect(page.getByRole('button', { name: 'Finish Path' })).toBeVisible();
  await expect(page.getByText('Path Completed!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous Stage' })).toBeEnabled();
});
