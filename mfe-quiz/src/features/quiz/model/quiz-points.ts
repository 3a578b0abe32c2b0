import { pointsForCheck } from '@grammarpath/contracts';
import type { QuestionState } from './quiz-session';

/** The points a run has earned so far: each checked question's, by the server's rule (first try right). */
export function runPoints(states: Record<number, QuestionState>): number {
  return Object.values(states).reduce(
    (sum, state) => sum + (state.feedback ? pointsForCheck(state.feedback) : 0),
    0,
  );
}
