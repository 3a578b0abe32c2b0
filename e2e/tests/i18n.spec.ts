import { expect, test } from '@playwright/test';
import { optionsOf, type QuizResponse } from '@grammarpath/contracts';
import { en as quizEn } from '../../mfe-quiz/src/i18n/en';
import { ja as quizJa } from '../../mfe-quiz/src/i18n/ja';
import { vi as quizVi } from '../../mfe-quiz/src/i18n/vi';
import { zh as quizZh } from '../../mfe-quiz/src/i18n/zh';

import { en as pathsEn } from '../../mfe-paths/src/i18n/en';
import { ja as pathsJa } from '../../mfe-paths/src/i18n/ja';
import { vi as pathsVi } from '../../mfe-paths/src/i18n/vi';
import { zh as pathsZh } from '../../mfe-paths/src/i18n/zh';

import { BRANDS, englishPhrases, interfaceText, KEYS, latinWords } from '../support/interface-text';
import { newLearner, registerByApi } from '../support/learner';
import {
  celebrationDialog,
  forEachTab,
  giveLearnerHistory,
  QUIZ_SETTINGS,
  remoteRoutes,
  waitForPageReady,
} from '../support/learner-routes';
import { openQuiz, questionCard } from '../support/quiz-play';
import { shippedAnswerOf } from '../support/shipped-answers';
import { expectTaughtInLanguage, SCRIPT_OF } from '../support/teaching-texts';
import { closeGrammarGuide } from '../support/widgets';

const quizTranslations = { en: quizEn, ja: quizJa, vi: quizVi, zh: quizZh };
const pathsTranslations = { en: pathsEn, ja: pathsJa, vi: pathsVi, zh: pathsZh };

for (const language of ['ja', 'vi', 'zh'] as const) {
  test(`every route, quiz state and widget shows no English interface text in ${language}`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await closeGrammarGuide(page);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    await page.route(/translate\.(google|googleapis)\.com/, (route) => route.abort('internetdisconnected'));
    const learner = newLearner(`i18n_${language}`);
    let loggedIn = false;

    const check = async (where: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const found = await interfaceText(page);
      expect.soft(englishPhrases(found), `English interface text on ${where}`).toEqual([]);
      if (language !== 'vi') {
        const names = loggedIn ? [learner.username, learner.displayName, learner.email] : [];
        expect.soft(latinWords(found, [...BRANDS, ...KEYS, ...names]), `Latin words on ${where}`).toEqual([]);
      }
    };
    const visit = async (path: string) => {
      await page.goto(path);
      await waitForPageReady(page);
      await check(path);
    };

    /** Checks each celebration open (the stage's, then any achievement's: names and descriptions) and closes it. */
    const checkCelebrations = async (after: string) => {
      const celebration = celebrationDialog(page);
      await page.waitForLoadState('networkidle');
      for (let shown = 0; await celebration.isVisible(); shown += 1) {
        expect(shown, 'celebrations one after another').toBeLessThan(4);
        const title = await celebration.locator('.ant-modal-title').innerText();
        await check(`the celebration "${title}" after ${after}`);
        await celebration.getByRole('button').click();
        await expect(celebration.locator('.ant-modal-title').filter({ hasText: title })).toHaveCount(0);
        await page.waitForLoadState('networkidle');
      }
    };

    for (const path of ['/', '/auth', '/settings', '/no/such/page']) await visit(path);

    await registerByApi(page.request, learner);
    loggedIn = true;
    await visit('/');
    await visit('/settings');
    const history = await giveLearnerHistory(page.request);
    for (const path of remoteRoutes(history)) {
      await visit(path);
      if (path === '/progress') await forEachTab(page, (tab) => check(`/progress, ${tab}`));
    }

    // The quiz played through: answered, Incorrect (with the right answer), Correct! and finished. The
    // question, the answers and the explanation are grammar content.
    const quiz: QuizResponse = await openQuiz(page, `/quiz?settings=${QUIZ_SETTINGS}`);
    const card = questionCard(page);
    const words = (quizTranslations[language] as unknown as { quiz: Record<string, string> }).quiz;
    for (const [index, question] of quiz.questions.entries()) {
      // The first answer is wrong on purpose, the second right; the rest alternate.
      const right = shippedAnswerOf(question);
      const choice = index % 2 === 0 ? optionsOf(question).find((option) => option !== right) : right;
      await card.getByRole('radio', { name: choice, exact: true }).check();
      if (index === 0) await check('the quiz, answered');
      await card.getByRole('button', { name: words.submit }).click();
      const verdict = index % 2 === 0 ? words.incorrect : words.correct;
      await expect(card.getByTestId('answer-feedback')).toContainText(verdict);
      if (index < 2) await check(`the quiz, ${index === 0 ? 'Incorrect' : 'Correct!'}`);
      // The explanation after an answer teaches in the learner's language, the original a click away.
      if (index === 0) {
        const feedback = card.getByTestId('answer-feedback');
        await expectTaughtInLanguage(feedback, feedback.getByTestId('explanation'), language);
      }
      const last = index === quiz.questions.length - 1;
      await page.getByRole('button', { name: last ? words.finish : words.next }).click();
    }
    await expect(page.getByTestId('summary-score')).toBeVisible();
    await waitForPageReady(page);
    await check('the quiz summary');
    await checkCelebrations('the quiz summary');

    // A question of every other type, unanswered.
    for (const type of ['fill_blank', 'rearrange', 'completion', 'error_correction'] as const) {
      const settings = { difficultyLevel: 'beginner', questionTypes: [type], questionCount: 10 };
      await openQuiz(page, `/quiz?settings=${encodeURIComponent(JSON.stringify(settings))}`);
      await expect(card).toHaveAttribute('data-question-type', type);
      await check(`the quiz, a ${type} question`);
    }

    // A path page and a stage lesson teach in the learner's language too.
    const { pathId, stageIds } = history;
    await page.goto(`/learning-paths/${pathId}`);
    await waitForPageReady(page);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(SCRIPT_OF[language]);
    await page.goto(`/learning-paths/${pathId}/stages/${stageIds[0]}`);
    await waitForPageReady(page);
    await expectTaughtInLanguage(page.locator('main'), page.locator('.stage-lesson'), language);
    await check('a stage lesson, back in the learner’s language');

    // The celebration, after a stage completed in the page.
    await page.goto(`/learning-paths/${pathId}/stages/${stageIds[1]}`);
    await waitForPageReady(page);
    await page
      .getByRole('button', {
        name: (pathsTranslations[language] as { stage: Record<string, string> }).stage.markComplete,
      })
      .click();
    await expect(celebrationDialog(page)).toBeVisible();
    await checkCelebrations('the stage');

    // The widget dialogs: feedback with its validation messages, Saved Audio, translate (unreachable).
    await page.goto('/');
    await waitForPageReady(page);
    await page.getByTestId('feedback-open').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('input').first().fill('');
    await dialog.locator('button.ant-btn-primary').click();
    await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await check('the feedback dialog with its messages');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByTestId('saved-audio-open').click();
    await expect(page.locator('.ant-drawer-open')).toBeVisible();
    await check('the Saved Audio sheet');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.locator('button[aria-haspopup="dialog"]').click();
    const loadTranslate = page.locator('.ant-popover button.ant-btn-primary');
    await expect(loadTranslate).toBeVisible();
    await loadTranslate.click();
    await expect(page.getByTestId('translate-unavailable')).toBeVisible();
    await check('the page-translate control, unreachable');
  });
}
