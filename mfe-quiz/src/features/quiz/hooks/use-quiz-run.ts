import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pointsForCheck, type DifficultyLevel, type PracticeOptions } from '@grammarpath/contracts';
import { playAudioCue, useToast } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { useCheckAnswer } from '../api/check-answer';
import { useHint } from '../api/get-hint';
import type { QuizToPlay } from '../api/quiz-run';
import { useSaveQuizResult } from '../api/save-quiz-result';
import { kindOf } from '../question-kinds/registry';
import { runPoints } from '../model/quiz-points';
import { quizRunReducer } from '../model/quiz-run';
import { resumeRun, withStoredResult } from '../model/quiz-resume';
import { answerRecords, buildResultRequest, correctCount, type AnswerDraft } from '../model/quiz-session';

/** The latest check in this visit (a resumed quiz has none): what the player celebrates and counts up. */
export interface LastCheck {
  /** Grows with every check, so that the same outcome twice still plays again. */
  seq: number;
  questionId: number;
  isCorrect: boolean;
  points: number;
}

/**
 * A quiz run's state and what the learner can do in it: compose, check, ask a hint, move, finish. A resumed
 * quiz starts from its recorded answers; `onSaved` runs once the result is stored, or at the end when
 * `storeResult` is false (a quiz scored by an endpoint of its own).
 */
export function useQuizRun(
  quiz: QuizToPlay,
  practice: PracticeOptions,
  difficultyLevel: DifficultyLevel,
  onSaved?: () => void,
  storeResult = true,
) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { toast } = useToast();
  const { questions, quizId } = quiz;
  const [run, dispatch] = useReducer(quizRunReducer, quiz, ({ questions: all, answers, result }) =>
    withStoredResult(
      resumeRun(
        all,
        answers,
        (question) => kindOf(question).initialState(question),
        (question, answer) => kindOf(question).draftOf(question, answer),
      ),
      result,
    ),
  );
  const [startedAt] = useState(() => Date.now());
  const [lastCheck, setLastCheck] = useState<LastCheck>();
  const check = useCheckAnswer();
  const save = useSaveQuizResult();
  const hint = useHint();

  const question = questions[run.index];
  const state = run.states[question.id];
  const kind = kindOf(question);
  const records = useMemo(() => answerRecords(questions, run.states), [questions, run.states]);
  const score = correctCount(records);
  const points = useMemo(() => runPoints(run.states), [run.states]);
  const isLast = run.index === questions.length - 1;
  const questionId = question.id;

  const finish = () => {
    const timeTakenSeconds = Math.round((Date.now() - startedAt) / 1000);
    dispatch({ type: 'finish', finished: { correct: score, total: questions.length, timeTakenSeconds } });
    if (!storeResult) {
      onSaved?.();
      return;
    }
    save.mutate(buildResultRequest({ quizId, questions, records, difficultyLevel, timeTakenSeconds }), {
      onSuccess: (saved) => {
        dispatch({ type: 'saved', saved });
        onSaved?.();
      },
      onError: () => toast({ title: t('quiz.saveFailed'), variant: 'warning' }),
    });
  };

  return {
    run,
    /** Some answer is recorded and the quiz is not finished: leaving asks first. */
    inProgress: !run.finished && Object.values(run.states).some((entry) => entry.attempts > 0),
    question,
    state,
    score,
    /** The points earned in this run so far (first-try correct answers, as the server counts them). */
    points,
    lastCheck,
    isLast,
    /** The question after this one, if any. */
    nextQuestion: questions.at(run.index + 1),
    canSubmit: !state.locked && kind.hasAnswer(question, state),
    checking: check.isPending,
    saving: save.isPending,
    loadingHint: hint.isPending,
    edit: (answer: AnswerDraft) => dispatch({ type: 'draft', questionId, answer }),
    /** Checks the answer; `onChecked` runs once the feedback is in the state. */
    submit: (onChecked: () => void) => {
      if (state.locked || !kind.hasAnswer(question, state)) return;
      const answered = kind.answerOf(question, state);
      check.mutate(
        { quizId, questionId, answer: answered, hintUsed: state.hintUsed },
        {
          onSuccess: (response) => {
            // The shipped cue for the answer (silent when the learner turned sounds off).
            playAudioCue(response.isCorrect ? 'correct' : 'incorrect');
            onChecked();
            dispatch({ type: 'checked', questionId, answered, response, practice });
            setLastCheck((last) => ({
              seq: (last?.seq ?? 0) + 1,
              questionId,
              isCorrect: response.isCorrect,
              points: pointsForCheck(response),
            }));
          },
          // SPEC §8: an answer-check failure is only logged.
          onError: (error) => console.error('Answer check failed', error),
        },
      );
    },
    tryAgain: () => dispatch({ type: 'retry', questionId }),
    showHint: () =>
      hint.mutate(
        { quizId, questionId },
        {
          onSuccess: (response) => dispatch({ type: 'hint', questionId, hint: response }),
          onError: () => toast({ title: t('quiz.hintFailed'), variant: 'warning' }),
        },
      ),
    previous: () => dispatch({ type: 'go', index: run.index - 1 }),
    /** Next question, or the end on the last one; an unanswered question asks for an answer first. */
    next: () => {
      if (!state.final) {
        toast({
          title: t('quiz.answerRequired'),
          description: t('quiz.answerRequiredText'),
          variant: 'destructive',
        });
        return;
      }
      if (isLast) finish();
      else dispatch({ type: 'go', index: run.index + 1 });
    },
  };
}

export type QuizRun = ReturnType<typeof useQuizRun>;
