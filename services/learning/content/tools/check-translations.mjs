#!/usr/bin/env node
// Checks the translated teaching texts (translations/<language>/…) against the English content: every text
// translated, no English left outside <en>…</en>, no placeholder, lessons keeping their structure, and every
// glossary term rendered with the glossary's word. Exit code 1 and a list of problems when any rule fails.
import { readOptions } from './lib/command-line.mjs';
import { checkTranslations, translationParts, TRANSLATED_LANGUAGES } from './lib/translations.mjs';

const HELP = `Usage: node tools/check-translations.mjs [--lang ja] [--part questions/articles] [--partial]

  --lang      one language (${TRANSLATED_LANGUAGES.join(', ')}); all by default
  --part      one part (${translationParts().slice(0, 2).join(', ')}, …, paths, resources); all by default
  --partial   accept texts not translated yet (work in progress)
`;
const options = readOptions(
  { lang: { type: 'string' }, part: { type: 'string' }, partial: { type: 'boolean', default: false } },
  HELP,
);
const unknown = options.lang && !TRANSLATED_LANGUAGES.includes(options.lang) ? `language ${options.lang}`
  : options.part && !translationParts().includes(options.part) ? `part ${options.part}` : null;
if (unknown) {
  process.stderr.write(`unknown ${unknown}\n\n${HELP}`);
  process.exit(2);
}

const { problems, counts } = checkTranslations({
  languages: options.lang ? [options.lang] : TRANSLATED_LANGUAGES,
  parts: options.part ? [options.part] : translationParts(),
  partial: options.partial,
});
for (const [language, count] of Object.entries(counts))
  console.log(`${language}: ${count.translated} / ${count.expected} texts translated, glossary of ${count.glossary} terms`);
for (const problem of problems) console.log(`  ${problem}`);
console.log(problems.length ? `${problems.length} problem(s)` : 'translations OK');
process.exit(problems.length ? 1 : 0);
