import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A plain surface in the theme's colours. Used instead of antd's Card on the first screen: Card
 * pulls in Tabs, which the first render does not need.
 */
export function Panel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        ...style,
      }}
    >
      {children}
    </section>
  );
}
