import { type UpdatePathProgressRequest } from '@grammarpath/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class UpdatePathProgressDto implements UpdatePathProgressRequest {
  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description: 'Integer percent; the server stores what the completed stages give',
  })
  @Max(100)
  @Min(0)
  @IsInt()
  progress!: number;
}
