import { type Locator, type Page, type Request, expect } from '@playwright/test';
import type { CheckAnswerResponse, QuestionType, QuizResponse, QuizSettings } from '@grammarpath/contracts';

export interface AnsweredQuestion {
  id: number;
  type: QuestionType;
  response: CheckAnswerResponse;
}

/** Ten beginner fill-in-the-blank questions, neither practice nor progressive. */
export const FILL_BLANK: QuizSettings = {
  difficultyLevel: 'beginner',
  questionTypes: ['fill_blank'],
  questionCount: 10,
  isPracticeMode: false,
  progressiveDifficulty: false,
};

/** The address of a quiz with these settings, as Start Quiz opens it. */
export const quizUrl = (settings: QuizSettings) =>
  `/quiz?settings=${encodeURIComponent(JSON.stringify(settings))}`;

export function questionCard(page: Page): Locator {
  return page.getByTestId('question-card');
}

/** Starts waiting for the quiz's questions before the action that loads them. */
export function waitForQuiz(page: Page, path = '/api/questions'): Promise<QuizResponse> {
  return page
    .waitForResponse((res) => res.url().endsWith(path) && res.request().method() === 'POST' && res.ok())
    .then((res) => res.json() as Promise<QuizResponse>);
}

/** The quiz a page's document holds when the server rendered it: the quiz run in its state (`#gp-rendered`). */
export function renderedQuizOf(document: string): QuizResponse | undefined {
  const json = /<script type="application\/json" id="gp-rendered">([^<]*)<\/script>/.exec(document)?.[1];
  if (!json) return undefined;
  const { queries } = JSON.parse(json) as {
    queries: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] } | null;
  };
  const run = queries?.queries.find((query) => query.queryKey[0] === 'quiz-run');
  return run?.state.data as QuizResponse | undefined;
}

/** The quiz a /quiz?settings=… page keeps for a reload of its tab (mfe-quiz's resume-store), if any yet. */
export function keptQuizId(page: Page, url: string): Promise<string | null> {
  const settings = new URL(url, 'http://host').searchParams.get('settings');
  return page.evaluate(
    (key) => sessionStorage.getItem(key),
    `gp.quiz-run:${JSON.stringify(['/api/questions', settings])}`,
  );
}

/**
 * Opens /quiz?settings=… by its address (a document load) and gives the quiz it plays: the one the server
 * rendered into the page, once the page has taken it up (kept it for a reload), or the one the browser
 * started — a page that came without it (no renderer, or a late one), or that renders afresh (the browser
 * saved another language than the server knew).
 */
export async function openQuiz(page: Page, url: string): Promise<QuizResponse> {
  let startedByBrowser: Promise<QuizResponse> | undefined;
  const onRequest = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/questions')
      startedByBrowser = request.response().then(async (response) => {
        expect(response?.ok(), await response?.text()).toBe(true);
        return (await response!.json()) as QuizResponse;
      });
  };
  page.on('request', onRequest);
  try {
    const response = await page.goto(url);
    const rendered = response ? renderedQuizOf(await response.text()) : undefined;
    await expect
      .poll(
        async () =>
          startedByBrowser !== undefined ||
          (rendered !== undefined && (await keptQuizId(page, url)) === rendered.quizId),
        { timeout: 20_000 },
      )
      .toBe(true);
    return startedByBrowser ? await startedByBrowser : rendered!;
  } finally {
    page.off('request', onRequest);
  }
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags a word with the mouse (dnd-kit's pointer sensor starts after 5 px of movement). */
export async function dragWord(page: Page, word: Locator, target: Locator): Promise<void> {
  const from = await centre(word);
  const to = await centre(target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 4, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

export type RearrangeWay = 'tap' | 'drag' | 'keyboard';

/** Places every word of a rearrange question: the first by the chosen way, the rest by tapping. */
async function placeWords(page: Page, way: RearrangeWay): Promise<void> {
  const card = questionCard(page);
  const sentence = card.getByTestId('sentence-zone');
  const bank = card.getByTestId('bank-zone');
  const total = await bank.getByRole('button').count();
  expect(total).toBeGreaterThan(1);
  if (way === 'drag') {
    const first = bank.getByRole('button').first();
    const text = (await first.textContent()) ?? '';
    await dragWord(page, first, sentence);
    await expect(sentence.getByRole('button')).toHaveText([text]);
  }
  while ((await bank.getByRole('button').count()) > 0) await bank.getByRole('button').first().click();
  await expect(sentence.getByRole('button')).toHaveCount(total);
  if (way === 'keyboard') {
    // Space picks the first word up, the right arrow moves it one place on, Space drops it.
    const before = await sentence.getByRole('button').allTextContents();
    await sentence.getByRole('button').first().focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await expect(sentence.getByRole('button')).toHaveText([before[1], before[0], ...before.slice(2)]);
  }
}

/**
 * Answers the current question (an option by its text or index, the words in bank order, the sentence
 * with `edit`), submits it, and checks that the screen shows what the server answered.
 */
export async function answerCurrent(
  page: Page,
  options: {
    option?: string;
    optionIndex?: number;
    rearrange?: RearrangeWay;
    edit?: (sentence: string) => string;
  } = {},
): Promise<AnsweredQuestion> {
  const card = questionCard(page);
  const type = (await card.getAttribute('data-question-type')) as QuestionType;
  const id = Number(await card.getAttribute('data-question-id'));
  const submit = card.getByRole('button', { name: 'Submit Answer' });
  await expect(submit).toBeDisabled();

  if (type === 'rearrange') {
    await placeWords(page, options.rearrange ?? 'tap');
  } else if (type === 'error_correction') {
    const box = card.getByLabel('Your corrected sentence');
    const sentence = await box.inputValue();
    await box.fill((options.edit ?? ((text) => text.replace(/\s+\S+$/, ' wrongly.')))(sentence));
  } else {
    const choices = card.locator('label.ant-radio-wrapper');
    if (options.option !== undefined)
      await choices.filter({ has: page.getByRole('radio', { name: options.option, exact: true }) }).click();
    else await choices.nth(Math.min(options.optionIndex ?? 0, (await choices.count()) - 1)).click();
  }

  const checked = page.waitForResponse(
    (res) => res.url().endsWith('/api/check-answer') && res.request().method() === 'POST',
  );
  await submit.click();
  const res = await checked;
  expect(res.ok(), await res.text()).toBe(true);
  const response = (await res.json()) as CheckAnswerResponse;

  const feedback = card.getByTestId('answer-feedback');
  await expect(feedback).toContainText(response.isCorrect ? 'Correct!' : 'Incorrect');
  await expect(feedback).toContainText(response.explanation);
  if (!response.isCorrect) {
    await expect(card.getByTestId('correct-answer')).toHaveText(`Correct answer: ${response.correctAnswer}`);
    if (response.optionNote) await expect(card.getByTestId('option-note')).toContainText(response.optionNote);
  }
  await expect(submit).toHaveCount(0);
  if (type === 'rearrange')
    await expect(card.getByTestId('sentence-zone').getByRole('button').first()).toBeDisabled();
  else if (type === 'error_correction')
    await expect(card.getByLabel('Your corrected sentence')).toBeDisabled();
  else for (const radio of await card.getByRole('radio').all()) await expect(radio).toBeDisabled();
  return { id, type, response };
}

/** Moves on: 'Next Question', or 'Finish Quiz' on the last question. */
export async function goOn(page: Page, last: boolean): Promise<void> {
  await page.getByRole('button', { name: last ? 'Finish Quiz' : 'Next Question' }).click();
}
