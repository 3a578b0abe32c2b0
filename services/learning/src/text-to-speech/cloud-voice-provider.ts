import { type CloudVoiceConfig } from '@grammarpath/server-kit';
import { type SpeechProvider } from './speech-provider';

/** Azure's name for the format it answers in. */
export const CLOUD_OUTPUT_FORMAT = 'audio-16khz-32kbitrate-mono-mp3';

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** The configured cloud voice (Azure Speech REST API), asked for MP3 directly (16 kHz mono, 32 kbit/s): nothing to encode. */
export class CloudVoiceProvider implements SpeechProvider {
  readonly name = 'cloud voice';

  constructor(
    private readonly config: CloudVoiceConfig,
    private readonly timeoutMs: number,
  ) {}

  async synthesize(text: string, voice: string): Promise<Buffer> {
    const ssml = `<speak version="1.0" xml:lang="en-US"><voice name="${escapeXml(voice)}">${escapeXml(text)}</voice></speak>`;
    const response = await fetch(
      `https://${this.config.region}.tts.speech.microsoft.com/cognitiveservices/v1`,
      {
        method: 'POST',
        headers: {
          'Ocp-Apim-Subscription-Key': this.config.key,
          'Content-Type': 'application/ssml+xml',
          'X-Microsoft-OutputFormat': CLOUD_OUTPUT_FORMAT,
          'User-Agent': 'grammarpath-learning',
        },
        body: ssml,
        signal: AbortSignal.timeout(this.timeoutMs),
      },
    );
    if (!response.ok) throw new Error(`cloud voice answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
}
