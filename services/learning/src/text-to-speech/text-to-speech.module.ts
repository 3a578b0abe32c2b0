import { type DynamicModule, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCacheHook } from './http-cache';
import { TextToSpeechController } from './text-to-speech.controller';
import { TextToSpeechService } from './text-to-speech.service';
import { loadTextToSpeechConfig, TEXT_TO_SPEECH_CONFIG } from './tts-config';

type Env = Readonly<Record<string, string | undefined>>;

@Module({})
export class TextToSpeechModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** The variables are read once, here at boot (AZURE_SPEECH_KEY/REGION, TTS_ESPEAK_PATH, TTS_TIMEOUT_MS, TTS_CACHE_MB). */
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

  /** After the session hook (registered when the app was created), so clips keep their private caching. */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify) registerPrivateCacheHook(fastify);
  }
}
