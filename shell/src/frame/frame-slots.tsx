import { AfterFirstScreen } from '../deferred/after-first-screen';
import { LazyFrameWidgets, LazyPageTranslateControl } from '../widgets/lazy-widgets';

/**
 * The frame's fixed mount points: the page-translate control (top right, never on /auth) and the
 * floating widgets — Grammar Guide, feedback and saved audio (bottom right). Both are fixed, so loading
 * them after the page's first screen moves nothing on the page.
 */
export function TopRightControlSlot() {
  return (
    <div
      id="top-right-control-slot"
      data-slot="top-right-control"
      style={{ position: 'fixed', top: 72, right: 16, zIndex: 1000 }}
    >
      <AfterFirstScreen>
        <LazyPageTranslateControl />
      </AfterFirstScreen>
    </div>
  );
}

export function FloatingWidgetsSlot() {
  return (
    <div id="floating-widgets-slot" data-slot="floating-widgets">
      <AfterFirstScreen>
        <LazyFrameWidgets />
      </AfterFirstScreen>
    </div>
  );
}
