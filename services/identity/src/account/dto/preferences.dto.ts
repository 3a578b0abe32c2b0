import type { PreferencesRequest } from '@grammarpath/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

export class PreferencesDto implements PreferencesRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  preferHighContrast?: boolean;
}
