import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrammarTips, LocalizedTip } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';

export const GRAMMAR_TIPS_QUERY_KEY = ['/api/grammar-tips'] as const;

/**
 * The tips change only with a deploy: fetched once a visit (the server also lets the browser cache them), or
 * by the renderer for a page it draws with the guide open (frame/prefetch-frame.ts).
 */
export const grammarTipsQuery = queryOptions({
  queryKey: GRAMMAR_TIPS_QUERY_KEY,
  queryFn: () => apiJson<GrammarTips>('GET', '/api/grammar-tips'),
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnWindowFocus: false,
});

export function useGrammarTips() {
  return useQuery(grammarTipsQuery);
}

export type TipLabel =
  | { kind: 'general'; number: number }
  | { kind: 'topic'; key: string }
  | { kind: 'questionType'; key: string };

export interface LabelledTip {
  id: string;
  label: TipLabel;
  tip: LocalizedTip;
}

/**
 * Every tip in showing order: the first general tip (daily practice) first, then the others in an order
 * that mixes general, topic and question-type tips. `seed` makes the order reproducible.
 */
export function tipsInOrder(tips: GrammarTips, seed: number): LabelledTip[] {
  const all: LabelledTip[] = [
    ...tips.general.map((tip) => ({
      id: `general-${tip.number}`,
      label: { kind: 'general', number: tip.number } as const,
      tip,
    })),
    ...Object.entries(tips.topics).flatMap(([key, list]) =>
      list.map((tip, index) => ({
        id: `topic-${key}-${index}`,
        label: { kind: 'topic', key } as const,
        tip,
      })),
    ),
    ...Object.entries(tips.questionTypes).flatMap(([key, list]) =>
      list.map((tip, index) => ({
        id: `type-${key}-${index}`,
        label: { kind: 'questionType', key } as const,
        tip,
      })),
    ),
  ];
  const [first, ...rest] = all;
  let state = seed >>> 0 || 1;
  const random = () => {
    // xorshift32: a small deterministic shuffle.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return first ? [first, ...rest] : [];
}
