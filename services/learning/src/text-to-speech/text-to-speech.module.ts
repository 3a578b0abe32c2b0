import { type TextToSpeechConfig } from '@grammarpath/server-kit';
import { type DynamicModule, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCacheHook } from './http-cache';
import { TextToSpeechController } from './text-to-speech.controller';
import { TextToSpeechService } from './text-to-speech.service';
import { TEXT_TO_SPEECH_CONFIG } from './tts-config';

@Module({})
export class TextToSpeechModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** With learning's text-to-speech section, read at boot by loadConfig (AZURE_SPEECH_*, TTS_*). */
  static forRoot(config: TextToSpeechConfig): DynamicModule {
    return {
      module: TextToSpeechModule,
      controllers: [TextToSpeechController],
      providers: [{ provide: TEXT_TO_SPEECH_CONFIG, useValue: config }, TextToSpeechService],
    };
  }

  /** After the session hook (registered when the app was created), so clips keep their private caching. */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify) registerPrivateCacheHook(fastify);
  }
}
