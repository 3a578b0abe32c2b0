import { useEffect, type ComponentType } from 'react';
import type { MoodTheme } from '@grammarpath/contracts';
import { PlatformProvider, useMoodTheme } from '@grammarpath/platform';
import { DocumentRouter } from './document-router';
import { themeCookieHolds } from './load-again';

/**
 * A theme chosen on a prerendered page applies to the whole page, not only to the island it was chosen in:
 * the page is loaded again, in that theme, once the cookie holds it.
 */
function ReloadOnThemeChange({ rendered }: { rendered: MoodTheme }) {
  const { theme } = useMoodTheme();
  useEffect(() => {
    if (theme === rendered) return;
    // After the provider's own effect, which writes the cookie.
    const timer = window.setTimeout(() => {
      if (themeCookieHolds(theme)) window.location.reload();
    });
    return () => window.clearTimeout(timer);
  }, [theme, rendered]);
  return null;
}

/** Calls `then` once the tree around it has been committed (for a hydration: once it has hydrated). */
function Committed({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

const nothing = () => undefined;

export interface IslandRootProps {
  Component: ComponentType;
  pathname: string;
  theme: MoodTheme;
  /** Called once the island has hydrated. */
  onHydrated?: () => void;
}

/**
 * What an island of a visitor's prerendered page renders in, on the server and in the browser alike:
 * the platform's providers without a wrapping element, and a router whose navigations load documents. The
 * tree must be the same in both (`useId` derives its ids from the tree's shape).
 */
export function IslandRoot({ Component, pathname, theme, onHydrated = nothing }: IslandRootProps) {
  return (
    <PlatformProvider initialTheme={theme} bare>
      <DocumentRouter pathname={pathname}>
        <Component />
      </DocumentRouter>
      <ReloadOnThemeChange rendered={theme} />
      <Committed then={onHydrated} />
    </PlatformProvider>
  );
}
