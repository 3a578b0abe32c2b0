import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  GRAMMAR_TOPICS,
  type GrammarTips,
  LANGUAGES,
  type LocalizedTip,
  QUESTION_TYPES,
} from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { DEFAULT_CONTENT_DIR } from '../content/content-dir';

export const TIPS_FILE = join(DEFAULT_CONTENT_DIR, 'tips', 'tips.json');

function isLocalizedTip(value: unknown): value is LocalizedTip {
  if (!value || typeof value !== 'object') return false;
  const tip = value as Record<string, unknown>;
  return LANGUAGES.every((language) => typeof tip[language] === 'string' && tip[language] !== '');
}

/** Checks the whole file once at boot: a broken tips file stops the service instead of reaching learners. */
export function parseGrammarTips(raw: string): GrammarTips {
  const data = JSON.parse(raw) as Partial<GrammarTips>;
  const problems: string[] = [];
  for (const topic of GRAMMAR_TOPICS) {
    const tips = data.topics?.[topic];
    if (!Array.isArray(tips) || tips.length === 0 || !tips.every(isLocalizedTip))
      problems.push(`topics.${topic}`);
  }
  for (const type of QUESTION_TYPES) {
    const tips = data.questionTypes?.[type];
    if (!Array.isArray(tips) || tips.length === 0 || !tips.every(isLocalizedTip))
      problems.push(`questionTypes.${type}`);
  }
  const general = data.general;
  if (
    !Array.isArray(general) ||
    general.length !== 5 ||
    !general.every((tip, index) => isLocalizedTip(tip) && tip.number === index + 1)
  )
    problems.push('general');
  if (problems.length > 0)
    throw new Error(
      `tips.json: missing or incomplete (every tip needs ${LANGUAGES.join(', ')}): ${problems.join(', ')}`,
    );
  return { topics: data.topics!, questionTypes: data.questionTypes!, general: general! };
}

/** The Grammar Guide's tips from content/tips/tips.json, read and checked once. */
@Injectable()
export class GrammarTipsService {
  readonly tips: GrammarTips;
  /** Strong validator of the answer: the file only changes with a deploy. */
  readonly etag: string;

  constructor() {
    this.tips = parseGrammarTips(readFileSync(TIPS_FILE, 'utf8'));
    this.etag = `"${createHash('sha256').update(JSON.stringify(this.tips)).digest('base64url').slice(0, 27)}"`;
  }
}
