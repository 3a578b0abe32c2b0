import type { QueryStateQuery } from '@grammarpath/platform/ui';

type Datas<Queries extends readonly QueryStateQuery<unknown>[]> = {
  [I in keyof Queries]: Queries[I] extends QueryStateQuery<infer T> ? NonNullable<T> : never;
};

/**
 * Several queries as one for `QueryState`: pending while any is, failed with the first error, the data of
 * all once every one has data; Retry refetches them all.
 */
export function allQueries<const Queries extends readonly QueryStateQuery<unknown>[]>(
  ...queries: Queries
): QueryStateQuery<Datas<Queries>> {
  const datas = queries.map((query) => query.data);
  const combined = {
    isPending: queries.some((query) => query.isPending),
    error: queries.find((query) => query.error)?.error ?? null,
    data: datas.every((data) => data !== undefined && data !== null) ? datas : undefined,
    refetch: () => Promise.all(queries.map((query) => query.refetch())),
  };
  // The refetch's result differs from one query's; QueryState only calls it.
  return combined as unknown as QueryStateQuery<Datas<Queries>>;
}
