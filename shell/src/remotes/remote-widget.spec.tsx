import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '../testing/render-with-providers';
import { RemoteBoundary } from './remote-boundary';
import { RemoteWidget } from './remote-widget';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const UNAVAILABLE = 'This part of GrammarPath is unavailable right now.';

describe('remote boundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ mfe_quiz: '/mfe/quiz/mf-manifest.json' }),
    })) as unknown as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers the remotes from /remotes.json, shows the panel when loading fails, and Retry loads again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to get manifest'));
    // act lets React re-render when the remote's promise settles.
    await act(async () => {
      renderWithProviders(<RemoteWidget remote="mfe_quiz" widget="QuizSetupWidget" />);
    });

    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_quiz', entry: 'http://localhost/mfe/quiz/mf-manifest.json' }],
      { force: true },
    );

    loadRemoteMock.mockResolvedValueOnce({ QuizSetupWidget: () => <p>Quiz setup loaded</p> });
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText('Quiz setup loaded')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenLastCalledWith('mfe_quiz/QuizSetupWidget');
  });

  it('contains a remote that throws while rendering', () => {
    function Broken(): never {
      throw new Error('remote bug');
    }
    renderWithProviders(
      <>
        <p>Frame still here</p>
        <RemoteBoundary>
          <Broken />
        </RemoteBoundary>
      </>,
    );
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText('Frame still here')).toBeInTheDocument();
  });
});
