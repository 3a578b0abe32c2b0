#!/usr/bin/env node
// Validates the learning content files. Exit code 1 and a list of problems when any rule fails.
//
// paths/paths.json:
//   { "paths": [ { key, name, description, difficultyLevel, cefrLevel, targetGrammarTopics[],
//       estimatedCompletionTime (minutes), prerequisites[] (path keys),
//       stages: [ { key, name, description (HTML: rule explained plainly, worked examples right and wrong),
//                   questionSet: { grammarTopics[], cefrLevels[] } (questions drawn from the bank),
//                   resources[] (resource keys), threshold? (default 70) } ] } ] }
// resources/resources.json:
//   { "resources": [ { key, title, content, category, grammarRule (a grammar topic), difficulty,
//       exampleSentences[], links[] ({title, url}) } ] }
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnums } from './tools/lib/bank.mjs';
import { keyPositionProblems } from './tools/lib/key-positions.mjs';

const root = dirname(fileURLToPath(import.meta.url));
// The enumerations come from libs/contracts (src/enums.ts), read through jiti: never copied here.
const enums = await loadEnums();
const TOPICS = [...enums.GRAMMAR_TOPICS];
const TYPES = [...enums.QUESTION_TYPES];
const DIFFICULTIES = [...enums.DIFFICULTY_LEVELS];
const CEFR = enums.CEFR_LEVELS_BY_DIFFICULTY;
const CATEGORIES = [...enums.CATEGORIES];
const BLANK = '_____';

/**
 * The whole-bank targets checked with --full (what content.spec.ts runs): at least this many questions in
 * all, per CEFR level, and per grammar topic × difficulty cell, with every question type in every cell.
 */
export const BANK_TARGETS = {
  questions: 2400,
  perCefrLevel: 350,
  perTopicAndDifficulty: 40,
  everyTypeInEveryCell: true,
};
/**
 * With --full: for three- and four-option items, the share of keys at each option position, across the bank
 * and in each topic file, is within this many percentage points of uniform (33.3 % or 25 %).
 * `node tools/shuffle-options.mjs` balances them.
 */
export const KEY_POSITION_TOLERANCE = 8;

const problems = [];
const fail = (where, msg) => problems.push(`${where}: ${msg}`);
const nonEmpty = (v) => typeof v === 'string' && v.trim().length > 0;
const norm = (s) => s.trim().replace(/\s+/g, ' ');
/** The token multiset of a sentence, case-insensitively: "Yesterday I met her." = "I met her yesterday." */
const tokens = (s) => norm(s).toLowerCase().split(' ').sort().join(' ');

function checkQuestion(q, file, keys, texts) {
  const w = `${file} ${q.key ?? '(no key)'}`;
  if (!nonEmpty(q.key)) fail(w, 'key missing');
  else if (keys.has(q.key)) fail(w, 'duplicate key');
  keys.add(q.key);
  if (!TYPES.includes(q.type)) fail(w, `bad type ${q.type}`);
  if (!DIFFICULTIES.includes(q.difficultyLevel)) fail(w, `bad difficultyLevel ${q.difficultyLevel}`);
  else if (!CEFR[q.difficultyLevel].includes(q.cefrLevel))
    fail(w, `cefrLevel ${q.cefrLevel} does not fit ${q.difficultyLevel}`);
  if (!CATEGORIES.includes(q.category)) fail(w, `bad category ${q.category}`);
  if (
    !Array.isArray(q.grammarTopics) ||
    q.grammarTopics.length === 0 ||
    !q.grammarTopics.every((t) => TOPICS.includes(t))
  )
    fail(w, 'grammarTopics missing or unknown');
  for (const f of ['instruction', 'correctAnswer', 'explanation'])
    if (!nonEmpty(q[f])) fail(w, `${f} missing`);
  if (q.examples !== undefined && !(nonEmpty(q.examples?.correct) && nonEmpty(q.examples?.incorrect)))
    fail(w, 'examples needs correct and incorrect');
  const text = q.sentence ?? q.sentenceStart ?? q.prompt ?? (q.words ? q.correctAnswer : undefined);
  if (nonEmpty(text)) {
    const id = `${q.type}|${norm(text).toLowerCase()}|${(q.options ?? []).join('|')}`;
    if (texts.has(id)) fail(w, `duplicate question text "${text}"`);
    texts.add(id);
  }
  const withOptions = ['fill_blank', 'completion', 'multiple_choice'].includes(q.type);
  if (withOptions) {
    if (!Array.isArray(q.options) || q.options.length < 3 || q.options.length > 4)
      fail(w, 'needs 3 or 4 options');
    else {
      const lower = q.options.map((o) => norm(o).toLowerCase());
      if (new Set(lower).size !== lower.length) fail(w, 'duplicate options');
      if (!q.options.includes(q.correctAnswer)) fail(w, 'correctAnswer not among options');
      for (const o of q.options)
        if (o !== q.correctAnswer && !nonEmpty(q.optionNotes?.[o]))
          fail(w, `no optionNote for wrong option "${o}"`);
    }
  }
  if (
    q.type === 'fill_blank' &&
    (typeof q.sentence !== 'string' || q.sentence.split(BLANK).length !== 2 || q.sentence.includes('______'))
  )
    fail(w, `sentence needs exactly one ${BLANK}`);
  if (q.type === 'completion' && !nonEmpty(q.sentenceStart)) fail(w, 'sentenceStart missing');
  if (q.type === 'multiple_choice' && !nonEmpty(q.prompt)) fail(w, 'prompt missing');
  if (q.type === 'rearrange') {
    if (!Array.isArray(q.words) || q.words.length < 4 || q.words.length > 10)
      fail(w, 'words must be 4 to 10 tokens');
    else {
      const bag = tokens(q.words.join(' '));
      const accepted = q.acceptedAnswers ?? [];
      if (!accepted.includes(q.correctAnswer)) fail(w, 'acceptedAnswers must include correctAnswer');
      for (const a of accepted)
        if (tokens(a) !== bag)
          fail(w, `accepted answer "${a}" does not use exactly the words (compared case-insensitively)`);
      if (q.words.join(' ') === q.correctAnswer) fail(w, 'words are not scrambled');
    }
  }
  if (q.type === 'error_correction') {
    if (!nonEmpty(q.sentence)) fail(w, 'sentence missing');
    if (!nonEmpty(q.errorNote)) fail(w, 'errorNote missing');
    if (!(q.acceptedAnswers ?? []).includes(q.correctAnswer))
      fail(w, 'acceptedAnswers must include correctAnswer');
    if (norm(q.sentence ?? '') === norm(q.correctAnswer ?? '')) fail(w, 'sentence has no error');
  }
}

function checkQuestions() {
  const dir = join(root, 'questions');
  const all = [];
  const keys = new Set();
  const texts = new Set();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let data;
    try {
      data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (e) {
      fail(file, `invalid JSON: ${e.message}`);
      continue;
    }
    if (!TOPICS.includes(data.topic) || `${data.topic}.json` !== file)
      fail(file, 'topic must match the file name');
    for (const q of data.questions ?? []) {
      checkQuestion(q, file, keys, texts);
      all.push({ ...q, file });
    }
  }
  return all;
}

function checkMatrix(all, full) {
  const count = (pred) => all.filter(pred).length;
  const summary = [`questions: ${all.length}`];
  const T = BANK_TARGETS;
  if (full && all.length < T.questions) fail('bank', `only ${all.length} questions (need ${T.questions})`);
  for (const d of DIFFICULTIES)
    for (const t of TYPES) {
      const n = count((q) => q.difficultyLevel === d && q.type === t);
      if (full && n === 0) fail('bank', `no ${t} at ${d}`);
    }
  for (const level of Object.values(CEFR).flat()) {
    const n = count((q) => q.cefrLevel === level);
    summary.push(`${level}: ${n}`);
    if (full && n < T.perCefrLevel) fail('bank', `CEFR ${level} has ${n} (need ${T.perCefrLevel})`);
  }
  for (const topic of TOPICS)
    for (const d of DIFFICULTIES) {
      const cell = all.filter((q) => q.grammarTopics?.[0] === topic && q.difficultyLevel === d);
      if (full && cell.length < T.perTopicAndDifficulty)
        fail('bank', `${topic} ${d} has ${cell.length} (need ${T.perTopicAndDifficulty})`);
      if (full && T.everyTypeInEveryCell)
        for (const t of TYPES) if (!cell.some((q) => q.type === t)) fail('bank', `${topic} ${d} has no ${t}`);
    }
  for (const c of CATEGORIES)
    if (full && count((q) => q.category === c) === 0) fail('bank', `category ${c} unused`);
  const positions = keyPositionProblems(all, KEY_POSITION_TOLERANCE);
  summary.push(positions.summary);
  if (full) for (const p of positions.problems) fail('key positions', p);
  return summary.join(', ');
}

function checkPaths() {
  const pathsFile = join(root, 'paths', 'paths.json');
  const resFile = join(root, 'resources', 'resources.json');
  if (!existsSync(pathsFile)) return 'paths: none yet';
  const resources = existsSync(resFile) ? JSON.parse(readFileSync(resFile, 'utf8')).resources : [];
  const resKeys = new Set();
  for (const r of resources) {
    const w = `resources ${r.key}`;
    if (resKeys.has(r.key)) fail(w, 'duplicate key');
    resKeys.add(r.key);
    for (const f of ['title', 'content', 'category']) if (!nonEmpty(r[f])) fail(w, `${f} missing`);
    if (!TOPICS.includes(r.grammarRule)) fail(w, 'grammarRule must be a grammar topic');
    if (!DIFFICULTIES.includes(r.difficulty)) fail(w, 'bad difficulty');
    for (const l of r.links ?? []) {
      try {
        new URL(l.url);
      } catch {
        fail(w, `bad link ${l.url}`);
      }
    }
  }
  const paths = JSON.parse(readFileSync(pathsFile, 'utf8')).paths;
  const pathKeys = new Set(paths.map((p) => p.key));
  const stageKeys = new Set();
  for (const p of paths) {
    const w = `paths ${p.key}`;
    for (const f of ['key', 'name', 'description']) if (!nonEmpty(p[f])) fail(w, `${f} missing`);
    if (!DIFFICULTIES.includes(p.difficultyLevel)) fail(w, 'bad difficultyLevel');
    if (!Object.values(CEFR).flat().includes(p.cefrLevel)) fail(w, 'bad cefrLevel');
    if (!(p.targetGrammarTopics ?? []).every((t) => TOPICS.includes(t))) fail(w, 'unknown target topic');
    for (const pre of p.prerequisites ?? [])
      if (!pathKeys.has(pre) || pre === p.key) fail(w, `bad prerequisite ${pre}`);
    if (!Array.isArray(p.stages) || p.stages.length < 5) fail(w, 'needs at least 5 stages');
    for (const s of p.stages ?? []) {
      const sw = `${w} stage ${s.key}`;
      if (stageKeys.has(s.key)) fail(sw, 'duplicate stage key');
      stageKeys.add(s.key);
      if (!nonEmpty(s.name) || !nonEmpty(s.description)) fail(sw, 'name and description needed');
      if (
        !(s.questionSet?.grammarTopics ?? []).length ||
        !(s.questionSet?.grammarTopics ?? []).every((t) => TOPICS.includes(t))
      )
        fail(sw, 'questionSet.grammarTopics needed');
      for (const r of s.resources ?? []) if (!resKeys.has(r)) fail(sw, `unknown resource ${r}`);
    }
  }
  return `paths: ${paths.length}, stages: ${stageKeys.size}, resources: ${resources.length}`;
}

const full = process.argv.includes('--full');
const all = checkQuestions();
const summary = [checkMatrix(all, full), checkPaths()].join('; ');
if (problems.length) {
  console.error(problems.slice(0, 200).join('\n'));
  console.error(`${problems.length} problem(s). ${summary}`);
  process.exit(1);
}
console.log(`content ok. ${summary}`);
