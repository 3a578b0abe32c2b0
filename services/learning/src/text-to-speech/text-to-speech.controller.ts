import { DEFAULT_TTS_VOICE, RATE_LIMITS, ENDPOINTS } from '@grammarpath/contracts';
import { RateLimit, SessionAuthGuard, Route } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TextToSpeechDto } from './dto/text-to-speech.dto';
import { cachePrivately, matchesIfNoneMatch, SPEECH_CACHE_CONTROL } from './http-cache';
import { MP3_CONTENT_TYPE } from './mp3-encoder';
import { TextToSpeechService } from './text-to-speech.service';

@ApiTags('text to speech')
@UseGuards(SessionAuthGuard)
@Controller()
export class TextToSpeechController {
  constructor(private readonly speech: TextToSpeechService) {}

  @Route(ENDPOINTS.textToSpeech)
  @HttpCode(200)
  @RateLimit({ name: 'text-to-speech', ...RATE_LIMITS.textToSpeech })
  @ApiProduces(MP3_CONTENT_TYPE)
  @ApiOperation({
    summary:
      'Reads the text aloud: audio/mpeg (MP3, mono), with an ETag from the text and voice; 304 to a matching If-None-Match (503 with a message when no voice is available)',
  })
  @ApiResponse({ status: 304, description: 'The clip named by If-None-Match is still this one' })
  async speak(
    @Body() body: TextToSpeechDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    const voice = body.voice ?? DEFAULT_TTS_VOICE;
    const etag = this.speech.etag(body.text, voice);
    if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
      cachePrivately(req, reply, SPEECH_CACHE_CONTROL);
      void reply.header('etag', etag).status(304);
      return undefined;
    }
    const clip = await this.speech.speak(body.text, voice);
    cachePrivately(req, reply, SPEECH_CACHE_CONTROL);
    void reply.header('etag', clip.etag);
    return new StreamableFile(clip.audio, { type: MP3_CONTENT_TYPE, length: clip.audio.length });
  }
}
