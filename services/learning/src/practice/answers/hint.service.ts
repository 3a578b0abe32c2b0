import { type HintResponse, type Language } from '@grammarpath/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { localizedQuestion } from '../../content/teaching-texts';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { type Question } from '../questions/question.entity';
import { QuizServingService } from '../quizzes/quiz-serving.service';
import { QuizAnswersRepository } from '../repositories/quiz-answers.repository';
import { topicLabel } from './answer-diagnosis';
import { answerForms } from './answer-normalisation';
import { type HintDto } from './dto/hint.dto';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The rule a question tests, with its answers (as written, and with contractions in full) blanked out of the
 * explanation. `hint` is English; `rule` comes in `language` where translated.
 */
export function hintFor(question: Question, language: Language = 'en'): HintResponse {
  const english = hintSentence(question);
  const { rule } = language === 'en' ? english : hintSentence(localizedQuestion(question, language));
  return { ...english, rule };
}

function hintSentence(question: Question): HintResponse {
  const answers = [question.correctAnswer, ...(question.acceptedAnswers ?? [])]
    .flatMap((answer) => [answer.trim().replace(/[.!?]+$/, ''), ...answerForms(answer)])
    .filter((answer) => answer.length > 0)
    .sort((a, b) => b.length - a.length);
  let rule = question.explanation;
  for (const answer of answers) {
    rule = rule.replace(new RegExp(`\\b${escapeRegExp(answer)}\\b`, 'gi'), '_____');
  }
  const topic = question.grammarTopics[0];
  return { hint: `${topicLabel(topic)}: ${rule}`, ...(topic ? { topic } : {}), rule };
}

@Injectable()
export class HintService {
  constructor(
    private readonly answers: QuizAnswersRepository,
    private readonly serving: QuizServingService,
    private readonly catalog: QuestionCatalogService,
  ) {}

  /** A hint for a question of a practice quiz with hints on; the use is recorded with the answer. */
  async hint(userId: number, request: HintDto, language: Language): Promise<HintResponse> {
    const quiz = await this.serving.findOwned(userId, request.quizId);
    this.serving.assertQuestionInQuiz(quiz, request.questionId);
    if (!quiz.showHints)
      throw new BadRequestException('Hints are available only in practice mode with hints on');
    const question = await this.catalog.row(request.questionId);
    if (!question) throw new NotFoundException(`Question ${request.questionId} not found`);
    await this.answers.markHintUsed(userId, quiz.id, question.id, question.type);
    return hintFor(question, language);
  }
}
