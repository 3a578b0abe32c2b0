import type { ReactNode, Ref } from 'react';
import { Skeleton } from 'antd';

/**
 * A place on the home page that keeps about the height of the widget it will show, so that the page
 * does not move while the widget loads (layout shift).
 */
export function HomeSlot({
  ref,
  minHeight,
  first = false,
  deferred = false,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  minHeight: number;
  /** The widget the page needs to render (`data-first-widget`, which `npm run bench` waits for). */
  first?: boolean;
  /** Loaded after the first screen: its placeholder does not hold the page's deferred parts back. */
  deferred?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      style={{ minHeight }}
      data-first-widget={first || undefined}
      data-deferred={deferred || undefined}
    >
      {children}
    </div>
  );
}

/**
 * What a slot shows until its widget's turn comes: shimmering only once the widget is on its way (`loading`).
 * A slot still waiting for the learner to scroll near it stays still: a shimmer repaints every frame, and
 * there it would run for as long as the page is open.
 */
export function HomeSlotPlaceholder({ loading }: { loading: boolean }) {
  return <Skeleton active={loading} paragraph={{ rows: 5 }} />;
}
