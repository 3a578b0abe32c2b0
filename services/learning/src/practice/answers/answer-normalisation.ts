/** Apostrophe-like characters learners type for ' (curly quotes, primes, modifier letters, backticks). */
const APOSTROPHES = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u02B9`\u00B4]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033]/g;
const FINAL_PUNCTUATION = /[\s.!?…]+$/u;

/**
 * The form two answers are compared in before contractions are expanded: case, spacing, straight or curly
 * apostrophes and final punctuation never make a right answer wrong.
 */
export function normaliseAnswer(answer: string): string {
  return answer
    .normalize('NFKC')
    .replace(APOSTROPHES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;:.!?])/g, '$1')
    .trim()
    .replace(FINAL_PUNCTUATION, '')
    .trim();
}

/** The words of a normalised answer, without the punctuation attached to them. */
export function answerWords(normalised: string): string[] {
  return normalised
    .split(' ')
    .map((word) => word.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, ''))
    .filter((word) => word.length > 0);
}

// ---------------------------------------------------------------------------------------------------------
// Contractions. A contracted and a full form are one answer ("weren't" / "were not", "I'm" / "I am",
// "can't" / "cannot" / "can not", "we'll" / "we will"), and nothing else changes: "its" is not "it's", a
// possessive ("John's book", "the students' notes") stays, and "let's" stays.

/** Negative contractions whose full form is not simply the stem + "not". */
const IRREGULAR_NOT: Record<string, string> = { ca: 'cannot', wo: 'will not', sha: 'shall not', ai: "ain't" };
/**
 * The auxiliaries whose negative is the stem + "n't" ("doesn't", "mustn't"). Any other stem is not a
 * contraction English has ("willn't", "amn't"): it stays a word of its own, and a wrong answer.
 */
const REGULAR_NOT = new Set(
  'is are was were do does did has have had could should would might must need dare ought'.split(' '),
);

/** Words after which 's is "is" or "has", never a possessive. */
const S_IS_OR_HAS = new Set([
  'he',
  'she',
  'it',
  'that',
  'there',
  'here',
  'what',
  'who',
  'where',
  'when',
  'why',
  'how',
  'this',
]);
/** Words after which 's may be a possessive ("someone's bag") or is/has ("someone's here"). */
const S_MAYBE_POSSESSIVE = new Set([
  'someone',
  'somebody',
  'everyone',
  'everybody',
  'anyone',
  'anybody',
  'nobody',
  'something',
  'everything',
  'nothing',
  'anything',
]);
/** Words that begin a verb phrase after is/has rather than a possessed noun. */
const AFTER_IS_OR_HAS = new Set([
  'not',
  'been',
  'got',
  'gone',
  'going',
  'here',
  'there',
  'a',
  'an',
  'the',
  'so',
  'very',
  'too',
  'always',
  'never',
  'just',
  'already',
  'still',
  'really',
  'ever',
]);
/** Adverbs that may stand between 'd / 's and the verb form that tells which auxiliary it is. */
const INTERVENING_ADVERBS = new Set([
  'not',
  'never',
  'already',
  'just',
  'always',
  'ever',
  'really',
  'only',
  'probably',
  'certainly',
  'definitely',
  'also',
  'still',
  'recently',
  'rarely',
  'seldom',
  'hardly',
  'once',
  'both',
  'all',
]);
/** Irregular past participles that differ from the base form (gone, seen, ...). */
const PARTICIPLES = new Set(
  (
    'been gone seen done taken given eaten written known grown thrown shown flown drawn driven ridden risen ' +
    'spoken broken chosen frozen stolen woken forgotten gotten got begun sung rung swum drunk sunk shrunk ' +
    'worn torn sworn born borne fallen beaten bitten hidden forgiven shaken mistaken ' +
    'made had heard left lost met paid said sent spent sold told thought bought brought caught taught fought ' +
    'found held kept felt led built lent meant slept stood understood won sat lit fed fled' +
    ' dealt dreamt learnt burnt spelt spilt'
  ).split(' '),
);
/** Participles identical to the base form: after 'd they may be "had" or "would" ("I'd come"). */
const BASE_PARTICIPLES = new Set(
  'come become run put cut set let hit hurt cost read shut quit bet burst cast spread upset split'.split(' '),
);
/** Base forms ending in -ed, which are not participles ("I'd need", "she'd proceed"). */
const BASE_FORMS_IN_ED = new Set(
  'need feed bleed breed speed proceed succeed exceed heed plead shed wed embed bed weed seed'.split(' '),
);

const isParticiple = (word: string): boolean =>
  PARTICIPLES.has(word) || (/^[a-z]{2,}ed$/.test(word) && !BASE_FORMS_IN_ED.has(word));

/** The first word after position i that is not one of the intervening adverbs. */
function verbAfter(words: readonly string[], i: number): string {
  let j = i + 1;
  while (j < words.length && INTERVENING_ADVERBS.has(words[j])) j += 1;
  return words[j] ?? '';
}

/** The possible full forms of 'd ("had", "would") from the verb form that follows. */
function expandD(words: readonly string[], i: number): string[] {
  const next = verbAfter(words, i);
  if (next === 'better' || next === 'been' || isParticiple(next)) return ['had'];
  if (BASE_PARTICIPLES.has(next)) return ['had', 'would'];
  return ['would'];
}

/** The possible full forms of 's after a pronoun ("is", "has"). */
function expandS(words: readonly string[], i: number): string[] {
  const next = verbAfter(words, i);
  if (next === 'been' || next === 'got') return ['has'];
  if (isParticiple(next) || BASE_PARTICIPLES.has(next)) return ['is', 'has'];
  return ['is'];
}

/** Splits a word into leading punctuation, core and trailing punctuation. */
function splitPunctuation(token: string): [string, string, string] {
  const match = /^([^\p{L}\p{N}']*)(.*?)([^\p{L}\p{N}']*)$/u.exec(token);
  return match ? [match[1], match[2], match[3]] : ['', token, ''];
}

/** Every full form of one contracted word (a list of alternatives, each one or more words). */
function expandWord(word: string, cores: readonly string[], i: number): string[] {
  let m = /^(.+)n't$/.exec(word);
  if (m) return [IRREGULAR_NOT[m[1]] ?? (REGULAR_NOT.has(m[1]) ? `${m[1]} not` : word)];
  m = /^(.+)'(m|re|ve|ll|d|s)$/.exec(word);
  if (!m) return [word];
  const [, stem, ending] = m;
  switch (ending) {
    case 'm':
      return stem === 'i' ? ['i am'] : [word];
    case 're':
      return [`${stem} are`];
    case 've':
      return [`${stem} have`];
    case 'll':
      return [`${stem} will`];
    case 'd':
      return expandD(cores, i).map((aux) => `${stem} ${aux}`);
    default: // 's
      if (
        S_IS_OR_HAS.has(stem) ||
        (S_MAYBE_POSSESSIVE.has(stem) && AFTER_IS_OR_HAS.has(verbAfter(cores, i)))
      ) {
        return expandS(cores, i).map((aux) => `${stem} ${aux}`);
      }
      return [word]; // a possessive ("John's", "the teacher's"), or "let's"
  }
}

const MAX_FORMS = 16;

/**
 * Every form an answer may stand for once normalised (normaliseAnswer) and its contractions written in
 * full: usually one; more when a contraction is ambiguous ("I'd come" is "I had come" or "I would come").
 * Two answers are the same answer when their forms meet (sameAnswer).
 */
export function answerForms(answer: string): string[] {
  const tokens = normaliseAnswer(answer).split(' ');
  const parts = tokens.map(splitPunctuation);
  const cores = parts.map(([, core]) => core);
  let forms: string[] = [''];
  parts.forEach(([before, core, after], i) => {
    const alternatives = core.includes("'") ? expandWord(core, cores, i) : [core];
    const next: string[] = [];
    for (const form of forms)
      for (const alternative of alternatives) {
        const token = `${before}${alternative}${after}`;
        next.push(form ? `${form} ${token}` : token);
      }
    forms = next.slice(0, MAX_FORMS);
  });
  return [...new Set(forms.map((form) => form.replace(/\bcan not\b/g, 'cannot')))];
}

/** The one comparison form of an answer: its first full form (for word-by-word diagnosis and keys). */
export function comparableAnswer(answer: string): string {
  return answerForms(answer)[0];
}

/** Whether two answers are the same answer: equal up to case, spacing, apostrophes, final punctuation and contractions. */
export function sameAnswer(a: string, b: string): boolean {
  const formsOfB = new Set(answerForms(b));
  return answerForms(a).some((form) => formsOfB.has(form));
}

/** A matcher for one set of right answers, with their forms computed once. */
export function answerMatcher(rightAnswers: readonly string[]): (answer: string) => boolean {
  const forms = new Set(rightAnswers.flatMap(answerForms));
  return (answer) => answerForms(answer).some((form) => forms.has(form));
}
