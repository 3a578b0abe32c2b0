import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../api/server-message';
import { playAudioCue } from '../audio-cues/audio-cues';
import { useReadAloudPreferences } from '../preferences/read-aloud-preferences';
import { useToast } from '../toast/use-toast';
import { READ_ALOUD_NAMESPACE } from './i18n';
import {
  playbackState,
  playText,
  stopPlayback,
  subscribePlayback,
  type PlaybackStatus,
} from './speech-player';
import { AUDIO_TOAST_MS } from '../presentation/presentation';

export interface ReadAloud {
  /** This caller's playback: idle, loading (waiting for the server voice) or playing. */
  status: PlaybackStatus;
  isPlaying: boolean;
  /** Reads the text aloud (stopping anything else); failures show the audio toast and the error sound. */
  play: (text: string) => Promise<void>;
  /** Stops this caller's playback. */
  stop: () => void;
  /** Stops when this caller is playing, plays otherwise. */
  toggle: (text: string) => Promise<void>;
}

/**
 * Read-aloud for one caller (a button, a saved clip). Several callers share one player, so only one text
 * plays at a time and every other caller shows idle. `owner` defaults to a per-component id.
 */
export function useReadAloud(owner?: string): ReadAloud {
  const generatedId = useId();
  const id = owner ?? generatedId;
  const { t } = useTranslation(READ_ALOUD_NAMESPACE);
  const { toast } = useToast();
  const [{ rate }] = useReadAloudPreferences();
  const playback = useSyncExternalStore(subscribePlayback, playbackState, playbackState);
  const status: PlaybackStatus = playback.owner === id ? playback.status : 'idle';

  const play = useCallback(
    async (text: string) => {
      if (!text.trim()) return;
      try {
        await playText(id, text, rate);
      } catch (error) {
        console.error('Read aloud failed', error);
        toast({
          title: t('failed'),
          description: serverMessageOf(error),
          variant: 'destructive',
          durationMs: AUDIO_TOAST_MS,
        });
        playAudioCue('error');
      }
    },
    [id, rate, t, toast],
  );

  const stop = useCallback(() => {
    if (playbackState().owner === id) stopPlayback();
  }, [id]);

  const toggle = useCallback(
    (text: string) => {
      if (playbackState().owner === id) {
        stopPlayback();
        return Promise.resolve();
      }
      return play(text);
    },
    [id, play],
  );

  // A component that goes away stops its own playback.
  useEffect(
    () => () => {
      if (playbackState().owner === id) stopPlayback();
    },
    [id],
  );

  return { status, isPlaying: status !== 'idle', play, stop, toggle };
}
