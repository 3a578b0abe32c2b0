import { FrameWidgets, PageTranslateControl } from '../widgets';

/**
 * The frame's fixed mount points: the page-translate control (top right, never on /auth) and the
 * floating widgets — Grammar Guide, feedback and saved audio (bottom right).
 */
export function TopRightControlSlot() {
  return (
    <div
      id="top-right-control-slot"
      data-slot="top-right-control"
      style={{ position: 'fixed', top: 72, right: 16, zIndex: 1000 }}
    >
      <PageTranslateControl />
    </div>
  );
}

export function FloatingWidgetsSlot() {
  return (
    <div id="floating-widgets-slot" data-slot="floating-widgets">
      <FrameWidgets />
    </div>
  );
}
