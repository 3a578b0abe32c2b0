export * from './enums';
export * from './limits';
export * from './user';
export * from './api';
export * from './identity-messages';
export * from './paths';
export * from './quiz';
export * from './progress';
