import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders a dialog that has just loaded closed, then as asked: antd moves focus into a dialog (and its
 * Escape key with it) when the dialog opens, which one mounted already open can miss.
 */
export function ClosedFirst({ open, children }: { open: boolean; children: (open: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return children(open && mounted);
}
