import { TTS_MAX_CHARS, type TextToSpeechRequest } from '@grammarpath/contracts';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class TextToSpeechDto implements TextToSpeechRequest {
  @MaxLength(TTS_MAX_CHARS, { message: `text must be at most ${TTS_MAX_CHARS} characters` })
  @IsNotEmpty()
  @IsString()
  text!: string;

  @IsOptional()
  @Matches(/^[A-Za-z]{2}-[A-Za-z]{2}(-[A-Za-z]+)?$/, {
    message: 'voice must be a voice name such as en-US-JennyNeural',
  })
  @IsString()
  voice?: string;
}
