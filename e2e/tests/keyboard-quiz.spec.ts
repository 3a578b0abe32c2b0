import { expect, test } from '@playwright/test';
import type { QuizResponse } from '@grammarpath/contracts';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { newLearner, registerByApi } from '../support/learner';
import { openQuiz, questionCard } from '../support/quiz-play';
import { closeGrammarGuide } from '../support/widgets';

const ALL_TYPES = ['fill_blank', 'rearrange', 'completion', 'error_correction', 'multiple_choice'];

test('a quiz of every question type, rearrange included, taken with the keyboard alone and a visible focus throughout', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await closeGrammarGuide(page);
  await registerByApi(page.request, newLearner('keys'));
  const settings = encodeURIComponent(
    JSON.stringify({ difficultyLevel: 'beginner', questionTypes: ALL_TYPES, questionCount: 10 }),
  );
  const quiz: QuizResponse = await openQuiz(page, `/quiz?settings=${settings}`);
  expect(new Set(quiz.questions.map((question) => question.type))).toEqual(new Set(ALL_TYPES));

  const card = questionCard(page);
  for (const [index, question] of quiz.questions.entries()) {
    const where = `question ${index + 1} (${question.type})`;
    await expect(page.getByText(`Question ${index + 1} of ${quiz.questions.length}`)).toBeVisible();
    await expect(card).toHaveAttribute('data-question-id', String(question.id));

    if (question.type === 'rearrange') {
      const bank = card.getByTestId('bank-zone').getByRole('button');
      const sentence = card.getByTestId('sentence-zone').getByRole('button');
      const total = question.words?.length ?? 0;
      // Enter moves the focused word into the sentence; the focus goes on to the next word of the bank.
      await tabTo(page, bank.first(), `the first word of ${where}`);
      for (let placed = 1; placed <= total; placed += 1) {
        await page.keyboard.press('Enter');
        await expect(sentence).toHaveCount(placed);
        await expectVisibleFocus(page, `a word after Enter in ${where}`);
      }
      await expect(bank).toHaveCount(0);
      // The last word placed keeps the focus; Space picks it up, the left arrow moves it, Space drops it.
      const before = await sentence.allTextContents();
      await expect(sentence.last()).toBeFocused();
      await page.keyboard.press('Space');
      await page.waitForTimeout(150);
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(150);
      await page.keyboard.press('Space');
      await expect(sentence).toHaveText([...before.slice(0, -2), before[total - 1], before[total - 2]]);
    } else if (question.type === 'error_correction') {
      const box = card.getByLabel('Your corrected sentence');
      await tabTo(page, box, `the sentence box of ${where}`);
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');
      await expect(box).toHaveValue((question.sentence ?? '').slice(0, -1));
    } else {
      // Tab reaches the group at its first option; Space chooses it, or the down arrow chooses the next.
      const options = card.getByRole('radio');
      await tabTo(page, options.first(), `the first option of ${where}`);
      await page.keyboard.press(index % 2 === 0 ? 'Space' : 'ArrowDown');
      await expect(options.nth(index % 2 === 0 ? 0 : 1)).toBeChecked();
      await expectVisibleFocus(page, `the chosen option of ${where}`);
    }

    await tabTo(page, card.getByRole('button', { name: 'Submit Answer' }), `Submit Answer on ${where}`);
    await page.keyboard.press('Enter');
    await expect(card.getByTestId('answer-feedback')).toContainText(/Correct!|Incorrect/);
    // The focus moves on to Next Question (Finish Quiz on the last), ready for Enter.
    const last = index === quiz.questions.length - 1;
    const next = page.getByRole('button', { name: last ? 'Finish Quiz' : 'Next Question' });
    await expect(next).toBeFocused();
    await expectVisibleFocus(page, `${last ? 'Finish Quiz' : 'Next Question'} after ${where}`);
    await page.keyboard.press('Enter');
  }

  await expect(page.getByTestId('summary-score')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Start New Quiz' }), 'Start New Quiz');
});
