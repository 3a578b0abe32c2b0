import type { RoutePrefetch } from '@grammarpath/platform';
import { REVIEW_PARAM } from '../../../shared/review-param';
import { quizOfAddress, SETTINGS_PARAM } from './quiz-of-address';
import { startedRunOptions } from './quiz-run';

/**
 * /quiz?settings=… rendered by the shell's renderer: the page's first run is started there, in the query its
 * first render reads, so that the first question arrives as HTML and the browser starts no quiz of its own.
 * Left to the browser: settings it cannot read (it sends the learner home) and a results screen read back
 * (`?review=`). A quiz started past the renderer's budget is left unplayed: the page comes with its loading
 * state and the browser starts a quiz of its own, as without the renderer.
 */
export const prefetchQuizPage: RoutePrefetch = async (queryClient, _params, searchParams) => {
  const quiz = quizOfAddress(searchParams.get(SETTINGS_PARAM));
  if (!quiz || searchParams.has(REVIEW_PARAM)) return;
  await queryClient.prefetchQuery(startedRunOptions(quiz.source));
};
