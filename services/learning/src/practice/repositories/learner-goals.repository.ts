import { type DailyGoalChoice } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { sql } from '../../database/sql';
import { LearnerGoal } from '../daily-goal/learner-goal.entity';

/** Every statement on `learner_goals`, scoped by learner. */
@Injectable()
export class LearnerGoalsRepository {
  constructor(@InjectRepository(LearnerGoal) private readonly goals: Repository<LearnerGoal>) {}

  /** The learner's chosen questions a day, or null before they chose. */
  async questionsPerDay(userId: number): Promise<DailyGoalChoice | null> {
    const goal = await this.goals.findOneBy({ userId });
    return goal?.questionsPerDay ?? null;
  }

  /** Chooses (or changes) the learner's goal in one statement. */
  async choose(userId: number, questionsPerDay: DailyGoalChoice): Promise<void> {
    await this.goals.query(
      `INSERT INTO ${sql.table('learner_goals')} ("userId", "questionsPerDay") VALUES ($1, $2)
       ON CONFLICT ("userId") DO UPDATE SET "questionsPerDay" = EXCLUDED."questionsPerDay", "updatedAt" = now()`,
      [userId, questionsPerDay],
    );
  }
}
