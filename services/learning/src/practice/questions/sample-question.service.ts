import { type Language, type MultipleChoiceQuestion, type SampleQuestion } from '@grammarpath/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { englishField, localizedQuestion } from '../../content/teaching-texts';
import { toPublicQuestion } from './public-question';
import { QuestionCatalogService } from './question-catalog.service';
import { type Random } from './random';

/** The levels a visitor's sample question is drawn from: where every learner can start. */
const SAMPLE_LEVELS: readonly (string | null)[] = ['a1', 'a2'];

/** One beginner multiple-choice question, with its answer and explanation, for a visitor to try. */
@Injectable()
export class SampleQuestionService {
  constructor(private readonly catalog: QuestionCatalogService) {}

  async sample(language: Language, random: Random = Math.random): Promise<SampleQuestion> {
    const { entries } = await this.catalog.index();
    const pool = entries.filter((e) => e.type === 'multiple_choice' && SAMPLE_LEVELS.includes(e.cefrLevel));
    const entry = pool[Math.floor(random() * pool.length)];
    const row = entry ? await this.catalog.row(entry.id) : null;
    if (!row) throw new NotFoundException('No sample question is available');
    const local = localizedQuestion(row, language);
    return {
      question: toPublicQuestion(local, random) as MultipleChoiceQuestion,
      correctAnswer: row.correctAnswer,
      explanation: local.explanation,
      ...englishField(local.explanation === row.explanation ? {} : { explanation: row.explanation }),
    };
  }
}
