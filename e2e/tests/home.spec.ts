import { expect, type Page, test } from '@playwright/test';
import { type SampleQuestion } from '@grammarpath/contracts';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 720 },
] as const;

function nextSample(page: Page): Promise<SampleQuestion> {
  return page
    .waitForResponse((res) => res.url().endsWith('/api/sample-question') && res.ok())
    .then((res) => res.json() as Promise<SampleQuestion>);
}

for (const viewport of VIEWPORTS) {
  test(`a visitor tries a question on the home page without an account (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const first = nextSample(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to GrammarPath' })).toBeVisible();
    // The visitor scrolls towards the question: the page's islands hydrate when it is first reached for.
    await page.mouse.wheel(0, 200);
    const card = page.getByTestId('sample-question');
    const sample = await first;
    await expect(card.getByText('Try a question')).toBeVisible();
    await expect(card.getByText(sample.question.prompt)).toBeVisible();
    const check = card.getByRole('button', { name: 'Check answer' });
    await expect(check).toBeDisabled();

    // The right answer: Correct! and the rule.
    await card.getByRole('radio', { name: sample.correctAnswer, exact: true }).check();
    await check.click();
    const feedback = card.getByTestId('sample-feedback');
    await expect(feedback).toContainText('Correct!');
    await expect(feedback).toContainText(sample.explanation);

    // Another one, answered wrongly: the answer is shown.
    const second = nextSample(page);
    await card.getByRole('button', { name: 'Another question' }).click();
    const next = await second;
    await expect(card.getByText(next.question.prompt)).toBeVisible();
    const wrong = next.question.options.find((option) => option !== next.correctAnswer) ?? '';
    await card.getByRole('radio', { name: wrong, exact: true }).check();
    await card.getByRole('button', { name: 'Check answer' }).click();
    await expect(feedback).toContainText(`Not quite. The answer is: ${next.correctAnswer}`);

    // And the way on.
    await card.getByRole('button', { name: 'Sign up to keep practising' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test('the sample question speaks the visitor’s language around the English being taught', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'vi'));
  const first = nextSample(page);
  await page.goto('/');
  // Loaded again in the saved language, then scrolled.
  await page.waitForURL(/lng=vi/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.mouse.wheel(0, 200);
  const card = page.getByTestId('sample-question');
  const sample = await first;
  await expect(card.getByText('Thử một câu hỏi')).toBeVisible();
  // The teaching texts come in Vietnamese; the sentences being taught stay English, marked so.
  expect(sample.question.english?.prompt, 'the prompt came translated').toBeDefined();
  await expect(card.getByText(sample.question.prompt.replace(/<\/?en>/g, ''))).toBeVisible();
  for (const option of sample.question.options)
    await expect(card.locator('[lang="en"]').filter({ hasText: option }).first()).toBeVisible();
  await card.getByRole('radio', { name: sample.correctAnswer, exact: true }).check();
  await card.getByRole('button', { name: 'Kiểm tra đáp án' }).click();
  const feedback = card.getByTestId('sample-feedback');
  await expect(feedback).toContainText('Chính xác!');
  expect(sample.english?.explanation, 'the explanation came translated').toBeDefined();
  await expect(feedback).toContainText(sample.explanation.replace(/<\/?en>/g, ''));
  await feedback.getByRole('button', { name: 'Xem bằng tiếng Anh' }).click();
  await expect(
    feedback.locator('[lang="en"]').filter({ hasText: sample.english?.explanation ?? '' }),
  ).toBeVisible();
});
