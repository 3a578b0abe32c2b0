#!/usr/bin/env node
// The content pipeline's grammar check: parses, with link-grammar, every candidate order of each rearrange
// item and the sentence of every option, and reports grammatical orders missing from `acceptedAnswers` and
// wrong options that make a grammatical sentence, unless review/<topic>.json gives a reason. Verdicts are
// cached in review/parses/<topic>.json so that a run with a complete cache needs no parser.
// See ../README.md ("Grammar check") for the rules and file formats.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CANDIDATE_RULE, candidateOrders, fullPermutation, tokenSetKey } from './lib/candidates.mjs';
import { optionSentences } from './lib/option-sentences.mjs';
import { INSTALL_HINT, PARSER_SETTINGS, parseSentences, parserVersion } from './lib/link-parser.mjs';
import { PLAUSIBILITY_RULE, compactParse, plausibleFilter } from './lib/plausible.mjs';
import {
  CONTENT_DIR,
  PARSES_DIR,
  loadGraderNormalisation,
  loadReview,
  loadTopic,
  topicFiles,
} from './lib/bank.mjs';
import { readOptions } from './lib/command-line.mjs';

const HELP = `Usage: node services/learning/content/tools/grammar-check.mjs [options]

Parses (link-grammar, complete linkages only) every candidate order of each rearrange item and the sentence
of every option of fill_blank, completion and full-sentence multiple_choice items, and reports:
  - rearrange orders that parse but are neither in acceptedAnswers nor rejected with a reason in
    review/<topic>.json -> "rearrange": { "<key>": { "<order>": "<reason>" } }
  - wrong options whose sentence parses and that have no reason in
    review/<topic>.json -> "distractors": { "<key>": { "<option>": "<reason>" } }
Verdicts are cached in review/parses/<topic>.json (commit it); with a complete cache no parser is needed.

Options:
  --topic <t>   check one topic (questions/<t>.json); repeatable; default: all topics
  --cached      never run the parser: fail when the cache lacks a verdict (what CI and the tests run)
  --no-write    do not update review/parses/<topic>.json
  --all-parses  report every complete parse of a rearrange candidate, not only the plausible ones
  --json        print the result as JSON (findings with topic, key, kind, text) instead of text
  --verbose     also list correct answers and accepted orders that do not parse
  -h, --help    this help

Exit status: 0 no findings; 1 findings; 2 usage error, unreadable file, or verdicts missing without a parser.
`;

const args = readOptions(
  {
    topic: { type: 'string', multiple: true },
    cached: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'all-parses': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
  HELP,
);

const all = topicFiles();
const topics = args.topic?.length ? args.topic : all;
for (const t of topics)
  if (!all.includes(t)) {
    process.stderr.write(`unknown topic "${t}" (no questions/${t}.json). Topics: ${all.join(', ')}\n`);
    process.exit(2);
  }

/** The grader's forms of an answer (case, spacing, apostrophes, final punctuation, contractions in full). */
const formsOf = await loadGraderNormalisation();
const sameAs = (list) => {
  const forms = new Set(list.flatMap(formsOf));
  return (text) => formsOf(text).some((f) => forms.has(f));
};
/** Stamped into every cache file: a change of candidate rule or parser settings re-parses. */
const CACHE_RULE = `${CANDIDATE_RULE}; link-parser ${PARSER_SETTINGS}`;
const cacheFile = (topic) => join(PARSES_DIR, `${topic}.json`);
const rel = (file) => relative(process.cwd(), file) || file;

function readCache(topic) {
  const file = cacheFile(topic);
  if (!existsSync(file)) return { rearrange: {}, sentences: {} };
  try {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    if (data.rule !== CACHE_RULE) return { rearrange: {}, sentences: {}, stale: true };
    return { rearrange: data.rearrange ?? {}, sentences: data.sentences ?? {} };
  } catch {
    return { rearrange: {}, sentences: {}, stale: true };
  }
}

// 1. Load every topic, its review and its cache; work out what needs parsing.
const errors = [];
const work = [];
for (const topic of topics) {
  let questions;
  let review;
  try {
    questions = loadTopic(topic);
  } catch (error) {
    errors.push(`questions/${topic}.json: ${error.message}`);
    continue;
  }
  try {
    review = loadReview(topic);
  } catch (error) {
    errors.push(`review/${topic}.json: ${error.message}`);
    continue;
  }
  const cache = readCache(topic);
  const rearrange = [];
  const options = [];
  for (const q of questions) {
    if (q.type === 'rearrange' && Array.isArray(q.words) && typeof q.correctAnswer === 'string') {
      const key = tokenSetKey(q.words);
      const cached = cache.rearrange[key];
      const full = fullPermutation(q.words, q.correctAnswer);
      let hit = false;
      if (cached) {
        if (full) hit = !cached.seeds;
        else {
          const seeds = candidateOrders(q).seeds;
          hit = Array.isArray(cached.seeds) && seeds.every((s) => cached.seeds.includes(s));
        }
      }
      rearrange.push({ q, key, hit, cached });
    } else if (['fill_blank', 'completion', 'multiple_choice'].includes(q.type)) {
      const sentences = optionSentences(q);
      options.push({ q, sentences });
    }
  }
  work.push({ topic, questions, review, cache, rearrange, options });
}

// 2. Parse what the cache lacks, with one parser process for the whole run.
const toParse = new Set();
let cacheHits = 0;
for (const w of work) {
  for (const r of w.rearrange) {
    if (r.hit) {
      cacheHits += 1;
      continue;
    }
    r.candidates = candidateOrders(r.q);
    r.candidates.sentences.forEach((s) => toParse.add(s));
  }
  for (const o of w.options)
    for (const s of o.sentences?.values() ?? []) {
      if (s in w.cache.sentences) cacheHits += 1;
      else toParse.add(s);
    }
}

let verdicts = new Map();
let parseSeconds = 0;
if (toParse.size > 0) {
  const version = args.cached ? null : parserVersion();
  if (!version) {
    const missingItems = work.flatMap((w) => [
      ...w.rearrange.filter((r) => !r.hit).map((r) => r.q.key),
      ...w.options
        .filter((o) => [...(o.sentences?.values() ?? [])].some((s) => !(s in w.cache.sentences)))
        .map((o) => o.q.key),
    ]);
    process.stderr.write(
      `grammar check: the parse cache (review/parses/<topic>.json) lacks verdicts for ${toParse.size} sentence(s) of ` +
        `${missingItems.length} item(s): ${missingItems.slice(0, 20).join(', ')}${missingItems.length > 20 ? ', …' : ''}\n` +
        (args.cached
          ? 'Run `node services/learning/content/tools/grammar-check.mjs` with link-grammar installed and commit review/parses/.\n'
          : `link-parser is not installed. ${INSTALL_HINT}\n`),
    );
    process.exit(2);
  }
  const started = Date.now();
  process.stderr.write(`parsing ${toParse.size} sentence(s) with ${version}…\n`);
  verdicts = await parseSentences([...toParse], {
    onProgress: (done, total) => {
      if (done % 20000 === 0) process.stderr.write(`  ${done}/${total}\n`);
    },
  });
  parseSeconds = (Date.now() - started) / 1000;
}

// 3. Check every item against its verdicts and review, and rebuild each topic's cache (current items only).
const findings = [];
const counts = {
  rearrangeItems: 0,
  optionItems: 0,
  optionItemsNotApplicable: 0,
  ordersParsed: 0,
  implausibleParses: 0,
};
const notes = { correctOptionUnparsed: [], acceptedOrderUnparsed: [], staleReviewEntries: [] };
const finding = (topic, key, kind, text, extra = {}) => findings.push({ topic, key, kind, text, ...extra });

for (const w of work) {
  const next = { rearrange: {}, sentences: {} };
  const reviewed = (table, key, text) => {
    const entries = table?.[key] ?? {};
    const matches = sameAs([text]);
    return Object.entries(entries).some(
      ([k, reason]) => matches(k) && typeof reason === 'string' && reason.trim() !== '',
    );
  };
  for (const r of w.rearrange) {
    counts.rearrangeItems += 1;
    let entry;
    if (r.hit) entry = r.cached;
    else {
      const parsed = {};
      for (const s of r.candidates.sentences) {
        const info = verdicts.get(s);
        if (info) parsed[s] = compactParse(info);
      }
      counts.ordersParsed += r.candidates.sentences.length;
      entry = r.candidates.full ? { parsed } : { seeds: r.candidates.seeds, parsed };
    }
    // Several items may share a token set: merge their seeds.
    const prev = next.rearrange[r.key];
    if (prev && prev.seeds && entry.seeds) {
      next.rearrange[r.key] = {
        seeds: [...new Set([...prev.seeds, ...entry.seeds])].sort(),
        parsed: { ...prev.parsed, ...entry.parsed },
      };
    } else next.rearrange[r.key] = entry;

    const answers = [...new Set([r.q.correctAnswer, ...(r.q.acceptedAnswers ?? [])])];
    const isAccepted = sameAs(answers);
    const byForm = new Map();
    for (const [order, p] of Object.entries(entry.parsed)) for (const f of formsOf(order)) byForm.set(f, p);
    const parseOf = (answer) =>
      formsOf(answer)
        .map((f) => byForm.get(f))
        .find(Boolean) ?? null;
    const acceptedParses = answers.map(parseOf);
    answers.forEach((a, i) => {
      if (!acceptedParses[i]) notes.acceptedOrderUnparsed.push(`${r.q.key}: ${a}`);
    });
    const plausible = plausibleFilter(acceptedParses, r.q.correctAnswer.trim().slice(-1));
    const rejected = w.review.rearrange?.[r.q.key] ?? {};
    for (const order of Object.keys(rejected))
      if (isAccepted(order))
        finding(w.topic, r.q.key, 'review-rejects-accepted', order, { where: 'rearrange' });
    const seen = new Set();
    for (const [order, p] of Object.entries(entry.parsed)) {
      const n = formsOf(order)[0];
      if (isAccepted(order) || seen.has(n)) continue;
      seen.add(n);
      if (!args['all-parses'] && !plausible(p)) {
        counts.implausibleParses += 1;
        continue;
      }
      if (!reviewed(w.review.rearrange, r.q.key, order))
        finding(w.topic, r.q.key, 'rearrange-unlisted', order);
    }
  }
  for (const o of w.options) {
    if (!o.sentences) {
      counts.optionItemsNotApplicable += 1;
      continue;
    }
    counts.optionItems += 1;
    for (const [option, sentence] of o.sentences) {
      const ok =
        sentence in w.cache.sentences ? w.cache.sentences[sentence] === 1 : Boolean(verdicts.get(sentence));
      next.sentences[sentence] = ok ? 1 : 0;
      if (option === o.q.correctAnswer) {
        if (!ok) notes.correctOptionUnparsed.push(`${o.q.key}: ${sentence}`);
      } else if (ok && !reviewed(w.review.distractors, o.q.key, option))
        finding(w.topic, o.q.key, 'distractor-parses', option, { sentence });
    }
  }
  // Review entries for items or options that no longer exist (reported, not failures).
  const byKey = new Map(w.questions.map((q) => [q.key, q]));
  for (const key of Object.keys(w.review.rearrange ?? {}))
    if (byKey.get(key)?.type !== 'rearrange')
      notes.staleReviewEntries.push(`review/${w.topic}.json rearrange ${key}`);
  for (const [key, entries] of Object.entries(w.review.distractors ?? {})) {
    const q = byKey.get(key);
    if (!Array.isArray(q?.options))
      notes.staleReviewEntries.push(`review/${w.topic}.json distractors ${key}`);
    else
      for (const option of Object.keys(entries ?? {}))
        if (!q.options.includes(option))
          notes.staleReviewEntries.push(
            `review/${w.topic}.json distractors ${key} ${JSON.stringify(option)}`,
          );
  }
  w.next = next;
}

/** The cache file's text: one line per order or sentence, so that diffs stay readable and the file small. */
function cacheText(rearrange, sentences) {
  const sortedKeys = (o) => Object.keys(o).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lines = ['{', `"rule": ${JSON.stringify(CACHE_RULE)},`, '"rearrange": {'];
  const sets = sortedKeys(rearrange);
  sets.forEach((set, i) => {
    const entry = rearrange[set];
    lines.push(`${JSON.stringify(set)}: {`);
    if (entry.seeds) lines.push(`"seeds": ${JSON.stringify(entry.seeds)},`);
    const orders = sortedKeys(entry.parsed);
    lines.push(`"parsed": {${orders.length ? '' : '}'}`);
    orders.forEach((o, j) =>
      lines.push(
        `${JSON.stringify(o)}: ${JSON.stringify(entry.parsed[o])}${j < orders.length - 1 ? ',' : ''}`,
      ),
    );
    if (orders.length) lines.push('}');
    lines.push(`}${i < sets.length - 1 ? ',' : ''}`);
  });
  lines.push('},', '"sentences": {');
  const keys = sortedKeys(sentences);
  keys.forEach((k, i) =>
    lines.push(`${JSON.stringify(k)}: ${sentences[k]}${i < keys.length - 1 ? ',' : ''}`),
  );
  lines.push('}', '}');
  return `${lines.join('\n')}\n`;
}

let cacheBytes = 0;
for (const w of work) {
  const text = cacheText(w.next.rearrange, w.next.sentences);
  cacheBytes += Buffer.byteLength(text);
  if (args.cached || args['no-write']) continue;
  const file = cacheFile(w.topic);
  const old = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (old !== text) {
    mkdirSync(PARSES_DIR, { recursive: true });
    writeFileSync(file, text);
  }
}

// 4. Report.
const byKind = {};
for (const f of findings) byKind[f.kind] = (byKind[f.kind] ?? 0) + 1;
const summary = {
  topics: work.length,
  rearrangeItems: counts.rearrangeItems,
  optionItems: counts.optionItems,
  optionItemsNotApplicable: counts.optionItemsNotApplicable,
  sentencesParsed: toParse.size,
  parseSeconds,
  cacheHits,
  cacheBytes,
  implausibleParsesSkipped: counts.implausibleParses,
  correctOptionsThatDoNotParse: notes.correctOptionUnparsed.length,
  acceptedOrdersThatDoNotParse: notes.acceptedOrderUnparsed.length,
  staleReviewEntries: notes.staleReviewEntries.length,
  findings: findings.length,
  findingsByKind: byKind,
  errors,
};

if (args.json) {
  process.stdout.write(
    `${JSON.stringify({ summary, findings, notes: args.verbose ? notes : undefined }, null, 1)}\n`,
  );
} else {
  const out = [];
  const grouped = new Map();
  for (const f of findings) {
    const id = `${f.topic}\u0000${f.kind}\u0000${f.key}`;
    if (!grouped.has(id)) grouped.set(id, []);
    grouped.get(id).push(f);
  }
  for (const list of grouped.values()) {
    const { topic, kind, key } = list[0];
    if (kind === 'rearrange-unlisted') {
      out.push(
        `\n[rearrange-unlisted] ${key}: ${list.length} complete parse(s) not in acceptedAnswers; add the right ones to ` +
          `acceptedAnswers in questions/${topic}.json, reject the others in review/${topic}.json "rearrange":`,
      );
      out.push(`  "${key}": {`);
      out.push(list.map((f) => `    ${JSON.stringify(f.text)}: "<reason>"`).join(',\n'));
      out.push('  }');
    } else if (kind === 'distractor-parses') {
      out.push(
        `\n[distractor-parses] ${key}: wrong option(s) making a sentence that parses; give the reason in review/${topic}.json "distractors" ` +
          `(or fix the option):`,
      );
      for (const f of list) out.push(`    // ${f.sentence}`);
      out.push(`  "${key}": {`);
      out.push(list.map((f) => `    ${JSON.stringify(f.text)}: "<reason>"`).join(',\n'));
      out.push('  }');
    } else {
      out.push(`\n[${kind}] ${key}: review/${topic}.json rejects an order that is in acceptedAnswers:`);
      for (const f of list) out.push(`    ${JSON.stringify(f.text)}`);
    }
  }
  if (args.verbose) {
    out.push(`\nCorrect options whose sentence does not parse (parser limits, not failures):`);
    out.push(...notes.correctOptionUnparsed.map((s) => `  ${s}`));
    out.push(`\nAccepted rearrange orders that do not parse (parser limits, not failures):`);
    out.push(...notes.acceptedOrderUnparsed.map((s) => `  ${s}`));
    out.push(`\nReview entries for items or options that no longer exist (not failures):`);
    out.push(...notes.staleReviewEntries.map((s) => `  ${s}`));
  }
  for (const e of errors) out.push(`error: ${e}`);
  out.push(
    `\ngrammar check: ${summary.topics} topic(s), ${summary.rearrangeItems} rearrange item(s), ${summary.optionItems} option item(s) ` +
      `(${summary.optionItemsNotApplicable} not applicable); ${summary.sentencesParsed} sentence(s) parsed` +
      (parseSeconds
        ? ` in ${parseSeconds.toFixed(1)} s (${Math.round(summary.sentencesParsed / parseSeconds)}/s)`
        : '') +
      `, ${cacheHits} cache hit(s); ${counts.implausibleParses} implausible rearrange parse(s) skipped (${PLAUSIBILITY_RULE}); cache ${(cacheBytes / 1024).toFixed(0)} KiB in ${rel(PARSES_DIR)}`,
  );
  out.push(
    `not failures (parser limits): ${summary.correctOptionsThatDoNotParse} correct option(s) and ` +
      `${summary.acceptedOrdersThatDoNotParse} accepted order(s) that do not parse; ` +
      `${summary.staleReviewEntries} review entr${summary.staleReviewEntries === 1 ? 'y' : 'ies'} for items or options that no longer exist` +
      `${args.verbose ? '' : ' (--verbose lists them)'}`,
  );
  out.push(
    findings.length
      ? `${findings.length} finding(s): ${Object.entries(byKind)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`
      : 'no findings',
  );
  process.stdout.write(`${out.join('\n')}\n`);
}
void CONTENT_DIR;
process.exitCode = errors.length ? 2 : findings.length ? 1 : 0;
