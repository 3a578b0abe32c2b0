import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { User } from '@grammarpath/contracts';
import { initI18n } from '../i18n/i18n';
import { createQueryClient } from '../query/query-client';
import { MoodThemeProvider } from '../theme/mood-theme-provider';
import { useLogin, useLogout } from './session-mutations';
import { USER_QUERY_KEY } from './user-query';

initI18n();

function respond(status: number, body: string) {
  return {
    ok: status < 300,
    status,
    statusText: '',
    text: async () => body,
    json: async () => JSON.parse(body),
  };
}

function Controls() {
  const login = useLogin();
  const logout = useLogout();
  return (
    <>
      <button type="button" onClick={() => login.mutate({ username: 'ana', password: 'secret1' })}>
        login
      </button>
      <button type="button" onClick={() => logout.mutate()}>
        logout
      </button>
    </>
  );
}

function renderControls() {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, { id: 1, username: 'ana' } as User);
  client.setQueryData(['/api/learning-paths'], [{ id: 1 }]);
  render(
    <QueryClientProvider client={client}>
      <MoodThemeProvider>
        <MemoryRouter initialEntries={['/progress']}>
          <Routes>
            <Route path="/auth" element={<h1>Auth page</h1>} />
            <Route path="*" element={<Controls />} />
          </Routes>
        </MemoryRouter>
      </MoodThemeProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('session mutations', () => {
  afterEach(() => jest.useRealTimers());

  it('logout clears every cached query, toasts, and goes to /auth after 300 ms', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(async () => respond(200, '')) as unknown as typeof fetch;
    const client = renderControls();

    await act(async () => screen.getByRole('button', { name: 'logout' }).click());

    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(client.getQueryData(['/api/learning-paths'])).toBeUndefined();
    expect(screen.getByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out of your account.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByRole('heading', { name: 'Auth page' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Auth page' })).toBeInTheDocument();
  });

  it("login failure toasts 'Login failed' with the server's message", async () => {
    global.fetch = jest.fn(async () =>
      respond(401, '{"statusCode":401,"message":"Wrong credentials"}'),
    ) as unknown as typeof fetch;
    renderControls();
    await act(async () => screen.getByRole('button', { name: 'login' }).click());
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Wrong credentials')).toBeInTheDocument();
  });

  it('login success puts the user in the cache and welcomes them by display name', async () => {
    const user = { id: 2, username: 'bo', displayName: 'Bo Tran' } as User;
    global.fetch = jest.fn(async () => respond(200, JSON.stringify(user))) as unknown as typeof fetch;
    const client = renderControls();
    await act(async () => screen.getByRole('button', { name: 'login' }).click());
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual(user);
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Bo Tran!')).toBeInTheDocument();
  });
});
