import {
  DAILY_GOAL_CHOICES,
  type DailyGoalChoice,
  type DailyGoalRequest,
  type DailyGoalView,
} from '@grammarpath/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** POST /api/user/daily-goal: one of the offered goals. */
export class DailyGoalDto implements DailyGoalRequest {
  @ApiProperty({ enum: DAILY_GOAL_CHOICES, type: 'integer', description: 'Questions answered a day' })
  @IsIn(DAILY_GOAL_CHOICES)
  questionsPerDay!: DailyGoalChoice;
}

export class DailyGoalViewDto implements DailyGoalView {
  @ApiProperty({
    enum: DAILY_GOAL_CHOICES,
    type: 'integer',
    nullable: true,
    description: 'null until chosen',
  })
  questionsPerDay!: DailyGoalChoice | null;
  @ApiProperty({ description: 'Questions answered today (UTC day), in any quiz' }) answeredToday!: number;
  @ApiProperty({ description: 'Consecutive days with a finished quiz or a completed stage' })
  streakDays!: number;
}
