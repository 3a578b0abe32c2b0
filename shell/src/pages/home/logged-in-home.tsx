import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import { useMediaQuery } from '@grammarpath/platform/ui';
import { AfterFirstScreen } from '../../deferred/after-first-screen';
import { useNearViewport } from '../../deferred/use-near-viewport';
import { RemoteWidget } from '../../remotes/remote-widget';
import { FIRST_HOME_WIDGET } from '../../remotes/first-home-widget';
import { widgetMinHeight, type RemoteWidgetRef } from '../../remotes/remote-widgets';
import { LazyHomeFeedbackCard } from '../../widgets/lazy-widgets';
import { HomeSlot, HomeSlotPlaceholder } from './home-slot';

/** The home page's remote widgets after the first; each slot's height comes from the remote registry. */
const PROGRESS_WIDGET = {
  remote: 'mfe_progress',
  widget: 'ProgressWidget',
} as const satisfies RemoteWidgetRef;
const PATHS_WIDGET = {
  remote: 'mfe_paths',
  widget: 'PathsDashboardWidget',
} as const satisfies RemoteWidgetRef;

/** About the rendered height (px) of the shell's own feedback card in English, on a phone and from `lg` up. */
const FEEDBACK_SLOT_HEIGHT = { phone: 710, wide: 580 };

/**
 * How near the viewport a later widget's slot must come for the widget to load: ahead of a learner scrolling
 * down, yet not so far that a phone's first screen loads what lies below it. On a 412×823 phone a first visit's
 * open Grammar Guide and the quiz setup put the progress widget at about 1,180 px: a margin of a whole screen
 * (823 px) would load it, and the paths dashboard, with the first screen. On a 1350×940 laptop the progress
 * widget and the paths dashboard are within it at once; the feedback card, about 1,800 px down, is not.
 */
export const NEAR_VIEWPORT_MARGIN = '30% 0px';

/**
 * A widget after the first one: loaded once the first has rendered and its slot has come near the viewport
 * (on a wide screen at once, on a phone as the learner scrolls down), the slot holding its place until then.
 */
function Deferred({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [slot, near] = useNearViewport<HTMLDivElement>(NEAR_VIEWPORT_MARGIN);
  return (
    <HomeSlot ref={slot} minHeight={minHeight} deferred>
      <AfterFirstScreen placeholder={<HomeSlotPlaceholder loading={near} />} when={near}>
        {children}
      </AfterFirstScreen>
    </HomeSlot>
  );
}

/** antd's lg breakpoint, where the home page's widgets sit side by side. */
const WIDE_HOME_QUERY = '(min-width: 992px)';

/**
 * The logged-in home page, composed of the remotes' widgets, each in its own boundary. Only the first
 * (the quiz setup, preloaded by main.ts) is needed to render; the others follow once it has rendered, each as
 * it comes near the viewport.
 * Each slot keeps the height of its widget so that nothing moves while they arrive.
 */
export function LoggedInHome() {
  const screen = useMediaQuery(WIDE_HOME_QUERY) ? 'wide' : 'phone';
  const height = (ref: RemoteWidgetRef) => widgetMinHeight(ref)[screen];
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <HomeSlot minHeight={height(FIRST_HOME_WIDGET)} first>
          <RemoteWidget {...FIRST_HOME_WIDGET} />
        </HomeSlot>
      </Col>
      <Col xs={24} lg={10}>
        <Deferred minHeight={height(PROGRESS_WIDGET)}>
          <RemoteWidget {...PROGRESS_WIDGET} />
        </Deferred>
      </Col>
      <Col xs={24}>
        <Deferred minHeight={height(PATHS_WIDGET)}>
          <RemoteWidget {...PATHS_WIDGET} />
        </Deferred>
      </Col>
      <Col xs={24} lg={14}>
        <Deferred minHeight={FEEDBACK_SLOT_HEIGHT[screen]}>
          <LazyHomeFeedbackCard />
        </Deferred>
      </Col>
    </Row>
  );
}
