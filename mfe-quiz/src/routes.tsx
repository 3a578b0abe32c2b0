import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@grammarpath/contracts';
import { onDemand, type RouteHandle } from '@grammarpath/platform';
import './i18n';
import { prefetchQuizPage } from './features/quiz/api/prefetch-quiz-page';

const runner = () => import('./features/quiz/components/quiz-runner').then((module) => module.QuizRunner);

const quiz = onDemand(() => import('./features/quiz/components/quiz-page').then((module) => module.QuizPage));
const results = onDemand(() =>
  import('./features/quiz/components/results-page').then((module) => module.ResultsPage),
);
const dailyChallenge = onDemand(async () => {
  const [{ DailyChallengePage }, QuizRunner] = await Promise.all([
    import('./features/daily-challenge/components/daily-challenge-page'),
    runner(),
  ]);
  return () => <DailyChallengePage PlayQuiz={QuizRunner} />;
});
const mistakesReview = onDemand(async () => {
  const [{ MistakesReviewPage }, QuizRunner] = await Promise.all([
    import('./features/mistakes-review/components/mistakes-review-page'),
    runner(),
  ]);
  return () => <MistakesReviewPage PlayQuiz={QuizRunner} />;
});
const placement = onDemand(async () => {
  const [{ PlacementPage }, QuizRunner] = await Promise.all([
    import('./features/placement/components/placement-page'),
    runner(),
  ]);
  return () => <PlacementPage PlayQuiz={QuizRunner} />;
});

/**
 * The pages mfe_quiz owns (REMOTES.mfe_quiz.routes), with absolute paths; the shell mounts them. Each page's
 * code loads when it is visited (onDemand). The pages that play a quiz get the quiz's runner here, so the
 * features never import each other. The quiz's first question is fetched by the shell's renderer (the route's
 * `prefetch`) and arrives as HTML.
 */
export const routes: RouteObject[] = [
  {
    path: ROUTES.quiz.pattern,
    element: <quiz.Component />,
    handle: { prefetch: prefetchQuizPage, preload: quiz.preload } satisfies RouteHandle,
  },
  { path: ROUTES.results.pattern, element: <results.Component />, handle: { preload: results.preload } },
  {
    path: ROUTES.dailyChallenge.pattern,
    element: <dailyChallenge.Component />,
    handle: { preload: dailyChallenge.preload } satisfies RouteHandle,
  },
  {
    path: ROUTES.mistakesReview.pattern,
    element: <mistakesReview.Component />,
    handle: { preload: mistakesReview.preload } satisfies RouteHandle,
  },
  {
    path: ROUTES.placement.pattern,
    element: <placement.Component />,
    handle: { preload: placement.preload } satisfies RouteHandle,
  },
];
