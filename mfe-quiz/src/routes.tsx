import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@grammarpath/contracts';
import type { RouteHandle } from '@grammarpath/platform';
import './i18n';
import { DailyChallengePage } from './features/daily-challenge/components/daily-challenge-page';
import { MistakesReviewPage } from './features/mistakes-review/components/mistakes-review-page';
import { PlacementPage } from './features/placement/components/placement-page';
import { prefetchQuizPage } from './features/quiz/api/prefetch-quiz-page';
import { QuizPage } from './features/quiz/components/quiz-page';
import { QuizRunner } from './features/quiz/components/quiz-runner';
import { ResultsPage } from './features/quiz/components/results-page';

/**
 * The pages mfe_quiz owns (REMOTES.mfe_quiz.routes), with absolute paths; the shell mounts them. The pages
 * that play a quiz get the quiz's runner here, so the features never import each other. The quiz's first
 * question is fetched by the shell's renderer (the route's `prefetch`) and arrives as HTML.
 */
export const routes: RouteObject[] = [
  {
    path: ROUTES.quiz.pattern,
    element: <QuizPage />,
    handle: { prefetch: prefetchQuizPage } satisfies RouteHandle,
  },
  { path: ROUTES.results.pattern, element: <ResultsPage /> },
  { path: ROUTES.dailyChallenge.pattern, element: <DailyChallengePage PlayQuiz={QuizRunner} /> },
  { path: ROUTES.mistakesReview.pattern, element: <MistakesReviewPage PlayQuiz={QuizRunner} /> },
  { path: ROUTES.placement.pattern, element: <PlacementPage PlayQuiz={QuizRunner} /> },
];
