import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Result, Tag, Typography } from 'antd';
import { CheckCircleOutlined, CompassOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TeachingText } from '@grammarpath/platform/ui';
import { ROUTES, type PlacementResult } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { usePhoneResultStyles } from '../../../shared/phone-result-styles';

const levelName = (level: string) => level.toUpperCase();

/** The level each placement level's answers gave, easiest first. */
function ScoresByLevel({ result }: { result: PlacementResult }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  return (
    <Flex vertical gap={4} data-testid="placement-by-level">
      <Typography.Text strong>{t('placement.byLevelTitle')}</Typography.Text>
      <Flex gap={8} wrap>
        {result.byLevel.map((score) => (
          <Tag
            key={score.level}
            color={score.passed ? 'success' : 'default'}
            icon={score.passed ? <CheckCircleOutlined aria-hidden /> : <MinusCircleOutlined aria-hidden />}
          >
            {t('placement.levelScore', {
              level: levelName(score.level),
              correct: score.correct,
              total: score.total,
            })}{' '}
            {t(score.passed ? 'placement.passed' : 'placement.notPassed')}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}

/** "Your level: B1", the first path at that level (Start this path), another path, and the ways on. */
export function PlacementResultCard({
  result,
  onRetake,
}: {
  result: PlacementResult;
  /** A stored placement seen again: it may be retaken. */
  onRetake?: () => void;
}) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  const { path } = result;
  const phoneStyles = usePhoneResultStyles();
  return (
    <Card data-testid="placement-result" styles={phoneStyles.card}>
      <Result
        styles={phoneStyles.result}
        status="success"
        icon={<CompassOutlined aria-hidden />}
        title={
          <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }} data-testid="placement-level">
            {t('placement.yourLevel', { level: levelName(result.level) })}
          </Typography.Title>
        }
        subTitle={t(`setup.cefrDescription.${result.level}`)}
      >
        <Flex vertical gap={16}>
          <Flex vertical gap={8} data-testid="placement-path">
            <Typography.Text strong>{t('placement.suggestedPath')}</Typography.Text>
            {path ? (
              <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
                <TeachingText text={path.name} english={path.english?.name} />
              </Typography.Title>
            ) : (
              <Typography.Text>{t('placement.noPath')}</Typography.Text>
            )}
            <Flex gap={12} wrap>
              {path && (
                <Button type="primary" size="large" onClick={() => navigate(ROUTES.pathDetail.href(path.id))}>
                  {t('placement.startPath')}
                </Button>
              )}
              <Button size="large" onClick={() => navigate(ROUTES.paths.href())}>
                {t('placement.choosePath')}
              </Button>
            </Flex>
          </Flex>
          <ScoresByLevel result={result} />
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('placement.rule')}
          </Typography.Paragraph>
          <Flex gap={12} wrap>
            {onRetake && <Button onClick={onRetake}>{t('placement.retake')}</Button>}
            <Button onClick={() => navigate(ROUTES.home.href())}>{t('placement.home')}</Button>
          </Flex>
        </Flex>
      </Result>
    </Card>
  );
}
