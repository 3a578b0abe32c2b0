import type { RouteObject } from 'react-router-dom';
import './i18n/register-quiz-translations';
import { QuizPage } from './modules/quiz/components/quiz-page';
import { ResultsPage } from './modules/quiz/components/results-page';

/** The pages mfe_quiz owns, with absolute paths; the shell mounts them. */
export const routes: RouteObject[] = [
  { path: '/quiz', element: <QuizPage /> },
  { path: '/results', element: <ResultsPage /> },
];
