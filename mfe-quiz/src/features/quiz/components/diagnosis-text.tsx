import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnswerDiagnosis } from '@grammarpath/contracts';
import { ContentSentence, PLATFORM_NAMESPACE, translateAroundContent } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { diagnosisPhrase } from '../model/diagnosis-phrase';

/**
 * Why an answer is wrong (or also right), in the learner's language: the learner's and the expected words
 * are grammar content and stay English (lang="en"); the rule is in the learner's language when it came
 * translated (`englishRule` is then its original), else English; the topic is named in the learner's language.
 */
export function DiagnosisText({
  diagnosis,
  omitRule = false,
  englishRule,
  showEnglish = false,
}: {
  diagnosis: AnswerDiagnosis;
  englishRule?: string;
  showEnglish?: boolean;
  /** The rule is shown elsewhere already (it is the explanation shown beside): only the lead sentence. */
  omitRule?: boolean;
}) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const phrase = diagnosisPhrase(diagnosis);
  if (phrase === undefined) return null;
  if (phrase === 'message') {
    return (
      <Typography.Text data-testid="diagnosis" lang="en">
        {diagnosis.message}
      </Typography.Text>
    );
  }
  const topic = diagnosis.topic
    ? t(`topic.${diagnosis.topic}`, { ns: PLATFORM_NAMESPACE })
    : t('diagnosis.anyTopic');
  return (
    <Typography.Text data-testid="diagnosis">
      <ContentSentence parts={translateAroundContent(t, `diagnosis.${phrase.lead}`, phrase.words ?? {})} />
      {phrase.withRule && !omitRule && (
        <>
          {' '}
          <ContentSentence
            parts={translateAroundContent(
              t,
              'diagnosis.rule',
              {
                rule:
                  showEnglish && englishRule !== undefined
                    ? englishRule
                    : { text: diagnosis.rule ?? '', english: englishRule },
              },
              { topic },
            )}
          />
        </>
      )}
    </Typography.Text>
  );
}
