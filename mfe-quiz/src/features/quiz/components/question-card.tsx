import type { Ref } from 'react';
import { Alert, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PracticeOptions } from '@grammarpath/contracts';
import { CefrTag, ReadAloudButton } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { QuizRun } from '../hooks/use-quiz-run';
import { canRetry } from '../model/quiz-session';
import { kindOf } from '../question-kinds/registry';
import { FeedbackPanel } from './feedback-panel';
import { HintText } from './hint-text';

interface QuestionCardProps {
  quizRun: QuizRun;
  practice: PracticeOptions;
  headingRef: Ref<HTMLHeadingElement>;
  retryRef: Ref<HTMLButtonElement>;
  onSubmit: () => void;
}

/** The current question, rendered by its kind, with its hint, feedback and Submit / Try Again / hint buttons. */
export function QuestionCard({ quizRun, practice, headingRef, retryRef, onSubmit }: QuestionCardProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { question, state } = quizRun;
  const kind = kindOf(question);
  const reveal = !practice.isPracticeMode || state.final || practice.showExplanationAfterEachAttempt;
  return (
    <Card data-testid="question-card" data-question-type={question.type} data-question-id={question.id}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="start" gap={8}>
          <Flex vertical gap={4}>
            <Space wrap>
              <Tag color="blue">{t(`types.${question.type}`)}</Tag>
              <CefrTag level={question.cefrLevel} />
              {practice.isPracticeMode && <Tag color="purple">{t('quiz.practiceMode')}</Tag>}
            </Space>
            <Typography.Title
              level={2}
              style={{ margin: 0, fontSize: 18 }}
              ref={headingRef}
              tabIndex={-1}
              lang="en"
            >
              {question.instruction}
            </Typography.Title>
          </Flex>
          <ReadAloudButton text={kind.speechText(question)} />
        </Flex>
        <kind.Component
          question={question}
          answer={state}
          locked={state.locked}
          feedback={state.feedback}
          onChange={quizRun.edit}
        />
        {state.hint && (
          <Alert
            type="info"
            showIcon
            icon={<BulbOutlined aria-hidden />}
            title={t('quiz.hint')}
            description={<HintText hint={state.hint} />}
          />
        )}
        {state.feedback && (
          <FeedbackPanel
            feedback={state.feedback}
            reveal={reveal}
            attemptsLeft={practice.isPracticeMode && !state.final ? state.feedback.attemptsLeft : undefined}
          />
        )}
        <Space wrap>
          {!state.locked && (
            <Button
              type="primary"
              onClick={onSubmit}
              disabled={!quizRun.canSubmit}
              loading={quizRun.checking}
            >
              {t('quiz.submit')}
            </Button>
          )}
          {canRetry(state) && (
            <Button type="primary" ref={retryRef} onClick={quizRun.tryAgain}>
              {t('quiz.tryAgain')}
            </Button>
          )}
          {practice.showHints && !state.hint && !state.final && (
            <Button
              icon={<BulbOutlined aria-hidden />}
              onClick={quizRun.showHint}
              loading={quizRun.loadingHint}
            >
              {t('quiz.showHint')}
            </Button>
          )}
        </Space>
      </Flex>
    </Card>
  );
}
