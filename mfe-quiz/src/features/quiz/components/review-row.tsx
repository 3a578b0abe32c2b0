import { Flex, Tag, Typography, theme } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, MinusCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { questionTextOf, type PublicQuestion } from '@grammarpath/contracts';
import { ContentSentence, translateAroundContent } from '@grammarpath/platform';
import { TeachingText, useShowInEnglish } from '@grammarpath/platform/ui';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { ReviewOutcome, ReviewRow } from '../model/results-review';
import { DiagnosisText } from './diagnosis-text';

/** The question as the learner saw it (English content): its sentence or prompt, a rearrange's words. */
function questionText(question: PublicQuestion): string {
  return question.type === 'rearrange' ? question.words.join(' / ') : questionTextOf(question);
}

const TAG_COLOUR: Record<ReviewOutcome, string> = {
  firstTry: 'success',
  afterRetries: 'processing',
  wrong: 'error',
  unanswered: 'default',
};

/** A folded row's header: right or wrong (icon and words), the question's number and its text. */
export function ReviewRowLabel({ row }: { row: ReviewRow }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { token } = theme.useToken();
  const icon =
    row.outcome === 'wrong' ? (
      <CloseCircleFilled aria-hidden style={{ color: token.colorError }} />
    ) : row.outcome === 'unanswered' ? (
      <MinusCircleFilled aria-hidden style={{ color: token.colorTextTertiary }} />
    ) : (
      <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />
    );
  return (
    <Flex gap={8} align="start" data-testid={`review-row-${row.number}`} data-outcome={row.outcome}>
      <span style={{ paddingTop: 2 }}>{icon}</span>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>{t('resultsReview.question', { number: row.number })}</Typography.Text>
          <Tag color={TAG_COLOUR[row.outcome]} style={{ marginInlineEnd: 0 }}>
            {t(`resultsReview.outcome.${row.outcome}`, { count: row.attempts })}
          </Tag>
        </Flex>
        <Typography.Text style={{ overflowWrap: 'anywhere' }} data-testid="review-question">
          {row.question.type === 'multiple_choice' ? (
            <TeachingText text={row.question.prompt} english={row.question.english?.prompt} />
          ) : (
            <span lang="en">{questionText(row.question)}</span>
          )}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** An opened row: the learner's answer, the right one when it was wrong, why, and the rule. */
export function ReviewRowDetail({ row }: { row: ReviewRow }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { feedback } = row;
  const explanation = feedback?.explanation.trim() ?? '';
  const ruleIsExplanation = explanation !== '' && feedback?.diagnosis.rule?.trim() === explanation;
  const wrong = row.outcome === 'wrong';
  const english = feedback?.english;
  const { showEnglish, toggle } = useShowInEnglish(english !== undefined);
  return (
    <Flex vertical gap={6} style={{ overflowWrap: 'anywhere' }}>
      <Typography.Text type="secondary">
        <TeachingText text={row.question.instruction} english={row.question.english?.instruction} />
      </Typography.Text>
      {row.answer !== undefined ? (
        <Typography.Text data-testid="review-your-answer">
          <ContentSentence
            parts={translateAroundContent(t, 'resultsReview.yourAnswer', { answer: row.answer })}
          />
        </Typography.Text>
      ) : (
        <Typography.Text data-testid="review-your-answer">{t('resultsReview.noAnswer')}</Typography.Text>
      )}
      {wrong && feedback?.correctAnswer && (
        <Typography.Text strong data-testid="review-right-answer">
          <ContentSentence
            parts={translateAroundContent(t, 'resultsReview.rightAnswer', { answer: feedback.correctAnswer })}
          />
        </Typography.Text>
      )}
      {feedback && !feedback.isCorrect && (
        <DiagnosisText
          diagnosis={feedback.diagnosis}
          omitRule={ruleIsExplanation}
          englishRule={english?.rule}
          showEnglish={showEnglish}
        />
      )}
      {wrong && feedback?.optionNote && (
        <Typography.Text>
          <Typography.Text strong>{t('quiz.optionNote')}: </Typography.Text>
          <TeachingText text={feedback.optionNote} english={english?.optionNote} showEnglish={showEnglish} />
        </Typography.Text>
      )}
      {explanation !== '' && (
        <Typography.Text data-testid="review-rule">
          <Typography.Text strong>{t('resultsReview.rule')}: </Typography.Text>
          <TeachingText text={explanation} english={english?.explanation} showEnglish={showEnglish} />
        </Typography.Text>
      )}
      {toggle && <div>{toggle}</div>}
      {row.hintUsed && <Typography.Text type="secondary">{t('resultsReview.hintUsed')}</Typography.Text>}
    </Flex>
  );
}
