import './i18n';

export { FrameWidgets } from './frame-widgets';
export { HomeFeedbackCard } from './feedback/home-feedback-card';
export { PageTranslateControl } from './page-translate/page-translate-control';
export { SoundSettings } from './sound/sound-settings';
export { WIDGETS_NAMESPACE } from './i18n';
