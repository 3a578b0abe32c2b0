import {
  CEFR_LEVELS,
  DIFFICULTY_LEVELS,
  DIFFICULTY_ORDER,
  type Category,
  type CefrLevel,
  type DifficultyLevel,
  type QuestionType,
} from '@grammarpath/contracts';
import { type CatalogEntry } from './catalog-entry';
import { type CatalogIndex } from './catalog-index';
import { type Random, sample, shuffled } from './random';

export interface SelectionFilter {
  questionTypes: QuestionType[];
  questionCount: number;
  difficultyLevel: DifficultyLevel;
  cefrLevel?: CefrLevel;
  category?: Category;
  progressiveDifficulty?: boolean;
}

export interface Selection {
  entries: CatalogEntry[];
  /** Set when the exact filter had too few questions. */
  widenedMessage?: string;
}

/** How many questions of each type: as even as possible, the remainder to randomly chosen types. */
export function balancedQuotas(
  types: readonly QuestionType[],
  count: number,
  random: Random,
): Map<QuestionType, number> {
  const base = Math.floor(count / types.length);
  const extra = new Set(shuffled(types, random).slice(0, count % types.length));
  return new Map(types.map((type) => [type, base + (extra.has(type) ? 1 : 0)]));
}

interface Step {
  level: string;
  /** Levels of CEFR or difficulty at this distance from the asked level. */
  ring: number;
  keepCategory: boolean;
}

/** The exact level first (with, then without the category), then neighbouring levels, nearest first. */
function wideningSteps(filter: SelectionFilter): Step[] {
  const ladder: readonly string[] = filter.cefrLevel ? CEFR_LEVELS : DIFFICULTY_LEVELS;
  const start = ladder.indexOf(filter.cefrLevel ?? filter.difficultyLevel);
  const steps: Step[] = [{ level: ladder[start], ring: 0, keepCategory: true }];
  if (filter.category) steps.push({ level: ladder[start], ring: 0, keepCategory: false });
  for (let ring = 1; ring < ladder.length; ring += 1) {
    for (const index of [start - ring, start + ring]) {
      if (index >= 0 && index < ladder.length)
        steps.push({ level: ladder[index], ring, keepCategory: false });
    }
  }
  return steps;
}

function candidates(
  index: CatalogIndex,
  type: QuestionType,
  step: Step,
  filter: SelectionFilter,
): readonly CatalogEntry[] {
  const category = step.keepCategory ? filter.category : undefined;
  return filter.cefrLevel
    ? index.byTypeAndCefr(type, step.level, category)
    : index.byTypeAndDifficulty(type, step.level, category);
}

const levelRank = (entry: CatalogEntry): number =>
  DIFFICULTY_ORDER[entry.difficultyLevel] * 10 + (entry.cefrLevel ? CEFR_LEVELS.indexOf(entry.cefrLevel) : 0);

/** Easier to harder (stable, so that the random order within a level stays), or fully shuffled. */
export function orderQuestions(
  entries: CatalogEntry[],
  progressive: boolean,
  random: Random,
): CatalogEntry[] {
  const mixed = shuffled(entries, random);
  return progressive ? mixed.sort((a, b) => levelRank(a) - levelRank(b)) : mixed;
}

function describeWidening(filter: SelectionFilter, steps: Step[]): string {
  const additions: string[] = [];
  if (steps.some((s) => s.ring === 0 && !s.keepCategory)) additions.push('other categories');
  const levels = [...new Set(steps.filter((s) => s.ring > 0).map((s) => s.level))];
  if (levels.length > 0) {
    additions.push(`${levels.map((l) => (filter.cefrLevel ? l.toUpperCase() : l)).join(', ')} level`);
  }
  const asked = filter.cefrLevel ? filter.cefrLevel.toUpperCase() : filter.difficultyLevel;
  return `There were not enough ${asked} questions${filter.category ? ` in ${filter.category}` : ''} for these settings, so this quiz also uses questions from ${additions.join(' and ')}.`;
}

/** Random picks allowed per wanted question before drawing falls back to a scan of the candidates. */
const PICKS_PER_QUESTION = 4;

/**
 * `wanted` candidates neither chosen nor seen recently, picked at random positions (uniformly, without
 * repeats): a few picks when most candidates qualify, as in a large bank, instead of a pass over all of them.
 * Null when they did not turn up within a few picks each.
 */
function pickFresh(
  pool: readonly CatalogEntry[],
  wanted: number,
  chosen: ReadonlySet<number>,
  recent: ReadonlySet<number>,
  random: Random,
): CatalogEntry[] | null {
  if (pool.length < wanted) return null;
  const picked = new Set<CatalogEntry>();
  for (let picks = 0; picked.size < wanted; picks += 1) {
    if (picks === wanted * PICKS_PER_QUESTION) return null;
    const entry = pool[Math.floor(random() * pool.length)];
    if (!chosen.has(entry.id) && !recent.has(entry.id)) picked.add(entry);
  }
  return [...picked];
}

/** Up to `wanted` unchosen candidates, those not seen recently first. */
function drawByScan(
  pool: readonly CatalogEntry[],
  wanted: number,
  chosen: ReadonlySet<number>,
  recent: ReadonlySet<number>,
  random: Random,
): CatalogEntry[] {
  const fresh: CatalogEntry[] = [];
  const seen: CatalogEntry[] = [];
  for (const entry of pool) {
    if (!chosen.has(entry.id)) (recent.has(entry.id) ? seen : fresh).push(entry);
  }
  const drawn = sample(fresh, wanted, random);
  if (drawn.length < wanted) drawn.push(...sample(seen, wanted - drawn.length, random));
  return drawn;
}

/**
 * Chooses a quiz's questions: no repeats, types balanced, questions seen recently only when nothing
 * else fits, widening to neighbouring levels (and saying so) when the exact filter has too few.
 */
export function selectQuestions(
  index: CatalogIndex,
  filter: SelectionFilter,
  recent: ReadonlySet<number>,
  random: Random = Math.random,
): Selection {
  const steps = wideningSteps(filter);
  const chosen = new Set<number>();
  const picked: CatalogEntry[] = [];
  const usedSteps = new Set<Step>();

  const take = (type: QuestionType, wanted: number): number => {
    let missing = wanted;
    for (const step of steps) {
      if (missing === 0) break;
      const pool = candidates(index, type, step, filter);
      const drawn =
        pickFresh(pool, missing, chosen, recent, random) ?? drawByScan(pool, missing, chosen, recent, random);
      if (drawn.length > 0 && step !== steps[0]) usedSteps.add(step);
      for (const entry of drawn) {
        chosen.add(entry.id);
        picked.push(entry);
      }
      missing -= drawn.length;
    }
    return wanted - missing;
  };

  const quotas = balancedQuotas(filter.questionTypes, filter.questionCount, random);
  let shortfall = 0;
  for (const [type, quota] of quotas) shortfall += quota - take(type, quota);
  // A type that ran out is made up by the others.
  for (const type of shuffled(filter.questionTypes, random)) {
    if (shortfall === 0) break;
    shortfall -= take(type, shortfall);
  }

  const entries = orderQuestions(picked, filter.progressiveDifficulty ?? false, random);
  return usedSteps.size > 0
    ? { entries, widenedMessage: describeWidening(filter, [...usedSteps]) }
    : { entries };
}
