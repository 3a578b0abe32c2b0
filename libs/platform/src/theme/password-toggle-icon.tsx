import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';

/** antd's show/hide toggle is the 14 px icon itself; this gives it the 24 by 24 px target of WCAG 2.5.8. */
const TARGET_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  minHeight: 24,
  // The input keeps its height: the taller target overlaps its padding by a pixel each way.
  marginBlock: -1,
} as const;

/** Every password field's show/hide icon (set once on the ConfigProvider). */
export function passwordToggleIcon(visible: boolean) {
  return (
    <span style={TARGET_STYLE}>
      {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
    </span>
  );
}
