import { useNavigate } from 'react-router-dom';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ROUTES,
  type DifficultyLevel,
  type PracticeOptions,
  type QuizResponse,
} from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { useQuizFocus } from '../hooks/use-quiz-focus';
import { useQuizRun } from '../hooks/use-quiz-run';
import { QuestionCard } from './question-card';
import { QuizNavigation } from './quiz-navigation';
import { QuizProgress } from './quiz-progress';
import { QuizSummary } from './quiz-summary';
import { TipBox } from './tip-box';

export interface QuizPlayerProps {
  quiz: QuizResponse;
  difficultyLevel: DifficultyLevel;
  practice: PracticeOptions;
  title?: string;
  onRestart: () => void;
}

/** One quiz run: a question at a time, feedback, navigation, and the summary at the end. */
export function QuizPlayer({ quiz, difficultyLevel, practice, title, onRestart }: QuizPlayerProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  const quizRun = useQuizRun(quiz, practice, difficultyLevel);
  const { run, question, state } = quizRun;
  const focus = useQuizFocus(run.index, state.feedback);
  const home = () => navigate(ROUTES.home.href());

  if (run.finished) {
    return (
      <QuizSummary
        correct={run.finished.correct}
        total={run.finished.total}
        saved={run.finished.saved}
        saving={quizRun.saving}
        timeTakenSeconds={run.finished.timeTakenSeconds}
        onRestart={onRestart}
        onHome={home}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      {title && (
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      )}
      {quiz.widened && <Alert type="info" showIcon title={t('quiz.widened')} />}
      <QuizProgress current={run.index + 1} total={quiz.questions.length} score={quizRun.score} />
      <QuestionCard
        quizRun={quizRun}
        practice={practice}
        headingRef={focus.headingRef}
        retryRef={focus.retryRef}
        onSubmit={() => quizRun.submit(focus.afterCheck)}
      />
      <QuizNavigation
        isFirst={run.index === 0}
        isLast={quizRun.isLast}
        answered={state.final}
        nextRef={focus.nextRef}
        onPrevious={quizRun.previous}
        onHome={home}
        onNext={quizRun.next}
      />
      <TipBox type={question.type} questionIndex={run.index} />
    </Flex>
  );
}
