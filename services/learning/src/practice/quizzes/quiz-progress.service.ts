import { type Language, type QuizProgressView, type ResumedAnswer } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { checkAnswerResponse } from '../answers/answer-check.service';
import { diagnoseAnswer } from '../answers/answer-diagnosis';
import { toLocalizedPublicQuestion } from '../questions/public-question';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { QuizAnswersRepository } from '../repositories/quiz-answers.repository';
import { QuizResultsRepository } from '../repositories/quiz-results.repository';
import { QuizResultsService } from './quiz-results.service';
import { QuizServingService } from './quiz-serving.service';

/** An unfinished quiz read back with what the learner answered so far, so that a reload resumes it. */
@Injectable()
export class QuizProgressService {
  constructor(
    private readonly serving: QuizServingService,
    private readonly catalog: QuestionCatalogService,
    private readonly answers: QuizAnswersRepository,
    private readonly results: QuizResultsRepository,
    private readonly quizResults: QuizResultsService,
  ) {}

  /**
   * One of the learner's quizzes: its questions (without answers) in the served order, each recorded answer
   * with the feedback its last check gave, and whether a result is stored (then the result too, for the
   * results screen after a reload). 404 for an unknown quiz or another learner's. Teaching texts come in
   * `language` where translated.
   */
  async progress(userId: number, quizId: string, language: Language): Promise<QuizProgressView> {
    const quiz = await this.serving.findMine(userId, quizId);
    const [rows, recorded, stored] = await Promise.all([
      this.catalog.rows(quiz.questionIds),
      this.answers.ofQuiz(userId, quiz.id),
      this.results.ofQuiz(userId, quiz.id),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const answerOf = new Map(recorded.map((row) => [row.questionId, row]));
    const questions = quiz.questionIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
    const answers = questions.flatMap((question): ResumedAnswer[] => {
      const row = answerOf.get(question.id);
      // A hint asked for before any try records a row without an attempt.
      if (!row || row.attempts === 0) return [];
      const verdict = diagnoseAnswer(question, row.answer);
      return [
        {
          questionId: question.id,
          answer: row.answer,
          final: row.final,
          hintUsed: row.hintUsed,
          feedback: checkAnswerResponse(
            quiz,
            question,
            { answer: row.answer, verdict, recorded: row },
            language,
          ),
        },
      ];
    });
    const view: QuizProgressView = {
      quizId: quiz.id,
      mode: quiz.mode,
      questions: questions.map((question) => toLocalizedPublicQuestion(question, language)),
      answers,
      finished: stored !== null,
    };
    return stored ? { ...view, result: await this.quizResults.storedView(userId, quiz, stored) } : view;
  }
}
