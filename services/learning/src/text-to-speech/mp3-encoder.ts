import { readFileSync } from 'node:fs';
import { createEncoder, type WasmMediaEncoder } from 'wasm-media-encoders';

/**
 * What the read-aloud MP3 is: mono, 16 kHz, 24 kbit/s CBR. Speech needs no more (espeak-ng's voice has
 * little above 5 kHz); a 500-character text is about 72 KB instead of espeak-ng's 1 MB of 22 kHz WAV.
 */
export const MP3_FORMAT = { sampleRate: 16_000, bitrate: 24 } as const;
export const MP3_CONTENT_TYPE = 'audio/mpeg';

/** Mono samples in [-1, 1]. */
export interface Pcm {
  sampleRate: number;
  samples: Float32Array;
}

/** Samples encoded between two yields to the event loop: one second of audio, about 5 ms of CPU. */
const SAMPLES_PER_SLICE_SECONDS = 1;
/** Encoders (WebAssembly instances of about 16 MB each) at most; more clips at once wait for one. */
export const MAX_ENCODERS = 2;

/**
 * Reads a 16-bit PCM WAV (what espeak-ng writes) and mixes it to mono. The data chunk may claim more than
 * was written (espeak-ng streaming to stdout cannot go back to fix the size): it is cut at the buffer's end.
 */
export function parseWav(wav: Buffer): Pcm {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('not a WAV file');
  let format: { channels: number; sampleRate: number; bits: number; encoding: number } | undefined;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= wav.length) {
      format = {
        encoding: wav.readUInt16LE(body),
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bits: wav.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      // 1 is PCM; 0xFFFE (extensible) carries PCM too at 16 bits.
      if ((format.encoding !== 1 && format.encoding !== 0xfffe) || format.bits !== 16)
        throw new Error(`unsupported WAV format ${format.encoding}/${format.bits} bits`);
      if (format.channels < 1 || format.sampleRate < 1) throw new Error('WAV without channels or rate');
      const end = Math.min(wav.length, body + size);
      const frameBytes = 2 * format.channels;
      const frames = Math.floor((end - body) / frameBytes);
      const samples = new Float32Array(frames);
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < format.channels; channel++)
          sum += wav.readInt16LE(body + frame * frameBytes + channel * 2);
        samples[frame] = sum / format.channels / 32768;
      }
      return { sampleRate: format.sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV without data');
}

type Mp3Instance = WasmMediaEncoder<'audio/mpeg'>;

/**
 * LAME (compiled to WebAssembly: no native package, same output everywhere) behind a small pool. At most
 * MAX_ENCODERS instances are ever made (about 20 ms of CPU each) and then reused; each encode takes one,
 * so two requests never share encoder state, and encodes a slice at a time, yielding between slices so a
 * long clip does not hold the event loop.
 */
export class Mp3Encoder {
  private wasm: Buffer | undefined;
  private readonly idle: Mp3Instance[] = [];
  private created = 0;
  private readonly waiting: ((instance: Mp3Instance) => void)[] = [];

  async encode(pcm: Pcm): Promise<Buffer> {
    const instance = await this.acquire();
    try {
      instance.configure({
        channels: 1,
        sampleRate: pcm.sampleRate,
        bitrate: MP3_FORMAT.bitrate,
        outputSampleRate: MP3_FORMAT.sampleRate,
      });
      const parts: Buffer[] = [];
      const slice = pcm.sampleRate * SAMPLES_PER_SLICE_SECONDS;
      for (let start = 0; start < pcm.samples.length; start += slice) {
        // The output is a view of the instance's memory: copy it before the next call.
        parts.push(Buffer.from(instance.encode([pcm.samples.subarray(start, start + slice)])));
        if (start + slice < pcm.samples.length) await new Promise((resolve) => setImmediate(resolve));
      }
      parts.push(Buffer.from(instance.finalize()));
      return Buffer.concat(parts);
    } finally {
      this.release(instance);
    }
  }

  /** Instances made so far (at most MAX_ENCODERS). */
  get instances(): number {
    return this.created;
  }

  /** WAV in, MP3 out. */
  encodeWav(wav: Buffer): Promise<Buffer> {
    return this.encode(parseWav(wav));
  }

  private async acquire(): Promise<Mp3Instance> {
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.created < MAX_ENCODERS) {
      this.created++;
      try {
        this.wasm ??= readFileSync(require.resolve('wasm-media-encoders/wasm/mp3'));
        return await createEncoder('audio/mpeg', this.wasm);
      } catch (error) {
        this.created--;
        throw error;
      }
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(instance: Mp3Instance): void {
    const next = this.waiting.shift();
    if (next) next(instance);
    else this.idle.push(instance);
  }
}

/** True when the buffer starts like an MP3 file: an ID3 tag or an MPEG audio frame sync. */
export function looksLikeMp3(audio: Buffer): boolean {
  if (audio.length >= 3 && audio.toString('ascii', 0, 3) === 'ID3') return true;
  return audio.length >= 2 && audio[0] === 0xff && (audio[1] & 0xe0) === 0xe0;
}
