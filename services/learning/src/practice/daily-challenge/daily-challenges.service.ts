import {
  resolvePracticeOptions,
  DAILY_CHALLENGE_START,
  type DailyChallengeResponse,
  type Language,
  type QuizResponse,
} from '@grammarpath/contracts';
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { QuizServingService } from '../quizzes/quiz-serving.service';
import { typicalDifficulty } from '../../shared/typical-difficulty';
import { utcDay } from '../../shared/utc-day';
import { dailyChallengeTopic, draftDailyChallenge } from './daily-challenge-draft';
import { DailyChallenge } from './daily-challenge.entity';
import { UserDailyChallenge } from './user-daily-challenge.entity';
import { sql } from '../../database/sql';

@Injectable()
export class DailyChallengesService {
  constructor(
    @InjectRepository(DailyChallenge) private readonly challenges: Repository<DailyChallenge>,
    @InjectRepository(UserDailyChallenge) private readonly attempts: Repository<UserDailyChallenge>,
    private readonly catalog: QuestionCatalogService,
    private readonly serving: QuizServingService,
  ) {}

  /** Today's challenge, created by the first request of the day (concurrent first requests agree: the date is unique). */
  async today(): Promise<DailyChallenge> {
    const date = utcDay();
    const existing = await this.challenges.findOneBy({ date });
    if (existing) return existing;
    const draft = draftDailyChallenge(await this.catalog.index(), date);
    if (draft.questionIds.length === 0) {
      throw new ServiceUnavailableException('The question bank is empty: no daily challenge can be made');
    }
    await this.challenges.createQueryBuilder().insert().values(draft).orIgnore().execute();
    return this.challenges.findOneByOrFail({ date });
  }

  async view(userId: number): Promise<DailyChallengeResponse> {
    const challenge = await this.today();
    const attempt = await this.attempts.findOneBy({ userId, challengeId: challenge.id });
    return {
      id: challenge.id,
      date: challenge.date,
      title: challenge.title,
      description: challenge.description,
      topic: dailyChallengeTopic(challenge.date),
      questionCount: challenge.questionIds.length,
      completed: attempt?.completed ?? false,
      score: attempt?.score ?? null,
      start: DAILY_CHALLENGE_START,
    };
  }

  /** Serves today's questions as a quiz of mode 'daily' and notes the attempt. */
  async start(userId: number, language: Language): Promise<QuizResponse> {
    const challenge = await this.today();
    const index = await this.catalog.index();
    const entries = challenge.questionIds.flatMap((id) => index.byId.get(id) ?? []);
    await this.attempts
      .createQueryBuilder()
      .insert()
      .values({ userId, challengeId: challenge.id })
      .orIgnore()
      .execute();
    return this.serving.serve(
      userId,
      {
        mode: 'daily',
        questionIds: challenge.questionIds,
        difficultyLevel: typicalDifficulty(entries),
        cefrLevel: null,
        category: null,
        questionTypes: [...new Set(entries.map((e) => e.type))],
        stageId: null,
        dailyChallengeId: challenge.id,
        ...resolvePracticeOptions({}),
      },
      language,
    );
  }

  /** A finished daily quiz: the attempt is completed, keeping the best score. */
  async recordResult(userId: number, challengeId: number, score: number): Promise<void> {
    await this.attempts.query(
      `INSERT INTO ${sql.table('user_daily_challenges')} ("userId", "challengeId", "completed", "score", "dateAttempted")
       VALUES ($1, $2, true, $3, now())
       ON CONFLICT ("userId", "challengeId") DO UPDATE
       SET "completed" = true, "score" = GREATEST(COALESCE(user_daily_challenges."score", 0), EXCLUDED."score")`,
      [userId, challengeId, score],
    );
  }
}
