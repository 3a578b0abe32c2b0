import { Optional } from '@grammarpath/server-kit';
import type { PreferencesRequest } from '@grammarpath/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class PreferencesDto implements PreferencesRequest {
  @ApiPropertyOptional()
  @Optional()
  @IsBoolean()
  preferHighContrast?: boolean;
}
