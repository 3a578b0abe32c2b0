import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../i18n/i18n';
import { createQueryClient } from '../query/query-client';
import { USER_QUERY_KEY } from '../session/user-query';
import { MoodThemeProvider } from '../theme/mood-theme-provider';
import { ReadAloudButton } from './read-aloud-button';
import { resetSavedAudioCache, savedAudioClips } from './saved-audio-store';
import { playbackState, resetServerClips, stopPlayback } from './speech-player';

type Handler = ((event: { error?: string }) => void) | null;

class FakeUtterance {
  text: string;
  lang = '';
  rate = 1;
  voice: unknown = null;
  onstart: Handler = null;
  onend: Handler = null;
  onerror: Handler = null;
  constructor(text: string) {
    this.text = text;
  }
}

const spoken: FakeUtterance[] = [];
let voices: Array<{ lang: string; name: string }> = [];
const fakeSynthesis = {
  getVoices: () => voices,
  speak: (utterance: FakeUtterance) => {
    spoken.push(utterance);
    setTimeout(() => utterance.onstart?.({}));
  },
  cancel: jest.fn(() => {
    const last = spoken[spoken.length - 1];
    last?.onerror?.({ error: 'interrupted' });
  }),
  addEventListener: jest.fn(),
  removeEventListener: jest.fn(),
};

const fetchMock = jest.fn();
const audioPlay = jest.fn();
const playCueCalls: string[] = [];

jest.mock('../audio-cues/audio-cues', () => ({
  playAudioCue: (cue: string) => playCueCalls.push(cue),
}));

/** A 200 of POST /api/text-to-speech as fetch gives it. */
function mp3Answer(cacheControl = 'private, max-age=86400', etag = '"clip-1"') {
  return {
    ok: true,
    status: 200,
    headers: new Headers({ 'content-type': 'audio/mpeg', 'cache-control': cacheControl, etag }),
    blob: async () => new Blob([new Uint8Array([0xff, 0xf3])], { type: 'audio/mpeg' }),
  };
}

function renderButton() {
  initI18n();
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, null);
  render(
    <QueryClientProvider client={client}>
      <MoodThemeProvider>
        <ReadAloudButton text="She walks to school." label="Present simple" />
      </MoodThemeProvider>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  Object.defineProperty(window, 'speechSynthesis', { value: fakeSynthesis, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  global.fetch = fetchMock as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:clip');
  URL.revokeObjectURL = jest.fn();
  window.Audio = class {
    src: string;
    playbackRate = 1;
    onended: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(src: string) {
      this.src = src;
    }
    play() {
      audioPlay(this.src);
      setTimeout(() => this.onended?.());
      return Promise.resolve();
    }
    pause() {}
  } as unknown as typeof Audio;
});

beforeEach(() => {
  spoken.length = 0;
  playCueCalls.length = 0;
  voices = [{ lang: 'en-US', name: 'English' }];
  fetchMock.mockReset();
  audioPlay.mockReset();
  localStorage.clear();
  resetSavedAudioCache();
  resetServerClips();
});

afterEach(() => act(() => stopPlayback()));

describe('ReadAloudButton', () => {
  it('speaks with the browser first, shows Stop while playing and goes back when speech ends', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]).toMatchObject({ text: 'She walks to school.', lang: 'en-US' });
    expect(await screen.findByRole('button', { name: 'Stop reading' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    act(() => spoken[0].onend?.({}));
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops when pressed again while playing', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop reading' }));
    expect(fakeSynthesis.cancel).toHaveBeenCalled();
    expect(playbackState().status).toBe('idle');
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('falls back to POST /api/text-to-speech when the browser speech fails', async () => {
    fetchMock.mockResolvedValue(mp3Answer());
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(spoken).toHaveLength(1));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => spoken[0].onerror?.({ error: 'synthesis-failed' }));
    await waitFor(() => expect(audioPlay).toHaveBeenCalledWith('blob:clip'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/text-to-speech');
    expect(JSON.parse(init.body as string)).toEqual({
      text: 'She walks to school.',
      voice: 'en-US-JennyNeural',
    });
    await waitFor(() => expect(playbackState().status).toBe('idle'));
  });

  it('plays a repeat of a server clip from the clip it has while the answer is fresh', async () => {
    voices = [];
    fetchMock.mockResolvedValue(mp3Answer());
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(audioPlay).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(playbackState().status).toBe('idle'));
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(audioPlay).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('revalidates a stale server clip with If-None-Match and plays it again on a 304', async () => {
    voices = [];
    fetchMock.mockResolvedValueOnce(mp3Answer('private, max-age=0', '"clip-7"')).mockResolvedValueOnce({
      ok: false,
      status: 304,
      headers: new Headers({ 'cache-control': 'private, max-age=0', etag: '"clip-7"' }),
      blob: async () => new Blob([]),
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(audioPlay).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(playbackState().status).toBe('idle'));
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(audioPlay).toHaveBeenCalledTimes(2));
    const [, first] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [, second] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((first.headers as Record<string, string>)['If-None-Match']).toBeUndefined();
    expect((second.headers as Record<string, string>)['If-None-Match']).toBe('"clip-7"');
  });

  it('uses the server voice when the browser has no voices, and reports a failure with a toast and the error sound', async () => {
    voices = [];
    fetchMock.mockResolvedValue({
      ok: false,
      status: 503,
      statusText: 'Service Unavailable',
      text: async () => JSON.stringify({ statusCode: 503, message: 'No voice is configured' }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(await screen.findByText('Failed to play audio')).toBeInTheDocument();
    expect(screen.getByText('No voice is configured')).toBeInTheDocument();
    expect(playCueCalls).toEqual(['error']);
    expect(spoken).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('saves the clip to Saved Audio once', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Save audio clip' }));
    expect(await screen.findByText('Saved to your audio clips')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save audio clip' }));
    expect(savedAudioClips()).toHaveLength(1);
    expect(savedAudioClips()[0]).toMatchObject({ text: 'She walks to school.', label: 'Present simple' });
  });
});
