export { CefrTag } from './cefr-tag';
export { DifficultyTag } from './difficulty-tag';
export { progressColourOf, useProgressColour } from './progress-colour';
export type { ProgressColour } from './progress-colour';
export { QueryState } from './query-state';
export type { QueryStateProps, QueryStateQuery } from './query-state';
export { formatOutOf, formatPercent } from './figures';
export { lessonHtmlWithLanguages, TeachingText, teachingPlainText, useShowInEnglish } from './teaching-text';
export type { TeachingTextProps } from './teaching-text';
