export { CefrTag } from './cefr-tag';
export { DifficultyTag } from './difficulty-tag';
export { ProgressBar } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
export { progressColourOf, useProgressColour } from './progress-colour';
export type { ProgressColour } from './progress-colour';
export {
  AUDIO_TOAST_MS,
  CELEBRATION,
  MASCOT_COLLAPSE_MS,
  REDIRECT_AFTER_LOGIN_MS,
  REDIRECT_AFTER_LOGOUT_MS,
  SAVED_AUDIO_LIST_HEIGHT,
  TOASTS,
} from '../presentation/presentation';
export { QueryState } from './query-state';
export type { QueryStateProps, QueryStateQuery } from './query-state';
export { formatOutOf, formatPercent } from './figures';
export { StatGrid, StatTile } from './stat-grid';
export type { StatGridProps, StatItem, StatTileProps } from './stat-grid';
export { lessonHtmlWithLanguages, TeachingText, teachingPlainText, useShowInEnglish } from './teaching-text';
export type { TeachingTextProps } from './teaching-text';
