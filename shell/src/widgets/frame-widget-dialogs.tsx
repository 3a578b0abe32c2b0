import { onDemand } from '@grammarpath/platform';

// The floating buttons' dialogs (Modal, Form, Rate, Select, Drawer, List…): loaded when the learner reaches
// for a button (hover, focus, touch), mounted when it is pressed.

export const LazyFeedbackDialog = onDemand(() =>
  import('./feedback/feedback-dialog').then(({ FeedbackDialog }) => FeedbackDialog),
);

export const LazySavedAudioDrawer = onDemand(() =>
  import('./saved-audio/saved-audio-drawer').then(({ SavedAudioDrawer }) => SavedAudioDrawer),
);
