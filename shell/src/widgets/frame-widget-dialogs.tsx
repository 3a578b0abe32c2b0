import { useEffect, useState, type ReactNode } from 'react';
import { preloadableLazy } from '../deferred/preloadable-lazy';

// The floating buttons' dialogs (Modal, Form, Rate, Select, Drawer, List…): loaded when the learner reaches
// for a button (hover, focus, touch), mounted when it is pressed.

export const LazyFeedbackDialog = preloadableLazy(() =>
  import('./feedback/feedback-dialog').then(({ FeedbackDialog }) => FeedbackDialog),
);

export const LazySavedAudioDrawer = preloadableLazy(() =>
  import('./saved-audio/saved-audio-drawer').then(({ SavedAudioDrawer }) => SavedAudioDrawer),
);

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
