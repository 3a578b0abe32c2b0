import { DEFAULT_TTS_VOICE, RATE_LIMITS } from '@grammarpath/contracts';
import { RateLimit, SessionAuthGuard } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, Post, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { TextToSpeechDto } from './dto/text-to-speech.dto';
import { TextToSpeechService } from './text-to-speech.service';

@ApiTags('text to speech')
@UseGuards(SessionAuthGuard)
@Controller('api/text-to-speech')
export class TextToSpeechController {
  constructor(private readonly speech: TextToSpeechService) {}

  @Post()
  @HttpCode(200)
  @RateLimit({ name: 'text-to-speech', ...RATE_LIMITS.textToSpeech })
  @ApiProduces('audio/wav')
  @ApiOperation({
    summary: 'Reads the text aloud: audio/wav (503 with a message when no voice is available)',
  })
  async speak(@Body() body: TextToSpeechDto): Promise<StreamableFile> {
    const audio = await this.speech.speak(body.text, body.voice ?? DEFAULT_TTS_VOICE);
    return new StreamableFile(audio, { type: 'audio/wav', length: audio.length });
  }
}
