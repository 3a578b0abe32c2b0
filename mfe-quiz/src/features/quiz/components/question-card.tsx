import { Suspense, useRef, type Ref } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PracticeOptions } from '@grammarpath/contracts';
import { ReadAloudButton } from '@grammarpath/platform';
import { CefrTag, TeachingText } from '@grammarpath/platform/ui';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { useCelebration } from '../hooks/use-celebration';
import { phoneSize, PHONE_ONLY, WIDE_ONLY } from '../hooks/phone-layout';
import type { QuizRun } from '../hooks/use-quiz-run';
import { canRetry } from '../model/quiz-session';
import { kindOf } from '../question-kinds/registry';
import { AnswerBar, type AnswerAction } from './answer-bar';
import { FeedbackPanel } from './feedback-panel';
import { HintText } from './hint-text';

interface QuestionCardProps {
  quizRun: QuizRun;
  practice: PracticeOptions;
  /**
   * Phone layout: the answer's action (Submit, Try Again, then Next / Finish) is in a bar fixed below;
   * undefined while the server's markup is hydrated: both, each shown by CSS on its own viewports.
   */
  phone: boolean | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  retryRef: Ref<HTMLButtonElement>;
  nextRef: Ref<HTMLButtonElement>;
  onSubmit: () => void;
}

/**
 * The current question, rendered by its kind, with its hint, feedback and Submit / Try Again / hint buttons
 * (on a phone, Submit / Try Again / Next are the action bar's). A correct answer gives the question a short
 * pulse.
 */
export function QuestionCard({
  quizRun,
  practice,
  phone,
  headingRef,
  retryRef,
  nextRef,
  onSubmit,
}: QuestionCardProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { question, state, lastCheck } = quizRun;
  const kind = kindOf(question);
  const reveal = !practice.isPracticeMode || state.final || practice.showExplanationAfterEachAttempt;
  const retry = canRetry(state);
  const contentRef = useRef<HTMLDivElement>(null);
  // The check just made on this question, when it was right: what the pulse and the checkmark follow.
  const celebrate =
    lastCheck?.isCorrect && lastCheck.questionId === question.id && state.feedback?.isCorrect
      ? lastCheck.seq
      : undefined;
  useCelebration(contentRef, celebrate, 'pulse');
  const inCard = phone !== true;
  const inBar = phone !== false;
  const cardOnly = phone === undefined ? WIDE_ONLY : undefined;

  const submitAction: AnswerAction = {
    label: t('quiz.submit'),
    onClick: onSubmit,
    disabled: !quizRun.canSubmit,
    loading: quizRun.checking,
  };
  const barAction: AnswerAction = !state.locked
    ? submitAction
    : retry
      ? { label: t('quiz.tryAgain'), onClick: quizRun.tryAgain }
      : {
          label: quizRun.isLast ? t('quiz.finish') : t('quiz.next'),
          onClick: quizRun.next,
          disabled: !state.final,
        };

  return (
    <Card data-testid="question-card" data-question-type={question.type} data-question-id={question.id}>
      <Flex vertical gap={16} ref={contentRef}>
        <Flex justify="space-between" align="start" gap={8}>
          <Flex vertical gap={4}>
            <Space wrap>
              <Tag color="blue">{t(`types.${question.type}`)}</Tag>
              <CefrTag level={question.cefrLevel} />
              {practice.isPracticeMode && <Tag color="purple">{t('quiz.practiceMode')}</Tag>}
            </Space>
            <Typography.Title
              level={2}
              style={{ margin: 0, fontSize: phoneSize(20, 18) }}
              ref={headingRef}
              tabIndex={-1}
            >
              <TeachingText text={question.instruction} english={question.english?.instruction} />
            </Typography.Title>
          </Flex>
          <ReadAloudButton text={kind.speechText(question)} />
        </Flex>
        <Suspense fallback={<Skeleton active title={false} aria-label={t('quiz.loadingQuestion')} />}>
          <kind.Component
            question={question}
            answer={state}
            locked={state.locked}
            feedback={state.feedback}
            onChange={quizRun.edit}
          />
        </Suspense>
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
          {inCard && !state.locked && (
            <Button
              className={cardOnly}
              type="primary"
              onClick={submitAction.onClick}
              disabled={submitAction.disabled}
              loading={submitAction.loading}
            >
              {submitAction.label}
            </Button>
          )}
          {inCard && retry && (
            <Button className={cardOnly} type="primary" ref={retryRef} onClick={quizRun.tryAgain}>
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
      {inBar && (
        <AnswerBar
          className={phone === undefined ? PHONE_ONLY : undefined}
          action={barAction}
          actionRef={!state.locked ? undefined : retry ? retryRef : nextRef}
          feedback={state.feedback}
          canRetry={retry}
          reveal={reveal}
          celebrate={celebrate}
        />
      )}
    </Card>
  );
}
