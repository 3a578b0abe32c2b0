import { Optional } from '@grammarpath/server-kit';
import {
  STUDY_TIME_HISTORY_DAYS,
  STUDY_TIMER,
  type StudyDay,
  type StudyTimeHistory,
  type StudyTimeRequest,
  type StudyTimeSaved,
} from '@grammarpath/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export class StudyTimeDto implements StudyTimeRequest {
  @ApiProperty({ minimum: 1, maximum: STUDY_TIMER.maxMinutesPerCall, type: 'integer' })
  @Max(STUDY_TIMER.maxMinutesPerCall)
  @Min(1)
  @IsInt()
  minutes!: number;
}

export class StudyTimeResponseDto implements StudyTimeSaved {
  @ApiProperty({ description: 'The learner’s total study minutes after this save' })
  studyMinutes!: number;
}

/** GET /api/user/study-time?days=7 */
export class StudyTimeHistoryQueryDto {
  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: STUDY_TIME_HISTORY_DAYS.min,
    maximum: STUDY_TIME_HISTORY_DAYS.max,
    default: STUDY_TIME_HISTORY_DAYS.default,
    description: 'How many days, today (UTC) included',
  })
  @Optional()
  @Max(STUDY_TIME_HISTORY_DAYS.max)
  @Min(STUDY_TIME_HISTORY_DAYS.min)
  @IsInt()
  @Type(() => Number)
  days: number = STUDY_TIME_HISTORY_DAYS.default;
}

export class StudyDayDto implements StudyDay {
  @ApiProperty({ format: 'date', example: '2026-11-22' }) date!: string;
  @ApiProperty() minutes!: number;
}

export class StudyTimeHistoryDto implements StudyTimeHistory {
  @ApiProperty({ description: 'Total study minutes' }) studyMinutes!: number;
  @ApiProperty({ type: [StudyDayDto], description: 'Oldest first, today last; days without study at 0' })
  days!: StudyDay[];
}
