import type { Page } from '@playwright/test';

const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="combobox"]',
].join(', ');

/**
 * Every visible control in `scope`, each scrolled to the middle of the viewport (or as far as the page
 * scrolls): the element at its centre must be the control or inside it. Returns the ones something covers.
 */
export async function coveredControls(page: Page, scope?: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, scopeSelector }) => {
      const root: ParentNode = scopeSelector ? (document.querySelector(scopeSelector) ?? document) : document;
      const describe = (element: Element | null): string => {
        if (!element) return 'nothing';
        const name =
          element.getAttribute('aria-label') ??
          element.getAttribute('data-testid') ??
          (element.textContent ?? '').trim().slice(0, 40);
        const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
        return `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}> "${name}"`;
      };
      const problems: string[] = [];
      for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
        if (element.closest('[aria-hidden="true"], [inert]')) continue;
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const before = element.getBoundingClientRect();
        // Visually hidden text for screen readers (1 px boxes) is no control anyone taps.
        if (before.width < 2 || before.height < 2) continue;
        element.scrollIntoView({ block: 'center', inline: 'center' });
        // A link wrapping over lines: the centre of its first line (its box's centre may fall between them).
        const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
          problems.push(
            `${describe(element)} cannot be scrolled into view (${Math.round(x)}, ${Math.round(y)})`,
          );
          continue;
        }
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === element || element.contains(hit))) continue;
        problems.push(
          `${describe(element)} at (${Math.round(x)}, ${Math.round(y)}) is covered by ${describe(hit)}`,
        );
      }
      window.scrollTo(0, 0);
      return problems;
    },
    { selector: CONTROLS, scopeSelector: scope },
  );
}
