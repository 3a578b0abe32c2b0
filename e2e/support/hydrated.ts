import { expect, type Page } from '@playwright/test';

/**
 * Hydrated: the page can be used (a learner's root is no longer inert; a visitor's, which hydrates when the
 * visitor first reaches for the page, as on the key pressed here, no longer dehydrated), and the frame has
 * dropped the header variant the viewport does not show (the server's HTML holds both).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('data-dehydrated');
  const width = page.viewportSize()?.width ?? 1280;
  await expect(page.locator(width < 768 ? '.gp-wide-only' : '.gp-compact-only')).toHaveCount(0);
}

/** The page's console errors and uncaught exceptions from now on, as they come. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
