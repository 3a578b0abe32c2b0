#!/usr/bin/env node
// Reorders the options of every option item (fill_blank, completion, multiple_choice) so that the correct
// option's position is balanced across each topic file and the bank, deterministically (from the item keys;
// a second run changes nothing). Only `options` arrays change; files are rewritten as 2-space JSON.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { QUESTIONS_DIR } from './lib/bank.mjs';
import { shuffleTopicOptions } from './lib/shuffle.mjs';
import { readOptions } from './lib/command-line.mjs';

const HELP = `Usage: node services/learning/content/tools/shuffle-options.mjs [--topic <t>]... [--dir <questions dir>] [--dry-run]

Balances the position of the correct option in questions/<topic>.json (all topics by default).
  --topic <t>   only this topic (repeatable)
  --dir <d>     another questions folder (e.g. a copy to try it on)
  --dry-run     report what would change, write nothing
  -h, --help    this help
`;

const args = readOptions(
  {
    topic: { type: 'string', multiple: true },
    dir: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
  HELP,
);
const dir = args.dir ?? QUESTIONS_DIR;
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort();
const topics = args.topic?.length ? args.topic : all;
let total = 0;
for (const topic of topics) {
  if (!all.includes(topic)) {
    process.stderr.write(`unknown topic "${topic}" (no ${topic}.json in ${dir})\n`);
    process.exit(2);
  }
  const file = join(dir, `${topic}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const changed = shuffleTopicOptions(data.topic ?? topic, data.questions ?? []);
  total += changed;
  process.stdout.write(`${topic}: ${changed} item(s) reordered\n`);
  if (changed && !args['dry-run']) writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
process.stdout.write(`${total} item(s) ${args['dry-run'] ? 'would be ' : ''}reordered\n`);
