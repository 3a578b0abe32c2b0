import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, BulbOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DifficultyLevel, PublicQuestion, QuizResponse, QuizResultView } from '@grammarpath/contracts';
import { playAudioCue, useToast } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n/quiz-translations';
import { useCheckAnswer, useHint, useSaveQuizResult } from '../hooks/use-quiz-api';
import {
  answerOf,
  answerRecords,
  applyCheck,
  buildResultRequest,
  canRetry,
  correctCount,
  EMPTY_STATE,
  hasAnswer,
  retry,
  speechTextOf,
  type PracticeOptions,
  type QuestionState,
} from '../quiz-session';
import { ErrorCorrectionQuestion } from './error-correction-question';
import { FeedbackPanel } from './feedback-panel';
import { OptionQuestion } from './option-question';
import { QuizProgress } from './quiz-progress';
import { QuizSummary } from './quiz-summary';
import { ReadAloudButton } from './read-aloud-button';
import { RearrangeQuestion } from './rearrange-question';
import { TipBox } from './tip-box';

function initialStateOf(question: PublicQuestion): QuestionState {
  return question.type === 'error_correction'
    ? { ...EMPTY_STATE, draft: question.sentence ?? '' }
    : EMPTY_STATE;
}

interface Finished {
  correct: number;
  total: number;
  timeTakenSeconds: number;
  saved?: QuizResultView;
}

export interface QuizPlayerProps {
  quiz: QuizResponse;
  difficultyLevel: DifficultyLevel;
  practice?: PracticeOptions;
  title?: string;
  onRestart: () => void;
}

/** One quiz run: a question at a time, feedback, navigation, and the summary at the end. */
export function QuizPlayer({ quiz, difficultyLevel, practice, title, onRestart }: QuizPlayerProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  const { toast } = useToast();
  const [index, setIndex] = useState(0);
  const [states, setStates] = useState<Record<number, QuestionState>>({});
  const [finished, setFinished] = useState<Finished | null>(null);
  const [startedAt] = useState(() => Date.now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a check the Submit button is gone: focus moves to what comes next (Try again, or Next / Finish).
  const nextRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const focusAfterCheck = useRef(false);
  const firstRender = useRef(true);
  const check = useCheckAnswer();
  const save = useSaveQuizResult();
  const hint = useHint();

  const { questions } = quiz;
  const question = questions[index];
  const state = states[question.id] ?? initialStateOf(question);
  const records = useMemo(() => answerRecords(questions, states), [questions, states]);
  const score = correctCount(records);
  const isLast = index === questions.length - 1;

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  useEffect(() => {
    if (!focusAfterCheck.current || !state.feedback) return;
    focusAfterCheck.current = false;
    (retryRef.current ?? nextRef.current)?.focus();
  }, [state.feedback]);

  const update = (change: (current: QuestionState) => QuestionState) =>
    setStates((previous) => ({
      ...previous,
      [question.id]: change(previous[question.id] ?? initialStateOf(question)),
    }));

  const submit = () => {
    if (!hasAnswer(question, state) || state.locked) return;
    check.mutate(
      {
        quizId: quiz.quizId,
        questionId: question.id,
        answer: answerOf(question, state),
        hintUsed: state.hintUsed,
      },
      {
        onSuccess: (response) => {
          // The shipped cue for the answer (silent when the learner turned sounds off in the sound settings).
          playAudioCue(response.isCorrect ? 'correct' : 'incorrect');
          focusAfterCheck.current = true;
          update((current) => applyCheck(current, response, practice));
        },
        // SPEC §8: an answer-check failure is only logged.
        onError: (error) => console.error('Answer check failed', error),
      },
    );
  };

  const showHint = () =>
    hint.mutate(
      { quizId: quiz.quizId, questionId: question.id },
      {
        onSuccess: ({ hint: text }) => update((current) => ({ ...current, hint: text, hintUsed: true })),
        onError: () => toast({ title: t('quiz.hintFailed'), variant: 'warning' }),
      },
    );

  const finish = () => {
    const timeTakenSeconds = Math.round((Date.now() - startedAt) / 1000);
    setFinished({ correct: score, total: questions.length, timeTakenSeconds });
    save.mutate(
      buildResultRequest({ quizId: quiz.quizId, questions, records, difficultyLevel, timeTakenSeconds }),
      {
        onSuccess: (saved) => setFinished((current) => (current ? { ...current, saved } : current)),
        onError: () => toast({ title: t('quiz.saveFailed'), variant: 'warning' }),
      },
    );
  };

  const next = () => {
    if (!state.final) {
      toast({
        title: t('quiz.answerRequired'),
        description: t('quiz.answerRequiredText'),
        variant: 'destructive',
      });
      return;
    }
    if (isLast) finish();
    else setIndex(index + 1);
  };

  if (finished) {
    return (
      <QuizSummary
        correct={finished.correct}
        total={finished.total}
        saved={finished.saved}
        saving={save.isPending}
        timeTakenSeconds={finished.timeTakenSeconds}
        onRestart={onRestart}
        onHome={() => navigate('/')}
      />
    );
  }

  const reveal = !practice || state.final || practice.showExplanationAfterEachAttempt;
  return (
    <Flex vertical gap={16}>
      {title && (
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      )}
      {quiz.widened && <Alert type="info" showIcon title={t('quiz.widened')} />}
      <QuizProgress current={index + 1} total={questions.length} score={score} />
      <Card data-testid="question-card" data-question-type={question.type} data-question-id={question.id}>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="start" gap={8}>
            <Flex vertical gap={4}>
              <Space wrap>
                <Tag color="blue">{t(`types.${question.type}`)}</Tag>
                {question.cefrLevel && <Tag>{question.cefrLevel.toUpperCase()}</Tag>}
                {practice && <Tag color="purple">{t('quiz.practiceMode')}</Tag>}
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
            <ReadAloudButton text={speechTextOf(question)} />
          </Flex>
          {question.type === 'rearrange' ? (
            <RearrangeQuestion
              question={question}
              placed={state.placed}
              locked={state.locked}
              onChange={(placed) => update((current) => ({ ...current, placed }))}
            />
          ) : question.type === 'error_correction' ? (
            <ErrorCorrectionQuestion
              question={question}
              value={state.draft}
              locked={state.locked}
              onChange={(draft) => update((current) => ({ ...current, draft }))}
            />
          ) : (
            <OptionQuestion
              question={question}
              value={state.draft}
              locked={state.locked}
              feedback={state.feedback}
              onChange={(draft) => update((current) => ({ ...current, draft }))}
            />
          )}
          {state.hint && (
            <Alert
              type="info"
              showIcon
              icon={<BulbOutlined aria-hidden />}
              title={t('quiz.hint')}
              description={state.hint}
            />
          )}
          {state.feedback && (
            <FeedbackPanel
              feedback={state.feedback}
              reveal={reveal}
              attemptsLeft={practice && !state.final ? state.feedback.attemptsLeft : undefined}
            />
          )}
          <Space wrap>
            {!state.locked && (
              <Button
                type="primary"
                onClick={submit}
                disabled={!hasAnswer(question, state)}
                loading={check.isPending}
              >
                {t('quiz.submit')}
              </Button>
            )}
            {canRetry(state) && (
              <Button type="primary" ref={retryRef} onClick={() => update(retry)}>
                {t('quiz.tryAgain')}
              </Button>
            )}
            {practice?.showHints && !state.hint && !state.final && (
              <Button icon={<BulbOutlined aria-hidden />} onClick={showHint} loading={hint.isPending}>
                {t('quiz.showHint')}
              </Button>
            )}
          </Space>
        </Flex>
      </Card>
      <Flex justify="space-between" wrap gap={8}>
        <Button
          icon={<ArrowLeftOutlined aria-hidden />}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          {t('quiz.previous')}
        </Button>
        <Button icon={<HomeOutlined aria-hidden />} onClick={() => navigate('/')}>
          {t('quiz.returnHome')}
        </Button>
        <Button
          ref={nextRef}
          type={state.final ? 'primary' : 'default'}
          onClick={next}
          icon={isLast ? undefined : <ArrowRightOutlined aria-hidden />}
          iconPlacement="end"
        >
          {isLast ? t('quiz.finish') : t('quiz.next')}
        </Button>
      </Flex>
      <TipBox type={question.type} questionIndex={index} />
    </Flex>
  );
}
