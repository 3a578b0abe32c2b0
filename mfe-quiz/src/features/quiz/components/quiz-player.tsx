import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES, type DifficultyLevel, type PracticeOptions } from '@grammarpath/contracts';
import { onDemand } from '@grammarpath/platform';
import { usePhoneViewport } from '@grammarpath/platform/ui';
import type { PlayQuizProps } from '../../../shared/play-quiz';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { QuizToPlay } from '../api/quiz-run';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { WIDE_ONLY } from '../hooks/phone-layout';
import { useQuizFocus } from '../hooks/use-quiz-focus';
import { useQuizRun } from '../hooks/use-quiz-run';
import { preloadViewOf } from '../question-kinds/registry';
import { reviewRowsOf } from '../model/results-review';
import { QuestionCard } from './question-card';
import { QuizNavigation } from './quiz-navigation';
import { QuizProgress } from './quiz-progress';
import { TipBox } from './tip-box';

/** The summary (antd's Result, the review's Collapse…) loads once a quiz reaches its last question. */
const QuizSummary = onDemand(() => import('./quiz-summary').then((module) => module.QuizSummary));
// Asked for only once a quiz has answers to lose: its Modal stays out of the quiz's first load.
const LeaveQuizDialog = onDemand(() =>
  import('./leave-quiz-dialog').then((module) => module.LeaveQuizDialog),
);

export interface QuizPlayerProps {
  quiz: QuizToPlay;
  difficultyLevel: DifficultyLevel;
  practice: PracticeOptions;
  title?: string;
  Finished?: PlayQuizProps['Finished'];
  onRestart: () => void;
  /** The quiz is over for this tab (its result stored, or the learner left it): a reload starts anew. */
  onDone: () => void;
}

/** One quiz run: a question at a time, feedback, navigation, and the summary at the end. */
export function QuizPlayer({
  quiz,
  difficultyLevel,
  practice,
  title,
  Finished,
  onRestart,
  onDone,
}: QuizPlayerProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  // Where the learner asked to go while the quiz has answers (the dialog asks first); `asked` keeps the dialog
  // mounted once shown, so that closing it returns focus where it was.
  const [leaving, setLeaving] = useState<{ href: string } | null>(null);
  const [asked, setAsked] = useState(false);
  const quizRun = useQuizRun(quiz, practice, difficultyLevel, onDone, !Finished);
  const { run, question, state } = quizRun;
  const summaryNear = quizRun.isLast || Boolean(run.finished);
  useEffect(() => {
    if (summaryNear) QuizSummary.preload().catch(() => undefined);
  }, [summaryNear]);
  // The next question's view loads once the learner is answering this one (not with the page's first load).
  const answering = quizRun.canSubmit || state.locked;
  useEffect(() => {
    if (answering) preloadViewOf(quizRun.nextQuestion);
  }, [answering, quizRun.nextQuestion]);
  useEffect(() => {
    if (quizRun.inProgress) LeaveQuizDialog.preload().catch(() => undefined);
  }, [quizRun.inProgress]);
  const focus = useQuizFocus(run.index, state.feedback);
  const phone = usePhoneViewport();
  const { lastCheck } = quizRun;
  const answered = Object.values(run.states).filter((entry) => entry.final).length;

  /** Leaving a quiz with recorded answers asks first; Cancel stays, OK leaves (and ends the quiz here). */
  const leaveTo = (href: string) => {
    if (!quizRun.inProgress) {
      navigate(href);
      return;
    }
    setAsked(true);
    setLeaving({ href });
  };
  const leave = () => {
    if (!leaving) return;
    setLeaving(null);
    onDone();
    navigate(leaving.href);
  };
  useLeaveGuard(quizRun.inProgress, leaveTo);
  const home = () => leaveTo(ROUTES.home.href());

  if (run.finished && Finished) return <Finished quizId={quiz.quizId} />;
  if (run.finished) {
    return (
      <QuizSummary
        correct={run.finished.correct}
        total={run.finished.total}
        saved={run.finished.saved}
        saving={quizRun.saving}
        timeTakenSeconds={run.finished.timeTakenSeconds}
        review={reviewRowsOf(quiz.questions, run.states)}
        readBack={quiz.result !== undefined}
        onRestart={onRestart}
        onHome={() => navigate(ROUTES.home.href())}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      {asked && (
        <Suspense fallback={null}>
          <LeaveQuizDialog
            open={leaving !== null}
            answered={answered}
            total={quiz.questions.length}
            onLeave={leave}
            onStay={() => setLeaving(null)}
          />
        </Suspense>
      )}
      {title && (
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      )}
      {quiz.widened && <Alert type="info" showIcon title={t('quiz.widened')} />}
      <QuizProgress
        current={run.index + 1}
        total={quiz.questions.length}
        score={quizRun.score}
        points={quizRun.points}
        earned={lastCheck?.questionId === question.id ? lastCheck : undefined}
      />
      <QuestionCard
        quizRun={quizRun}
        practice={practice}
        phone={phone}
        headingRef={focus.headingRef}
        retryRef={focus.retryRef}
        nextRef={focus.nextRef}
        onSubmit={() => quizRun.submit(focus.afterCheck)}
      />
      <QuizNavigation
        isFirst={run.index === 0}
        isLast={quizRun.isLast}
        answered={state.final}
        showNext={phone !== true}
        nextClassName={phone === undefined ? WIDE_ONLY : undefined}
        nextRef={focus.nextRef}
        onPrevious={quizRun.previous}
        onHome={home}
        onNext={quizRun.next}
      />
      <TipBox type={question.type} questionIndex={run.index} />
    </Flex>
  );
}
