import { useEffect, useState } from 'react';
import { afterMainContent } from './main-content';

/** Longest wait for an idle moment once the main content is there. */
const IDLE_TIMEOUT_MS = 1000;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * False until the page's main content has rendered and the browser is then idle. Parts the first screen
 * does not need (the floating widgets, the home page's further widgets) wait for it, so that their code
 * is fetched after the page has rendered, not in competition with it.
 */
export function useFirstScreenDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const cancelWait = afterMainContent(() => {
      cancelIdle = whenIdle(() => setDone(true));
    });
    return () => {
      cancelWait();
      cancelIdle?.();
    };
  }, []);
  return done;
}
