import { Collapse, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { needsReview, type ReviewRow } from '../model/results-review';
import { ReviewRowDetail, ReviewRowLabel } from './review-row';

/**
 * The per-question review of a finished quiz (issue 17, "Results teach"): one row per question in order, the
 * wrong and unanswered ones opened, the right ones folded to their header so that a phone shows the list short.
 */
export function ResultsReview({ rows }: { rows: readonly ReviewRow[] }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const toReview = rows.filter(needsReview);
  return (
    <Flex
      vertical
      gap={8}
      component="section"
      aria-labelledby="results-review-title"
      data-testid="results-review"
      style={{ width: '100%', maxWidth: 640, textAlign: 'start' }}
    >
      <Typography.Title level={3} id="results-review-title" style={{ margin: 0, fontSize: 18 }}>
        {t('resultsReview.title')}
      </Typography.Title>
      {rows.length === 0 ? (
        <Empty description={t('resultsReview.empty')} />
      ) : (
        <>
          <Typography.Text type="secondary" data-testid="results-review-summary">
            {toReview.length === 0
              ? t('resultsReview.allRight')
              : t('resultsReview.toReview', { count: toReview.length })}
          </Typography.Text>
          <Collapse
            size="small"
            defaultActiveKey={toReview.map((row) => String(row.number))}
            items={rows.map((row) => ({
              key: String(row.number),
              label: <ReviewRowLabel row={row} />,
              children: <ReviewRowDetail row={row} />,
            }))}
          />
        </>
      )}
    </Flex>
  );
}
