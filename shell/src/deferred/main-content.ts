/** Loading placeholders: while one shows in <main> (outside a deferred slot) the page is still rendering. */
const PLACEHOLDER = ':is(.ant-skeleton, .ant-spin):not([data-deferred] *)';
/** Deferred parts come after this long even if the page never settles (a page that keeps a spinner). */
export const MAX_WAIT_MS = 5000;

function mainContentShown(main: Element | null): boolean {
  return !main || (main.childElementCount > 0 && !main.querySelector(PLACEHOLDER));
}

/**
 * Calls `callback` once the page's main content has rendered: <main> holds something and no loading
 * placeholder (skeleton, spinner) outside the slots marked `data-deferred`. Returns a cancel function.
 */
export function afterMainContent(callback: () => void): () => void {
  const main = document.querySelector('main');
  if (mainContentShown(main)) {
    callback();
    return () => undefined;
  }
  const finish = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    callback();
  };
  const observer = new MutationObserver(() => {
    if (mainContentShown(main)) finish();
  });
  observer.observe(main as Element, { childList: true, subtree: true });
  const timer = window.setTimeout(finish, MAX_WAIT_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}
