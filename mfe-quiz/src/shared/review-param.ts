/**
 * The results screen keeps its finished quiz in the page's address (`?review=<quizId>`), so that a reload
 * (or Back from a next step) shows the same results again, read back with GET /api/quizzes/{quizId}.
 */
export const REVIEW_PARAM = 'review';

/** The address's parameters with the finished quiz set, or removed (undefined). */
export function withReviewParam(params: URLSearchParams, quizId: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (quizId === undefined) next.delete(REVIEW_PARAM);
  else next.set(REVIEW_PARAM, quizId);
  return next;
}
