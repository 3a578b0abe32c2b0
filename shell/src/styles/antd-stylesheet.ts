// Imported by main.ts before the shared modules are negotiated: contracts is not shared, so it may be imported.
import { ANTD_STYLESHEET_ID } from '@grammarpath/contracts';

/**
 * Applies antd's build-time stylesheet, which the page links as `media="print"` so that it never holds up
 * the first paint (a prerendered page's own styles are inline). Resolves once it has loaded, or failed to:
 * a page without antd's styles is still better than no page.
 */
export function applyAntdStylesheet(): Promise<void> {
  const link = document.getElementById(ANTD_STYLESHEET_ID);
  if (!(link instanceof HTMLLinkElement)) return Promise.resolve();
  const settled = link.sheet
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
  link.media = 'all';
  return settled;
}
