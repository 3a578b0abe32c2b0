import { expect, test } from '@playwright/test';
import { en as platformEn } from '../../libs/platform/src/i18n/platform/en';
import {
  optionsOf,
  type CheckAnswerResponse,
  type DailyChallengeView,
  type QuizResponse,
} from '@grammarpath/contracts';
import { newLearner, registerByApi } from '../support/learner';
import { answerCurrent, goOn, waitForQuiz } from '../support/quiz-play';

test.describe('daily challenge and mistakes review', () => {
  test('a learner plays the daily challenge from the home page and it counts as done', async ({ page }) => {
    test.setTimeout(150_000);
    await registerByApi(page.request, newLearner('daily'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Daily Challenge' }).click();
    await expect(page).toHaveURL(/\/daily-challenge$/);
    const view = (await (await page.request.get('/api/daily-challenge')).json()) as DailyChallengeView;
    // The topic in the learner's language (the stored English title only from a server without it).
    expect(view.topic).toBeDefined();
    const topic = view.topic ? platformEn.topic[view.topic] : '';
    await expect(page.getByTestId('daily-title')).toHaveText(`Daily challenge: ${topic}`);
    await expect(page.getByText(`${view.questionCount} questions`, { exact: true })).toBeVisible();

    const loaded = waitForQuiz(page, '/api/daily-challenge/start');
    await page.getByRole('button', { name: 'Start Challenge' }).click();
    const quiz = await loaded;
    for (let index = 0; index < quiz.questions.length; index += 1) {
      await expect(page.getByText(`Question ${index + 1} of ${quiz.questions.length}`)).toBeVisible();
      await answerCurrent(page);
      await goOn(page, index === quiz.questions.length - 1);
    }
    // answerCurrent answers each question by its first option: the headline follows the result's band.
    await expect(page.getByTestId('summary-score')).toBeVisible();
    const percent = Number(
      /\((\d+)%\)/.exec((await page.getByTestId('summary-score').textContent()) ?? '')?.[1],
    );
    const headline =
      percent >= 80 ? 'Excellent Progress!' : percent >= 60 ? 'Good Progress!' : 'Keep Practicing!';
    await expect(page.getByRole('heading', { name: headline })).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/daily-challenge')).json()) as DailyChallengeView).completed,
      )
      .toBe(true);
  });

  test('a learner reviews the mistakes of an earlier quiz', async ({ page }) => {
    test.setTimeout(60_000);
    await registerByApi(page.request, newLearner('mistakes'));
    await page.goto('/mistakes-review');
    // Nothing to review yet: said before anything starts, with no Start Review.
    await expect(page.getByText('No mistakes to review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Review' })).toHaveCount(0);

    // An earlier quiz with wrong answers, played through the API.
    const started = await page.request.post('/api/questions', {
      data: { difficultyLevel: 'beginner', questionTypes: ['fill_blank', 'completion'], questionCount: 10 },
    });
    const earlier = (await started.json()) as QuizResponse;
    const wrong: number[] = [];
    for (const [index, question] of earlier.questions.entries()) {
      const answer = index < 3 ? 'certainly not an option' : (optionsOf(question)[0] ?? '');
      const check = await page.request.post('/api/check-answer', {
        data: { quizId: earlier.quizId, questionId: question.id, answer },
      });
      expect(check.ok()).toBe(true);
      if (!((await check.json()) as CheckAnswerResponse).isCorrect) wrong.push(question.id);
    }
    expect(wrong.length).toBeGreaterThanOrEqual(3);
    const saved = await page.request.post('/api/quiz-results', {
      data: {
        quizId: earlier.quizId,
        answers: [],
        totalScore: 0,
        fillBlankScore: 0,
        rearrangeScore: 0,
        completionScore: 0,
        difficultyLevel: 'beginner',
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await page.goto('/');
    await page.getByRole('button', { name: 'Review Mistakes' }).click();
    await expect(page).toHaveURL(/\/mistakes-review$/);
    // The count of the mistakes waiting, before the review starts.
    await expect(page.getByTestId('mistakes-count')).toHaveText(
      wrong.length === 1
        ? '1 mistake is waiting for review.'
        : `${wrong.length} mistakes are waiting for review.`,
    );
    const loaded = waitForQuiz(page);
    await page.getByRole('button', { name: 'Start Review' }).click();
    const review = await loaded;
    expect(review.mode).toBe('mistakes');
    // Up to half the review are the missed questions themselves, the rest fresh ones on the same rules.
    const again = review.questions.filter((question) => wrong.includes(question.id));
    expect(again.length).toBeGreaterThanOrEqual(1);
    expect(again.length).toBeLessThanOrEqual(Math.ceil(review.questions.length / 2));
    await expect(page.getByRole('heading', { name: 'Mistakes Review' })).toBeVisible();
    await expect(page.getByText(`Question 1 of ${review.questions.length}`)).toBeVisible();
    await answerCurrent(page);
  });
});
