import type { ReactNode } from 'react';

/**
 * Its children cut to `rows` lines with an ellipsis, by CSS alone, the whole text still in the page. antd's
 * Typography `ellipsis` cuts text the same way, but first measures the browser on mount: each such paragraph
 * rendered again, synchronously, as a server-rendered page hydrates.
 */
export function LineClamp({ rows, children }: { rows: number; children: ReactNode }) {
  return (
    <span
      style={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: rows,
        overflow: 'hidden',
      }}
    >
      {children}
    </span>
  );
}
