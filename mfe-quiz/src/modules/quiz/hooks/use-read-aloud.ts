import { useReadAloud as usePlatformReadAloud } from '@grammarpath/platform';

/**
 * Reads text aloud (SPEC §4) through the platform's player: the browser's speech synthesis first, the
 * server's voice as the fallback, the 'Failed to play audio' toast and the error sound when both fail.
 */
export function useReadAloud() {
  const { play, stop, isPlaying } = usePlatformReadAloud();
  return { play, stop, playing: isPlaying };
}
