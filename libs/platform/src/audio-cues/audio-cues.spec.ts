import { act, renderHook } from '@testing-library/react';
import { AUDIO_CUES, audioCueUrl, areAudioCuesMuted, useAudioCuesMuted } from './audio-cues';

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
});
