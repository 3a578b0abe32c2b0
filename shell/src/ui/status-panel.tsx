import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  subTitle?: string;
  extra?: ReactNode;
}

/** A centred icon, title, text and actions: antd's Result without its illustrations, for the first load. */
export function StatusPanel({ icon, title, subTitle, extra }: StatusPanelProps) {
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '48px 24px', textAlign: 'center' }}>
      <span aria-hidden style={{ fontSize: 64, lineHeight: 1 }}>
        {icon}
      </span>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24, fontWeight: 500 }}>
        {title}
      </Typography.Title>
      {subTitle && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {subTitle}
        </Typography.Paragraph>
      )}
      {extra && <div style={{ marginTop: 12 }}>{extra}</div>}
    </Flex>
  );
}
