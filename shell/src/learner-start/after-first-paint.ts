/**
 * Runs `start` once the page has painted what it came with: two animation frames later (the first frame's
 * callbacks run just before its paint). A hidden page paints nothing, so it starts at once; `fallbackMs` starts
 * it anyway should frames never come.
 */
export function afterFirstPaint(start: () => void, fallbackMs = 3000, page: Window = window): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (page.document.visibilityState === 'hidden') {
    once();
    return;
  }
  page.requestAnimationFrame(() => page.requestAnimationFrame(once));
  page.setTimeout(once, fallbackMs);
}
