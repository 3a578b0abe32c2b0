import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import { AfterFirstScreen } from '../../deferred/after-first-screen';
import { RemoteWidget } from '../../remotes/remote-widget';
import { FIRST_HOME_WIDGET } from '../../remotes/first-home-widget';
import { LazyHomeFeedbackCard } from '../../widgets/lazy-widgets';
import { HomeSlot, HomeSlotPlaceholder } from './home-slot';

/** About the rendered height of each widget (px), measured at a phone's width. */
const HOME_SLOT_HEIGHTS = { quiz: 560, progress: 320, paths: 360, feedback: 640 };

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
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <HomeSlot minHeight={HOME_SLOT_HEIGHTS.quiz} first>
          <RemoteWidget {...FIRST_HOME_WIDGET} />
        </HomeSlot>
      </Col>
      <Col xs={24} lg={10}>
        <Deferred minHeight={HOME_SLOT_HEIGHTS.progress}>
          <RemoteWidget remote="mfe_progress" widget="ProgressWidget" />
        </Deferred>
      </Col>
      <Col xs={24}>
        <Deferred minHeight={HOME_SLOT_HEIGHTS.paths}>
          <RemoteWidget remote="mfe_paths" widget="PathsDashboardWidget" />
        </Deferred>
      </Col>
      <Col xs={24} lg={14}>
        <Deferred minHeight={HOME_SLOT_HEIGHTS.feedback}>
          <LazyHomeFeedbackCard />
        </Deferred>
      </Col>
    </Row>
  );
}
