import { looksLikeMp3, MAX_ENCODERS, Mp3Encoder, parseWav } from './mp3-encoder';

/** A 16-bit PCM WAV of a 440 Hz tone; `declaredBytes` overrides the data chunk's size field. */
function toneWav(seconds: number, sampleRate = 22_050, channels = 1, declaredBytes?: number): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i < frames; i++) {
    const value = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 12_000);
    for (let c = 0; c < channels; c++) data.writeInt16LE(c === 0 ? value : -value, (i * channels + c) * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(declaredBytes ?? data.length, 40);
  return Buffer.concat([header, data]);
}

describe('parseWav', () => {
  it('reads 16-bit mono PCM as samples in [-1, 1]', () => {
    const pcm = parseWav(toneWav(0.5));
    expect(pcm.sampleRate).toBe(22_050);
    expect(pcm.samples).toHaveLength(11_025);
    expect(Math.max(...pcm.samples)).toBeCloseTo(12_000 / 32_768, 3);
  });

  it('cuts a data chunk that claims more than was written (espeak-ng on a pipe)', () => {
    expect(parseWav(toneWav(0.1, 22_050, 1, 0x7fff_ffff)).samples).toHaveLength(2_205);
  });

  it('mixes stereo to mono', () => {
    const pcm = parseWav(toneWav(0.1, 16_000, 2));
    expect(pcm.samples).toHaveLength(1_600);
    expect(Math.max(...pcm.samples.map(Math.abs))).toBe(0);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseWav(Buffer.from('ID3 not a wav at all'))).toThrow('not a WAV file');
    const float = toneWav(0.1);
    float.writeUInt16LE(32, 34);
    expect(() => parseWav(float)).toThrow(/unsupported WAV format/);
    expect(() => parseWav(toneWav(0.1).subarray(0, 36))).toThrow('WAV without data');
  });
});

describe('Mp3Encoder', () => {
  const encoder = new Mp3Encoder();

  it('encodes a WAV as MP3 at about 24 kbit/s, a small part of the WAV', async () => {
    const wav = toneWav(3);
    const mp3 = await encoder.encodeWav(wav);
    expect(looksLikeMp3(mp3)).toBe(true);
    // 3 s at 24 kbit/s is 9,000 bytes (plus a frame or two of encoder delay).
    expect(mp3.length).toBeGreaterThan(8_000);
    expect(mp3.length).toBeLessThan(11_000);
    expect(mp3.length).toBeLessThan(wav.length / 10);
  });

  it('encodes clips at once without mixing them up, with at most MAX_ENCODERS instances', async () => {
    const lengths = [1, 2, 3, 4, 5];
    const clips = await Promise.all(lengths.map((s) => encoder.encodeWav(toneWav(s))));
    const alone = await encoder.encodeWav(toneWav(4));
    expect(clips.every(looksLikeMp3)).toBe(true);
    expect(clips.map((clip) => clip.length)).toEqual([...clips.map((c) => c.length)].sort((a, b) => a - b));
    expect(clips[3].equals(alone)).toBe(true);
    expect(encoder.instances).toBeLessThanOrEqual(MAX_ENCODERS);
  });

  it('encodes silence and an empty clip', async () => {
    expect(
      looksLikeMp3(await encoder.encode({ sampleRate: 22_050, samples: new Float32Array(22_050) })),
    ).toBe(true);
    expect((await encoder.encode({ sampleRate: 22_050, samples: new Float32Array(0) })).length).toBeLessThan(
      1_000,
    );
  });
});

describe('looksLikeMp3', () => {
  it('knows a frame sync and an ID3 tag from a WAV', () => {
    expect(looksLikeMp3(Buffer.from([0xff, 0xf3, 0x48]))).toBe(true);
    expect(looksLikeMp3(Buffer.from('ID3\u0004'))).toBe(true);
    expect(looksLikeMp3(toneWav(0.01))).toBe(false);
  });
});
