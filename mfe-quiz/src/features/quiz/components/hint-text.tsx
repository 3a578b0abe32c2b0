import { useTranslation } from 'react-i18next';
import type { HintResponse } from '@grammarpath/contracts';
import { ContentSentence, PLATFORM_NAMESPACE, translateAroundContent } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';

/**
 * A practice hint: its topic named in the learner's language and its rule in the learner's language when it
 * came translated, else English (lang="en"); a server that sends no rule has its English hint shown as it comes.
 */
export function HintText({ hint }: { hint: HintResponse }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  if (hint.rule === undefined) return <span lang="en">{hint.hint}</span>;
  const topic = hint.topic ? t(`topic.${hint.topic}`, { ns: PLATFORM_NAMESPACE }) : t('diagnosis.anyTopic');
  return (
    <span data-testid="hint">
      <ContentSentence
        parts={translateAroundContent(
          t,
          'diagnosis.rule',
          { rule: { text: hint.rule, english: hint.english?.rule } },
          { topic },
        )}
      />
    </span>
  );
}
