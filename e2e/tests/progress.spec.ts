import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  optionsOf,
  type AchievementView,
  type BadgeView,
  type CheckAchievementsResponse,
  type Page as ResultPage,
  type QuizResultView,
  type StudyTimeHistory,
  type UserBadgeView,
} from '@grammarpath/contracts';
import { newLearner, registerByApi } from '../support/learner';
import { checkAnswerByApi, saveResultByApi, startQuizByApi } from '../support/quiz-api';
import { studyTimePasses } from '../support/study-clock';
import { completeStageByApi, pathByName, stageIdsOf, startPathByApi } from '../support/paths-api';

const PATH = 'Relative Clauses';

/** Plays a 10-question fill-in-the-blank quiz through the API (first option each time) and saves its result. */
async function finishQuizByApi(request: APIRequestContext, earned: string[] = []): Promise<number> {
  const quiz = await startQuizByApi(request, {
    difficultyLevel: 'beginner',
    questionTypes: ['fill_blank'],
    questionCount: 10,
  });
  const answers = [];
  for (const question of quiz.questions) {
    const isCorrect = await checkAnswerByApi(request, quiz.quizId, question.id, optionsOf(question)[0] ?? '');
    answers.push({ questionId: question.id, answer: '', isCorrect });
  }
  const correct = answers.filter((a) => a.isCorrect).length;
  const score = Math.round((correct / answers.length) * 100);
  const saved = await saveResultByApi(request, {
    quizId: quiz.quizId,
    answers,
    totalScore: score,
    fillBlankScore: score,
    difficultyLevel: 'beginner',
    timeTaken: 120,
  });
  // The result answers the achievements it earned (DESIGN.md §5), each once.
  earned.push(...(saved.newAchievements ?? []).map((a) => a.key));
  return correct;
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** A statistic's number as shown (antd groups thousands with commas). */
async function statisticValue(page: Page, testId: string): Promise<number> {
  // The leading figure: the value alone, "40%", or the share of "7 / 17".
  const text = await page.getByTestId(testId).locator('.ant-statistic-content-value').textContent();
  return Number((/^[\d,]+/.exec(text ?? '')?.[0] ?? 'NaN').replace(/,/g, ''));
}

const TOAST_DESCRIPTION = /You've earned \d+ new achievements?!/;

function checkResponse(page: Page): Promise<CheckAchievementsResponse> {
  return page
    .waitForResponse((res) => res.url().endsWith('/api/user/check-achievements') && res.ok())
    .then((res) => res.json() as Promise<CheckAchievementsResponse>);
}

test('finished quizzes and stages unlock achievements once and fill the dashboard, results, analytics and profile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerByApi(page.request, newLearner('progress'));
  const earnedByResults: string[] = [];
  const correct = [
    await finishQuizByApi(page.request, earnedByResults),
    await finishQuizByApi(page.request, earnedByResults),
  ];
  // The first result earned the first-quiz achievement at once; the second did not earn it again.
  expect(earnedByResults).toContain('first-quiz');
  expect(new Set(earnedByResults).size).toBe(earnedByResults.length);
  const path = await pathByName(page.request, PATH);
  await startPathByApi(page.request, path.id);
  const [firstStage] = await stageIdsOf(page.request, path.id);
  // Completed as a learner completes it: by passing its practice quiz, a third quiz (DESIGN.md §5).
  await completeStageByApi(page.request, path.id, firstStage);

  // Opening the dashboard checks achievements: the results already announced theirs, so nothing again.
  const firstCheck = checkResponse(page);
  await page.goto('/progress');
  expect((await firstCheck).newAchievements).toEqual([]);
  await page.waitForTimeout(1_000);
  await expect(page.getByText(TOAST_DESCRIPTION)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'New Achievement Unlocked!' })).toHaveCount(0);
  // What the learner has earned so far (by the results), for the achievements page below.
  const earnedIds = new Set(
    (
      await getJson<{ achievementId: number; earnedDate: string | null }[]>(
        page.request,
        '/api/user/achievements',
      )
    )
      .filter((row) => row.earnedDate !== null)
      .map((row) => row.achievementId),
  );
  const newAchievements = (await getJson<AchievementView[]>(page.request, '/api/achievements')).filter((a) =>
    earnedIds.has(a.id),
  );
  const keys = newAchievements.map((a) => a.key);
  expect(keys).toEqual(expect.arrayContaining(earnedByResults));

  await expect(page.getByTestId('stat-quizzes')).toContainText('3');
  await expect(page.getByTestId('stat-active-paths')).toContainText('1');
  await expect(page.getByTestId('stat-stages')).toHaveText(new RegExp(`1\\s*/\\s*${path.stageCount}$`));
  await expect(page.getByTestId('stat-streak')).toContainText('1');
  await expect(page.getByTestId('stat-completed-paths')).toHaveText(/0\s*\/\s*20$/);
  const [pathProgress] = (
    await getJson<{ pathId: number; overallProgress: number }[]>(
      page.request,
      '/api/user/learning-path-progress',
    )
  ).filter((p) => p.pathId === path.id);
  expect(await statisticValue(page, 'stat-average-progress')).toBe(pathProgress.overallProgress);
  await expect.poll(() => statisticValue(page, 'stat-points')).toBe((await firstCheck).points);
  expect(await statisticValue(page, 'stat-study-week')).toBe(0);
  await page.getByRole('tab', { name: 'Active Paths' }).click();
  await expect(page.getByText(`1 of ${path.stageCount} stages completed`)).toBeVisible();

  // A second opening awards nothing again, and no toast appears.
  const secondCheck = checkResponse(page);
  await page.reload();
  expect((await secondCheck).newAchievements).toEqual([]);
  await expect(page.getByTestId('stat-quizzes')).toContainText('3');
  // The toast would show as soon as the check answered; give it time to (wrongly) appear.
  await page.waitForTimeout(1_000);
  await expect(page.getByText(TOAST_DESCRIPTION)).toHaveCount(0);
  await expect(page.getByText('New Achievement Unlocked!')).toHaveCount(0);

  // Quiz Results lists the three quizzes; Analytics draws its charts.
  await page.getByRole('tab', { name: 'Quiz Results' }).click();
  const rows = page.getByTestId('quiz-results-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  const saved = await getJson<ResultPage<QuizResultView>>(
    page.request,
    '/api/quiz-results?page=1&pageSize=50',
  );
  const standard = saved.items.filter((item) => item.mode === 'standard');
  expect(standard.map((item) => item.correctAnswers).sort()).toEqual([...correct].sort());
  expect(saved.items.filter((item) => item.mode === 'stage').map((item) => item.score)).toEqual([100]);
  for (const [index, item] of saved.items.entries()) {
    const cells = rows.nth(index).locator('td');
    await expect(cells.nth(1)).toHaveText('Beginner');
    await expect(cells.nth(2)).toHaveText(`${item.score}%`);
    await expect(cells.nth(3)).toHaveText(`${item.timeTaken} s`);
    await expect(cells.nth(4)).toHaveText(String(item.correctAnswers));
    await expect(cells.nth(5)).toHaveText(String(item.wrongAnswers));
    if (item.mode === 'standard')
      await expect(cells.nth(6)).toHaveText(`Fill in the blank: ${item.correctAnswers}/10`);
  }
  await page.getByRole('tab', { name: 'Analytics' }).click();
  for (const chart of [
    'chart-accuracy-over-time',
    'chart-by-type',
    'chart-weekly-time',
    'chart-weekly-quizzes',
  ]) {
    await expect(page.getByTestId(chart).locator('svg.recharts-surface[role="application"]')).toBeVisible();
  }
  await expect(page.getByTestId('chart-by-type').locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expect(
    page.getByTestId('chart-accuracy-over-time').locator('.recharts-line-dot').first(),
  ).toBeAttached();
  await expect(page.getByTestId('chart-by-topic').locator('.recharts-bar-rectangle').first()).toBeAttached();
  // Today's quizzes are a bar of the weekly chart.
  await expect(
    page.getByTestId('chart-weekly-quizzes').locator('.recharts-bar-rectangle').first(),
  ).toBeAttached();

  // The achievements page: x / 83, earned tiles coloured, tabs and rarity statistics add up.
  const catalogue = await getJson<AchievementView[]>(page.request, '/api/achievements');
  await page.goto('/achievements');
  await expect(page.getByTestId('achievements-earned-count')).toHaveText(`${keys.length} / 83`);
  await expect(page.getByTestId('achievement-tile-first-quiz')).toHaveAttribute('data-earned', 'true');
  await page.getByRole('tab', { name: 'Earned', exact: true }).click();
  await expect(page.locator('[data-testid^="achievement-tile-"]')).toHaveCount(keys.length);
  await page.getByRole('tab', { name: 'Unearned', exact: true }).click();
  await expect(page.locator('[data-testid^="achievement-tile-"]')).toHaveCount(83 - keys.length);
  let rarityTotal = 0;
  for (const rarity of ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const) {
    const value = await statisticValue(page, `rarity-${rarity}`);
    expect(value).toBe(newAchievements.filter((a) => a.rarity === rarity).length);
    await expect(page.getByTestId(`rarity-${rarity}`)).toContainText(
      `/ ${catalogue.filter((a) => a.rarity === rarity).length}`,
    );
    rarityTotal += value;
  }
  expect(rarityTotal).toBe(keys.length);
  // Each type tab holds that type's tiles, the new ones coloured; the type statistics agree.
  for (const type of ['streak', 'completion', 'accuracy', 'mastery'] as const) {
    await page.getByRole('tab', { name: type[0].toUpperCase() + type.slice(1), exact: true }).click();
    const tiles = page.locator('[data-testid^="achievement-tile-"]');
    const earnedOfType = newAchievements.filter((a) => a.type === type);
    await expect(tiles).toHaveCount(catalogue.filter((a) => a.type === type).length);
    await expect(tiles.and(page.locator('[data-earned="true"]'))).toHaveCount(earnedOfType.length);
    for (const a of earnedOfType) {
      await expect(page.getByTestId(`achievement-tile-${a.key}`)).toHaveAttribute('data-earned', 'true');
    }
  }
  for (const type of new Set(catalogue.map((a) => a.type))) {
    await expect(page.getByTestId(`type-${type}`)).toContainText(
      `${newAchievements.filter((a) => a.type === type).length} / ${catalogue.filter((a) => a.type === type).length}`,
    );
  }
  await page.getByRole('tab', { name: 'Earned', exact: true }).click();
  await page.getByTestId('achievement-tile-first-quiz').hover();
  await expect(page.getByRole('tooltip')).toContainText('Reward: 10 points');

  // The profile agrees with the activity, and shows the earned badges.
  // The badges were awarded with the achievements, when the results were stored (nothing by the dashboard).
  const badges = await getJson<UserBadgeView[]>(page.request, '/api/user/badges');
  expect((await firstCheck).newBadges).toEqual([]);
  expect(badges.length).toBeGreaterThan(0);
  const earnedBadgeIds = new Set(badges.map((b) => b.badgeId));
  const earnedBadges = (await getJson<BadgeView[]>(page.request, '/api/badges')).filter((b) =>
    earnedBadgeIds.has(b.id),
  );
  await page.goto('/profile');
  await expect(page.getByTestId('profile-badges-count')).toHaveText(`${badges.length} / 16 earned`);
  for (const badge of earnedBadges) {
    await expect(page.getByTestId(`profile-badge-${badge.key}`)).toContainText(badge.name);
  }
  await expect(page.getByTestId('profile-study-minutes')).toContainText('0');
  await expect(page.getByTestId('profile-in-progress')).toHaveText('1 of 20 in progress');
  await expect(page.getByTestId('profile-completed')).toContainText('0');
  const card = page.getByTestId(`profile-path-${path.id}`);
  await expect(card).toContainText(PATH);
  await expect(card.getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    `/learning-path/${path.id}`,
  );
});

test('study time counts while the page is open, is saved per day at 5 minutes and on leaving, and fills the weekly chart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const learner = newLearner('timer');
  await registerByApi(page.request, learner);
  // A shortened clock: the browser's timers run as fast as the test advances them.
  await page.clock.install();
  await page.goto('/');
  // The home page's personalised progress section leads to /progress.
  await expect(page.getByRole('link', { name: 'View your progress' })).toHaveAttribute('href', '/progress');
  const saved = page.waitForRequest(
    (req) => req.url().endsWith('/api/user/study-time') && req.method() === 'POST',
  );
  // The server credits no more than the wall-clock time since the last save: let as much pass for it.
  await studyTimePasses(learner.username, 5);
  await page.clock.runFor(5 * 60_000);
  expect((await saved).postDataJSON()).toEqual({ minutes: 5 });
  const studyTime = () => getJson<StudyTimeHistory>(page.request, '/api/user/study-time?days=7');
  await expect.poll(async () => (await studyTime()).studyMinutes).toBe(5);
  const today = new Date().toISOString().slice(0, 10);
  expect((await studyTime()).days.at(-1)).toEqual({ date: today, minutes: 5 });

  // Leaving the page sends the whole minutes left by beacon.
  await studyTimePasses(learner.username, 2.5);
  await page.clock.runFor(2 * 60_000 + 30_000);
  await page.goto('/profile');
  await expect.poll(async () => (await studyTime()).studyMinutes).toBe(7);
  const week = await studyTime();
  expect(week.days.at(-1)).toEqual({ date: today, minutes: 7 });
  expect(week.days.slice(0, -1).every((day) => day.minutes === 0)).toBe(true);
  const user = await getJson<Record<string, unknown>>(page.request, '/api/user');
  expect(user.studyMinutes).toBe(7);
  expect(user).not.toHaveProperty('streak');
  expect(user).not.toHaveProperty('points');
  await page.reload();
  await expect(page.getByTestId('profile-study-minutes')).toContainText('7');

  // The weekly chart shows the saved minutes per day, and a save while it is open updates it.
  await page.goto('/progress');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByTestId('analytics-week-minutes')).toContainText('7');
  await expect(page.getByTestId('analytics-total-minutes')).toContainText('7');
  await studyTimePasses(learner.username, 5);
  await page.clock.runFor(5 * 60_000);
  await expect(page.getByTestId('analytics-week-minutes')).toContainText('12');
  await expect(page.getByTestId('analytics-total-minutes')).toContainText('12');
  await page.clock.resume();
  const chart = page.getByTestId('chart-weekly-time').locator('svg.recharts-surface[role="application"]');
  await expect(chart).toBeVisible();
  // Hover today's column (the last of seven) to read the chart's own tooltip.
  const box = await chart.boundingBox();
  if (!box) throw new Error('The weekly chart has no box');
  await chart.hover({ position: { x: box.width * 0.93, y: box.height / 2 } });
  await expect(page.getByTestId('chart-weekly-time').locator('.recharts-tooltip-wrapper')).toContainText(
    'Study minutes : 12',
  );
});
