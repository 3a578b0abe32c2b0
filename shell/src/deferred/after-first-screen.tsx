import { Suspense, type ReactNode } from 'react';
import { useFirstScreenDone } from './use-first-screen-done';

export interface AfterFirstScreenProps {
  children: ReactNode;
  /** Shown until then and while the children's code loads: give it the children's size (no layout shift). */
  placeholder?: ReactNode;
}

/**
 * Renders its (usually lazy) children once the page's main content has rendered and the browser is idle.
 * Inside <main>, wrap it in an element marked `data-deferred`, so that its placeholder does not count as
 * the page still loading.
 */
export function AfterFirstScreen({ children, placeholder = null }: AfterFirstScreenProps) {
  const done = useFirstScreenDone();
  if (!done) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
