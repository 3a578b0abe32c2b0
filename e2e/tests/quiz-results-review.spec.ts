import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { optionsOf, type QuizResponse, type QuizResultView } from '@grammarpath/contracts';
import { zh } from '../../mfe-quiz/src/i18n/zh';
import { coveredControls } from '../support/covered-controls';
import { BRANDS, englishPhrases, interfaceText, latinWords } from '../support/interface-text';
import { newLearner, registerByApi, type Learner } from '../support/learner';
import { waitForPageReady } from '../support/learner-routes';
import { pathByName, stageIdsOf, startPathByApi } from '../support/paths-api';
import {
  answerCurrent,
  FILL_BLANK,
  goOn,
  openQuiz,
  questionCard,
  quizUrl,
  waitForQuiz,
} from '../support/quiz-play';
import { shippedAnswerOf } from '../support/shipped-answers';
import { closeGrammarGuide } from '../support/widgets';

/** The questions (from 0) answered wrong on purpose. */
const WRONG = new Set([0, 3, 7]);

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 720 },
] as const;

interface Played {
  quiz: QuizResponse;
  result: QuizResultView;
  /** Per question in order: the option picked and the right one. */
  answers: { picked: string; right: string }[];
}

/** Plays a ten-question quiz through the screen, wrong on WRONG, and waits for its stored result. */
async function playQuiz(page: Page): Promise<Played> {
  const quiz = await openQuiz(page, quizUrl(FILL_BLANK));
  const saved = page
    .waitForResponse((res) => res.url().endsWith('/api/quiz-results') && res.request().method() === 'POST')
    .then((res) => res.json() as Promise<QuizResultView>);
  const answers: Played['answers'] = [];
  for (let index = 0; index < quiz.questions.length; index += 1) {
    const id = Number(await questionCard(page).getAttribute('data-question-id'));
    const question = quiz.questions.find((candidate) => candidate.id === id)!;
    const right = shippedAnswerOf(question);
    const picked = WRONG.has(index) ? optionsOf(question).find((option) => option !== right)! : right;
    await answerCurrent(page, { option: picked });
    answers.push({ picked, right });
    await goOn(page, index === quiz.questions.length - 1);
  }
  return { quiz, result: await saved, answers };
}

/** A screenshot for the report, no sideways scrolling and no control covered on the results screen. */
async function checkFrame(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await waitForPageReady(page);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  expect.soft(await coveredControls(page, 'main'), `controls covered on ${name}`).toEqual([]);
}

/** The review shows every question in order, the wrong ones open with the answer given and the right one. */
async function expectReview(page: Page, { quiz, answers }: Played): Promise<void> {
  const review = page.getByTestId('results-review');
  await expect(review.getByTestId(/^review-row-/)).toHaveCount(quiz.questions.length);
  for (const [index, { picked, right }] of answers.entries()) {
    const row = review.getByTestId(`review-row-${index + 1}`);
    await expect(row).toHaveAttribute('data-outcome', WRONG.has(index) ? 'wrong' : 'firstTry');
    const question = quiz.questions[index];
    if (question.type === 'fill_blank')
      await expect(row.getByTestId('review-question')).toHaveText(question.sentence);
    if (!WRONG.has(index)) continue;
    const panel = review.locator('.ant-collapse-item').nth(index);
    await expect(panel.getByTestId('review-your-answer')).toContainText(picked);
    await expect(panel.getByTestId('review-right-answer')).toContainText(right);
    await expect(panel.getByTestId('review-rule')).toBeVisible();
  }
  // The right ones stay folded: only the wrong ones show an answer.
  await expect(review.getByTestId('review-your-answer')).toHaveCount(WRONG.size);
}

test.describe('the results screen teaches', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const viewport of VIEWPORTS) {
    test(`reviews each question, shows the points, the badges and next steps, and survives a reload (${viewport.name})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await closeGrammarGuide(page);
      await registerByApi(page.request, newLearner(`review_${viewport.name}`));
      const played = await playQuiz(page);
      const { result, quiz } = played;
      expect(result.wrongAnswers).toBe(WRONG.size);

      await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
      await expect(page.getByTestId('results-review-summary')).toHaveText(
        '3 questions to look at again: they are open below.',
      );
      await expectReview(page, played);

      // The points the server counted: seven answers right at the first try and the new achievements.
      const earned = result.newAchievements ?? [];
      const achievementPoints = earned.reduce((sum, a) => sum + a.points, 0);
      expect(result.points).toEqual({
        answers: 7,
        achievements: achievementPoints,
        earned: 7 + achievementPoints,
      });
      await expect(page.getByTestId('points-earned')).toContainText(`+${7 + achievementPoints} points`);
      expect(earned.map((a) => a.key)).toContain('first-quiz');
      for (const achievement of earned)
        await expect(
          page.getByTestId(`new-achievement-${achievement.key}`).getByTestId('achievement-badge'),
        ).toHaveAttribute('data-icon', achievement.icon ?? '');

      // The next steps that apply: the mistakes, today's challenge (not done); no path was started.
      const steps = page.getByTestId('next-steps');
      await expect(steps.getByRole('link', { name: 'Review your mistakes' })).toBeVisible();
      await expect(steps.getByRole('link', { name: 'Today’s challenge' })).toBeVisible();
      await expect(steps.getByTestId('next-step-continuePath')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`review=${quiz.quizId}`));
      await checkFrame(page, testInfo, `results-${viewport.name}`);

      // A reload shows the same results, read back: no new quiz.
      const started: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && req.url().endsWith('/api/questions')) started.push(req.url());
      });
      await page.reload();
      await expectReview(page, played);
      await expect(page.getByTestId('points-earned')).toContainText('+7 points');
      await expect(page.getByTestId('summary-score')).toContainText('You answered 7 of 10 questions');
      expect(started).toEqual([]);

      // The next steps lead to their pages.
      await page.getByTestId('next-steps').getByRole('link', { name: 'Review your mistakes' }).click();
      await expect(page).toHaveURL(/\/mistakes-review$/);
      await expect(page.getByText('3 mistakes are waiting for review.')).toBeVisible();
      await page.goBack();
      await expect(page.getByTestId('results-review')).toBeVisible();
      await page.getByTestId('next-steps').getByRole('link', { name: 'Today’s challenge' }).click();
      await expect(page).toHaveURL(/\/daily-challenge$/);
      await expect(page.getByRole('button', { name: 'Start Challenge' })).toBeVisible();
    });
  }

  test('continues the path in progress, and says when today’s challenge is done', async ({ page }) => {
    await closeGrammarGuide(page);
    const learner: Learner = newLearner('review_path');
    await registerByApi(page.request, learner);
    const path = await pathByName(page.request, 'Relative Clauses');
    const [firstStage] = await stageIdsOf(page.request, path.id);
    await startPathByApi(page.request, path.id);

    // Today's challenge played through the screen: all right.
    const loaded = waitForQuiz(page, '/api/daily-challenge/start');
    await page.goto('/daily-challenge');
    await page.getByRole('button', { name: 'Start Challenge' }).click();
    const quiz = await loaded;
    for (let index = 0; index < quiz.questions.length; index += 1) {
      const id = Number(await questionCard(page).getAttribute('data-question-id'));
      const question = quiz.questions.find((candidate) => candidate.id === id)!;
      await answerCurrent(page, {
        option: optionsOf(question).length > 0 ? shippedAnswerOf(question) : undefined,
        edit: () => shippedAnswerOf(question),
      });
      await goOn(page, index === quiz.questions.length - 1);
    }
    const steps = page.getByTestId('next-steps');
    await expect(steps.getByRole('link', { name: 'Tomorrow’s challenge' })).toBeVisible();
    await expect(steps).toContainText('Today’s challenge is done. A new one comes tomorrow.');
    const continuePath = steps.getByRole('link', { name: 'Continue your path' });
    await expect(continuePath).toHaveAttribute('href', `/learning-paths/${path.id}/stages/${firstStage}`);
    await continuePath.click();
    await expect(page).toHaveURL(new RegExp(`/learning-paths/${path.id}/stages/${firstStage}$`));
  });

  test('reads in Chinese around the English taught, with nothing covered at 375 px', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await closeGrammarGuide(page);
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
    await page.route(/translate\.(google|googleapis)\.com/, (route) => route.abort('internetdisconnected'));
    const learner = newLearner('review_zh');
    await registerByApi(page.request, learner);
    const quiz = await openQuiz(page, quizUrl(FILL_BLANK));
    for (let index = 0; index < quiz.questions.length; index += 1) {
      const id = Number(await questionCard(page).getAttribute('data-question-id'));
      const question = quiz.questions.find((candidate) => candidate.id === id)!;
      const right = shippedAnswerOf(question);
      const option = WRONG.has(index) ? optionsOf(question).find((candidate) => candidate !== right)! : right;
      await questionCard(page)
        .locator('label.ant-radio-wrapper')
        .filter({ has: page.getByRole('radio', { name: option, exact: true }) })
        .click();
      await questionCard(page).getByRole('button', { name: zh.quiz.submit }).click();
      await expect(questionCard(page).getByTestId('answer-feedback')).toBeVisible();
      await page
        .getByRole('button', { name: index === quiz.questions.length - 1 ? zh.quiz.finish : zh.quiz.next })
        .click();
    }
    const review = page.getByTestId('results-review');
    await expect(review.getByRole('heading', { name: zh.resultsReview.title })).toBeVisible();
    await expect(review.getByTestId('review-your-answer').first()).toContainText('你的答案');
    await expect(review.getByTestId('review-right-answer').first()).toContainText('正确答案');
    await expect(
      page.getByTestId('next-steps').getByRole('link', { name: zh.resultsNext.reviewMistakes.label }),
    ).toBeVisible();
    await checkFrame(page, testInfo, 'results-zh-phone');

    const found = await interfaceText(page);
    expect(englishPhrases(found), 'English interface text on the results screen').toEqual([]);
    expect(
      latinWords(found, [...BRANDS, learner.username, learner.displayName, learner.email]),
      'Latin words on the results screen',
    ).toEqual([]);
  });
});
