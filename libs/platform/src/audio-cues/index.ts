export {
  AUDIO_CUES,
  AUDIO_CUES_MUTED_STORAGE_KEY,
  areAudioCuesMuted,
  audioCueUrl,
  playAudioCue,
  preloadAudioCuesOnFirstGesture,
  setAudioCuesMuted,
  useAudioCuesMuted,
} from './audio-cues';
export type { AudioCue } from './audio-cues';
