import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@grammarpath/contracts';
import { createQueryClient, MoodThemeProvider, USER_QUERY_KEY } from '@grammarpath/platform';
import { setupI18n } from '../i18n/setup-i18n';

export const TEST_USER: User = {
  id: 1,
  username: 'ana',
  displayName: 'Ana Lima',
  email: 'ana@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  streak: 0,
  points: 0,
  studyMinutes: 0,
  isAdmin: false,
  preferHighContrast: false,
  theme: 'calm',
};

/** Renders with the platform providers, a memory router at `path` and a known session. */
export function renderWithProviders(ui: ReactElement, { path = '/', user = null as User | null } = {}) {
  setupI18n();
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  return render(
    <QueryClientProvider client={client}>
      <MoodThemeProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </MoodThemeProvider>
    </QueryClientProvider>,
  );
}
