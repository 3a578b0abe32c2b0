import { type CheckAnswerResponse } from '@grammarpath/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { type Question } from '../questions/question.entity';
import { type Quiz } from '../quiz/quiz.entity';
import { QuizServingService } from '../quiz/quiz-serving.service';
import { type AnswerVerdict, diagnoseAnswer } from './answer-diagnosis';
import { type CheckAnswerDto } from './dto/check-answer.dto';
import { LearnerStatsService } from './learner-stats.service';

/** Longest time one answer may count for in the average response time, in seconds. */
const RESPONSE_SECONDS_CAP = 600;

interface RecordedAttempt {
  attempts: number;
  final: boolean;
}

@Injectable()
export class AnswerCheckService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly serving: QuizServingService,
    private readonly catalog: QuestionCatalogService,
    private readonly stats: LearnerStatsService,
  ) {}

  /**
   * Checks one answer of one of the learner's quizzes and records it: once per question outside practice
   * mode, up to maxAttempts tries in practice mode (first-try correctness kept apart). 409 once the
   * question is settled.
   */
  async check(userId: number, request: CheckAnswerDto): Promise<CheckAnswerResponse> {
    const [quiz, question] = await Promise.all([
      this.serving.findOwned(userId, request.quizId),
      this.catalog.row(request.questionId),
    ]);
    this.serving.assertQuestionInQuiz(quiz, request.questionId);
    if (!question) throw new NotFoundException(`Question ${request.questionId} not found`);
    const verdict = diagnoseAnswer(question, request.answer);

    const recorded = await this.dataSource.transaction(async (manager) => {
      const [previous] = (await manager.query(
        `SELECT max("answeredAt") AS "last" FROM learning.quiz_answers WHERE "quizId" = $1`,
        [quiz.id],
      )) as { last: Date | null }[];
      const rows = (await manager.query(
        `INSERT INTO learning.quiz_answers
           ("quizId", "userId", "questionId", "questionType", "answer", "attempts", "isCorrect", "firstTryCorrect", "final", "hintUsed", "answeredAt")
         VALUES ($1, $2, $3, $4, $5, 1, $6, $6, $6 OR $7 <= 1, $8, now())
         ON CONFLICT ("quizId", "questionId") DO UPDATE SET
           "answer" = EXCLUDED."answer",
           "attempts" = quiz_answers."attempts" + 1,
           "isCorrect" = EXCLUDED."isCorrect",
           "firstTryCorrect" = CASE WHEN quiz_answers."attempts" = 0 THEN EXCLUDED."isCorrect" ELSE quiz_answers."firstTryCorrect" END,
           "final" = EXCLUDED."isCorrect" OR quiz_answers."attempts" + 1 >= $7,
           "hintUsed" = quiz_answers."hintUsed" OR EXCLUDED."hintUsed",
           "answeredAt" = now()
         WHERE NOT quiz_answers."final"
         RETURNING "attempts", "final"`,
        [
          quiz.id,
          userId,
          question.id,
          question.type,
          request.answer,
          verdict.isCorrect,
          quiz.maxAttempts,
          request.hintUsed ?? false,
        ],
      )) as RecordedAttempt[];
      const attempt = rows[0];
      if (!attempt) return null;
      if (attempt.attempts === 1) {
        const since = previous?.last ?? quiz.startedAt;
        const seconds = Math.min(RESPONSE_SECONDS_CAP, Math.max(0, (Date.now() - since.getTime()) / 1000));
        await this.stats.recordFirstAnswer(manager, userId, question, verdict, seconds);
      }
      return attempt;
    });
    if (!recorded) {
      throw new ConflictException(`Question ${question.id} was already answered in this quiz`);
    }
    return this.response(quiz, question, verdict, recorded);
  }

  private response(
    quiz: Quiz,
    question: Question,
    verdict: AnswerVerdict,
    recorded: RecordedAttempt,
  ): CheckAnswerResponse {
    const reveal = recorded.final;
    return {
      isCorrect: verdict.isCorrect,
      explanation: reveal || quiz.showExplanationAfterEachAttempt ? question.explanation : '',
      correctAnswer: reveal ? question.correctAnswer : '',
      diagnosis: verdict.diagnosis,
      ...(verdict.optionNote ? { optionNote: verdict.optionNote } : {}),
      ...(reveal && question.detailedExplanation
        ? { detailedExplanation: question.detailedExplanation }
        : {}),
      ...(reveal && question.examples ? { examples: question.examples } : {}),
      attempt: recorded.attempts,
      attemptsLeft: recorded.final ? 0 : quiz.maxAttempts - recorded.attempts,
    };
  }
}
