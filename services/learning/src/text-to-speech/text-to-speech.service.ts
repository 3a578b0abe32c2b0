import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CloudVoiceProvider } from './cloud-voice-provider';
import { EspeakProvider } from './espeak-provider';
import { type SpeechProvider } from './speech-provider';
import { TEXT_TO_SPEECH_CONFIG, type TextToSpeechConfig } from './tts-config';

export const TTS_UNAVAILABLE_MESSAGE =
  'Read-aloud is not available on the server right now (no cloud voice is configured and espeak-ng could not run). Your browser’s own voice can still read the text.';

/** DESIGN.md §5: the cloud voice when configured, else espeak-ng, else 503 with a clear message. */
@Injectable()
export class TextToSpeechService {
  private readonly logger = new Logger(TextToSpeechService.name);
  private readonly providers: SpeechProvider[];

  constructor(@Inject(TEXT_TO_SPEECH_CONFIG) config: TextToSpeechConfig) {
    this.providers = [
      ...(config.cloud ? [new CloudVoiceProvider(config.cloud, config.timeoutMs)] : []),
      new EspeakProvider(config.espeakPath, config.timeoutMs),
    ];
  }

  async speak(text: string, voice: string): Promise<Buffer> {
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
