import { useLocation } from 'react-router-dom';
import { AfterFirstScreen } from '../../deferred/after-first-screen';
import { LazyGrammarGuideCard } from '../lazy-widgets';
import { collapseGuide, hasOwnTips } from './guide-state';
import { useFrameGuideState } from './use-frame-guide-state';

/** Room kept for the open card before its code has loaded (see GrammarGuideCard). */
const RESERVED_HEIGHT = 200;

/**
 * Where the open Grammar Guide sits: at the top of the page, in its flow, so it covers no control and no
 * question. Open on a first visit ever (a visitor's welcome, forms and 404 aside), or when asked for; never
 * on a page with tips of its own.
 */
export function GuideSlot() {
  const { pathname } = useLocation();
  const state = useFrameGuideState();
  if (state !== 'expanded' || hasOwnTips(pathname)) return null;
  return (
    <div data-deferred style={{ minHeight: RESERVED_HEIGHT, marginBottom: 16 }}>
      <AfterFirstScreen>
        <LazyGrammarGuideCard onCollapse={collapseGuide} />
      </AfterFirstScreen>
    </div>
  );
}
