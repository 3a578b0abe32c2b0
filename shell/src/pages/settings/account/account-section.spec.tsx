import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, type ActiveSession } from '@grammarpath/contracts';
import { renderWithProviders, TEST_USER } from '../../../testing/render-with-providers';
import { AccountSection } from './account-section';

const user = userEvent.setup({ delay: null });

// Typing into antd inputs is slow in jsdom, the more on a loaded machine.
jest.setTimeout(120_000);

const SESSIONS: ActiveSession[] = [
  {
    id: 'handle-this',
    browser: 'Firefox',
    os: 'macOS',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: '2026-11-26T08:00:00.000Z',
    current: true,
  },
  {
    id: 'handle-phone',
    browser: 'Chrome',
    os: 'Android',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: '2026-11-25T18:30:00.000Z',
    current: false,
  },
];

function respond(body: unknown, status = 200) {
  return Promise.resolve({
    ok: status < 400,
    status,
    statusText: status < 400 ? 'OK' : 'Error',
    text: async () => JSON.stringify(body),
    json: async () => body,
  });
}

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string, init?: RequestInit) => {
    if (url === '/api/user/sessions') return respond(SESSIONS);
    if (url === '/api/user/sessions/end')
      return respond(SESSIONS.filter((s) => s.id !== JSON.parse(String(init?.body)).id));
    if (url === '/api/user/password')
      return respond({ statusCode: 403, message: ACCOUNT_MESSAGES.currentPasswordIncorrect }, 403);
    return respond({ statusCode: 404, message: 'Not Found' }, 404);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('AccountSection', () => {
  it('asks a visitor to log in', () => {
    renderWithProviders(<AccountSection />);
    expect(screen.getByText(/Log in to change your password/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the sessions, this device first and marked, and ends another one after a confirmation', async () => {
    renderWithProviders(<AccountSection />, { user: TEST_USER });
    const rows = await screen.findAllByTestId('active-session');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Chrome on Android');
    expect(within(rows[1]).getByText('Android')).toHaveAttribute('lang', 'en');

    await user.click(within(rows[1]).getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(screen.getAllByTestId('active-session')).toHaveLength(1));
    const ended = fetchMock.mock.calls.find(([url]) => url === '/api/user/sessions/end');
    expect(JSON.parse(String(ended?.[1]?.body))).toEqual({ id: 'handle-phone' });
  });

  it('shows an error with a retry when the sessions cannot be loaded', async () => {
    fetchMock.mockImplementation(() => respond({ statusCode: 503, message: 'down' }, 503));
    renderWithProviders(<AccountSection />, { user: TEST_USER });
    expect(await screen.findByText('Could not load your sessions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('checks the new password before sending, and shows a wrong current password on its field', async () => {
    renderWithProviders(<AccountSection />, { user: TEST_USER });
    await user.type(screen.getByLabelText('Current password'), 'whatever-it-was');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/password')).toBe(false);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'amber-lantern-42');
    await user.type(screen.getByLabelText('Confirm new password'), 'amber-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordIncorrect)).toBeInTheDocument();
  });

  it('asks for the password in a dialog before deleting the account', async () => {
    renderWithProviders(<AccountSection />, { user: TEST_USER });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.passwordIncorrect)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/delete')).toBe(false);
  });
});
