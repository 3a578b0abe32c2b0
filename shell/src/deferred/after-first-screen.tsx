import { Suspense, type ReactNode } from 'react';
import { useFirstScreenDone } from './use-first-screen-done';

export interface AfterFirstScreenProps {
  children: ReactNode;
  /** Shown until then and while the children's code loads: give it the children's size (no layout shift). */
  placeholder?: ReactNode;
  /** A further condition (the slot has come near the viewport, say): the children wait for both. */
  when?: boolean;
}

/**
 * Renders its (usually lazy) children once the page's main content has rendered and the browser is idle.
 * Inside <main>, wrap it in an element marked `data-deferred`, so that its placeholder does not count as
 * the page still loading.
 */
export function AfterFirstScreen({ children, placeholder = null, when = true }: AfterFirstScreenProps) {
  const done = useFirstScreenDone();
  if (!done || !when) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
