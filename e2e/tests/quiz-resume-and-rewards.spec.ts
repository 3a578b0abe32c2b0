import { expect, test, type Page } from '@playwright/test';
import { optionsOf, type QuizResponse, type QuizResultView } from '@grammarpath/contracts';
import { newLearner, registerByApi } from '../support/learner';
import { answerCurrent, FILL_BLANK, goOn, openQuiz, questionCard, quizUrl } from '../support/quiz-play';
import { shippedAnswerOf } from '../support/shipped-answers';

/** Answers the current option question right or wrong on purpose, from the shipped answer key. */
async function answerOption(page: Page, quiz: QuizResponse, right: boolean): Promise<boolean> {
  const id = Number(await questionCard(page).getAttribute('data-question-id'));
  const question = quiz.questions.find((candidate) => candidate.id === id)!;
  const known = shippedAnswerOf(question);
  const option = right ? known : optionsOf(question).find((candidate) => candidate !== known);
  return (await answerCurrent(page, { option })).response.isCorrect;
}

test.describe('a quiz keeps its progress and rewards at once', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a reload mid-quiz resumes the same quiz at the next question with the score kept', async ({
    page,
  }) => {
    await registerByApi(page.request, newLearner('resume'));
    const quiz = await openQuiz(page, quizUrl(FILL_BLANK));
    let score = 0;
    for (const right of [true, false, true]) {
      if (await answerOption(page, quiz, right)) score += 1;
      await goOn(page, false);
    }
    await expect(page.getByText('Question 4 of 10')).toBeVisible();
    await expect(page.getByText(`Score: ${score}`)).toBeVisible();

    // The reload asks first (beforeunload); no new quiz is started after it.
    const started: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/questions')) started.push(req.url());
    });
    page.on('dialog', (dialog) => void dialog.accept());
    const resumed = page.waitForResponse(
      (res) => res.url().endsWith(`/api/quizzes/${quiz.quizId}`) && res.ok(),
    );
    await page.reload();
    await resumed;
    await expect(page.getByText('Question 4 of 10')).toBeVisible();
    await expect(page.getByText(`Score: ${score}`)).toBeVisible();
    expect(started).toEqual([]);
    // The answered questions keep their answers and feedback.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Question 3 of 10')).toBeVisible();
    await expect(questionCard(page).getByTestId('answer-feedback')).toContainText('Correct!');
    await page.getByRole('button', { name: 'Next Question' }).click();
    // And the quiz goes on where it stopped.
    if (await answerOption(page, quiz, true)) score += 1;
    await expect(page.getByText(`Score: ${score}`)).toBeVisible();
  });

  test('Return to Home mid-quiz asks first: Stay keeps the quiz, Leave quiz goes home', async ({ page }) => {
    await registerByApi(page.request, newLearner('leave'));
    const quiz = await openQuiz(page, quizUrl(FILL_BLANK));
    await answerOption(page, quiz, true);

    await page.getByRole('button', { name: 'Return to Home' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Leave this quiz?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You have answered 1 of 10 questions.');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/quiz\?settings=/);
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await expect(page.getByText('Score: 1')).toBeVisible();

    await page.getByRole('button', { name: 'Return to Home' }).click();
    await dialog.getByRole('button', { name: 'Leave quiz' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeVisible();
  });

  test('a first quiz of 20 % celebrates its achievements on the summary, pluralised, and is not called excellent', async ({
    page,
  }) => {
    await registerByApi(page.request, newLearner('rewards'));
    const quiz = await openQuiz(page, quizUrl(FILL_BLANK));
    const saved = page
      .waitForResponse((res) => res.url().endsWith('/api/quiz-results') && res.request().method() === 'POST')
      .then((res) => res.json() as Promise<QuizResultView>);
    for (let index = 0; index < 10; index += 1) {
      await expect(page.getByText(`Question ${index + 1} of 10`)).toBeVisible();
      await answerOption(page, quiz, index < 2);
      await goOn(page, index === 9);
    }
    const result = await saved;
    expect(result.score).toBe(20);
    await expect(page.getByRole('heading', { name: 'Keep Practicing!' })).toBeVisible();
    await expect(page.getByText('Excellent Progress!')).toHaveCount(0);
    await expect(page.getByTestId('summary-praise')).toHaveText(
      'Every quiz makes your grammar stronger. Review the explanations and try again!',
    );

    // The achievements the result earned, at once: SPEC's toast and the list, with real plurals.
    const earned = result.newAchievements ?? [];
    expect(earned.map((a) => a.key)).toContain('first-quiz');
    const n = earned.length;
    const list = page.getByTestId('new-achievements');
    await expect(
      list.getByRole('heading', {
        name: n === 1 ? '1 new achievement' : `${n} new achievements`,
        exact: true,
      }),
    ).toBeVisible();
    for (const { key, name } of earned)
      await expect(page.getByTestId(`new-achievement-${key}`)).toContainText(name);
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'New Achievement Unlocked!' });
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(
      n === 1 ? "You've earned 1 new achievement!" : `You've earned ${n} new achievements!`,
    );
    await expect(page.getByTestId('scores-by-type')).toContainText('2 / 10');

    // /progress does not announce them again.
    const checked = page
      .waitForResponse((res) => res.url().endsWith('/api/user/check-achievements') && res.ok())
      .then((res) => res.json() as Promise<{ newAchievements: unknown[] }>);
    await page.goto('/progress');
    expect((await checked).newAchievements).toEqual([]);
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog', { name: 'New Achievement Unlocked!' })).toHaveCount(0);
  });

  test('the CEFR tab starts no quiz before a level is picked', async ({ page }) => {
    await registerByApi(page.request, newLearner('cefr'));
    await page.goto('/');
    await page.getByRole('tab', { name: 'CEFR levels' }).click();
    const start = page.getByRole('button', { name: 'Start Quiz' });
    await expect(start).toBeDisabled();
    await expect(page.getByText('Choose a CEFR level (A1 to C2) to start the quiz.')).toBeVisible();
    await start.click({ force: true });
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('radio', { name: /^A2/ }).check();
    await expect(start).toBeEnabled();
    await start.click();
    await expect(page).toHaveURL(/\/quiz\?settings=/);
    const settings: unknown = JSON.parse(new URL(page.url()).searchParams.get('settings') ?? '');
    expect(settings).toMatchObject({ cefrLevel: 'a2', difficultyLevel: 'beginner' });
  });
});
