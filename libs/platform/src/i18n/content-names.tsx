import { Fragment, useId, type ReactElement } from 'react';
import type { TFunction } from 'i18next';

/** A piece of a translated sentence: interface text, or a name that is grammar content (stays English). */
export interface SentencePart {
  text: string;
  content: boolean;
}

/** Stand-ins for the names while the sentence is translated (private-use characters, never in a translation). */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`);

/** A teaching text as the API gives it: translated when `english` (its original) is there, else English. */
export interface TeachingName {
  text: string;
  english?: string;
}

/** A name's pieces: English content, or a translation with its English fragments as content. */
const namePieces = (name: string | TeachingName | undefined): SentencePart[] => {
  if (name === undefined) return [{ text: '', content: true }];
  if (typeof name === 'string' || name.english === undefined)
    return [{ text: typeof name === 'string' ? name : name.text, content: true }];
  return markedParts(name.text);
};

/**
 * Translates `key` with the names of grammar content in it (a path's or a stage's name, `{{name}}`) and
 * returns the sentence in pieces: the translation around the names, and the names, which stay English — or,
 * given as a TeachingName that came translated, are in the learner's language with their English fragments
 * as content.
 */
export function translateAroundContent(
  t: TFunction,
  key: string,
  names: Record<string, string | TeachingName>,
  values: Record<string, unknown> = {},
): SentencePart[] {
  const slots = Object.fromEntries(Object.keys(names).map((slot) => [slot, `${OPEN}${slot}${CLOSE}`]));
  const sentence = String(t(key, { ...values, ...slots }));
  const pieces = sentence.split(SLOT);
  // split() with a capture group alternates: text, slot name, text, slot name, …, text.
  return pieces
    .flatMap((piece, index) =>
      index % 2 === 1 ? namePieces(names[piece]) : [{ text: piece, content: false }],
    )
    .filter((part) => part.text !== '');
}

/** English examples marked in a translation: `<en>yesterday</en>`. */
const MARKED = /<en>(.*?)<\/en>/;

/**
 * A translation with English examples in it, each marked `<en>…</en>` in the translation (a mascot tip:
 * "in <en>She _____ to work yesterday</en>, the word <en>yesterday</en>…"), in pieces: the examples stay
 * English.
 */
export function markedParts(text: string): SentencePart[] {
  return text
    .split(MARKED)
    .map((piece, index) => ({ text: piece, content: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** The sentence as text: the names inside `<span lang="en">` (WCAG 3.1.2), the rest in the learner's language. */
export function ContentSentence({ parts }: { parts: readonly SentencePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.content ? (
          <span key={index} lang="en">
            {part.text}
          </span>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

export interface ContentLabel {
  /** For the control: `aria-labelledby`, naming it by the pieces in order. */
  labelledBy: string;
  /** The pieces, hidden, to render anywhere in the page (each names the control, none is shown). */
  element: ReactElement;
}

/**
 * An accessible name made of a translated sentence with grammar content in it: the control is named by
 * hidden pieces (`aria-labelledby`), the names among them marked `lang="en"`. A plain `aria-label` cannot
 * mark part of itself as English.
 */
export function useContentLabel(parts: readonly SentencePart[]): ContentLabel {
  const id = useId();
  const pieces = parts
    .map((part) => ({ ...part, text: part.text.trim() }))
    .filter((part) => part.text !== '');
  const ids = pieces.map((_, index) => `${id}-${index}`);
  return {
    labelledBy: ids.join(' '),
    element: (
      <>
        {pieces.map((part, index) => (
          <span key={index} id={ids[index]} lang={part.content ? 'en' : undefined} hidden>
            {part.text}
          </span>
        ))}
      </>
    ),
  };
}
