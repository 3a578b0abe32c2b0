import { type Language, type PublicQuestion } from '@grammarpath/contracts';
import { englishField, localizedQuestion } from '../../content/teaching-texts';
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

/** A question as the browser gets it, its instruction and prompt in `language` where translated (with their English). */
export function toLocalizedPublicQuestion(
  question: Question,
  language: Language,
  random: Random = Math.random,
): PublicQuestion {
  const local = localizedQuestion(question, language);
  const english = Object.fromEntries(
    (['instruction', 'prompt'] as const).flatMap((field) =>
      local[field] !== question[field] && question[field] ? [[field, question[field]]] : [],
    ),
  );
  return { ...toPublicQuestion(local, random), ...englishField(english) };
}
