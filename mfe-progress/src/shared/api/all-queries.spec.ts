import type { QueryStateQuery } from '@grammarpath/platform/ui';
import { allQueries } from './all-queries';

const query = <T>(over: Partial<QueryStateQuery<T>>): QueryStateQuery<T> =>
  ({ data: undefined, error: null, isPending: false, refetch: jest.fn(async () => ({})), ...over }) as never;

describe('allQueries', () => {
  it('is pending while any query is, and has data only once every one has', () => {
    const both = allQueries(query({ data: 1 }), query<string>({ isPending: true }));
    expect(both.isPending).toBe(true);
    expect(both.data).toBeUndefined();
    expect(allQueries(query({ data: 1 }), query({ data: 'a' })).data).toEqual([1, 'a']);
  });

  it('fails with the first error and retries every query', async () => {
    const first = query({ data: 1 });
    const broken = query<number>({ error: new Error('500: down') });
    const both = allQueries(first, broken);
    expect(both.error?.message).toBe('500: down');
    await both.refetch();
    expect(first.refetch).toHaveBeenCalledTimes(1);
    expect(broken.refetch).toHaveBeenCalledTimes(1);
  });
});
