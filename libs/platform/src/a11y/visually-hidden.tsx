import type { ReactNode } from 'react';

/** Clipped to nothing on screen but read by screen readers (the usual "sr-only" pattern). */
const HIDDEN_STYLE = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for assistive technology only, e.g. what a control is for beside its visible label. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={HIDDEN_STYLE}>{children}</span>;
}
