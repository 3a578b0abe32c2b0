import { Link } from 'react-router-dom';
import { Button, Empty, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, ROUTES, type QuizResultView } from '@grammarpath/contracts';
import { DifficultyTag } from '@grammarpath/platform/ui';
import { PROGRESS_NAMESPACE } from '../../../i18n';
import { ProgressQueryState } from '../../../shared/components/progress-query-state';
import { useDateFormat } from '../../../shared/hooks/use-date-format';
import { useRecentQuizResults } from '../api/get-recent-quiz-results';

/** The learner's quizzes from GET /api/quiz-results: date, difficulty, score, time, counts, per-type scores. */
export function QuizResultsTab() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const results = useRecentQuizResults();
  const dateFormat = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const columns: ColumnsType<QuizResultView> = [
    {
      title: t('results.date'),
      dataIndex: 'date',
      render: (date: string) => dateFormat.format(new Date(date)),
    },
    {
      title: t('results.difficulty'),
      dataIndex: 'difficultyLevel',
      render: (_: unknown, row) => <DifficultyTag level={row.difficultyLevel} />,
    },
    { title: t('results.score'), dataIndex: 'score', render: (score: number) => `${score}%` },
    {
      title: t('results.time'),
      dataIndex: 'timeTaken',
      render: (seconds: number) => t('results.seconds', { count: seconds }),
    },
    { title: t('results.correct'), dataIndex: 'correctAnswers' },
    { title: t('results.incorrect'), dataIndex: 'wrongAnswers' },
    {
      title: t('results.byType'),
      key: 'byType',
      render: (_: unknown, row) =>
        QUESTION_TYPES.filter((type) => row.scoresByType[type]).map((type) => {
          const score = row.scoresByType[type];
          return (
            <Tag key={type}>
              {t(`questionType.${type}`)}: {score?.correct}/{score?.total}
            </Tag>
          );
        }),
    },
  ];
  return (
    <ProgressQueryState
      query={results}
      isEmpty={(page) => page.items.length === 0}
      empty={
        <Empty description={t('results.empty')}>
          <Link to={ROUTES.home.href()}>
            <Button type="primary">{t('results.takeQuiz')}</Button>
          </Link>
        </Empty>
      }
    >
      {(page) => (
        <Table<QuizResultView>
          rowKey="id"
          columns={columns}
          dataSource={page.items}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: true }}
          data-testid="quiz-results-table"
        />
      )}
    </ProgressQueryState>
  );
}
