import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/hydrated';
import { newLearner, registerByApi } from '../support/learner';
import { FILL_BLANK, quizUrl } from '../support/quiz-play';

/** The animations that would run for as long as the page stays open: each repaints the page every frame. */
function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity,
      )
      .map((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
        return `${name} on ${target?.className ?? 'an element'}`;
      }),
  );
}

for (const { route, path } of [
  { route: 'home', path: '/' },
  { route: 'learning paths', path: '/learning-paths' },
  { route: 'quiz', path: quizUrl(FILL_BLANK) },
]) {
  test(`a learner's ${route} page, once settled, runs no endless animation on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerByApi(page.request, newLearner('settled'));
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // What the page loads once its first screen is there (the home page's later widgets as they come near).
    await expect.poll(() => endlessAnimations(page), { timeout: 10_000 }).toEqual([]);
  });
}
