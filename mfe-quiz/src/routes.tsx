import type { RouteObject } from 'react-router-dom';
import './i18n/register-quiz-translations';
import { DailyChallengePage } from './modules/daily-challenge/components/daily-challenge-page';
import { MistakesReviewPage } from './modules/mistakes-review/components/mistakes-review-page';
import { QuizPage } from './modules/quiz/components/quiz-page';
import { ResultsPage } from './modules/quiz/components/results-page';

/** The pages mfe_quiz owns, with absolute paths; the shell mounts them. */
export const routes: RouteObject[] = [
  { path: '/quiz', element: <QuizPage /> },
  { path: '/results', element: <ResultsPage /> },
  { path: '/daily-challenge', element: <DailyChallengePage /> },
  { path: '/mistakes-review', element: <MistakesReviewPage /> },
];
