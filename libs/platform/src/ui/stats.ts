// `@grammarpath/platform/stats`: the figures kit (antd Progress, Statistic and Card), apart from the rest of
// the UI kit so that a page showing no figures loads none of them.
export { ProgressBar } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
export { StatGrid, StatTile } from './stat-grid';
export type { StatGridProps, StatItem, StatTileProps } from './stat-grid';
