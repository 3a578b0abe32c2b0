import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ErrorPattern } from '../answers/error-pattern.entity';

/**
 * The reads of the per-learner answer statistics (`error_patterns`; `user_progress` is written only, by
 * QuizAnswersRepository.recordTry in the statement that records the answer).
 */
@Injectable()
export class AnswerStatsRepository {
  constructor(@InjectRepository(ErrorPattern) private readonly patterns: Repository<ErrorPattern>) {}

  /** The learner's most frequent mistaken rules, most frequent and most recent first. */
  topErrorRules(userId: number, limit: number): Promise<ErrorPattern[]> {
    return this.patterns.find({
      where: { userId },
      order: { errorCount: 'DESC', lastOccurrence: 'DESC' },
      take: limit,
    });
  }
}
