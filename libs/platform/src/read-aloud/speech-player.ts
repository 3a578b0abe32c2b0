import { DEFAULT_TTS_VOICE, TTS_MAX_CHARS, type TextToSpeechRequest } from '@grammarpath/contracts';
import { throwIfResNotOk } from '../api/api-client';

/**
 * One player for the whole page (speech synthesis is global anyway): the browser's speech synthesis
 * first, POST /api/text-to-speech as the fallback (SPEC §4). Starting a new text stops the previous one.
 */
export type PlaybackStatus = 'idle' | 'loading' | 'playing';

export interface PlaybackState {
  /** Who asked for the current playback (a button's or a clip's id); null when idle. */
  owner: string | null;
  status: PlaybackStatus;
}

const IDLE: PlaybackState = { owner: null, status: 'idle' };
const VOICES_WAIT_MS = 400;

let state: PlaybackState = IDLE;
let generation = 0;
let currentAudio: HTMLAudioElement | undefined;
let currentObjectUrl: string | undefined;
const listeners = new Set<() => void>();

function setState(next: PlaybackState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function playbackState(): PlaybackState {
  return state;
}

export function subscribePlayback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Thrown when playback was stopped on purpose (stop(), or another text started): not a failure. */
export class PlaybackInterrupted extends Error {
  constructor() {
    super('Playback interrupted');
    this.name = 'PlaybackInterrupted';
  }
}

function synthesis(): SpeechSynthesis | undefined {
  if (typeof window === 'undefined') return undefined;
  if (!('speechSynthesis' in window) || typeof window.SpeechSynthesisUtterance !== 'function')
    return undefined;
  return window.speechSynthesis;
}

/** Chrome lists its voices asynchronously: wait briefly for them; none at all means no usable synthesis. */
async function englishVoice(speech: SpeechSynthesis): Promise<SpeechSynthesisVoice | null | undefined> {
  let voices = speech.getVoices();
  if (voices.length === 0) {
    voices = await new Promise<SpeechSynthesisVoice[]>((resolve) => {
      const done = () => {
        speech.removeEventListener?.('voiceschanged', done);
        clearTimeout(timer);
        resolve(speech.getVoices());
      };
      const timer = setTimeout(done, VOICES_WAIT_MS);
      speech.addEventListener?.('voiceschanged', done);
    });
  }
  if (voices.length === 0) return undefined;
  return (
    voices.find((voice) => voice.lang === 'en-US') ??
    voices.find((voice) => voice.lang.startsWith('en')) ??
    null
  );
}

function speakWithBrowser(
  speech: SpeechSynthesis,
  voice: SpeechSynthesisVoice | null,
  text: string,
  rate: number,
  onStart: () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = voice?.lang ?? 'en-US';
    if (voice) utterance.voice = voice;
    utterance.rate = rate;
    utterance.onstart = onStart;
    utterance.onend = () => resolve();
    utterance.onerror = (event) =>
      reject(
        event.error === 'interrupted' || event.error === 'canceled'
          ? new PlaybackInterrupted()
          : new Error(`Speech synthesis failed: ${event.error}`),
      );
    speech.cancel();
    speech.speak(utterance);
  });
}

function releaseAudio(): void {
  if (currentAudio) {
    currentAudio.onended = null;
    currentAudio.onerror = null;
    currentAudio.pause();
    currentAudio = undefined;
  }
  if (currentObjectUrl) {
    URL.revokeObjectURL(currentObjectUrl);
    currentObjectUrl = undefined;
  }
}

/**
 * Server clips this page already has (MP3 blobs), by voice and text, the latest SERVER_CLIPS_MAX. Browsers do
 * not cache POST answers, so this does what their cache would: a clip is reused without a request while its
 * `max-age` lasts, then revalidated with `If-None-Match` (a 304 keeps it).
 */
interface ServerClip {
  blob: Blob;
  etag: string | null;
  freshUntil: number;
}
const SERVER_CLIPS_MAX = 20;
const serverClips = new Map<string, ServerClip>();

function rememberClip(key: string, clip: ServerClip, response: Response): Blob {
  const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '');
  clip.freshUntil = Date.now() + (maxAge ? Number(maxAge[1]) * 1000 : 0);
  serverClips.delete(key);
  serverClips.set(key, clip);
  for (const oldest of serverClips.keys()) {
    if (serverClips.size <= SERVER_CLIPS_MAX) break;
    serverClips.delete(oldest);
  }
  return clip.blob;
}

/** Forgets the server clips (tests). */
export function resetServerClips(): void {
  serverClips.clear();
}

async function serverClip(text: string): Promise<Blob> {
  const body: TextToSpeechRequest = { text: text.slice(0, TTS_MAX_CHARS), voice: DEFAULT_TTS_VOICE };
  const key = `${body.voice ?? ''}\n${body.text}`;
  const known = serverClips.get(key);
  if (known && Date.now() < known.freshUntil) {
    serverClips.delete(key);
    serverClips.set(key, known);
    return known.blob;
  }
  const response = await fetch('/api/text-to-speech', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(known?.etag ? { 'If-None-Match': known.etag } : {}),
    },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (response.status === 304 && known) return rememberClip(key, known, response);
  await throwIfResNotOk(response);
  const clip = { blob: await response.blob(), etag: response.headers.get('etag'), freshUntil: 0 };
  return rememberClip(key, clip, response);
}

async function speakWithServer(text: string, rate: number, isCurrent: () => boolean, onStart: () => void) {
  const blob = await serverClip(text);
  if (!isCurrent()) throw new PlaybackInterrupted();
  releaseAudio();
  currentObjectUrl = URL.createObjectURL(blob);
  const audio = new Audio(currentObjectUrl);
  audio.playbackRate = rate;
  currentAudio = audio;
  await new Promise<void>((resolve, reject) => {
    audio.onended = () => resolve();
    audio.onerror = () => reject(new Error('The audio could not be played'));
    audio.play().then(onStart, reject);
  });
}

/**
 * Reads `text` aloud for `owner`. Resolves when it finished or was stopped; rejects when neither the
 * browser nor the server could play it (the caller reports that).
 */
export async function playText(owner: string, text: string, rate = 1): Promise<void> {
  stopPlayback();
  const mine = ++generation;
  const isCurrent = () => mine === generation;
  const started = () => {
    if (isCurrent()) setState({ owner, status: 'playing' });
  };
  setState({ owner, status: 'loading' });
  try {
    const speech = synthesis();
    const voice = speech ? await englishVoice(speech) : undefined;
    if (!isCurrent()) return;
    if (speech && voice !== undefined) {
      try {
        await speakWithBrowser(speech, voice, text, rate, started);
        return;
      } catch (error) {
        if (error instanceof PlaybackInterrupted || !isCurrent()) return;
        console.warn('Browser speech failed; trying the server voice', error);
      }
    }
    await speakWithServer(text, rate, isCurrent, started);
  } catch (error) {
    if (error instanceof PlaybackInterrupted || !isCurrent()) return;
    throw error;
  } finally {
    if (isCurrent()) {
      releaseAudio();
      setState(IDLE);
    }
  }
}

/** Stops whatever is playing. */
export function stopPlayback(): void {
  generation++;
  synthesis()?.cancel();
  releaseAudio();
  if (state !== IDLE) setState(IDLE);
}
