import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import type { QuizResponse } from '@grammarpath/contracts';
import {
  completeStageByApi,
  passLockedStageQuizByApi,
  pathByName,
  stageIdsOf,
  startPathByApi,
} from './paths-api';
import { scrollThroughPage } from './scroll-through';

/** A seeded path with few stages. */
export const SAMPLE_PATH = 'Relative Clauses';

export const QUIZ_SETTINGS = encodeURIComponent(
  JSON.stringify({ difficultyLevel: 'beginner', questionTypes: ['multiple_choice'], questionCount: 10 }),
);

/**
 * Gives the logged-in learner something on every screen: a finished quiz (every answer wrong, so there are
 * mistakes to review), a started path with its first stage done and the achievements those earned. Returns that path's id and stage ids.
 */
export async function giveLearnerHistory(
  request: APIRequestContext,
): Promise<{ pathId: number; stageIds: number[] }> {
  const started = await request.post('/api/questions', {
    data: { difficultyLevel: 'beginner', questionTypes: ['fill_blank'], questionCount: 10 },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const quiz = (await started.json()) as QuizResponse;
  for (const question of quiz.questions) {
    const checked = await request.post('/api/check-answer', {
      data: { quizId: quiz.quizId, questionId: question.id, answer: 'not this' },
    });
    expect(checked.ok(), await checked.text()).toBe(true);
  }
  const finished = await request.post('/api/quiz-results', {
    data: {
      quizId: quiz.quizId,
      answers: quiz.questions.map((question) => ({
        questionId: question.id,
        answer: 'not this',
        isCorrect: false,
      })),
      totalScore: 0,
      fillBlankScore: 0,
      rearrangeScore: 0,
      completionScore: 0,
      difficultyLevel: 'beginner',
    },
  });
  expect(finished.ok(), await finished.text()).toBe(true);
  const path = await pathByName(request, SAMPLE_PATH);
  const stageIds = await stageIdsOf(request, path.id);
  await startPathByApi(request, path.id);
  // The second stage's quiz passed while it was locked: its Mark as Complete is open once the first is done.
  await passLockedStageQuizByApi(request, stageIds[1]);
  await completeStageByApi(request, path.id, stageIds[0]);
  // Award what that earned now, so no celebration pops up over the screens later.
  const awarded = await request.post('/api/user/check-achievements');
  expect(awarded.ok(), await awarded.text()).toBe(true);
  return { pathId: path.id, stageIds };
}

/** Every logged-in route of SPEC §2 outside the frame's own (/, /settings, /auth, 404). */
export function remoteRoutes({ pathId, stageIds }: { pathId: number; stageIds: number[] }): string[] {
  const result = encodeURIComponent(JSON.stringify({ totalScore: 7, answers: new Array(10).fill({}) }));
  return [
    '/learning-paths',
    `/learning-path/${pathId}`,
    `/learning-paths/${pathId}`,
    '/learning-journey',
    `/learning-journey/${pathId}`,
    `/learning-paths/${pathId}/stages/${stageIds[1]}`,
    '/progress',
    '/achievements',
    '/profile',
    `/quiz?settings=${QUIZ_SETTINGS}`,
    `/results?result=${result}`,
    '/daily-challenge',
    '/mistakes-review',
    '/placement',
  ];
}

/** The page has loaded: the frame is up, requests have settled and no placeholder or spinner is left. */
export async function waitForPageReady(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  // Parts still waiting to come near the viewport (the home page's later widgets) are scrolled to.
  if ((await page.locator('[data-deferred] .ant-skeleton').count()) > 0) await scrollThroughPage(page);
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

/**
 * The celebration dialog. The test id is on antd's modal root, an element without a box of its own (its
 * mask and dialog are fixed), so it never counts as visible: the dialog inside it does.
 */
export function celebrationDialog(page: Page): Locator {
  return page.getByTestId('celebration-dialog').getByRole('dialog');
}

/**
 * Closes the celebration dialog if one is open (an achievement earned on the way, say), in any language:
 * Continue is its one button.
 */
export async function continuePastCelebration(page: Page): Promise<void> {
  const dialog = celebrationDialog(page);
  if (!(await dialog.isVisible())) return;
  await dialog.getByRole('button').click();
  await expect(dialog).toBeHidden();
}

/** The tabs of a page, each opened in turn (the /progress tabs), calling `check` on each. */
export async function forEachTab(page: Page, check: (tab: string) => Promise<void>): Promise<void> {
  await continuePastCelebration(page);
  // The page's own tabs (the first tab list); a tab's panel may hold tabs of its own.
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const names = await tabs.allTextContents();
  for (const name of names) {
    const tab = tabs.filter({ hasText: name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitForPageReady(page);
    await check(name);
  }
}
