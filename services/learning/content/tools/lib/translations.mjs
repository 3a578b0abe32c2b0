// Reading the translated teaching texts beside the English content, and checking them against it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR, QUESTIONS_DIR, topicFiles } from './bank.mjs';
import { textProblems } from './translation-rules.mjs';

export const TRANSLATED_LANGUAGES = ['ja', 'vi', 'zh'];
export const TRANSLATIONS_DIR = join(CONTENT_DIR, 'translations');
/** The teaching fields of a question, translated item by item (the instruction is translated once per wording). */
export const QUESTION_TEXT_FIELDS = ['prompt', 'explanation', 'detailedExplanation', 'errorNote'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const readIfThere = (file) => (existsSync(file) ? readJson(file) : undefined);

/** Every part of the translations: `instructions`, `questions/<topic>`, `paths`, `resources`. */
export function translationParts() {
  return ['instructions', ...topicFiles().map((topic) => `questions/${topic}`), 'paths', 'resources'];
}

/**
 * The English texts of one part, as `[id, field, english, { html }]` rows, and the path of each row's
 * translation inside the part's file.
 */
function englishRows(part) {
  const rows = [];
  const add = (path, english, html = false) => rows.push({ path, english, html });
  if (part === 'instructions') {
    const wordings = new Set();
    for (const topic of topicFiles())
      for (const q of readJson(join(QUESTIONS_DIR, `${topic}.json`)).questions) wordings.add(q.instruction);
    for (const wording of [...wordings].sort()) add([wording], wording);
  } else if (part.startsWith('questions/')) {
    for (const q of readJson(join(QUESTIONS_DIR, `${part.slice('questions/'.length)}.json`)).questions) {
      for (const field of QUESTION_TEXT_FIELDS) if (q[field]) add([q.key, field], q[field]);
      for (const [option, note] of Object.entries(q.optionNotes ?? {}))
        add([q.key, 'optionNotes', option], note);
    }
  } else if (part === 'paths') {
    for (const path of readJson(join(CONTENT_DIR, 'paths', 'paths.json')).paths) {
      add([path.key, 'name'], path.name);
      add([path.key, 'description'], path.description);
      for (const stage of path.stages) {
        add([path.key, 'stages', stage.key, 'name'], stage.name);
        add([path.key, 'stages', stage.key, 'description'], stage.description, true);
      }
    }
  } else if (part === 'resources') {
    for (const resource of readJson(join(CONTENT_DIR, 'resources', 'resources.json')).resources) {
      add([resource.key, 'title'], resource.title);
      add([resource.key, 'content'], resource.content);
    }
  } else throw new Error(`unknown translation part ${part}`);
  return rows;
}

const lookup = (object, path) => path.reduce((at, key) => (at == null ? undefined : at[key]), object);

/** The string leaves of a translation file, as key paths (to find entries the English does not have). */
function leafPaths(object, prefix = []) {
  if (typeof object !== 'object' || object === null) return [prefix];
  return Object.entries(object).flatMap(([key, value]) => leafPaths(value, [...prefix, key]));
}

/**
 * Checks the translations of the given languages and parts. `partial` accepts missing files and items (work
 * in progress); otherwise every English text must be translated.
 */
export function checkTranslations({ languages = TRANSLATED_LANGUAGES, parts = translationParts(), partial = false } = {}) {
  const problems = [];
  const counts = {};
  for (const language of languages) {
    const glossaryFile = join(TRANSLATIONS_DIR, language, 'glossary.json');
    const glossary = readIfThere(glossaryFile)?.terms;
    if (!glossary) {
      problems.push(`${language}: glossary.json missing`);
      continue;
    }
    counts[language] = { translated: 0, expected: 0, glossary: Object.keys(glossary).length };
    for (const part of parts) {
      const file = join(TRANSLATIONS_DIR, language, `${part}.json`);
      const where = `${language}/${part}`;
      const rows = englishRows(part);
      counts[language].expected += rows.length;
      const translations = readIfThere(file);
      if (!translations) {
        if (!partial) problems.push(`${where}: file missing`);
        continue;
      }
      const known = new Set(rows.map((row) => JSON.stringify(row.path)));
      for (const path of leafPaths(translations))
        if (!known.has(JSON.stringify(path))) problems.push(`${where} ${path.join(' › ')}: no such English text`);
      for (const { path, english, html } of rows) {
        const translated = lookup(translations, path);
        if (translated === undefined) {
          if (!partial) problems.push(`${where} ${path.join(' › ')}: missing`);
          continue;
        }
        counts[language].translated += 1;
        for (const problem of textProblems({ language, glossary, english, translated, html }))
          problems.push(`${where} ${path.join(' › ')}: ${problem}`);
      }
    }
  }
  return { problems, counts };
}
