import { type TextToSpeechConfig } from '@grammarpath/server-kit';
import { BadRequestException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CloudVoiceProvider } from './cloud-voice-provider';
import { EspeakProvider } from './espeak-provider';
import { MP3_FORMAT, Mp3Encoder } from './mp3-encoder';
import { normaliseSpeechText, SpeechCache, speechKey } from './speech-cache';
import { type SpeechProvider } from './speech-provider';
import { TEXT_TO_SPEECH_CONFIG } from './tts-config';

export const TTS_UNAVAILABLE_MESSAGE =
  'Read-aloud is not available on the server right now (no cloud voice is configured and espeak-ng could not run). Your browser’s own voice can still read the text.';

export interface SpokenClip {
  /** MP3. */
  audio: Buffer;
  /** Quoted, from the normalised text, the voice, the format and the providers. */
  etag: string;
}

/**
 * DESIGN.md §5: the cloud voice when configured, else espeak-ng, else 503 with a clear message. Clips are
 * MP3 and cached in memory by (normalised text, voice): a repeat never runs a provider again.
 */
@Injectable()
export class TextToSpeechService {
  private readonly logger = new Logger(TextToSpeechService.name);
  private readonly providers: SpeechProvider[];
  private readonly cache: SpeechCache;
  /** What else decides a clip's sound, so that an ETag changes when the format or the providers do. */
  private readonly variant: string;

  constructor(@Inject(TEXT_TO_SPEECH_CONFIG) config: TextToSpeechConfig) {
    this.providers = [
      ...(config.cloud ? [new CloudVoiceProvider(config.cloud, config.timeoutMs)] : []),
      new EspeakProvider(config.espeakPath, config.timeoutMs, new Mp3Encoder()),
    ];
    this.cache = new SpeechCache(config.cacheBytes);
    this.variant = `mp3-${MP3_FORMAT.sampleRate}-${MP3_FORMAT.bitrate}:${this.providers.map((p) => p.name).join(',')}`;
  }

  /** The ETag of the clip for this text and voice, known without making it. */
  etag(text: string, voice: string): string {
    return `"${speechKey(text, voice, this.variant)}"`;
  }

  async speak(text: string, voice: string): Promise<SpokenClip> {
    const spoken = normaliseSpeechText(text);
    if (!spoken) throw new BadRequestException('text must contain something to read');
    const key = speechKey(spoken, voice, this.variant);
    const audio = await this.cache.get(key, () => this.synthesize(spoken, voice));
    return { audio, etag: `"${key}"` };
  }

  private async synthesize(text: string, voice: string): Promise<Buffer> {
    for (const provider of this.providers) {
      try {
        return await provider.synthesize(text, voice);
      } catch (error) {
        this.logger.warn(`${provider.name} could not read the text: ${(error as Error).message}`);
      }
    }
    throw new ServiceUnavailableException(TTS_UNAVAILABLE_MESSAGE);
  }
}
