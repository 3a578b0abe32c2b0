import { Children, type ReactNode } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { formatOutOf, formatPercent } from './figures';

/** One figure of a stat grid. */
export interface StatTileProps {
  title: ReactNode;
  value: number | string;
  /** The whole the value is a share of: shown as "7 / 17". */
  outOf?: number;
  /** A percentage: shown as "40%". */
  percent?: boolean;
  /** After the value: a unit such as 'min'. */
  suffix?: ReactNode;
  /** Before the value. */
  icon?: ReactNode;
  /** A test id on the tile. */
  testId?: string;
  /** Inside a card (default) or bare (inside another card). */
  card?: boolean;
  size?: 'small' | 'default';
}

/** One figure: antd's Statistic, in a card unless `card` is false. */
export function StatTile({
  title,
  value,
  outOf,
  percent,
  suffix,
  icon,
  testId,
  card = true,
  size,
}: StatTileProps) {
  const shown =
    typeof value === 'number' && outOf !== undefined
      ? formatOutOf(value, outOf)
      : typeof value === 'number' && percent
        ? formatPercent(value)
        : value;
  const statistic = <Statistic title={title} value={shown} suffix={suffix} prefix={icon} />;
  if (!card) return <div data-testid={testId}>{statistic}</div>;
  return (
    <Card size={size} data-testid={testId}>
      {statistic}
    </Card>
  );
}

/** A stat grid's entry: a tile's props and its React key. */
export type StatItem = StatTileProps & { key: string };

export interface StatGridProps {
  stats: readonly StatItem[];
  /** Tiles without cards (inside another card). */
  card?: boolean;
  size?: 'small' | 'default';
  /** Further tiles of their own making (a live figure), each in a cell after the stats. */
  children?: ReactNode;
}

/** Figures in a responsive grid, two per row on phones and four on wide screens; data-driven. */
export function StatGrid({ stats, card, size, children }: StatGridProps) {
  return (
    <Row gutter={[16, 16]}>
      {stats.map(({ key, ...tile }) => (
        <Col xs={12} md={6} key={key}>
          <StatTile card={card} size={size} {...tile} />
        </Col>
      ))}
      {Children.map(children, (child) => (
        <Col xs={12} md={6}>
          {child}
        </Col>
      ))}
    </Row>
  );
}
