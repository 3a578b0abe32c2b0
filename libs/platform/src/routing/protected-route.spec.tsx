import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { User } from '@grammarpath/contracts';
import { createQueryClient } from '../query/query-client';
import { USER_QUERY_KEY } from '../session/user-query';
import { initI18n } from '../i18n/i18n';
import { ProtectedRoute } from './protected-route';

initI18n();

function renderAt(user: User | null | undefined) {
  const client = createQueryClient();
  if (user !== undefined) client.setQueryData(USER_QUERY_KEY, user);
  else global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/progress']}>
        <Routes>
          <Route path="/auth" element={<h1>Auth page</h1>} />
          <Route
            path="/progress"
            element={
              <ProtectedRoute>
                <h1>Progress page</h1>
              </ProtectedRoute>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProtectedRoute', () => {
  it('shows the page when a user exists', () => {
    renderAt({ id: 1, username: 'ana' } as User);
    expect(screen.getByRole('heading', { name: 'Progress page' })).toBeInTheDocument();
  });

  it('redirects to /auth when logged out', () => {
    renderAt(null);
    expect(screen.getByRole('heading', { name: 'Auth page' })).toBeInTheDocument();
  });

  it('shows a spinner while the session loads', () => {
    const { container } = renderAt(undefined);
    expect(container.querySelector('.ant-spin')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
