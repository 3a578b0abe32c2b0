import { expect, type Page, test } from '@playwright/test';
import { newLearner, registerByApi } from '../support/learner';
import { completeStageByApi, pathByName, stageIdsOf, startPathByApi } from '../support/paths-api';
import { scrollThroughPage } from '../support/scroll-through';

const WALKED = 'Relative Clauses';
const SIDE = 'Prepositions of Time and Place';

// Generous per-test time: the stack shares the machine with the other suites.
test.describe.configure({ timeout: 60_000 });

function pathCards(page: Page) {
  return page.locator('[data-testid^="path-card-"]');
}

test('the path list searches and filters by each tab', async ({ page }) => {
  await registerByApi(page.request, newLearner('paths'));
  const side = await pathByName(page.request, SIDE);
  await startPathByApi(page.request, side.id);

  await page.goto('/learning-paths');
  await expect(pathCards(page)).toHaveCount(20);
  const search = page.getByPlaceholder('Search paths...');

  await search.fill('relative');
  await expect(pathCards(page)).toHaveCount(1);
  await expect(pathCards(page).first()).toContainText(WALKED);

  await search.fill('no such grammar zzz');
  await expect(page.getByText('No learning paths found')).toBeVisible();
  await expect(page.getByText('Try a different filter or search term')).toBeVisible();
  await page.getByRole('button', { name: 'View all paths' }).click();
  await expect(search).toHaveValue('');
  await expect(pathCards(page)).toHaveCount(20);

  const counts: [string, number][] = [
    ['Beginner', 8],
    ['Intermediate', 7],
    ['Advanced', 5],
    ['In Progress', 1],
  ];
  for (const [tab, count] of counts) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(pathCards(page)).toHaveCount(count);
  }
  await expect(page.getByRole('button', { name: `Continue: ${SIDE}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Completed', exact: true }).click();
  await expect(page.getByText('No learning paths found')).toBeVisible();
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page.getByRole('button', { name: `Start Path: ${WALKED}` })).toBeVisible();
});

test('a finished path shows its trophy on the journey map, in the completed tab and on the home dashboard', async ({
  page,
}) => {
  await registerByApi(page.request, newLearner('finisher'));
  const path = await pathByName(page.request, WALKED);
  for (const stageId of await stageIdsOf(page.request, path.id)) {
    await completeStageByApi(page.request, path.id, stageId);
  }

  const started = await pathByName(page.request, SIDE);
  await startPathByApi(page.request, started.id);

  await page.goto('/learning-journey');
  await expect(page.getByRole('heading', { name: 'Your Learning Journey' })).toBeVisible();
  await expect(page.getByTestId(`journey-card-${path.id}`).getByText('Completed')).toBeVisible();
  // Each journey card's button says where the learner stands on that path.
  await expect(page.getByTestId(`journey-card-${path.id}`).getByRole('button')).toHaveText('View Journey');
  await expect(page.getByTestId(`journey-card-${started.id}`).getByRole('button')).toHaveText(
    'Continue Journey',
  );
  const untouched = page.locator('[data-testid^="journey-card-"]').filter({ hasNotText: WALKED }).filter({
    hasNotText: SIDE,
  });
  await expect(untouched.first().getByRole('button')).toHaveText('Begin Journey');

  await page.goto('/learning-paths');
  await page.getByRole('tab', { name: 'Completed', exact: true }).click();
  await expect(pathCards(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Review Path: ${WALKED}` })).toBeVisible();

  // The started path gets to 20 %, then the home dashboard's numbers and recommendation.
  const side = started;
  await completeStageByApi(page.request, side.id, (await stageIdsOf(page.request, side.id))[0]);
  await page.goto('/');
  // Below the quiz setup: it loads as the learner scrolls down towards it.
  await scrollThroughPage(page);
  const dashboard = page.getByTestId('paths-dashboard');
  await expect(dashboard.getByTestId('dashboard-overall')).toContainText(`${Math.round(120 / 20)}%`);
  await expect(dashboard.getByTestId('dashboard-completed')).toContainText('1 / 20');
  await expect(dashboard.getByTestId('dashboard-active')).toContainText('1');
  await expect(dashboard.getByTestId('dashboard-streak')).toContainText('1 day');
  await expect(dashboard.getByTestId('dashboard-recommendation')).toContainText(SIDE);
  await expect(dashboard.getByTestId('dashboard-active-paths')).toContainText(SIDE);
  await expect(dashboard.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/progress');
});

test('invalid ids and an unknown path id', async ({ page }) => {
  await registerByApi(page.request, newLearner('lost'));
  await page.goto('/learning-paths/1/stages/abc');
  await expect(page.getByText('Invalid stage')).toBeVisible();
  await page.getByRole('link', { name: /Back to Learning Paths/ }).click();
  await expect(page).toHaveURL(/\/learning-paths$/);

  await page.goto('/learning-path/999999');
  await expect(page.getByText('Learning path not found')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/learning-paths$/);

  await page.goto('/learning-path/abc');
  await expect(page.getByText('Learning path not found')).toBeVisible();
});

test('a path that fails to load says so and offers Retry, which shows it once the server answers', async ({
  page,
}) => {
  await registerByApi(page.request, newLearner('retry'));
  const path = await pathByName(page.request, WALKED);
  let failing = true;
  await page.route(`**/api/learning-paths/${path.id}`, (route) =>
    failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
  );
  for (const url of [`/learning-path/${path.id}`, `/learning-paths/${path.id}`]) {
    failing = true;
    await page.goto(url);
    await expect(page.getByText('Failed to load learning path').first()).toBeVisible();
    await expect(page.getByText('Learning path not found')).toHaveCount(0);
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page
        .getByRole('heading', { name: WALKED, level: 2 })
        .or(page.getByRole('heading', { name: WALKED }))
        .first(),
    ).toBeVisible();
  }
});

test('a logged-out visitor of a stage page is asked to log in', async ({ page }) => {
  await page.goto('/learning-paths/1/stages/1');
  await expect(page.getByText('Login Required')).toBeVisible();
  await page.locator('.ant-result').getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
