import type { ReactElement } from 'react';
import { Card, Col, Empty, Typography } from 'antd';
import { ResponsiveContainer } from 'recharts';

interface ChartCardProps {
  title: string;
  /** The question the chart answers, in the learner's words. */
  question: string;
  testId: string;
  emptyText: string;
  empty: boolean;
  height: number;
  children: ReactElement;
}

/** One analytics chart: its title, the question it answers, and the chart or an empty state. */
export function ChartCard({ title, question, testId, emptyText, empty, height, children }: ChartCardProps) {
  return (
    <Col xs={24} lg={12}>
      <Card title={title} data-testid={testId} styles={{ body: { paddingInline: 12 } }}>
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {question}
        </Typography.Paragraph>
        {empty ? (
          <Empty description={emptyText} />
        ) : (
          <div role="img" aria-label={`${title}. ${question}`}>
            <ResponsiveContainer width="100%" height={height}>
              {children}
            </ResponsiveContainer>
          </div>
        )}
      </Card>
    </Col>
  );
}
