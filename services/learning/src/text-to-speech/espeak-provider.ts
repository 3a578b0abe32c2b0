import { spawn } from 'node:child_process';
import { type Mp3Encoder } from './mp3-encoder';
import { type SpeechProvider } from './speech-provider';

/** espeak-ng's voice for a cloud voice name: British voices read British, the rest American. */
export function espeakVoice(voice: string): string {
  return /^en-gb/i.test(voice) ? 'en-gb' : 'en-us';
}

/**
 * espeak-ng, run without a shell: the text goes in on stdin (never as an argument, so it cannot be read
 * as an option) and the WAV comes out on stdout, to be encoded as MP3.
 */
export class EspeakProvider implements SpeechProvider {
  readonly name = 'espeak-ng';

  constructor(
    private readonly binary: string,
    private readonly timeoutMs: number,
    private readonly encoder: Mp3Encoder,
  ) {}

  async synthesize(text: string, voice: string): Promise<Buffer> {
    return this.encoder.encodeWav(await this.wav(text, voice));
  }

  /** espeak-ng's own output: 22 kHz 16-bit mono WAV. */
  wav(text: string, voice: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.binary, ['--stdout', '--stdin', '-v', espeakVoice(voice)], {
        stdio: ['pipe', 'pipe', 'pipe'],
        timeout: this.timeoutMs,
      });
      const chunks: Buffer[] = [];
      let errorText = '';
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => (errorText += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code, signal) => {
        const audio = Buffer.concat(chunks);
        if (code === 0 && audio.length > 0) resolve(audio);
        else reject(new Error(`espeak-ng ended with ${signal ?? `code ${code}`}: ${errorText.trim()}`));
      });
      child.stdin.on('error', () => undefined);
      child.stdin.end(text);
    });
  }
}
