import { STUDY_TIMER, type StudyTimeRequest } from '@grammarpath/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class StudyTimeDto implements StudyTimeRequest {
  @ApiProperty({ minimum: 1, maximum: STUDY_TIMER.maxMinutesPerCall, type: 'integer' })
  @Max(STUDY_TIMER.maxMinutesPerCall)
  @Min(1)
  @IsInt()
  minutes!: number;
}

export class StudyTimeResponseDto {
  @ApiProperty()
  studyMinutes!: number;
}
