import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { initI18n } from '../i18n/i18n';
import { QueryState, type QueryStateProps } from './query-state';

beforeAll(() => initI18n());

/** A real query over `load`, shown through QueryState. */
function Words(
  props: { load: () => Promise<string[]> } & Omit<QueryStateProps<string[]>, 'query' | 'children'>,
) {
  const { load, ...rest } = props;
  const query = useQuery({ queryKey: ['words'], queryFn: load });
  return (
    <QueryState query={query} {...rest}>
      {(words) => <p>{words.join(', ')}</p>}
    </QueryState>
  );
}

function renderWords(props: Parameters<typeof Words>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Words {...props} />
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('shows a named loading state, then the data', async () => {
    let finish: (words: string[]) => void = () => undefined;
    renderWords({ load: () => new Promise((resolve) => (finish = resolve)) });
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    finish(['am', 'is', 'are']);
    expect(await screen.findByText('am, is, are')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, which loads again', async () => {
    const load = jest
      .fn<Promise<string[]>, []>()
      .mockRejectedValueOnce(new Error('500: Internal Server Error'))
      .mockResolvedValueOnce(['was', 'were']);
    renderWords({ load });
    expect(await screen.findByText('Could not load this part of the page.')).toBeInTheDocument();
    expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('was, were')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('uses the caller’s error title and loading label', async () => {
    renderWords({
      load: () => Promise.reject(new Error('404: Not Found')),
      errorTitle: 'The learning paths could not be loaded.',
    });
    expect(await screen.findByText('The learning paths could not be loaded.')).toBeInTheDocument();
  });

  it('shows the empty state only when asked, generic or the caller’s', async () => {
    const { unmount } = renderWords({ load: async () => [], empty: true });
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
    unmount();
    renderWords({ load: async () => [], empty: <p>No paths yet</p> });
    expect(await screen.findByText('No paths yet')).toBeInTheDocument();
  });

  it('renders the data as it is without an empty state', async () => {
    renderWords({ load: async () => [] });
    expect(await screen.findByRole('paragraph')).toHaveTextContent('');
  });
});
