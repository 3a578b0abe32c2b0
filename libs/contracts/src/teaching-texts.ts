import { LANGUAGES, type Language } from './enums';
import { FALLBACK_LANGUAGE } from './limits';

/**
 * Teaching texts (explanations, notes, instructions, path and stage texts, lessons, resources) come in the
 * language a request asks for: this query parameter, else the Accept-Language header, else English. A text not
 * translated yet comes in English (text by text). English fragments inside a translation are marked
 * `<en>…</en>`.
 */
export const CONTENT_LANGUAGE_PARAM = 'lng';

/**
 * The English originals of the teaching texts an answer gives translated, for "Show in English". A field is
 * present only when its text was translated; absent means the text above is already the English.
 */
export type EnglishOriginals<Field extends string> = Partial<Record<Field, string>>;

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The primary subtags of an Accept-Language header, most preferred first ("ja-JP,en;q=0.5" → ja, en). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The language teaching texts are wanted in: the `lng` parameter when it names one, else Accept-Language. */
export function contentLanguageOf(parameter: unknown, acceptLanguage: string | undefined): Language {
  if (typeof parameter === 'string' && isLanguage(parameter.toLowerCase())) return parameter.toLowerCase() as Language;
  return acceptedLanguages(acceptLanguage ?? '').find(isLanguage) ?? FALLBACK_LANGUAGE;
}
