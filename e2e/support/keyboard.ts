import { type Locator, type Page, expect } from '@playwright/test';

/** Whether the focused element (or the box antd draws for it: its next sibling or a parent) shows a focus ring. */
function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    const candidates = [
      focused,
      focused.nextElementSibling,
      focused.parentElement,
      focused.parentElement?.parentElement,
    ];
    return candidates.some((element) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    });
  });
}

export async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  expect(await focusIsVisible(page), `a visible focus indicator on ${what}`).toBe(true);
}

/** Presses Tab (Shift+Tab backwards) until `target` has the focus, then checks its focus is visible. */
export async function tabTo(
  page: Page,
  target: Locator,
  what: string,
  { backwards = false } = {},
): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page, what);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}
