import { type DailyGoalChoice, type DailyGoalView } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { currentStreak } from '../../learner-stats/activity-rules';
import { LearnerStatisticsReader } from '../../learner-stats/learner-statistics.reader';
import { utcDay } from '../../shared/utc-day';
import { LearnerGoalsRepository } from '../repositories/learner-goals.repository';
import { QuizAnswersRepository } from '../repositories/quiz-answers.repository';

/** The learner's daily goal beside today's answered questions and the streak the dashboards show. */
@Injectable()
export class DailyGoalService {
  constructor(
    private readonly goals: LearnerGoalsRepository,
    private readonly answers: QuizAnswersRepository,
    private readonly statistics: LearnerStatisticsReader,
  ) {}

  async forUser(userId: number, now = new Date()): Promise<DailyGoalView> {
    const [questionsPerDay, answeredToday, activeDays] = await Promise.all([
      this.goals.questionsPerDay(userId),
      this.answers.answeredSince(userId, new Date(`${utcDay(now)}T00:00:00Z`)),
      this.statistics.activeDays(userId),
    ]);
    return { questionsPerDay, answeredToday, streakDays: currentStreak(activeDays, now) };
  }

  async choose(userId: number, questionsPerDay: DailyGoalChoice): Promise<DailyGoalView> {
    await this.goals.choose(userId, questionsPerDay);
    return this.forUser(userId);
  }
}
