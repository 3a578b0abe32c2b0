import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckAnswerResponse } from '@grammarpath/contracts';
import { ContentSentence, translateAroundContent } from '@grammarpath/platform';
import { TeachingText, useShowInEnglish } from '@grammarpath/platform/ui';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { DiagnosisText } from './diagnosis-text';

interface FeedbackPanelProps {
  feedback: CheckAnswerResponse;
  /** Whether the explanation and the right answer may show (practice mode may keep them for later). */
  reveal: boolean;
  attemptsLeft?: number;
}

/**
 * 'Correct!' or 'Incorrect' with the explanation, the diagnosis and the note on the option picked, in the
 * learner's language where they came translated, with Show in English.
 */
export function FeedbackPanel({ feedback, reveal, attemptsLeft }: FeedbackPanelProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  // The rule of a question without an error note is its explanation: said once, as the explanation.
  const showExplanation = reveal && feedback.explanation.trim() !== '';
  const ruleIsExplanation =
    showExplanation && feedback.diagnosis.rule?.trim() === feedback.explanation.trim();
  const english = feedback.english;
  const { showEnglish, toggle } = useShowInEnglish(english !== undefined);
  return (
    <Alert
      role="status"
      aria-live="polite"
      data-testid="answer-feedback"
      type={feedback.isCorrect ? 'success' : 'error'}
      showIcon
      title={feedback.isCorrect ? t('quiz.correct') : t('quiz.incorrect')}
      description={
        <Flex vertical gap={4}>
          <DiagnosisText
            diagnosis={feedback.diagnosis}
            omitRule={ruleIsExplanation}
            englishRule={english?.rule}
            showEnglish={showEnglish}
          />
          {!feedback.isCorrect && feedback.optionNote && (
            <Typography.Text data-testid="option-note">
              <Typography.Text strong>{t('quiz.optionNote')}: </Typography.Text>
              <TeachingText
                text={feedback.optionNote}
                english={english?.optionNote}
                showEnglish={showEnglish}
              />
            </Typography.Text>
          )}
          {reveal && !feedback.isCorrect && feedback.correctAnswer && (
            <Typography.Text data-testid="correct-answer">
              <ContentSentence
                parts={translateAroundContent(t, 'quiz.correctAnswer', { answer: feedback.correctAnswer })}
              />
            </Typography.Text>
          )}
          {showExplanation && (
            <Typography.Text data-testid="explanation">
              <TeachingText
                text={feedback.explanation}
                english={english?.explanation}
                showEnglish={showEnglish}
              />
            </Typography.Text>
          )}
          {reveal && feedback.examples && (
            <Typography.Text type="secondary" lang="en">
              ✓ {feedback.examples.correct} · ✗ {feedback.examples.incorrect}
            </Typography.Text>
          )}
          {toggle && <div>{toggle}</div>}
          {attemptsLeft !== undefined && (
            <Typography.Text type="secondary">
              {t('quiz.attemptsLeft', { count: attemptsLeft })}
            </Typography.Text>
          )}
        </Flex>
      }
    />
  );
}
