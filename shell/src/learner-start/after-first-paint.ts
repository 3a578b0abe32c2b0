/**
 * Runs `start` once the page has painted what it came with: when the browser reports its first contentful
 * paint, the moment those pixels were presented (on a busy phone that can come after the next frame has
 * begun, so animation frames alone may start a frame early). A browser without paint timing starts two
 * animation frames later (the first frame's callbacks run just before its paint). A hidden page paints
 * nothing, so it starts at once, or as soon as it is hidden; `fallbackMs` starts it anyway should no paint
 * be reported.
 */
export function afterFirstPaint(start: () => void, fallbackMs = 3000, page: Window = window): void {
  let started = false;
  const stops: Array<() => void> = [];
  const once = () => {
    if (started) return;
    started = true;
    stops.forEach((stop) => stop());
    start();
  };
  if (page.document.visibilityState === 'hidden') {
    once();
    return;
  }
  const onHidden = () => {
    if (page.document.visibilityState === 'hidden') once();
  };
  page.document.addEventListener('visibilitychange', onHidden);
  stops.push(() => page.document.removeEventListener('visibilitychange', onHidden));
  const timer = page.setTimeout(once, fallbackMs);
  stops.push(() => page.clearTimeout(timer));

  const Observer = (page as Window & typeof globalThis).PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    stops.push(() => observer.disconnect());
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  page.requestAnimationFrame(() => page.requestAnimationFrame(once));
}
