import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@grammarpath/contracts';
import { onDemand, type RouteHandle } from '@grammarpath/platform';
import './i18n';
import { prefetchQuizPage } from './features/quiz/api/prefetch-quiz-page';

const runner = () => import('./features/quiz/components/quiz-runner').then((module) => module.QuizRunner);

const Quiz = onDemand(() => import('./features/quiz/components/quiz-page').then((module) => module.QuizPage));
const Results = onDemand(() =>
  import('./features/quiz/components/results-page').then((module) => module.ResultsPage),
);
const DailyChallenge = onDemand(async () => {
  const [{ DailyChallengePage }, QuizRunner] = await Promise.all([
    import('./features/daily-challenge/components/daily-challenge-page'),
    runner(),
  ]);
  return () => <DailyChallengePage PlayQuiz={QuizRunner} />;
});
const MistakesReview = onDemand(async () => {
  const [{ MistakesReviewPage }, QuizRunner] = await Promise.all([
    import('./features/mistakes-review/components/mistakes-review-page'),
    runner(),
  ]);
  return () => <MistakesReviewPage PlayQuiz={QuizRunner} />;
});
const Placement = onDemand(async () => {
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
    element: <Quiz />,
    handle: { prefetch: prefetchQuizPage, preload: Quiz.preload } satisfies RouteHandle,
  },
  { path: ROUTES.results.pattern, element: <Results />, handle: { preload: Results.preload } },
  {
    path: ROUTES.dailyChallenge.pattern,
    element: <DailyChallenge />,
    handle: { preload: DailyChallenge.preload } satisfies RouteHandle,
  },
  {
    path: ROUTES.mistakesReview.pattern,
    element: <MistakesReview />,
    handle: { preload: MistakesReview.preload } satisfies RouteHandle,
  },
  {
    path: ROUTES.placement.pattern,
    element: <Placement />,
    handle: { preload: Placement.preload } satisfies RouteHandle,
  },
];
