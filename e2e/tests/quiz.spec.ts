import { expect, test } from '@playwright/test';
import type { Page as ResultPage, QuizResponse, QuizResultView } from '@grammarpath/contracts';
import { newLearner, registerByApi } from '../support/learner';
import { answerCurrent, goOn, questionCard, waitForQuiz, type AnsweredQuestion } from '../support/quiz-play';

test.describe('quiz', () => {
  // Every step goes through the real stack; leave room for a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a learner takes a CEFR B1 quiz of all five types and the result is stored', async ({ page }) => {
    // Ten questions through the real API; generous for a loaded machine.
    test.setTimeout(180_000);
    await registerByApi(page.request, newLearner('quiz'));
    await page.goto('/');

    await page.getByRole('tab', { name: 'CEFR levels' }).click();
    await expect(page.getByRole('radio', { name: /^B1/ })).toBeVisible();
    await page.getByRole('radio', { name: /^B1/ }).check();
    for (const type of ['Error correction', 'Multiple choice'])
      await page.getByRole('checkbox', { name: type }).check();
    const quizLoaded = waitForQuiz(page);
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page).toHaveURL(/\/quiz\?settings=/);
    const settings: unknown = JSON.parse(new URL(page.url()).searchParams.get('settings') ?? '');
    expect(settings).toMatchObject({
      difficultyLevel: 'intermediate',
      cefrLevel: 'b1',
      questionCount: 10,
      questionTypes: ['fill_blank', 'rearrange', 'completion', 'error_correction', 'multiple_choice'],
    });
    const quiz: QuizResponse = await quizLoaded;
    expect(new Set(quiz.questions.map((question) => question.type)).size).toBe(5);

    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await expect(page.getByText('Score: 0')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Return to Home' })).toBeVisible();
    await expect(page.getByTestId('quiz-tip')).not.toBeEmpty();
    await goOn(page, false);
    await expect(page.getByText('Answer required')).toBeVisible();
    await expect(page.getByText('Please answer the current question before proceeding.')).toBeVisible();

    const answered: AnsweredQuestion[] = [];
    const rearrangeWays: ('drag' | 'keyboard')[] = ['drag', 'keyboard'];
    for (let index = 0; index < quiz.questions.length; index += 1) {
      await expect(page.getByText(`Question ${index + 1} of 10`)).toBeVisible();
      const type = await questionCard(page).getAttribute('data-question-type');
      const result = await answerCurrent(page, {
        optionIndex: index % 2 === 0 ? 0 : 1,
        rearrange: type === 'rearrange' ? (rearrangeWays.shift() ?? 'tap') : undefined,
      });
      answered.push(result);
      const correct = answered.filter((item) => item.response.isCorrect).length;
      await expect(page.getByText(`Score: ${correct}`)).toBeVisible();
      await goOn(page, index === quiz.questions.length - 1);
    }
    expect(rearrangeWays).toEqual([]);
    expect(answered.some((item) => !item.response.isCorrect)).toBe(true);

    const correct = answered.filter((item) => item.response.isCorrect).length;
    const percent = Math.round((correct / 10) * 100);
    await expect(page.getByRole('heading', { name: 'Excellent Progress!' })).toBeVisible();
    await expect(page.getByTestId('summary-score')).toHaveText(
      `You answered ${correct} of 10 questions correctly (${percent}%).`,
    );
    await expect(page.getByRole('button', { name: 'Start New Quiz' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();

    const res = await page.request.get('/api/quiz-results?page=1&pageSize=10');
    expect(res.ok()).toBe(true);
    const results = (await res.json()) as ResultPage<QuizResultView>;
    expect(results.total).toBe(1);
    expect(results.items[0]).toMatchObject({
      quizId: quiz.quizId,
      totalQuestions: 10,
      correctAnswers: correct,
      wrongAnswers: 10 - correct,
      score: percent,
      cefrLevel: 'b1',
    });

    // A new quiz with the same settings brings new questions.
    const again = waitForQuiz(page);
    await page.getByRole('button', { name: 'Start New Quiz' }).click();
    expect((await again).quizId).not.toBe(quiz.quizId);
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await expect(page.getByText('Score: 0')).toBeVisible();
  });

  test('the server scores a result whatever score the browser claims', async ({ request }) => {
    await registerByApi(request, newLearner('forger'));
    const started = await request.post('/api/questions', {
      data: { difficultyLevel: 'beginner', questionTypes: ['fill_blank'], questionCount: 10 },
    });
    expect(started.ok()).toBe(true);
    const quiz = (await started.json()) as QuizResponse;
    const forged = await request.post('/api/quiz-results', {
      data: {
        quizId: quiz.quizId,
        answers: quiz.questions.map((question) => ({ questionId: question.id, answer: '', isCorrect: true })),
        totalScore: 10,
        fillBlankScore: 10,
        rearrangeScore: 0,
        completionScore: 0,
        difficultyLevel: 'beginner',
      },
    });
    expect(forged.ok(), await forged.text()).toBe(true);
    const view = (await forged.json()) as QuizResultView;
    expect(view.correctAnswers).toBe(0);
    expect(view.score).toBe(0);
  });

  test('a malformed settings parameter sends the learner home with a toast', async ({ page }) => {
    await registerByApi(page.request, newLearner('quizbad'));
    await page.goto(`/quiz?settings=${encodeURIComponent('{"difficultyLevel":')}`);
    await expect(page.getByText('Failed to load quiz settings. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('results page', () => {
  test.describe.configure({ timeout: 60_000 });

  test('shows a crafted result with its message, and nothing without one', async ({ page }) => {
    const result = encodeURIComponent(JSON.stringify({ totalScore: 7, answers: new Array(10).fill({}) }));
    await page.goto(`/results?result=${result}`);
    await expect(page.getByRole('heading', { name: 'Your Quiz Results' })).toBeVisible();
    await expect(page.getByTestId('results-score')).toHaveText('Score: 7 / 10');
    await expect(page.getByTestId('results-message')).toHaveText('Good job! You are on the right track.');
    await expect(page.getByRole('progressbar')).toBeVisible();

    await page.goto('/results');
    await expect(page.getByText('No Results Available')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
