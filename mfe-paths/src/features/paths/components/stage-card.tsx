import { useNavigate } from 'react-router-dom';
import { LineClamp, TeachingText } from '@grammarpath/platform/ui';
import { Button, Card, Flex, Tag, theme, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import { ROUTES, STAGE_DURATION_MINUTES, type StageView } from '@grammarpath/contracts';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n';
import { htmlToText } from '../../../shared/model/lesson-html';
import type { StageState } from '../../../shared/model/path-progress';

interface StageCardProps {
  pathId: number;
  stage: StageView;
  number: number;
  state: StageState;
  pending: boolean;
  onComplete: () => void;
}

/** One stage on the detail page: completed (green border, check, badge), available or locked (dashed, greyed). */
export function StageCard({ pathId, stage, number, state, pending, onComplete }: StageCardProps) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const completed = state === 'completed';
  const locked = state === 'locked';
  // DESIGN.md §5: a stage is completed by passing its practice quiz; Mark Complete needs that pass.
  const quizPassed = stage.quizPassed === true;
  return (
    <Card
      data-testid={`stage-card-${stage.id}`}
      data-state={state}
      style={{
        borderColor: completed ? token.colorSuccess : undefined,
        borderWidth: completed ? 2 : undefined,
        // Locked reads from the dashed border, the grey card and the Locked button; its text keeps AA contrast.
        borderStyle: locked ? 'dashed' : undefined,
      }}
      styles={locked ? { body: { background: token.colorFillQuaternary } } : undefined}
    >
      <Flex justify="space-between" align="start" gap={16} wrap>
        <Flex vertical gap={8} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Tag>{t('detail.stageNumber', { number })}</Tag>
            {completed && (
              <Tag color="success" icon={<CheckCircleFilled aria-hidden />}>
                {t('status.completed')}
              </Tag>
            )}
            <Typography.Text type="secondary">
              <ClockCircleOutlined aria-hidden /> {t('detail.minutes', { count: STAGE_DURATION_MINUTES })}
            </Typography.Text>
          </Flex>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {completed && (
              <CheckCircleFilled style={{ color: token.colorSuccess, marginRight: 8 }} aria-hidden />
            )}
            <TeachingText text={stage.name} english={stage.english?.name} />
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <LineClamp rows={2}>
              <TeachingText text={htmlToText(stage.description)} english={stage.english?.description} />
            </LineClamp>
          </Typography.Paragraph>
          {state === 'available' && !quizPassed && (
            <Typography.Text type="secondary" id={`stage-quiz-needed-${stage.id}`}>
              {t('detail.quizNeeded', { threshold: stage.threshold })}
            </Typography.Text>
          )}
        </Flex>
        <Flex gap={8} wrap>
          {!locked && (
            <Button onClick={() => navigate(ROUTES.stage.href(pathId, stage.id))}>
              {t('detail.openStage')}
            </Button>
          )}
          {state === 'available' && (
            <Button
              type="primary"
              loading={pending}
              disabled={!quizPassed}
              aria-describedby={quizPassed ? undefined : `stage-quiz-needed-${stage.id}`}
              onClick={onComplete}
            >
              {pending ? t('common.loading') : t('detail.markComplete')}
            </Button>
          )}
          {locked && (
            <Button disabled icon={<LockOutlined aria-hidden />}>
              {t('status.locked')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
