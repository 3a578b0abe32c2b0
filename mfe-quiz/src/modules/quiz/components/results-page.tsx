import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUIZ_NAMESPACE } from '../../../i18n/quiz-translations';
import { parseJsonParam } from '../parse-json-param';

interface ResultParam {
  totalScore: number;
  answers: unknown[];
}

function isResult(value: unknown): value is ResultParam {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ResultParam>;
  return typeof candidate.totalScore === 'number' && Array.isArray(candidate.answers);
}

/** /results?result=…: the score of a finished quiz, or 'No Results Available'. */
export function ResultsPage() {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const [searchParams] = useSearchParams();
  const result = parseJsonParam(searchParams.get('result'));
  const homeLink = (
    <Link to="/">
      <Button type="primary">{t('results.returnHome')}</Button>
    </Link>
  );

  if (!isResult(result)) {
    return (
      <Result status="info" title={t('results.empty')} subTitle={t('results.emptyHint')} extra={homeLink} />
    );
  }
  return (
    <Card>
      <Typography.Title level={2}>{t('results.title')}</Typography.Title>
      <Typography.Paragraph>
        {t('results.score', { score: result.totalScore, total: result.answers.length })}
      </Typography.Paragraph>
      {homeLink}
    </Card>
  );
}
