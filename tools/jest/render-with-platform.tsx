import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@grammarpath/contracts';
import { createQueryClient, initI18n, MoodThemeProvider, USER_QUERY_KEY } from '@grammarpath/platform';

export const TEST_USER: User = {
  id: 1,
  username: 'ana',
  displayName: 'Ana Lima',
  email: 'ana@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  studyMinutes: 0,
  isAdmin: false,
  preferHighContrast: false,
  theme: 'calm',
};

/**
 * Renders a front end's component as its host would: a fresh query cache holding a known session
 * (null: logged out), the mood theme and toasts, and a memory router at `path`. `prepare` may fill the cache
 * first, as the hydration of a page rendered on the server does.
 */
export function renderWithPlatform(
  ui: ReactElement,
  {
    path = '/',
    user = null as User | null,
    prepare,
  }: { path?: string; user?: User | null; prepare?: (client: QueryClient) => void } = {},
) {
  initI18n();
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  prepare?.(client);
  return render(
    <QueryClientProvider client={client}>
      <MoodThemeProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </MoodThemeProvider>
    </QueryClientProvider>,
  );
}
