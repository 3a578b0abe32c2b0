import { POINTS_PER_CORRECT_ANSWER } from '../progress';
import type { CheckAnswerResponse } from '../quiz';

/**
 * The points one checked answer earns: the server counts first-try correct answers
 * (`answerPoints` in the learning service's achievement rules), each worth POINTS_PER_CORRECT_ANSWER;
 * a later try that is right earns nothing. The player shows them as they are earned.
 */
export function pointsForCheck(check: Pick<CheckAnswerResponse, 'isCorrect' | 'attempt'>): number {
  return check.isCorrect && check.attempt === 1 ? POINTS_PER_CORRECT_ANSWER : 0;
}
