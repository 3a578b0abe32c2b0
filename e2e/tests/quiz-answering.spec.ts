import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { optionsOf, type PublicQuestion, type QuizResponse } from '@grammarpath/contracts';
import { newLearner, registerByApi } from '../support/learner';
import { openQuiz, questionCard } from '../support/quiz-play';
import { shippedAnswerOf } from '../support/shipped-answers';
import { closeGrammarGuide, cues, fakeSpeechAndSounds } from '../support/widgets';

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 720 };

const settingsOf = (questionTypes: string[]) =>
  encodeURIComponent(JSON.stringify({ difficultyLevel: 'beginner', questionTypes, questionCount: 10 }));

/** Records every Web Animations call (the celebration's pulse and pops), before the first navigation. */
async function countAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __animations: number };
    w.__animations = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function counted(this: Element, ...args: Parameters<Element['animate']>) {
      w.__animations += 1;
      return animate.apply(this, args);
    };
  });
}

const animations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __animations: number }).__animations);

/** A new learner's quiz of `types`, opened in the page; returns the questions served. */
async function startQuiz(page: Page, name: string, types = ['multiple_choice']): Promise<QuizResponse> {
  await closeGrammarGuide(page);
  await fakeSpeechAndSounds(page);
  await countAnimations(page);
  await registerByApi(page.request, newLearner(name));
  const quiz = await openQuiz(page, `/quiz?settings=${settingsOf(types)}`);
  await expect(questionCard(page)).toBeVisible();
  return quiz;
}

async function shownQuestion(page: Page, quiz: QuizResponse): Promise<PublicQuestion> {
  const id = Number(await questionCard(page).getAttribute('data-question-id'));
  const question = quiz.questions.find((item) => item.id === id);
  if (!question) throw new Error(`question ${id} was not served`);
  return question;
}

/** Taps the option card of `option` (its whole card is the radio's label). */
async function choose(page: Page, option: string): Promise<void> {
  await questionCard(page)
    .locator('label.ant-radio-wrapper')
    .filter({ has: page.getByRole('radio', { name: option, exact: true }) })
    .click();
}

const wrongOptionOf = (question: PublicQuestion) => {
  const right = shippedAnswerOf(question);
  const wrong = optionsOf(question).find((option) => option !== right);
  if (!wrong) throw new Error(`question ${question.id} has no wrong option`);
  return wrong;
};

/** The element at the centre of `locator` is the locator's element or inside it: nothing covers it. */
async function expectUncovered(locator: Locator, what: string): Promise<void> {
  const covered = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && (hit === element || element.contains(hit))
      ? ''
      : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
  });
  expect(covered, `${what} is covered`).toBe('');
}

/** axe (WCAG 2.2 AA) on the whole page, the bar included. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect
    .soft(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
      `axe violations on ${where}`,
    )
    .toEqual([]);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

test.describe('answering on a phone (375×812)', () => {
  test.use({ viewport: PHONE });

  test('large option cards, the check bar at the bottom, the verdict, the cue, the points and a short celebration', async ({
    page,
  }, testInfo) => {
    test.slow(); // two questions answered, with an accessibility scan and a screenshot of each state
    const quiz = await startQuiz(page, 'answer_phone');
    const card = questionCard(page);
    const bar = page.getByTestId('answer-bar');
    const action = bar.getByRole('button');

    // Option cards: full width, at least 48 px tall, each with its letter.
    const labels = card.locator('label.ant-radio-wrapper');
    const count = await labels.count();
    expect(count).toBeGreaterThan(1);
    const cardBox = await boxOf(card);
    for (let index = 0; index < count; index += 1) {
      const box = await boxOf(labels.nth(index));
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.width).toBeGreaterThan(cardBox.width * 0.8);
    }
    await expect(card.getByTestId('option-key')).toHaveText(
      Array.from({ length: count }, (_, i) => String.fromCharCode(65 + i)),
    );

    // The bar sits on the bottom edge, full width, its button covered by nothing; the floating buttons sit above it.
    await expect(action).toHaveText('Submit Answer');
    await expect(action).toBeDisabled();
    const barBox = await boxOf(bar);
    expect(Math.round(barBox.y + barBox.height)).toBe(PHONE.height);
    expect(barBox.width).toBe(PHONE.width);
    await expect(page.getByRole('button', { name: 'Next Question' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('phone-unanswered.png') });
    await expectNoViolations(page, 'the phone quiz, unanswered');

    const first = await shownQuestion(page, quiz);
    await choose(page, shippedAnswerOf(first));
    await expect(action).toBeEnabled();
    await expectUncovered(action, 'Submit Answer in the bar');
    const feedbackButton = page.getByTestId('feedback-open');
    await expect(feedbackButton).toBeVisible();
    const lifted = await boxOf(feedbackButton);
    expect(lifted.y + lifted.height).toBeLessThanOrEqual((await boxOf(bar)).y);
    await expectUncovered(feedbackButton, 'the feedback button');

    await action.click();
    await expect(bar.getByTestId('answer-verdict')).toHaveText('Correct!');
    await expect(bar).toHaveAttribute('data-outcome', 'correct');
    await expect(card.getByTestId('answer-feedback')).toContainText('Correct!');
    await expect(page.getByTestId('points-earned')).toHaveText('+1');
    await expect(page.getByTestId('quiz-points')).toContainText('1 point');
    await expect(page.getByTestId('quiz-score')).toHaveText('Score: 1');
    expect(await cues(page)).toEqual(['/audio/correct.wav']);
    expect(await animations(page)).toBeGreaterThan(0);
    await expect(action).toHaveText('Next Question');
    await expect(action).toBeFocused();
    await expectUncovered(action, 'Next Question in the bar');
    // The floating buttons follow the bar as it grows with the verdict.
    const grown = await boxOf(bar);
    expect(grown.height).toBeGreaterThan(barBox.height);
    expect((await boxOf(feedbackButton)).y + lifted.height).toBeLessThanOrEqual(grown.y);
    await page.screenshot({ path: testInfo.outputPath('phone-correct.png') });
    await expectNoViolations(page, 'the phone quiz, Correct! in the bar');

    await action.click();
    await expect(page.getByText(`Question 2 of ${quiz.questions.length}`)).toBeVisible();
    await expect(page.getByTestId('points-earned')).toHaveCount(0);
    const second = await shownQuestion(page, quiz);
    await choose(page, wrongOptionOf(second));
    await action.click();
    await expect(bar.getByTestId('answer-verdict')).toHaveText(`Correct answer: ${shippedAnswerOf(second)}`);
    await expect(bar).toHaveAttribute('data-outcome', 'incorrect');
    await expect(page.getByTestId('points-earned')).toHaveCount(0);
    await expect(page.getByTestId('quiz-points')).toContainText('1 point');
    expect(await cues(page)).toEqual(['/audio/correct.wav', '/audio/incorrect.wav']);
    await page.screenshot({ path: testInfo.outputPath('phone-incorrect.png') });
    await expectNoViolations(page, 'the phone quiz, the right answer in the bar');

    // The end of the page scrolls clear of the bar: the footer's last line ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const rights = page.getByRole('contentinfo').getByText('All rights reserved');
    expect((await boxOf(rights)).y + (await boxOf(rights)).height).toBeLessThanOrEqual((await boxOf(bar)).y);
    await expectUncovered(
      page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }),
      'About',
    );
  });

  test('under reduced motion, a correct answer shows its verdict and points without any animation', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const quiz = await startQuiz(page, 'answer_still');
    await choose(page, shippedAnswerOf(await shownQuestion(page, quiz)));
    await page.getByTestId('answer-bar').getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByTestId('answer-verdict')).toHaveText('Correct!');
    await expect(page.getByTestId('points-earned')).toHaveText('+1');
    expect(await animations(page)).toBe(0);
  });

  test('rearrange words are at least 44 px tall', async ({ page }) => {
    await startQuiz(page, 'answer_words', ['rearrange']);
    const words = questionCard(page).getByTestId('bank-zone').getByRole('button');
    expect(await words.count()).toBeGreaterThan(1);
    for (const word of await words.all()) expect((await boxOf(word)).height).toBeGreaterThanOrEqual(44);
  });

  test('in Japanese, with the sounds muted: the bar, the verdict and the points speak Japanese, and no cue plays', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => {
      localStorage.setItem('i18nextLng', 'ja');
      localStorage.setItem('audio-cues-muted', 'true');
    });
    const quiz = await startQuiz(page, 'answer_ja');
    const bar = page.getByTestId('answer-bar');
    await choose(page, shippedAnswerOf(await shownQuestion(page, quiz)));
    await bar.getByRole('button', { name: '解答する' }).click();
    await expect(bar.getByTestId('answer-verdict')).toHaveText('正解！');
    await expect(page.getByTestId('quiz-points')).toContainText('1ポイント');
    await expect(page.getByTestId('points-earned')).toHaveText('+1');
    await expect(bar.getByRole('button', { name: '次の問題' })).toBeVisible();
    expect(await cues(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('phone-ja-correct.png') });
  });
});

test.describe('answering on a laptop (1280×720)', () => {
  test.use({ viewport: LAPTOP });

  test('the cards and the points, with Submit in the card and Next Question below it', async ({
    page,
  }, testInfo) => {
    const quiz = await startQuiz(page, 'answer_laptop');
    const card = questionCard(page);
    await expect(page.getByTestId('answer-bar')).toHaveCount(0);
    for (const label of await card.locator('label.ant-radio-wrapper').all())
      expect((await boxOf(label)).height).toBeGreaterThanOrEqual(48);

    await choose(page, shippedAnswerOf(await shownQuestion(page, quiz)));
    await card.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(card.getByTestId('answer-feedback')).toContainText('Correct!');
    await expect(page.getByTestId('points-earned')).toHaveText('+1');
    await expect(page.getByTestId('quiz-points')).toContainText('1 point');
    expect(await animations(page)).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('laptop-correct.png') });
    const next = page.getByRole('button', { name: 'Next Question' });
    await expect(next).toBeFocused();
    await expectUncovered(next, 'Next Question');
    await next.click();
    await expect(page.getByText(`Question 2 of ${quiz.questions.length}`)).toBeVisible();
  });
});
