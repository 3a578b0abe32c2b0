import { TTS_MAX_CHARS, type TextToSpeechRequest } from '@grammarpath/contracts';
import { Optional } from '@grammarpath/server-kit';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class TextToSpeechDto implements TextToSpeechRequest {
  @ApiProperty({ maxLength: TTS_MAX_CHARS })
  @MaxLength(TTS_MAX_CHARS, { message: `text must be at most ${TTS_MAX_CHARS} characters` })
  @IsNotEmpty()
  @IsString()
  text!: string;

  @ApiProperty({ required: false, example: 'en-US-JennyNeural' })
  @Optional()
  @Matches(/^[A-Za-z]{2}-[A-Za-z]{2}(-[A-Za-z]+)?$/, {
    message: 'voice must be a voice name such as en-US-JennyNeural',
  })
  @IsString()
  voice?: string;
}
