import { MOOD_THEMES, type MoodTheme, type ThemeRequest } from '@grammarpath/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class ThemeDto implements ThemeRequest {
  @ApiProperty({ enum: MOOD_THEMES })
  @IsIn(MOOD_THEMES)
  theme!: MoodTheme;
}
