import { expect, test } from '@playwright/test';
import {
  optionsOf,
  type Page as ResultPage,
  type QuizResponse,
  type QuizResultView,
} from '@grammarpath/contracts';
import { shippedAnswerOf } from '../support/shipped-answers';
import { newLearner, registerByApi } from '../support/learner';
import {
  answerCurrent,
  dragWord,
  goOn,
  questionCard,
  openQuiz,
  waitForQuiz,
  type AnsweredQuestion,
  type RearrangeWay,
} from '../support/quiz-play';
import { cues, fakeSpeechAndSounds } from '../support/widgets';

test.describe('quiz', () => {
  // Every step goes through the real stack; leave room for a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a learner takes a CEFR B1 quiz of all five types and the result is stored', async ({ page }) => {
    // Ten questions through the real API; generous for a loaded machine.
    test.setTimeout(180_000);
    await registerByApi(page.request, newLearner('quiz'));
    await fakeSpeechAndSounds(page);
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

    // The answers come from the content the stack was seeded with: the first option question is answered
    // wrongly on purpose (its option note must show), every other option and error-correction question
    // rightly; rearrange questions keep the order the words are placed in (so either result).
    const answered: AnsweredQuestion[] = [];
    const rearrangeWays: RearrangeWay[] = ['drag', 'keyboard'];
    const expectedCues: string[] = [];
    let wrongOnPurpose: number | undefined;
    for (let index = 0; index < quiz.questions.length; index += 1) {
      await expect(page.getByText(`Question ${index + 1} of 10`)).toBeVisible();
      const id = Number(await questionCard(page).getAttribute('data-question-id'));
      const question = quiz.questions.find((candidate) => candidate.id === id)!;
      const known = question.type === 'rearrange' ? undefined : shippedAnswerOf(question);
      if (optionsOf(question).length > 0 && wrongOnPurpose === undefined) wrongOnPurpose = id;
      const result = await answerCurrent(page, {
        option:
          optionsOf(question).length > 0
            ? id === wrongOnPurpose
              ? optionsOf(question).find((option) => option !== known)
              : known
            : undefined,
        edit: question.type === 'error_correction' ? () => known as string : undefined,
        rearrange: question.type === 'rearrange' ? (rearrangeWays.shift() ?? 'tap') : undefined,
      });
      if (id === wrongOnPurpose) {
        expect(result.response.isCorrect).toBe(false);
        expect(result.response.optionNote).toBeTruthy();
        await expect(questionCard(page).getByTestId('option-note')).toContainText(
          result.response.optionNote as string,
        );
      } else if (known !== undefined) {
        expect({ id, isCorrect: result.response.isCorrect }).toEqual({ id, isCorrect: true });
      }
      answered.push(result);
      // The shipped cue of each checked answer.
      expectedCues.push(`/audio/${result.response.isCorrect ? 'correct' : 'incorrect'}.wav`);
      await expect.poll(() => cues(page)).toEqual(expectedCues);
      const correct = answered.filter((item) => item.response.isCorrect).length;
      await expect(page.getByText(`Score: ${correct}`)).toBeVisible();
      await goOn(page, index === quiz.questions.length - 1);
    }
    expect(rearrangeWays).toEqual([]);
    expect(wrongOnPurpose).toBeDefined();

    const correct = answered.filter((item) => item.response.isCorrect).length;
    const percent = Math.round((correct / 10) * 100);
    // The headline follows the result's band (DESIGN.md §5).
    const headline =
      percent >= 80 ? 'Excellent Progress!' : percent >= 60 ? 'Good Progress!' : 'Keep Practicing!';
    await expect(page.getByRole('heading', { name: headline })).toBeVisible();
    // A first quiz earns achievements, celebrated at once with real plurals.
    const earned = page.getByTestId('new-achievements');
    await expect(earned).toBeVisible();
    const earnedCount = await earned.locator('li').count();
    await expect(earned).toContainText(
      earnedCount === 1 ? '1 new achievement' : `${earnedCount} new achievements`,
    );
    await expect(page.getByTestId('new-achievement-first-quiz')).toBeVisible();
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

  test('words already in the sentence are put in order by dragging them with the mouse', async ({ page }) => {
    await registerByApi(page.request, newLearner('quiz_drag'));
    const settings = { difficultyLevel: 'beginner', questionTypes: ['rearrange'], questionCount: 10 };
    await openQuiz(page, `/quiz?settings=${encodeURIComponent(JSON.stringify(settings))}`);
    const card = questionCard(page);
    const bank = card.getByTestId('bank-zone');
    const sentence = card.getByTestId('sentence-zone').getByRole('button');
    while ((await bank.getByRole('button').count()) > 0) await bank.getByRole('button').first().click();
    const placed = await sentence.allTextContents();
    expect(placed.length).toBeGreaterThan(2);

    await dragWord(page, sentence.first(), sentence.nth(2));
    await expect(sentence).toHaveText([placed[1], placed[2], placed[0], ...placed.slice(3)]);
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

  test('the answer sounds stay silent once the learner mutes sound effects', async ({ page }) => {
    await registerByApi(page.request, newLearner('quietquiz'));
    await fakeSpeechAndSounds(page);
    await page.goto('/settings');
    const mute = page.getByRole('switch', { name: 'Mute sound effects' });
    await mute.click();
    await expect(mute).toBeChecked();

    await page.goto('/');
    const quizLoaded = waitForQuiz(page);
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await quizLoaded;
    await answerCurrent(page, { rearrange: 'tap' });
    expect(await cues(page)).toEqual([]);
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
