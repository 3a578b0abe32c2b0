import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

export interface PanelProps {
  children: ReactNode;
  /** A header above the content, drawn as antd's Card draws its title. */
  title?: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A plain surface in the theme's colours. Used instead of antd's Card on the first screen: Card
 * pulls in Tabs (and with them Dropdown and Menu), which the first render does not need.
 */
export function Panel({ children, title, style, 'data-testid': testId }: PanelProps) {
  const { token } = theme.useToken();
  const surface: CSSProperties = {
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };
  if (title === undefined)
    return (
      <section data-testid={testId} style={{ ...surface, padding: token.paddingLG, ...style }}>
        {children}
      </section>
    );
  return (
    <section data-testid={testId} style={{ ...surface, ...style }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 56,
          paddingInline: token.paddingLG,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: token.fontSizeLG,
        }}
      >
        {title}
      </div>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}
