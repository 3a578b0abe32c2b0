import { type EnglishOriginals, type Language } from '@grammarpath/contracts';
import { type QuestionTexts, type Translations } from './content.types';

/** Teaching texts in the language asked for, and the English of those that came translated. */
export interface LocalizedTexts<Texts> {
  texts: Texts;
  english: EnglishOriginals<keyof Texts & string>;
}

/**
 * The texts in `language` where a translation has them, else in English, text by text; `english` holds the
 * originals of the translated ones (empty for English, or when nothing is translated).
 */
export function localizedTexts<Texts extends Record<string, unknown>>(
  english: Texts,
  translations: Translations<Texts> | null | undefined,
  language: Language,
): LocalizedTexts<Texts> {
  const translated = language === 'en' ? undefined : translations?.[language];
  const texts = { ...english };
  const originals: Record<string, string> = {};
  for (const field of Object.keys(english) as (keyof Texts & string)[]) {
    const text = translated?.[field];
    const original = english[field];
    if (typeof text !== 'string' || typeof original !== 'string' || text === '') continue;
    texts[field] = text as Texts[typeof field];
    originals[field] = original;
  }
  return { texts, english: originals as EnglishOriginals<keyof Texts & string> };
}

/** The `english` field of a view: the originals given (absent ones left out), only when something came translated. */
export function englishField<Field extends string>(
  originals: Partial<Record<Field, string | undefined>>,
): { english?: EnglishOriginals<Field> } {
  const english = Object.fromEntries(
    Object.entries(originals).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ) as EnglishOriginals<Field>;
  return Object.keys(english).length > 0 ? { english } : {};
}

type QuestionWithTexts = { [Field in keyof QuestionTexts]: QuestionTexts[Field] | null } & {
  translations: Translations<QuestionTexts> | null;
};

/**
 * A question with its teaching texts in `language` (a copy: catalogue rows are shared). The notes on wrong
 * options are translated option by option.
 */
export function localizedQuestion<Q extends QuestionWithTexts>(question: Q, language: Language): Q {
  const translated = language === 'en' ? undefined : question.translations?.[language];
  if (!translated) return question;
  const { texts } = localizedTexts(
    {
      instruction: question.instruction,
      prompt: question.prompt,
      explanation: question.explanation,
      detailedExplanation: question.detailedExplanation,
      errorNote: question.errorNote,
    },
    question.translations as Translations<Record<string, string | null>>,
    language,
  );
  const optionNotes = question.optionNotes && { ...question.optionNotes, ...translated.optionNotes };
  return { ...question, ...texts, optionNotes };
}
