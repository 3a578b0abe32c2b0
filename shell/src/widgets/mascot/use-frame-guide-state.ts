import { useLocation } from 'react-router-dom';
import { prerenderedPageFor } from '@grammarpath/contracts';
import { useUser } from '@grammarpath/platform';
import { type GuideState, useGuideState } from './guide-state';

/**
 * The Grammar Guide's state on the current page. A first visit's opening waits on a visitor's prerendered
 * pages (the welcome, the forms, the 404: their first screen is the page's own) until the visitor becomes
 * a learner, and while the session is not known yet.
 */
export function useFrameGuideState(): GuideState {
  const { pathname } = useLocation();
  const { user, isLoading } = useUser();
  return useGuideState(pathname, isLoading || (user === null && prerenderedPageFor(pathname) !== null));
}
