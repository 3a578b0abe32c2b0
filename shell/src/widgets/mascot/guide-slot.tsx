import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { AfterFirstScreen } from '../../deferred/after-first-screen';
import { LazyGrammarGuideCard } from '../lazy-widgets';
import { collapseGuide, guideDrawnOpen, hasOwnTips } from './guide-state';
import { useFrameGuideState } from './use-frame-guide-state';

/** Room kept for the open card before its code has loaded (see GrammarGuideCard). */
const RESERVED_HEIGHT = 200;

/**
 * Where the open Grammar Guide sits: at the top of the page, in its flow, so it covers no control and no
 * question. Open on a first visit ever (a visitor's welcome, forms and 404 aside), or when asked for; never
 * on a page with tips of its own. On a page the server drew with it open, the card is part of the page (its
 * first tip in the HTML, hydrated as it is); elsewhere it comes after the page's first screen.
 */
export function GuideSlot() {
  const { pathname } = useLocation();
  const state = useFrameGuideState();
  if (state !== 'expanded' || hasOwnTips(pathname)) return null;
  const card = <LazyGrammarGuideCard onCollapse={collapseGuide} />;
  return (
    <div data-deferred style={{ minHeight: RESERVED_HEIGHT, marginBottom: 16 }}>
      {guideDrawnOpen() ? <Suspense>{card}</Suspense> : <AfterFirstScreen>{card}</AfterFirstScreen>}
    </div>
  );
}
