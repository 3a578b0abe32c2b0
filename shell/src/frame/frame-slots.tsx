/**
 * Empty mount points of the frame. Later features render into them: the page-translate control
 * (top right, never on /auth) and the floating widgets such as the Grammar Guide, feedback and
 * saved audio (bottom right).
 */
export function TopRightControlSlot() {
  return (
    <div
      id="top-right-control-slot"
      data-slot="top-right-control"
      style={{ position: 'fixed', top: 72, right: 16, zIndex: 1000 }}
    />
  );
}

export function FloatingWidgetsSlot() {
  return (
    <div
      id="floating-widgets-slot"
      data-slot="floating-widgets"
      style={{
        position: 'fixed',
        bottom: 16,
        right: 16,
        zIndex: 1000,
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
      }}
    />
  );
}
