import type { ReactNode } from 'react';
import { Col, Grid, Row } from 'antd';
import { AfterFirstScreen } from '../../deferred/after-first-screen';
import { RemoteWidget } from '../../remotes/remote-widget';
import { FIRST_HOME_WIDGET } from '../../remotes/first-home-widget';
import { LazyHomeFeedbackCard } from '../../widgets/lazy-widgets';
import { HomeSlot, HomeSlotPlaceholder } from './home-slot';

/** About the rendered height of each widget (px) in English, on a phone and from antd's `lg` width up. */
const SLOT_HEIGHTS = {
  phone: { quiz: 870, progress: 350, paths: 750, feedback: 710 },
  wide: { quiz: 800, progress: 280, paths: 600, feedback: 580 },
};

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
  const heights = SLOT_HEIGHTS[Grid.useBreakpoint().lg ? 'wide' : 'phone'];
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <HomeSlot minHeight={heights.quiz} first>
          <RemoteWidget {...FIRST_HOME_WIDGET} />
        </HomeSlot>
      </Col>
      <Col xs={24} lg={10}>
        <Deferred minHeight={heights.progress}>
          <RemoteWidget remote="mfe_progress" widget="ProgressWidget" />
        </Deferred>
      </Col>
      <Col xs={24}>
        <Deferred minHeight={heights.paths}>
          <RemoteWidget remote="mfe_paths" widget="PathsDashboardWidget" />
        </Deferred>
      </Col>
      <Col xs={24} lg={14}>
        <Deferred minHeight={heights.feedback}>
          <LazyHomeFeedbackCard />
        </Deferred>
      </Col>
    </Row>
  );
}
