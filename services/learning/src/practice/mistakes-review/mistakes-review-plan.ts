import { type QuestionType } from '@grammarpath/contracts';
import { type CatalogEntry } from '../questions/catalog-entry';
import { type CatalogIndex } from '../questions/catalog-index';
import { type Random, sample } from '../questions/random';

export interface RuleMistakes {
  questionType: QuestionType;
  grammarRule: string;
  errorCount: number;
}

/**
 * A mistakes review: up to half the questions the learner missed (latest first), the rest fresh
 * questions of the rules they keep getting wrong, shared out by how often each rule went wrong.
 */
export function planMistakesReview(
  index: CatalogIndex,
  rules: readonly RuleMistakes[],
  missedIds: readonly number[],
  recent: ReadonlySet<number>,
  count: number,
  random: Random,
): CatalogEntry[] {
  const chosen = new Map<number, CatalogEntry>();
  const add = (entries: readonly CatalogEntry[]) => entries.forEach((e) => chosen.set(e.id, e));
  const missed = missedIds.flatMap((id) => index.byId.get(id) ?? []);
  add(missed.slice(0, Math.ceil(count / 2)));

  const freshOf = (rule: RuleMistakes) =>
    index
      .byTypeAndTopic(rule.questionType, rule.grammarRule)
      .filter((e) => !chosen.has(e.id) && !recent.has(e.id));
  const totalErrors = rules.reduce((sum, rule) => sum + rule.errorCount, 0);
  const room = count - chosen.size;
  for (const rule of rules) {
    if (chosen.size >= count) break;
    const share = Math.max(1, Math.round((room * rule.errorCount) / Math.max(totalErrors, 1)));
    add(sample(freshOf(rule), Math.min(share, count - chosen.size), random));
  }
  // Still room: more of the same rules (seen recently or not), then the rest of the missed questions.
  for (const rule of rules) {
    if (chosen.size >= count) break;
    const more = index.byTypeAndTopic(rule.questionType, rule.grammarRule).filter((e) => !chosen.has(e.id));
    add(sample(more, count - chosen.size, random));
  }
  add(missed.filter((e) => !chosen.has(e.id)).slice(0, count - chosen.size));
  return [...chosen.values()];
}
