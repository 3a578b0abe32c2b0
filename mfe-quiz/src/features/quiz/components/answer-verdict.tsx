import type { Ref } from 'react';
import { Flex, Typography, theme } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CheckAnswerResponse } from '@grammarpath/contracts';
import { ContentSentence, translateAroundContent } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';

export interface AnswerVerdictProps {
  feedback: CheckAnswerResponse;
  /** Practice mode with tries left: the wrong answer may be tried again. */
  canRetry: boolean;
  /** Whether the right answer may show (practice mode may keep it for later). */
  reveal: boolean;
  /** The icon's element (its checkmark pops on a correct answer). */
  iconRef?: Ref<HTMLSpanElement>;
}

/**
 * The verdict in one short line for the action bar: 'Correct!', 'Not quite. Try again.', or the right
 * answer ('Incorrect' when it is not revealed). The feedback panel above says it in full and is the one
 * read out (this line is no live region, so nothing is announced twice).
 */
export function AnswerVerdict({ feedback, canRetry, reveal, iconRef }: AnswerVerdictProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { token } = theme.useToken();
  const Icon = feedback.isCorrect ? CheckCircleFilled : CloseCircleFilled;
  const text = feedback.isCorrect ? (
    t('quiz.correct')
  ) : canRetry ? (
    t('player.notQuite')
  ) : reveal && feedback.correctAnswer ? (
    <ContentSentence
      parts={translateAroundContent(t, 'quiz.correctAnswer', { answer: feedback.correctAnswer })}
    />
  ) : (
    t('quiz.incorrect')
  );
  return (
    <Flex
      gap={8}
      align="center"
      data-testid="answer-verdict"
      data-outcome={feedback.isCorrect ? 'correct' : 'incorrect'}
    >
      <span ref={iconRef} style={{ display: 'inline-flex', flex: 'none' }}>
        <Icon
          aria-hidden
          style={{ fontSize: 22, color: feedback.isCorrect ? token.colorSuccess : token.colorError }}
        />
      </span>
      <Typography.Text strong style={{ fontSize: 16, color: token.colorText }}>
        {text}
      </Typography.Text>
    </Flex>
  );
}
