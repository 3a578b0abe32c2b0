// The rules every translated teaching text follows (see translations/README.md). Pure functions over strings,
// used by check-translations.mjs and its tests.

/** English fragments kept in a translation are marked `<en>…</en>`; the front end shows them as lang="en". */
const EN_FRAGMENT = /<en>([\s\S]*?)<\/en>/g;
const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX|lorem ipsum)\b|\?\?\?|\[\[|\]\]|\{\{|\}\}/i;
/** The tags whose count a translated lesson keeps (its structure), besides `<en>`. */
const BLOCK_TAGS = ['h3', 'p', 'ul', 'ol', 'li', 'table', 'tr', 'th', 'td'];

export const englishFragments = (text) => [...text.matchAll(EN_FRAGMENT)].map((m) => m[1]);
export const withoutEnglishFragments = (text) => text.replace(EN_FRAGMENT, ' ');
const withoutTags = (text) => text.replace(/<[^>]*>/g, ' ');

/** Problems with the `<en>` markup: unbalanced, nested or empty fragments. */
export function markupProblems(text) {
  const problems = [];
  const opens = (text.match(/<en>/g) ?? []).length;
  const closes = (text.match(/<\/en>/g) ?? []).length;
  if (opens !== closes) problems.push(`unbalanced <en> markup (${opens} open, ${closes} close)`);
  if (/<en>[^]*?<en>[^]*?<\/en>/.test(text.replace(/<en>[^<]*<\/en>/g, ''))) problems.push('nested <en> fragments');
  if (/<en>\s*<\/en>/.test(text)) problems.push('empty <en></en>');
  return problems;
}

/** A lesson keeps the English lesson's block structure. */
export function structureProblems(english, translated) {
  const count = (html, tag) => (html.match(new RegExp(`<${tag}[\\s>]`, 'gi')) ?? []).length;
  return BLOCK_TAGS.filter((tag) => count(english, tag) !== count(translated, tag)).map(
    (tag) => `has ${count(translated, tag)} <${tag}> where the English has ${count(english, tag)}`,
  );
}

export function placeholderProblems(english, translated) {
  const problems = [];
  if (translated.trim() === '') problems.push('empty');
  else if (translated.trim() === english.trim()) problems.push('the English text, untranslated');
  if (PLACEHOLDER.test(withoutEnglishFragments(translated))) problems.push('a placeholder (TODO, ???, [[…]])');
  return problems;
}

// A Vietnamese syllable written without tone marks: an initial, a vowel nucleus, a final. Latin words outside
// this shape (f, j, w, z, final s/d/r/l, clusters like "st", "th" at the end) are not Vietnamese.
const VI_SYLLABLE = /^(ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])?[aeiouy]{1,3}(ch|ng|nh|[cmnpt])?$/i;
/** English words that also have the shape of a Vietnamese syllable but are never Vietnamese without marks. */
const VI_ENGLISH_LOOKALIKES = new Set(['the', 'it', 'he', 'be', 'not', 'on', 'at', 'but', 'by', 'my', 'we', 'she']);

/** Latin-script words outside `<en>` fragments that are English left in the translation. */
export function strayEnglish(language, translated) {
  const text = withoutTags(withoutEnglishFragments(translated));
  if (language === 'vi') {
    const candidates = (text.match(/[\p{L}\p{M}]+/gu) ?? []).filter((word) => /^[A-Za-z]+$/.test(word));
    return candidates.filter(
      (word) => word.length > 1 && (!VI_SYLLABLE.test(word) || VI_ENGLISH_LOOKALIKES.has(word.toLowerCase())),
    );
  }
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

/** A regular expression for an English glossary term, its words in the plural too ("countable nouns"). */
function termPattern(term) {
  const words = term
    .split(/[\s-]+/)
    .map((word) => `${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)?`)
    .join('[\\s-]+');
  return new RegExp(`(?<![\\p{L}-])${words}(?![\\p{L}-])`, 'giu');
}

/** Counts each term in a text, longest terms first, each occurrence counted once ("present perfect" not "perfect"). */
function termCounts(terms, text) {
  const counts = new Map();
  let rest = text;
  for (const term of terms) {
    const pattern = termPattern(term);
    const found = rest.match(pattern)?.length ?? 0;
    if (found) {
      counts.set(term, found);
      rest = rest.replace(pattern, (match) => ' '.repeat(match.length));
    }
  }
  return counts;
}

/**
 * Glossary terms the English text uses that the translation does not render with the glossary's word. An
 * occurrence kept in English inside an `<en>` fragment (an example sentence) needs no rendering.
 */
export function glossaryProblems(glossary, english, translated) {
  const terms = Object.keys(glossary).sort((a, b) => b.length - a.length);
  const inEnglish = termCounts(terms, withoutTags(english));
  const keptInEnglish = termCounts(terms, englishFragments(translated).join(' \n '));
  const translation = withoutEnglishFragments(translated).toLowerCase();
  const problems = [];
  for (const [term, count] of inEnglish) {
    if (count - (keptInEnglish.get(term) ?? 0) <= 0) continue;
    if (!translation.includes(glossary[term].toLowerCase()))
      problems.push(`glossary: "${term}" must be rendered "${glossary[term]}"`);
  }
  return problems;
}

/** Every problem of one translated text. */
export function textProblems({ language, glossary, english, translated, html = false }) {
  if (typeof translated !== 'string') return ['not a string'];
  const problems = [...placeholderProblems(english, translated), ...markupProblems(translated)];
  if (html) problems.push(...structureProblems(english, translated));
  else if (/<(?!\/?en>)[a-z/][^>]*>/i.test(translated)) problems.push('a tag other than <en> in plain text');
  const stray = [...new Set(strayEnglish(language, translated))];
  if (stray.length) problems.push(`English outside <en>…</en>: ${stray.slice(0, 6).join(', ')}`);
  problems.push(...glossaryProblems(glossary, english, translated));
  return problems;
}
