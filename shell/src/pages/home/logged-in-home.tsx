import { Col, Row } from 'antd';
import { RemoteWidget } from '../../remotes/remote-widget';
import { HomeFeedbackCard } from '../../widgets';

/** The logged-in home page, composed of the remotes' widgets, each in its own boundary. */
export function LoggedInHome() {
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <RemoteWidget remote="mfe_quiz" widget="QuizSetupWidget" />
      </Col>
      <Col xs={24} lg={10}>
        <RemoteWidget remote="mfe_progress" widget="ProgressWidget" />
      </Col>
      <Col xs={24}>
        <RemoteWidget remote="mfe_paths" widget="PathsDashboardWidget" />
      </Col>
      <Col xs={24} lg={14}>
        <HomeFeedbackCard />
      </Col>
    </Row>
  );
}
