import { expect, type Page, test } from '@playwright/test';
import {
  optionsOf,
  type CheckAchievementsResponse,
  type PublicQuestion,
  type QuizResultView,
} from '@grammarpath/contracts';
import { newLearner, registerByApi } from '../support/learner';
import { passLockedStageQuizByApi, pathByName, stageIdsOf } from '../support/paths-api';
import { answerCurrent, goOn, questionCard, waitForQuiz } from '../support/quiz-play';
import { shippedAnswerOf } from '../support/shipped-answers';

// A path with few stages keeps the walk through it short.
const WALKED = 'Relative Clauses';

function checkResponse(page: Page): Promise<CheckAchievementsResponse> {
  return page
    .waitForResponse((res) => res.url().endsWith('/api/user/check-achievements') && res.ok())
    .then((res) => res.json() as Promise<CheckAchievementsResponse>);
}

/** Places a rearrange question's words in the order of the shipped answer; false when they do not match it. */
async function placeInAnswerOrder(page: Page, question: PublicQuestion): Promise<boolean> {
  const tokens = shippedAnswerOf(question).split(' ');
  if ([...tokens].sort().join(' ') !== [...('words' in question ? question.words : [])].sort().join(' '))
    return false;
  const bank = questionCard(page).getByTestId('bank-zone');
  for (const token of tokens) await bank.getByRole('button', { name: token, exact: true }).first().click();
  return true;
}

/** Answers the served stage quiz in the page, each question right on the first try (the shipped answers). */
async function playStageQuizRight(page: Page, questions: PublicQuestion[]): Promise<void> {
  for (let index = 0; index < questions.length; index += 1) {
    await expect(page.getByText(`Question ${index + 1} of ${questions.length}`)).toBeVisible();
    const id = Number(await questionCard(page).getAttribute('data-question-id'));
    const question = questions.find((candidate) => candidate.id === id);
    if (!question) throw new Error(`question ${id} was not served`);
    if (question.type === 'rearrange' && (await placeInAnswerOrder(page, question))) {
      const checked = page.waitForResponse((res) => res.url().endsWith('/api/check-answer'));
      await questionCard(page).getByRole('button', { name: 'Submit Answer' }).click();
      await checked;
    } else {
      const right = question.type === 'rearrange' ? undefined : shippedAnswerOf(question);
      await answerCurrent(page, {
        option: optionsOf(question).length > 0 ? right : undefined,
        edit: question.type === 'error_correction' ? () => right as string : undefined,
      });
    }
    await goOn(page, index === questions.length - 1);
  }
}

test('a learner walks a path to the end: locked stages, journey circles, the first stage completed by its quiz, a celebration for each later stage, the achievements after it, Path Completed!', async ({
  page,
}) => {
  // A quiz played in the page and a celebration per stage: generous for a loaded machine.
  test.setTimeout(240_000);
  await registerByApi(page.request, newLearner('walker'));
  const path = await pathByName(page.request, WALKED);
  const stageIds = await stageIdsOf(page.request, path.id);
  expect(stageIds).toHaveLength(path.stageCount);

  // Start the path from the list and the detail page.
  await page.goto('/learning-paths');
  await page.getByRole('tab', { name: 'Intermediate', exact: true }).click();
  await page.getByRole('button', { name: `Start Path: ${WALKED}` }).click();
  await expect(page).toHaveURL(new RegExp(`/learning-path/${path.id}$`));
  await expect(page.getByRole('heading', { name: WALKED, level: 2 })).toBeVisible();
  await expect(page.getByText('B1', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('15 minutes').first()).toBeVisible();
  const secondCard = page.getByTestId(`stage-card-${stageIds[1]}`);
  await expect(secondCard).toHaveAttribute('data-state', 'locked');
  await expect(secondCard.getByRole('button', { name: 'Locked' })).toBeDisabled();
  await page.getByRole('button', { name: 'Start Learning Journey' }).click();
  await expect(page.getByText('Overall progress: 0%')).toBeVisible();

  // A locked stage cannot be completed: not by the API, not in the page.
  const locked = await page.request.post(`/api/learning-paths/${path.id}/stages/${stageIds[1]}/complete`);
  expect(locked.status()).toBe(409);
  await page.goto(`/learning-paths/${path.id}/stages/${stageIds[1]}`);
  await expect(page.getByText('This stage is locked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();

  // A stage is completed by passing its practice quiz (DESIGN.md §5). The later stages' quizzes are passed
  // now, while they are locked: that completes nothing, and opens their Mark as Complete once they unlock.
  for (const stageId of stageIds.slice(1)) await passLockedStageQuizByApi(page.request, stageId);
  const stillLocked = await page.request.post(
    `/api/learning-paths/${path.id}/stages/${stageIds[1]}/complete`,
  );
  expect(stillLocked.status()).toBe(409);

  // Journey circles before any stage: the first blue, the others grey.
  await page.goto(`/learning-paths/${path.id}`);
  const circles = page.locator('button[data-colour]');
  await expect(circles).toHaveCount(stageIds.length);
  await expect(circles.nth(0)).toHaveAttribute('data-colour', 'blue');
  await expect(circles.nth(1)).toHaveAttribute('data-colour', 'grey');
  await circles.nth(0).click();
  await expect(page).toHaveURL(new RegExp(`/learning-paths/${path.id}/stages/${stageIds[0]}$`));

  // The first stage: no Mark as Complete before its quiz; the quiz, played right, completes it, and its
  // results say so and lead on to the next stage.
  await expect(page.getByTestId('stage-how-to-complete')).toContainText(
    "Pass this stage's practice quiz with at least 70% (answers right on the first try) to complete it.",
  );
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();
  const served = waitForQuiz(page);
  await page.getByRole('button', { name: 'Practise this stage' }).click();
  const quiz = await served;
  expect(quiz.mode).toBe('stage');
  const savedResult = page
    .waitForResponse((res) => res.url().endsWith('/api/quiz-results') && res.request().method() === 'POST')
    .then((res) => res.json() as Promise<QuizResultView>);
  await playStageQuizRight(page, quiz.questions);
  const outcome = page.getByTestId('stage-outcome');
  await expect(outcome).toContainText('Stage completed!');
  // The result that completed the stage earned the first stage's achievement: celebrated on the results
  // (DESIGN.md §5), with SPEC's toast, not later on the next stage.
  const achievementToast = page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'New Achievement Unlocked!' });
  const earnedOnResults = (await savedResult).newAchievements ?? [];
  expect(earnedOnResults.map((a) => a.key)).toContain('first-stage');
  await expect(page.getByTestId('new-achievement-first-stage')).toContainText('Stage Cleared');
  await expect(achievementToast).toHaveCount(1);
  await outcome.getByRole('button', { name: 'Next Stage' }).click();
  // The toast closes by itself (5 s).
  await expect(achievementToast).toHaveCount(0, { timeout: 15_000 });

  // Complete every stage in order, with the celebration each time. New achievements are announced after
  // it: the toast and the achievement celebration, once the learner continues past the stage's.
  const stageDialog = page.getByRole('dialog', { name: 'Stage Completed!' });
  const achievementDialog = page.getByRole('dialog', { name: 'New Achievement Unlocked!' });
  for (const [index, stageId] of stageIds.entries()) {
    if (index === 0) continue;
    await expect(page).toHaveURL(new RegExp(`/stages/${stageId}$`));
    await expect(page.getByText(`Stage ${index + 1} of ${stageIds.length}`)).toBeVisible();
    const checked = checkResponse(page);
    await page.getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(stageDialog).toBeVisible();
    const { newAchievements } = await checked;
    // The first stage's achievement was announced by its quiz's result: never again.
    expect(newAchievements.map((a) => a.key)).not.toContain('first-stage');
    // Checked while the stage celebration is open: nothing is announced over it.
    await expect(achievementDialog).toHaveCount(0);
    if (index === 1) await expect(achievementToast).toHaveCount(0);
    await stageDialog.getByRole('button', { name: 'Continue' }).click();
    await expect(stageDialog).toBeHidden();
    if (newAchievements.length > 0) {
      await expect(achievementDialog).toBeVisible();
      // One toast with it (it closes by itself after 5 s).
      await expect(achievementToast).toHaveCount(1);
      await expect(
        achievementToast.getByText(
          newAchievements.length === 1
            ? "You've earned 1 new achievement!"
            : `You've earned ${newAchievements.length} new achievements!`,
        ),
      ).toBeVisible();
      await expect(achievementDialog.locator('[data-celebration-type="achievement"]')).toBeVisible();
      for (const { name } of newAchievements) await expect(achievementDialog).toContainText(name);
      // The stage stays in view until the learner has seen the achievements too.
      await expect(page).toHaveURL(new RegExp(`/stages/${stageId}$`));
      await achievementDialog.getByRole('button', { name: 'Continue' }).click();
      await expect(achievementDialog).toBeHidden();
    }
    await expect(page.getByTestId('celebration-dialog')).toBeHidden();
    if (index === 1) {
      // Halfway: the circles show two done, the next one open, the rest grey.
      await page.goto(`/learning-journey/${path.id}`);
      await expect(circles.nth(0)).toHaveAttribute('data-colour', 'green');
      await expect(circles.nth(1)).toHaveAttribute('data-colour', 'green');
      await expect(circles.nth(2)).toHaveAttribute('data-colour', 'blue');
      await expect(circles.nth(3)).toHaveAttribute('data-colour', 'grey');
      await circles.nth(2).click();
    }
  }
  // After the last stage the learner lands on the path's journey.
  await expect(page).toHaveURL(new RegExp(`/learning-paths/${path.id}$`));
  await expect(page.getByText('100% complete')).toBeVisible();

  const lastStage = stageIds[stageIds.length - 1];
  await page.goto(`/learning-paths/${path.id}/stages/${lastStage}`);
  await expect(page.getByRole('button', { name: 'Finish Path' })).toBeVisible();
  await expect(page.getByText('Path Completed!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous Stage' })).toBeEnabled();
});
