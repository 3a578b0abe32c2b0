import { type PublicQuestion } from '@grammarpath/contracts';
import { questionKindOf } from '../question-kinds';
import { type Question } from './question.entity';
import { type Random } from './random';

/** A question as the browser gets it: options shuffled for this quiz, and never its answers, notes or explanations. */
export function toPublicQuestion(question: Question, random: Random = Math.random): PublicQuestion {
  const view = {
    id: question.id,
    type: question.type,
    difficultyLevel: question.difficultyLevel,
    cefrLevel: question.cefrLevel,
    category: question.category,
    grammarTopics: question.grammarTopics,
    instruction: question.instruction,
    ...questionKindOf(question.type).publicFields(question, random),
    ...(question.resourceLinks?.length ? { resourceLinks: question.resourceLinks } : {}),
    ...(question.audioUrl !== null ? { audioUrl: question.audioUrl } : {}),
  };
  return view as PublicQuestion;
}
