export * from './answer-points';
export * from './percent';
export * from './practice-options';
export * from './quiz-settings';
export * from './placement-level';
