import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_TOAST_MS } from '@grammarpath/contracts';
import { serverMessageOf, useReadAloudPreferences, useToast } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n/quiz-translations';
import { fetchSpeech } from '../api/quiz-api';

function speakInBrowser(text: string, rate: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window) || !window.SpeechSynthesisUtterance) {
      reject(new Error('Speech synthesis unavailable'));
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-US';
    utterance.rate = rate;
    let started = false;
    utterance.onstart = () => {
      started = true;
    };
    utterance.onend = () => resolve();
    utterance.onerror = (event) => {
      // Stopped by the learner: not a failure.
      if (event.error === 'interrupted' || event.error === 'canceled') resolve();
      else reject(new Error(started ? 'Speech interrupted' : `Speech failed: ${event.error}`));
    };
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  });
}

/**
 * Reads text aloud (SPEC §4): the browser's speech synthesis first, the server's voice as the
 * fallback, and the 'Failed to play audio' toast (or the server's message) when both fail.
 */
export function useReadAloud() {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { toast } = useToast();
  const [{ rate }] = useReadAloudPreferences();
  const [playing, setPlaying] = useState(false);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const urlRef = useRef<string | null>(null);

  const release = useCallback(() => {
    audioRef.current?.pause();
    audioRef.current = null;
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  const stop = useCallback(() => {
    if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
    release();
    setPlaying(false);
  }, [release]);

  useEffect(() => stop, [stop]);

  const playFromServer = useCallback(
    async (text: string) => {
      const blob = await fetchSpeech(text);
      release();
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      const audio = new Audio(url);
      audioRef.current = audio;
      await new Promise<void>((resolve, reject) => {
        audio.onended = () => resolve();
        audio.onerror = () => reject(new Error('Audio playback failed'));
        audio.play().catch(reject);
      });
    },
    [release],
  );

  const play = useCallback(
    async (text: string) => {
      setPlaying(true);
      try {
        try {
          await speakInBrowser(text, rate);
        } catch {
          await playFromServer(text);
        }
      } catch (error) {
        const fromServer = error instanceof Error && /^\d{3}: /.test(error.message);
        const message = fromServer ? serverMessageOf(error) : undefined;
        toast({
          title: t('audio.failed'),
          description: message,
          variant: 'destructive',
          durationMs: AUDIO_TOAST_MS,
        });
      } finally {
        release();
        setPlaying(false);
      }
    },
    [playFromServer, rate, release, t, toast],
  );

  return { play, stop, playing };
}
