import { expect, test, type Page } from '@playwright/test';
import {
  optionsOf,
  type PlacementResult,
  type PublicQuestion,
  type QuizResponse,
} from '@grammarpath/contracts';
import { en as quizEn } from '../../mfe-quiz/src/i18n/en';
import { ja as quizJa } from '../../mfe-quiz/src/i18n/ja';
import { coveredControls } from '../support/covered-controls';
import { type Learner, newLearner, registerByApi } from '../support/learner';
import { waitForPageReady } from '../support/learner-routes';
import { answerCurrent, goOn, questionCard, waitForQuiz } from '../support/quiz-play';
import { checkAnswerByApi } from '../support/quiz-api';
import { shippedAnswerOf } from '../support/shipped-answers';
import { closeGrammarGuide } from '../support/widgets';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 720 },
] as const;

/** Levels the plan answers right: every question of A1, A2 and B1 (the first 9), then wrong. */
const RIGHT_UP_TO_B1 = 9;

async function expectNothingCovered(page: Page, where: string): Promise<void> {
  await waitForPageReady(page);
  // The 'Registration successful' toast sits over the header for its few seconds, as on every page.
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  expect.soft(await coveredControls(page), `controls covered on ${where}`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${where.replace(/[^a-z0-9]+/gi, '-')}.png`) });
}

async function logInThroughForm(page: Page, learner: Learner): Promise<void> {
  await page.goto('/auth');
  const login = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in' }) });
  await login.getByLabel('Username').fill(learner.username);
  await login.getByLabel('Password').fill(learner.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/** Answers the shown question right or wrong, through the quiz player. */
async function answer(page: Page, question: PublicQuestion, right: boolean): Promise<void> {
  await expect(questionCard(page)).toHaveAttribute('data-question-id', String(question.id));
  const key = shippedAnswerOf(question);
  const answered =
    question.type === 'error_correction'
      ? await answerCurrent(page, right ? { edit: () => key } : {})
      : await answerCurrent(page, {
          option: right ? key : optionsOf(question).find((option) => option !== key),
        });
  expect(answered.response.isCorrect).toBe(right);
}

for (const viewport of VIEWPORTS) {
  test.describe(`placement at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.describe.configure({ timeout: 180_000 });

    test(`a new learner registers, lands on the offer, is placed at B1 and starts its path (${viewport.name})`, async ({
      page,
    }) => {
      await closeGrammarGuide(page);
      const learner = newLearner(`place_${viewport.name}`);
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Register' }).click();
      const form = page.locator('form').filter({ has: page.getByLabel('Confirm password') });
      await form.getByLabel('Username').fill(learner.username);
      await form.getByLabel('Password', { exact: true }).fill(learner.password);
      await form.getByLabel('Confirm password').fill(learner.password);
      await form.getByRole('button', { name: 'Create account' }).click();

      await expect(page).toHaveURL(/\/placement$/);
      const intro = page.getByTestId('placement-intro');
      await expect(intro.getByRole('heading', { name: 'Find your level' })).toBeVisible();
      for (const fact of ['About 15 questions', 'About 5 minutes', 'Skip any time'])
        await expect(intro.getByText(fact)).toBeVisible();
      await expect(intro.getByRole('button', { name: 'Skip for now' })).toBeVisible();
      await expect(page).toHaveTitle('Find your level · GrammarPath');
      await expectNothingCovered(page, `${viewport.name} placement intro`);

      const served = waitForQuiz(page, '/api/placement/start');
      await intro.getByRole('button', { name: 'Start placement' }).click();
      const quiz: QuizResponse = await served;
      expect(quiz.mode).toBe('placement');
      expect(quiz.questions).toHaveLength(15);
      await expect(page.getByRole('heading', { name: 'Placement quiz' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
      await expectNothingCovered(page, `${viewport.name} placement quiz`);

      const finished = page.waitForResponse(
        (res) => res.url().endsWith('/api/placement/finish') && res.request().method() === 'POST',
      );
      for (const [index, question] of quiz.questions.entries()) {
        await answer(page, question, index < RIGHT_UP_TO_B1);
        await goOn(page, index === quiz.questions.length - 1);
      }
      const result = (await (await finished).json()) as PlacementResult;
      expect(result.level).toBe('b1');
      expect(result.path?.name).toBe('Perfect Tenses in Practice');

      const card = page.getByTestId('placement-result');
      await expect(card.getByTestId('placement-level')).toHaveText('Your level: B1');
      await expect(card.getByTestId('placement-path')).toContainText('Perfect Tenses in Practice');
      await expect(card.getByTestId('placement-by-level')).toContainText('B1: 3 / 3 passed');
      await expect(card.getByTestId('placement-by-level')).toContainText('B2: 0 / 3 not yet');
      await expect(card.getByRole('button', { name: 'Choose another level or path' })).toBeVisible();
      await expectNothingCovered(page, `${viewport.name} placement result`);

      await card.getByRole('button', { name: 'Start this path' }).click();
      await expect(page).toHaveURL(new RegExp(`/learning-path/${result.path?.id}$`));
      await expect(page.getByRole('heading', { name: 'Perfect Tenses in Practice' }).first()).toBeVisible();

      // Placed: the offer is answered; /placement shows the placement with a retake.
      const state = await (await page.request.get('/api/placement')).json();
      expect(state).toMatchObject({ status: 'done', offered: false, result: { level: 'b1' } });
      await page.goto('/placement');
      await expect(page.getByTestId('placement-level')).toHaveText('Your level: B1');
      await expect(page.getByRole('button', { name: 'Retake placement' })).toBeVisible();
    });

    test(`a learner who skips is not offered the placement again, after a reload or a new login (${viewport.name})`, async ({
      page,
    }) => {
      await closeGrammarGuide(page);
      const learner = newLearner(`skip_${viewport.name}`);
      await registerByApi(page.request, learner);
      await page.request.post('/api/logout');
      // Registered elsewhere and never answered the offer: the first login here makes it.
      await logInThroughForm(page, learner);
      await expect(page).toHaveURL(/\/placement$/);
      await page.getByTestId('placement-intro').getByRole('button', { name: 'Skip for now' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await (await page.request.get('/api/placement')).json()).toMatchObject({
        status: 'skipped',
        offered: false,
      });

      await page.reload();
      await waitForPageReady(page);
      await expect(page).toHaveURL(/\/$/);
      await page.request.post('/api/logout');
      await logInThroughForm(page, learner);
      await expect(page).toHaveURL(/\/$/);
      await waitForPageReady(page);
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

/** Every English string of the placement screens and the quiz player, for a look at what a Japanese page shows. */
const ENGLISH = [
  ...Object.values(quizEn.placement),
  ...Object.values(quizEn.placement.facts),
  ...Object.values(quizEn.quiz),
]
  .filter((text): text is string => typeof text === 'string')
  .flatMap((text) => text.split(/\{\{[^}]*\}\}/).map((part) => part.trim()))
  .filter((text) => text.length >= 4 && /[a-z]{2}/.test(text));

/** Interface text outside grammar content (`lang="en"`): visible text and accessible names. */
function interfaceText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const outside = (element: Element) => !element.closest('[lang="en"]');
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && outside(parent) && parent.checkVisibility() && !parent.closest('script, style'))
        texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label]'))
      if (outside(element)) texts.push(element.getAttribute('aria-label') ?? '');
    return texts.filter((text) => text.trim() !== '');
  });
}

async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const texts = (await interfaceText(page)).join('\n');
  expect
    .soft(
      ENGLISH.filter((phrase) => texts.includes(phrase)),
      `English on ${where}`,
    )
    .toEqual([]);
}

test('the placement speaks Japanese, resumed after a reload, with no English interface text', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await closeGrammarGuide(page);
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ja'));
  await registerByApi(page.request, newLearner('place_ja'));
  await page.goto('/placement');
  const intro = page.getByTestId('placement-intro');
  await expect(intro.getByRole('heading', { name: quizJa.placement.title })).toBeVisible();
  await expect(intro.getByText(quizJa.placement.facts.questions)).toBeVisible();
  await waitForPageReady(page);
  await expectNoEnglish(page, 'the intro');

  const served = waitForQuiz(page, '/api/placement/start');
  await intro.getByRole('button', { name: quizJa.placement.start }).click();
  const quiz = await served;
  await expect(page.getByRole('heading', { name: quizJa.placement.quizTitle })).toBeVisible();
  // The first 14 answered elsewhere (all right): a reload resumes the quiz at the last question.
  for (const question of quiz.questions.slice(0, 14))
    expect(await checkAnswerByApi(page.request, quiz.quizId, question.id, shippedAnswerOf(question))).toBe(
      true,
    );
  await page.reload();
  const last = quiz.questions[14];
  const card = questionCard(page);
  await expect(card).toHaveAttribute('data-question-id', String(last.id));
  await waitForPageReady(page);
  await expectNoEnglish(page, 'the quiz');
  if (last.type === 'error_correction') await card.getByRole('textbox').fill('Wrong, wrong, wrong.');
  else {
    // A wrong option by its exact name (an option may contain the right one: "Its followers…" and "followers…").
    const wrong = optionsOf(last).find((option) => option !== shippedAnswerOf(last)) ?? '';
    await card.getByRole('radio', { name: wrong, exact: true }).check();
  }
  await card.getByRole('button', { name: quizJa.quiz.submit }).click();
  await expect(card.getByRole('button', { name: quizJa.quiz.submit })).toHaveCount(0);
  await page.getByRole('button', { name: quizJa.quiz.finish }).click();

  // C1 at 2 of 3 still passes: every level passed.
  await expect(page.getByTestId('placement-level')).toHaveText('あなたのレベル：C1');
  await expect(page.getByRole('button', { name: quizJa.placement.startPath })).toBeVisible();
  await waitForPageReady(page);
  await expectNoEnglish(page, 'the result');
  await page.screenshot({ path: test.info().outputPath('placement-ja-phone-result.png') });
});
