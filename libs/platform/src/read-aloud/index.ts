import './i18n';

export { ReadAloudButton } from './read-aloud-button';
export type { ReadAloudButtonProps } from './read-aloud-button';
export { READ_ALOUD_NAMESPACE } from './i18n';
export { useReadAloud } from './use-read-aloud';
export type { ReadAloud } from './use-read-aloud';
export { playbackState, playText, stopPlayback } from './speech-player';
export type { PlaybackState, PlaybackStatus } from './speech-player';
export { removeAudioClip, saveAudioClip, savedAudioClips, useSavedAudios } from './saved-audio-store';
export type { SaveAudioInput, SavedAudioClip } from './saved-audio-store';
