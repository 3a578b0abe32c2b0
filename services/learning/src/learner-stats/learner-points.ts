import { type LearnerStatistics } from './learner-statistics';

/** Provided by the achievements feature under LEARNER_POINTS: correct answers plus earned achievements' points. */
export interface LearnerPoints {
  points(userId: number, stats: LearnerStatistics): Promise<number>;
}

export const LEARNER_POINTS = Symbol('LEARNER_POINTS');
