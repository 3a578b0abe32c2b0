import { useEffect, useRef } from 'react';

/** A same-tab link to another page of this site that the router would follow, or undefined. */
function guardedHref(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * While `active`, leaving asks first: the browser's own prompt on reload or close (beforeunload), and
 * `confirmLeave(href)` for a click on a link to another page of the site (the frame's links included; the
 * host's router is not a data router, so react-router's useBlocker is not available to a remote).
 */
export function useLeaveGuard(active: boolean, confirmLeave: (href: string) => void): void {
  const confirmRef = useRef(confirmLeave);
  useEffect(() => {
    confirmRef.current = confirmLeave;
  });

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    // Capture phase: before the router's own link handler, which then sees the click as handled.
    const onClick = (event: MouseEvent) => {
      const href = guardedHref(event);
      if (href === undefined) return;
      event.preventDefault();
      confirmRef.current(href);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
}
