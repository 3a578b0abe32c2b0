import type { Page } from '@playwright/test';
import { en as platformEn } from '../../libs/platform/src/i18n/platform/en';
import { en as quizEn } from '../../mfe-quiz/src/i18n/en';
import { en as pathsEn } from '../../mfe-paths/src/i18n/en';
import { en as progressEn } from '../../mfe-progress/src/i18n/en';
import { en as commonEn } from '../../shell/src/i18n/common/en';
import { en as widgetsEn } from '../../shell/src/widgets/i18n/en';

/**
 * The rule for grammar content: it stays English and is marked so, inside an element with lang="en" (WCAG
 * 3.1.2, language of parts: a screen reader then reads it with an English voice). Everything outside such an
 * element is interface and must be in the chosen language.
 */
const GRAMMAR_CONTENT = '[lang="en"]';

function flatten(bundle: unknown, out: string[] = []): string[] {
  for (const value of Object.values(bundle as Record<string, unknown>)) {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') flatten(value, out);
  }
  return out;
}

/** Words that are the same in a translation (the brand; 'Email' in Vietnamese). */
const SAME_IN_TRANSLATION = new Set(['GrammarPath', 'Email', 'Google Translate']);

/** Every English interface string (and the fixed parts of those with {{variables}}) of every namespace. */
const ENGLISH = [
  ...new Set(
    [commonEn, widgetsEn, platformEn, quizEn, pathsEn, progressEn]
      .flatMap((bundle) => flatten(bundle))
      // The fixed parts around {{variables}} and around English examples marked <en>…</en>.
      .flatMap((text) => text.split(/\{\{[^}]*\}\}|<en>.*?<\/en>/).map((part) => part.trim()))
      .filter((text) => text.length >= 4 && /[a-z]{2}/.test(text) && !SAME_IN_TRANSLATION.has(text)),
  ),
];

/** A piece of interface text and where it was found (for the failure message). */
export interface Found {
  text: string;
  where: string;
}

/**
 * The interface text of the page: visible text, live regions and accessible names (aria-label, the text an
 * aria-labelledby points to, placeholder, title, alt), outside grammar content.
 */
export function interfaceText(page: Page): Promise<Found[]> {
  return page.evaluate((contentSelector) => {
    const describe = (element: Element, attribute?: string) => {
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes}>${attribute ? `[${attribute}]` : ''} "${text}"`;
    };
    const outside = (element: Element) => !element.closest(contentSelector);
    const found: Array<{ text: string; where: string }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !outside(parent) || parent.closest('script, style, [hidden], [aria-hidden="true"]'))
        continue;
      if (parent.checkVisibility() || parent.closest('[role="status"], [role="alert"]'))
        found.push({ text: node.textContent ?? '', where: describe(parent) });
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      if (outside(element) && !element.closest('[aria-hidden="true"]'))
        for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
          found.push({ text: element.getAttribute(name) ?? '', where: describe(element, name) });
    // A name made of other elements' text: the parts that are not grammar content.
    for (const element of document.querySelectorAll('[aria-labelledby]'))
      if (outside(element) && !element.closest('[aria-hidden="true"]'))
        for (const id of (element.getAttribute('aria-labelledby') ?? '').split(/\s+/)) {
          const part = id ? document.getElementById(id) : null;
          if (part && outside(part)) {
            // The part's own text, without the pieces of it marked as grammar content.
            const own = part.cloneNode(true) as Element;
            own.querySelectorAll(contentSelector).forEach((content) => content.remove());
            found.push({ text: own.textContent ?? '', where: describe(element, 'aria-labelledby') });
          }
        }
    return found.filter((piece) => piece.text.trim() !== '');
  }, GRAMMAR_CONTENT);
}

/** Latin-script words in Japanese or Chinese interface text, other than names the learner or brands own. */
export function latinWords(found: Found[], allowed: string[]): string[] {
  const own = new Set(allowed.flatMap((name) => name.split(/[\s@._-]+/)).map((word) => word.toLowerCase()));
  // The names are taken out whole first: a random id such as "dc685dbf" would otherwise leave "dbf".
  const withoutNames = (text: string) =>
    allowed.reduce((rest, name) => (name ? rest.split(name).join(' ') : rest), text);
  const words = found.flatMap(({ text, where }) =>
    (withoutNames(text).match(/[A-Za-z]{3,}/g) ?? [])
      .filter((word) => !own.has(word.toLowerCase()))
      .map((word) => `${word} in ${where}`),
  );
  return [...new Set(words)];
}

/** The English interface strings in the text found, each with where it was. */
export function englishPhrases(found: Found[]): string[] {
  return [
    ...new Set(
      found.flatMap(({ text, where }) => {
        // The brand stays as it is: "Grammar" inside "GrammarPath" is no English phrase.
        const withoutBrand = text.split('GrammarPath').join(' ');
        return ENGLISH.filter((phrase) => withoutBrand.includes(phrase)).map(
          (phrase) => `${phrase} in ${where}`,
        );
      }),
    ),
  ];
}

/** Names that stay as they are in every language: the brand, services and the CEFR. */
export const BRANDS = [
  'GrammarPath',
  'Google Translate',
  'GitHub',
  'YouTube',
  'CEFR',
  'hello@grammarpath.app',
];

/** Key names as printed on the keyboard, which Japanese and Chinese instructions use as they are ("Enter 键"). */
export const KEYS = ['Enter', 'Space', 'Esc'];
