import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { CheckAchievementsResponse, CheckAnswerResponse, QuizResponse } from '@grammarpath/contracts';
import { newLearner, registerByApi } from '../support/learner';
import { completeStageByApi, pathByName, stageIdsOf, startPathByApi } from '../support/paths-api';

const PATH = 'Relative Clauses';

/** Plays a 10-question fill-in-the-blank quiz through the API (first option each time) and saves its result. */
async function finishQuizByApi(request: APIRequestContext): Promise<number> {
  const started = await request.post('/api/questions', {
    data: { difficultyLevel: 'beginner', questionTypes: ['fill_blank'], questionCount: 10 },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const quiz = (await started.json()) as QuizResponse;
  const answers = [];
  for (const question of quiz.questions) {
    const answer = question.options?.[0] ?? '';
    const res = await request.post('/api/check-answer', {
      data: { quizId: quiz.quizId, questionId: question.id, answer },
    });
    expect(res.ok(), await res.text()).toBe(true);
    answers.push({
      questionId: question.id,
      answer: '',
      isCorrect: ((await res.json()) as CheckAnswerResponse).isCorrect,
    });
  }
  const correct = answers.filter((a) => a.isCorrect).length;
  const score = Math.round((correct / answers.length) * 100);
  const saved = await request.post('/api/quiz-results', {
    data: {
      quizId: quiz.quizId,
      answers,
      totalScore: score,
      fillBlankScore: score,
      rearrangeScore: 0,
      completionScore: 0,
      difficultyLevel: 'beginner',
      timeTaken: 120,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return correct;
}

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
  await finishQuizByApi(page.request);
  await finishQuizByApi(page.request);
  const path = await pathByName(page.request, PATH);
  await startPathByApi(page.request, path.id);
  const [firstStage] = await stageIdsOf(page.request, path.id);
  await completeStageByApi(page.request, path.id, firstStage);

  // Opening the dashboard checks achievements: toast and celebration for the new ones.
  const firstCheck = checkResponse(page);
  await page.goto('/progress');
  const { newAchievements } = await firstCheck;
  const keys = newAchievements.map((a) => a.key);
  expect(keys).toEqual(expect.arrayContaining(['first-quiz']));
  await expect(page.getByText('New Achievement Unlocked!').first()).toBeVisible();
  await expect(page.getByText(`You've earned ${newAchievements.length} new achievement(s)!`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByTestId('stat-quizzes')).toContainText('2');
  await expect(page.getByTestId('stat-active-paths')).toContainText('1');
  await expect(page.getByTestId('stat-stages')).toHaveText(new RegExp(`1\\s*/\\s*${path.stageCount}$`));
  await expect(page.getByTestId('stat-streak')).toContainText('1');
  await page.getByRole('tab', { name: 'Active Paths' }).click();
  await expect(page.getByText(`1 of ${path.stageCount} stages completed`)).toBeVisible();

  // A second opening awards nothing again.
  const secondCheck = checkResponse(page);
  await page.reload();
  expect((await secondCheck).newAchievements).toEqual([]);

  // Quiz Results lists both quizzes; Analytics draws its charts.
  await page.getByRole('tab', { name: 'Quiz Results' }).click();
  await expect(page.getByTestId('quiz-results-table').locator('tbody tr.ant-table-row')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  for (const chart of ['chart-accuracy-over-time', 'chart-by-type', 'chart-weekly-time']) {
    await expect(page.getByTestId(chart).locator('svg.recharts-surface[role="application"]')).toBeVisible();
  }
  await expect(page.getByTestId('chart-by-type').locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expect(
    page.getByTestId('chart-accuracy-over-time').locator('.recharts-line-curve').first(),
  ).toBeAttached();

  // The achievements page: x / 83, earned tiles coloured, tabs and rarity statistics add up.
  await page.goto('/achievements');
  await expect(page.getByTestId('achievements-earned-count')).toHaveText(`${keys.length} / 83`);
  await expect(page.getByTestId('achievement-tile-first-quiz')).toHaveAttribute('data-earned', 'true');
  await page.getByRole('tab', { name: 'Earned', exact: true }).click();
  await expect(page.locator('[data-testid^="achievement-tile-"]')).toHaveCount(keys.length);
  await page.getByRole('tab', { name: 'Unearned', exact: true }).click();
  await expect(page.locator('[data-testid^="achievement-tile-"]')).toHaveCount(83 - keys.length);
  let rarityTotal = 0;
  for (const rarity of ['common', 'uncommon', 'rare', 'epic', 'legendary']) {
    const value = await page
      .getByTestId(`rarity-${rarity}`)
      .locator('.ant-statistic-content-value')
      .textContent();
    rarityTotal += Number(value);
  }
  expect(rarityTotal).toBe(keys.length);
  await page.getByRole('tab', { name: 'Earned', exact: true }).click();
  await page.getByTestId('achievement-tile-first-quiz').hover();
  await expect(page.getByRole('tooltip')).toContainText('Reward: 10 points');

  // The profile agrees with the activity.
  await page.goto('/profile');
  await expect(page.getByTestId('profile-in-progress')).toHaveText('1 of 20 in progress');
  await expect(page.getByTestId('profile-completed')).toContainText('0');
  const card = page.getByTestId(`profile-path-${path.id}`);
  await expect(card).toContainText(PATH);
  await expect(card.getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    `/learning-path/${path.id}`,
  );
});

test('study time counts while the page is open and is saved at 5 minutes and on leaving', async ({
  page,
}) => {
  await registerByApi(page.request, newLearner('timer'));
  await page.clock.install();
  await page.goto('/');
  // The home page's personalised progress section leads to /progress.
  await expect(page.getByRole('link', { name: 'View your progress' })).toHaveAttribute('href', '/progress');
  const saved = page.waitForRequest(
    (req) => req.url().endsWith('/api/user/study-time') && req.method() === 'POST',
  );
  await page.clock.runFor(5 * 60_000);
  expect((await saved).postDataJSON()).toEqual({ minutes: 5 });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/user')).json()) as { studyMinutes: number }).studyMinutes,
    )
    .toBe(5);

  await page.clock.runFor(2 * 60_000 + 30_000);
  await page.goto('/profile');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/user')).json()) as { studyMinutes: number }).studyMinutes,
    )
    .toBe(7);
  await page.reload();
  await expect(page.getByTestId('profile-study-minutes')).toContainText('7');
});
