import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, type QuizResultView } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n';

/** The per-type scores of a result: one aligned row per type played, its name and 'correct / total'. */
export function ScoresByType({ scoresByType }: Pick<QuizResultView, 'scoresByType'>) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const items = QUESTION_TYPES.flatMap((type) => {
    const score = scoresByType[type];
    if (!score) return [];
    return [
      {
        key: type,
        label: t(`types.${type}`),
        children: t('summary.typeScore', { correct: score.correct, total: score.total }),
      },
    ];
  });
  if (items.length === 0) return null;
  return (
    <Descriptions
      data-testid="scores-by-type"
      title={t('summary.byType')}
      bordered
      size="small"
      column={1}
      items={items}
      style={{ width: '100%', maxWidth: 480, textAlign: 'start' }}
      styles={{ label: { width: '60%' }, content: { fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
