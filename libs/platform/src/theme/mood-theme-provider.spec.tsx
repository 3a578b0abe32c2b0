import { act, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@grammarpath/contracts';
import { createQueryClient } from '../query/query-client';
import { USER_QUERY_KEY } from '../session/user-query';
import { useMoodTheme } from './mood-theme-context';
import { MoodThemeProvider } from './mood-theme-provider';

function ThemeProbe() {
  const { theme, setTheme } = useMoodTheme();
  return (
    <button type="button" onClick={() => setTheme('focused')}>
      {theme}
    </button>
  );
}

function renderWithUser(user: User | null) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  render(
    <QueryClientProvider client={client}>
      <MoodThemeProvider>
        <ThemeProbe />
      </MoodThemeProvider>
    </QueryClientProvider>,
  );
}

describe('MoodThemeProvider', () => {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => '' }));

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('starts calm and restores a valid saved theme only', () => {
    localStorage.setItem('mood-theme', 'neon');
    renderWithUser(null);
    expect(screen.getByRole('button')).toHaveTextContent('calm');
  });

  it('restores the saved theme', () => {
    localStorage.setItem('mood-theme', 'serene');
    renderWithUser(null);
    expect(screen.getByRole('button')).toHaveTextContent('serene');
  });

  it('saves a chosen theme locally and on the server when logged in', async () => {
    renderWithUser({ id: 1, username: 'ana' } as User);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('focused');
    expect(localStorage.getItem('mood-theme')).toBe('focused');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/theme',
      expect.objectContaining({ body: '{"theme":"focused"}' }),
    );
  });

  it('does not call the server when logged out', async () => {
    renderWithUser(null);
    await act(async () => screen.getByRole('button').click());
    expect(localStorage.getItem('mood-theme')).toBe('focused');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('antd icons inside the provider', () => {
  it('give a busy button no English "loading" name', () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, null);
    render(
      <QueryClientProvider client={client}>
        <MoodThemeProvider>
          <Button loading>保存する</Button>
        </MoodThemeProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('保存する');
    expect(document.querySelector('[aria-label="loading"]')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
