import { MOOD_THEMES, type MoodTheme, type User } from '@grammarpath/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of the contracts User. */
export class UserDto implements User {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) displayName!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLogin!: string | null;
  @ApiProperty() studyMinutes!: number;
  @ApiProperty() isAdmin!: boolean;
  @ApiProperty() preferHighContrast!: boolean;
  @ApiProperty({ enum: MOOD_THEMES }) theme!: MoodTheme;
}
