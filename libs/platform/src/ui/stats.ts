// `@grammarpath/platform/stats`: the figures kit (antd Statistic and Card), apart from the rest of the UI kit so
// that a page showing no figures loads none of them.
export { StatGrid, StatTile } from './stat-grid';
export type { StatGridProps, StatItem, StatTileProps } from './stat-grid';
