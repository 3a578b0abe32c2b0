import { type DynamicModule, Module } from '@nestjs/common';
import { TextToSpeechController } from './text-to-speech.controller';
import { TextToSpeechService } from './text-to-speech.service';
import { loadTextToSpeechConfig, TEXT_TO_SPEECH_CONFIG } from './tts-config';

type Env = Readonly<Record<string, string | undefined>>;

@Module({})
export class TextToSpeechModule {
  /** The variables are read once, here at boot (AZURE_SPEECH_KEY/REGION, TTS_ESPEAK_PATH, TTS_TIMEOUT_MS). */
  static forRoot(env: Env = process.env): DynamicModule {
    return {
      module: TextToSpeechModule,
      controllers: [TextToSpeechController],
      providers: [
        { provide: TEXT_TO_SPEECH_CONFIG, useValue: loadTextToSpeechConfig(env) },
        TextToSpeechService,
      ],
    };
  }
}
