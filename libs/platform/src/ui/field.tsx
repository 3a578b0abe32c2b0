import type { CSSProperties, ReactNode } from 'react';
import { Flex, theme, Typography } from 'antd';

export interface FieldProps {
  label: ReactNode;
  /** The id of the one control the label names; a group of controls names itself (aria-label). */
  htmlFor?: string;
  /** A line of help under the control. */
  help?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A labelled control laid out as a vertical form's item (label, control, help), for settings that need no form
 * state or validation: antd's Form.Item would bring antd's form engine and its validator to the page.
 */
export function Field({ label, htmlFor, help, style, children }: FieldProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginXS} style={{ marginBottom: token.marginLG, ...style }}>
      {htmlFor === undefined ? <div>{label}</div> : <label htmlFor={htmlFor}>{label}</label>}
      {children}
      {help !== undefined && <Typography.Text type="secondary">{help}</Typography.Text>}
    </Flex>
  );
}
