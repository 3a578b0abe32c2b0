import { matchesIfNoneMatch } from './http-cache';
import { normaliseSpeechText, SpeechCache, speechKey } from './speech-cache';

const clip = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

describe('speech keys', () => {
  it('normalises the text: white space and Unicode forms read the same', () => {
    expect(normaliseSpeechText('  She\twalks \n to  school. ')).toBe('She walks to school.');
    expect(normaliseSpeechText('cafe\u0301')).toBe('café');
    expect(speechKey(' She walks  to school.', 'v', 'mp3')).toBe(
      speechKey('She walks to school.', 'v', 'mp3'),
    );
  });

  it('differs by text, voice and variant', () => {
    const key = speechKey('Hello', 'en-US-JennyNeural', 'mp3');
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(speechKey('Hello.', 'en-US-JennyNeural', 'mp3')).not.toBe(key);
    expect(speechKey('Hello', 'en-GB-RyanNeural', 'mp3')).not.toBe(key);
    expect(speechKey('Hello', 'en-US-JennyNeural', 'ogg')).not.toBe(key);
  });
});

describe('SpeechCache', () => {
  it('makes a clip once and serves the repeat from memory', async () => {
    const cache = new SpeechCache(1_000);
    const make = jest.fn(async () => clip(100));
    expect(await cache.get('a', make)).toHaveLength(100);
    expect(await cache.get('a', make)).toHaveLength(100);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('stays within its bytes, evicting the least recently used clip', async () => {
    const cache = new SpeechCache(1_000);
    await cache.get('a', async () => clip(400));
    await cache.get('b', async () => clip(400));
    await cache.get('a', async () => clip(400)); // a is now the most recent
    await cache.get('c', async () => clip(400));
    expect(cache.size).toBeLessThanOrEqual(1_000);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(true);
  });

  it('does not keep a clip larger than the whole cache, but still answers it', async () => {
    const cache = new SpeechCache(1_000);
    await cache.get('a', async () => clip(400));
    expect(await cache.get('huge', async () => clip(5_000))).toHaveLength(5_000);
    expect(cache.has('huge')).toBe(false);
    expect(cache.has('a')).toBe(true);
  });

  it('runs one synthesis for simultaneous requests of the same clip', async () => {
    const cache = new SpeechCache(1_000);
    let finish: (value: Buffer) => void = () => undefined;
    const make = jest.fn(() => new Promise<Buffer>((resolve) => (finish = resolve)));
    const both = Promise.all([cache.get('a', make), cache.get('a', make)]);
    finish(clip(10));
    expect((await both).map((c) => c.length)).toEqual([10, 10]);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure', async () => {
    const cache = new SpeechCache(1_000);
    await expect(cache.get('a', () => Promise.reject(new Error('no voice')))).rejects.toThrow('no voice');
    expect(await cache.get('a', async () => clip(3))).toHaveLength(3);
    expect(cache.count).toBe(1);
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares entity tags weakly, in a list, and does not take *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('"abd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});
