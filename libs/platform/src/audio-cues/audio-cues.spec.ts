import { act, renderHook } from '@testing-library/react';
import {
  AUDIO_CUES,
  audioCueUrl,
  areAudioCuesMuted,
  preloadAudioCuesOnFirstGesture,
  useAudioCuesMuted,
} from './audio-cues';

describe('audio cues', () => {
  it('ships one file per cue under /audio/', () => {
    expect(AUDIO_CUES.map(audioCueUrl)).toEqual([
      '/audio/correct.wav',
      '/audio/incorrect.wav',
      '/audio/celebration.wav',
      '/audio/error.wav',
    ]);
  });

  it('keeps the mute setting in local storage and tells subscribers', () => {
    const { result } = renderHook(() => useAudioCuesMuted());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(areAudioCuesMuted()).toBe(true);
    expect(localStorage.getItem('audio-cues-muted')).toBe('true');
  });

  it('downloads the cues on the first gesture on the page, not before, and once', () => {
    const created: string[] = [];
    const load = jest.fn();
    const realAudio = window.Audio;
    const realAgent = navigator.userAgent;
    // A browser that plays media (jsdom reports every attempt as an error, so the module skips it).
    Object.defineProperty(navigator, 'userAgent', { value: 'Chromium', configurable: true });
    window.Audio = jest.fn((url: string) => {
      created.push(url);
      return { load, preload: '' };
    }) as unknown as typeof Audio;
    try {
      const page = new EventTarget();
      preloadAudioCuesOnFirstGesture(page);
      expect(created).toEqual([]);
      page.dispatchEvent(new Event('pointerdown'));
      expect(created).toEqual(AUDIO_CUES.map(audioCueUrl));
      expect(load).toHaveBeenCalledTimes(AUDIO_CUES.length);
      page.dispatchEvent(new Event('keydown'));
      expect(created).toHaveLength(AUDIO_CUES.length);
    } finally {
      window.Audio = realAudio;
      Object.defineProperty(navigator, 'userAgent', { value: realAgent, configurable: true });
    }
  });

  it('stops waiting for a gesture when asked', () => {
    const page = new EventTarget();
    const remove = jest.spyOn(page, 'removeEventListener');
    preloadAudioCuesOnFirstGesture(page)();
    expect(remove.mock.calls.map(([type]) => type)).toEqual(['pointerdown', 'keydown']);
  });
});
