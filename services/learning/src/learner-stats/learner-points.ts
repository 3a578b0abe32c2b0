import { type LearnerStatistics } from './learner-statistics';

/** Provided by the achievements feature under LEARNER_POINTS: correct answers plus earned achievements' points. */
export interface LearnerPoints {
  /** Changes whenever the achievement catalogue (and so an achievement's points) does. */
  catalogueVersion(): Promise<string>;
  points(userId: number, stats: LearnerStatistics): Promise<number>;
}

export const LEARNER_POINTS = Symbol('LEARNER_POINTS');
