import { AfterFirstScreen } from '../deferred/after-first-screen';
import { LazyFrameWidgets } from '../widgets/lazy-widgets';
import { usePhoneViewport } from '@grammarpath/platform/ui';

/**
 * The room kept clear below the footer for the floating buttons, so that the end of every page scrolls
 * clear of them: a row of three on a phone, a column of three (Grammar Guide, feedback, saved audio) wider.
 */
export const FLOATING_WIDGETS_RESERVE = { compact: 72, wide: 184 } as const;

/**
 * The floating widgets — Grammar Guide, feedback and saved audio (bottom right). They are fixed, so loading
 * them after the page's first screen moves nothing on the page. (The page-translate control is in the header.)
 */
export function FloatingWidgetsSlot({ compact }: { compact: boolean }) {
  return (
    <div id="floating-widgets-slot" data-slot="floating-widgets">
      <AfterFirstScreen>
        <LazyFrameWidgets compact={compact} />
      </AfterFirstScreen>
    </div>
  );
}

/** The floating widgets on their own, sized for the viewport (an island of the visitor's pages). */
export function FloatingWidgetsIsland() {
  const compact = usePhoneViewport();
  return <FloatingWidgetsSlot compact={compact ?? false} />;
}
