import { type PlacementFinishRequest } from '@grammarpath/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** POST /api/placement/finish. */
export class PlacementFinishDto implements PlacementFinishRequest {
  @ApiProperty({ format: 'uuid', description: 'The quizId returned by POST /api/placement/start' })
  @IsUUID('all', { message: 'quizId must be the quizId returned by POST /api/placement/start' })
  quizId!: string;
}
