import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { percent as percentOf, ROUTES } from '@grammarpath/contracts';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { parseJsonParam } from '../model/parse-json-param';
import { resultBandOf } from '../model/result-band';

interface ResultParam {
  totalScore: number;
  answers: unknown[];
}

function isResult(value: unknown): value is ResultParam {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ResultParam>;
  return (
    typeof candidate.totalScore === 'number' &&
    Number.isFinite(candidate.totalScore) &&
    candidate.totalScore >= 0 &&
    Array.isArray(candidate.answers)
  );
}

/** /results?result=…: the score of a finished quiz, or 'No Results Available'. */
export function ResultsPage() {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const [searchParams] = useSearchParams();
  const result = parseJsonParam(searchParams.get('result'));
  const navigate = useNavigate();
  // A real link (href "/") that navigates inside the app.
  const home = ROUTES.home.href();
  const homeLink = (
    <Button
      type="primary"
      href={home}
      onClick={(event) => {
        event.preventDefault();
        navigate(home);
      }}
    >
      {t('results.returnHome')}
    </Button>
  );

  if (!isResult(result)) {
    return (
      <Result status="info" title={t('results.empty')} subTitle={t('results.emptyHint')} extra={homeLink} />
    );
  }
  const total = result.answers.length;
  const score = Math.min(Math.round(result.totalScore), total);
  const percent = percentOf(score, total);
  return (
    <Card>
      <Flex vertical gap={16} align="center">
        <Typography.Title level={1}>{t('results.title')}</Typography.Title>
        <Typography.Text strong style={{ fontSize: 20 }} data-testid="results-score">
          {t('results.score', { score, total })}
        </Typography.Text>
        <div style={{ width: '100%', maxWidth: 480 }}>
          <ProgressBar percent={percent} label={t('results.percent', { percent })} />
        </div>
        <Typography.Paragraph data-testid="results-message">
          {t(`results.${resultBandOf(percent)}`)}
        </Typography.Paragraph>
        {homeLink}
      </Flex>
    </Card>
  );
}
