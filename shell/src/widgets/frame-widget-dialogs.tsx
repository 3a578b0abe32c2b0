import { preloadableLazy } from '../deferred/preloadable-lazy';

// The floating buttons' dialogs (Modal, Form, Rate, Select, Drawer, List…): loaded when the learner reaches
// for a button (hover, focus, touch), mounted when it is pressed.

export const LazyFeedbackDialog = preloadableLazy(() =>
  import('./feedback/feedback-dialog').then(({ FeedbackDialog }) => FeedbackDialog),
);

export const LazySavedAudioDrawer = preloadableLazy(() =>
  import('./saved-audio/saved-audio-drawer').then(({ SavedAudioDrawer }) => SavedAudioDrawer),
);
