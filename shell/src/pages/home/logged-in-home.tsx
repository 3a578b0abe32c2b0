import type { ReactNode } from 'react';
import { Col, Grid, Row } from 'antd';
import { AfterFirstScreen } from '../../deferred/after-first-screen';
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

/** A widget after the first one: loaded once the first has rendered, its slot holding its place until then. */
function Deferred({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return (
    <HomeSlot minHeight={minHeight} deferred>
      <AfterFirstScreen placeholder={<HomeSlotPlaceholder />}>{children}</AfterFirstScreen>
    </HomeSlot>
  );
}

/**
 * The logged-in home page, composed of the remotes' widgets, each in its own boundary. Only the first
 * (the quiz setup, preloaded by main.ts) is needed to render; the others follow once it has rendered.
 * Each slot keeps the height of its widget so that nothing moves while they arrive.
 */
export function LoggedInHome() {
  const screen = Grid.useBreakpoint().lg ? 'wide' : 'phone';
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
