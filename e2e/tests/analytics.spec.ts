import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { optionsOf, type ProgressSummary } from '@grammarpath/contracts';
import { newLearner, registerByApi } from '../support/learner';
import { checkAnswerByApi, saveResultByApi, startQuizByApi } from '../support/quiz-api';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 720 },
] as const;
const LANGUAGES = ['en', 'ja', 'vi', 'zh'] as const;

/** Plays a 20-question quiz of every type through the API, the first option each time, and saves it. */
async function finishMixedQuiz(request: APIRequestContext): Promise<void> {
  const quiz = await startQuizByApi(request, {
    difficultyLevel: 'intermediate',
    questionTypes: ['fill_blank', 'completion', 'multiple_choice', 'error_correction', 'rearrange'],
    questionCount: 20,
  });
  for (const question of quiz.questions)
    await checkAnswerByApi(request, quiz.quizId, question.id, optionsOf(question)[0] ?? 'is');
  await saveResultByApi(request, { quizId: quiz.quizId, difficultyLevel: 'intermediate', timeTaken: 60 });
}

type Box = { x: number; y: number; width: number; height: number };

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (!box) throw new Error('An axis label has no box');
    boxes.push(box);
  }
  return boxes;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every label of an axis is drawn, inside its card, and no two overlap. */
async function expectReadableAxis(card: Locator, axis: string, count: number): Promise<string[]> {
  const labels = card.locator(`${axis}-tick-labels .recharts-cartesian-axis-tick-label`);
  await expect(labels).toHaveCount(count);
  const boxes = await boxesOf(labels);
  const cardBox = await card.boundingBox();
  if (!cardBox) throw new Error('The chart card has no box');
  for (const [i, box] of boxes.entries()) {
    expect(box.x, `label ${i} starts inside its card`).toBeGreaterThanOrEqual(cardBox.x);
    expect(box.x + box.width, `label ${i} ends inside its card`).toBeLessThanOrEqual(
      cardBox.x + cardBox.width,
    );
    for (const other of boxes.slice(i + 1))
      expect(overlap(box, other), `label ${i} overlaps another`).toBe(false);
  }
  return labels.allTextContents();
}

async function openAnalytics(page: Page): Promise<void> {
  await page.goto('/progress?tab=analytics');
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('aria-controls', /analytics/);
  await expect(page.getByTestId('chart-by-topic').locator('.recharts-bar-rectangle').first()).toBeVisible();
}

test('each analytics chart is readable on a phone and a laptop in every language: every topic and type named, one label a day, minutes and quizzes apart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerByApi(page.request, newLearner('charts'));
  await finishMixedQuiz(page.request);
  await finishMixedQuiz(page.request);
  const summary = (await (await page.request.get('/api/user/progress-summary')).json()) as ProgressSummary;
  const topics = summary.mastery.filter((m) => m.answered > 0).length;
  const types = summary.accuracyByType.filter((a) => a.answered > 0).length;
  expect(topics).toBeGreaterThan(5);
  expect(types).toBe(5);
  // Achievements are announced (and acknowledged) before the charts are looked at.
  expect((await page.request.post('/api/user/check-achievements')).ok()).toBe(true);

  for (const language of LANGUAGES) {
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language).catch(() => undefined);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await openAnalytics(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const where = `${language}, ${viewport.name}`;

      // Which topics need work: one bar and one readable name per practised topic, weakest first.
      const byTopic = page.getByTestId('chart-by-topic');
      await expect(byTopic.locator('.recharts-bar-rectangle')).toHaveCount(topics);
      await expectReadableAxis(byTopic, '.recharts-yAxis', topics);

      // Which kinds of question are hardest: all five named.
      const byType = page.getByTestId('chart-by-type');
      await expect(byType.locator('.recharts-bar-rectangle')).toHaveCount(types);
      await expectReadableAxis(byType, '.recharts-yAxis', types);

      // Am I getting better: one series, one point a day (both quizzes were today).
      const overTime = page.getByTestId('chart-accuracy-over-time');
      await expect(overTime.locator('.recharts-line')).toHaveCount(1);
      await expect(overTime.locator('.recharts-line-dot')).toHaveCount(1);
      const days = await expectReadableAxis(overTime, '.recharts-xAxis', 1);
      expect(new Set(days).size, where).toBe(days.length);

      // The week: minutes and quizzes on charts of their own, seven distinct day labels each.
      for (const testId of ['chart-weekly-time', 'chart-weekly-quizzes']) {
        const week = page.getByTestId(testId);
        await expect(week.locator('.recharts-bar')).toHaveCount(1);
        const weekdays = await expectReadableAxis(week, '.recharts-xAxis', 7);
        expect(new Set(weekdays).size, `${testId} (${where})`).toBe(7);
      }
      await test.info().attach(`analytics-${where}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
  }
});
