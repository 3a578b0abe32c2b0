import { expect, type Page } from '@playwright/test';

/** Time for the page to see each position (its observers run with the next frames) before the next. */
const PAUSE_MS = 100;

/**
 * Scrolls down a screen at a time to the end of the page, as a learner reading it would, then back to the top.
 * The home page's later widgets load as they come near the viewport: on a phone (on a short laptop, the last)
 * they are there only once the learner has scrolled towards them. A learner's page is scrolled once it has
 * hydrated: a slot passed before then loads when it comes near again, not on the way back up.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  // A learner's page is on screen before its code has run: its widgets load once it answers, as they come near.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  for (let screen = 0; screen < 30; screen += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(PAUSE_MS);
    if (atEnd) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
