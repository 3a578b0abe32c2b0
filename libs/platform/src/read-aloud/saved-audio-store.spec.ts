import { act, renderHook } from '@testing-library/react';
import {
  removeAudioClip,
  resetSavedAudioCache,
  saveAudioClip,
  savedAudioClips,
  useSavedAudios,
} from './saved-audio-store';

describe('saved audio store', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSavedAudioCache();
  });

  it('saves clips newest first under saved_audios with label and category defaults', () => {
    saveAudioClip({ text: 'She walks to school.' });
    saveAudioClip({ text: 'They have finished.', label: 'Present perfect', category: 'everyday' });
    const stored = JSON.parse(localStorage.getItem('saved_audios') ?? '[]') as Array<Record<string, string>>;
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      text: 'They have finished.',
      label: 'Present perfect',
      category: 'everyday',
    });
    expect(stored[1]).toMatchObject({
      text: 'She walks to school.',
      label: 'She walks to school.',
      category: 'general',
    });
    expect(typeof stored[1].id).toBe('string');
    expect(Number.isNaN(Date.parse(stored[1].date))).toBe(false);
  });

  it('does not save the same text twice', () => {
    const first = saveAudioClip({ text: 'I am here.' });
    const second = saveAudioClip({ text: ' I am here. ' });
    expect(first.added).toBe(true);
    expect(second).toEqual({ clip: first.clip, added: false });
    expect(savedAudioClips()).toHaveLength(1);
  });

  it('removes a clip and ignores malformed stored entries', () => {
    localStorage.setItem(
      'saved_audios',
      JSON.stringify([
        { id: 'a', text: 'One.', label: 'One', date: '2026-01-01', category: 'nope' },
        { id: 3 },
        'x',
      ]),
    );
    resetSavedAudioCache();
    expect(savedAudioClips()).toEqual([
      { id: 'a', text: 'One.', label: 'One', date: '2026-01-01', category: 'general' },
    ]);
    removeAudioClip('a');
    expect(savedAudioClips()).toEqual([]);
    expect(localStorage.getItem('saved_audios')).toBe('[]');
  });

  it('keeps components in step', () => {
    const { result } = renderHook(() => useSavedAudios());
    expect(result.current.clips).toEqual([]);
    act(() => {
      result.current.save({ text: 'We were late.' });
    });
    expect(result.current.clips.map((clip) => clip.text)).toEqual(['We were late.']);
    act(() => result.current.remove(result.current.clips[0].id));
    expect(result.current.clips).toEqual([]);
  });
});
