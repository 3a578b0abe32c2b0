import { type CheckAnswerResponse, type Language } from '@grammarpath/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { englishField, localizedQuestion } from '../../content/teaching-texts';
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
   * question is settled. Teaching texts come in `language` where translated.
   */
  async check(userId: number, request: CheckAnswerDto, language: Language): Promise<CheckAnswerResponse> {
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
    return checkAnswerResponse(quiz, question, { answer: request.answer, verdict, recorded }, language);
  }
}

/** The texts a check answers with, as given (the English of them where they came translated). */
function teachingTexts(question: Question, verdict: AnswerVerdict, reveal: boolean, explainEachTry: boolean) {
  return {
    explanation: reveal || explainEachTry ? question.explanation : '',
    optionNote: verdict.optionNote,
    detailedExplanation: reveal ? (question.detailedExplanation ?? undefined) : undefined,
    rule: verdict.diagnosis.rule,
  };
}

/**
 * The answer of a check as the browser gets it: the answer and explanation revealed once the question is
 * settled (or the quiz shows explanations after each try), the teaching texts in `language` where
 * translated (the diagnosis's English sentence stays English). Also rebuilds a recorded answer's feedback
 * when an unfinished quiz is resumed.
 */
export function checkAnswerResponse(
  quiz: Quiz,
  question: Question,
  { answer, verdict, recorded }: { answer: string; verdict: AnswerVerdict; recorded: RecordedAttempt },
  language: Language,
): CheckAnswerResponse {
  const reveal = recorded.final;
  const local = localizedQuestion(question, language);
  const localVerdict = local === question ? verdict : diagnoseAnswer(local, answer);
  const english = teachingTexts(question, verdict, reveal, quiz.showExplanationAfterEachAttempt);
  const texts = teachingTexts(local, localVerdict, reveal, quiz.showExplanationAfterEachAttempt);
  const originals = Object.fromEntries(
    (Object.keys(texts) as (keyof typeof texts)[])
      .filter((field) => texts[field] && texts[field] !== english[field])
      .map((field) => [field, english[field] as string]),
  );
  return {
    isCorrect: verdict.isCorrect,
    explanation: texts.explanation,
    correctAnswer: reveal ? question.correctAnswer : '',
    diagnosis: { ...verdict.diagnosis, ...(texts.rule ? { rule: texts.rule } : {}) },
    ...(texts.optionNote ? { optionNote: texts.optionNote } : {}),
    ...(texts.detailedExplanation ? { detailedExplanation: texts.detailedExplanation } : {}),
    ...(reveal && question.examples ? { examples: question.examples } : {}),
    attempt: recorded.attempts,
    attemptsLeft: recorded.final ? 0 : quiz.maxAttempts - recorded.attempts,
    ...englishField(originals),
  };
}
