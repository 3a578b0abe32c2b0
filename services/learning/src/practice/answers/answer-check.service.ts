import { type CheckAnswerResponse } from '@grammarpath/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { type Question } from '../questions/question.entity';
import { type Quiz } from '../quizzes/quiz.entity';
import { QuizServingService } from '../quizzes/quiz-serving.service';
import { type AnswerVerdict, diagnoseAnswer } from './answer-diagnosis';
import { type CheckAnswerDto } from './dto/check-answer.dto';
import { QuizAnswersRepository, type RecordedAttempt } from '../repositories/quiz-answers.repository';

@Injectable()
export class AnswerCheckService {
  constructor(
    private readonly serving: QuizServingService,
    private readonly catalog: QuestionCatalogService,
    private readonly answers: QuizAnswersRepository,
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

    const recorded = await this.answers.recordTry(userId, quiz, question, {
      answer: request.answer,
      isCorrect: verdict.isCorrect,
      hintUsed: request.hintUsed ?? false,
      // A misspelling is not a grammar mistake.
      countsAsError: !verdict.isCorrect && verdict.diagnosis.kind !== 'typo',
    });
    if (!recorded) {
      throw new ConflictException(`Question ${question.id} was already answered in this quiz`);
    }
    return checkAnswerResponse(quiz, question, verdict, recorded);
  }
}

/**
 * The answer of a check as the browser gets it: the answer and explanation revealed once the question is
 * settled (or the quiz shows explanations after each try). Also rebuilds a recorded answer's feedback when
 * an unfinished quiz is resumed.
 */
export function checkAnswerResponse(
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
    ...(reveal && question.detailedExplanation ? { detailedExplanation: question.detailedExplanation } : {}),
    ...(reveal && question.examples ? { examples: question.examples } : {}),
    attempt: recorded.attempts,
    attemptsLeft: recorded.final ? 0 : quiz.maxAttempts - recorded.attempts,
  };
}
