import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic } from 'antd';

/** One figure of a stat grid. */
export interface StatItem {
  key: string;
  title: ReactNode;
  value: number;
  suffix?: ReactNode;
  testId?: string;
}

/** Figures as cards, four to a row on wide screens; `extra` adds cards of their own after them. */
export function StatGrid({ items, extra = [] }: { items: StatItem[]; extra?: ReactNode[] }) {
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.key} xs={12} md={6}>
          <Card>
            <Statistic title={item.title} value={item.value} suffix={item.suffix} data-testid={item.testId} />
          </Card>
        </Col>
      ))}
      {extra.map((card, index) => (
        <Col key={index} xs={12} md={6}>
          {card}
        </Col>
      ))}
    </Row>
  );
}
