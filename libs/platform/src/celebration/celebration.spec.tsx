import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../i18n/i18n';
import { createQueryClient } from '../query/query-client';
import { USER_QUERY_KEY } from '../session/user-query';
import { MoodThemeProvider } from '../theme/mood-theme-provider';
import { CelebrationDialog } from './celebration-dialog';
import { activeCelebration, celebrate, dismissCelebration } from './celebration-store';

const cues: string[] = [];
jest.mock('../audio-cues/audio-cues', () => ({ playAudioCue: (cue: string) => cues.push(cue) }));

jest.mock('react-confetti', () => ({
  __esModule: true,
  default: (props: { numberOfPieces: number }) => (
    <canvas data-testid="confetti" data-pieces={props.numberOfPieces} />
  ),
}));

function renderDialog() {
  initI18n();
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, null);
  render(
    <QueryClientProvider client={client}>
      <MoodThemeProvider>
        <CelebrationDialog />
      </MoodThemeProvider>
    </QueryClientProvider>,
  );
}

describe('celebration', () => {
  afterEach(() => {
    act(() => dismissCelebration());
    jest.useRealTimers();
  });

  it('shows the title, message, confetti of 200 pieces and the type icon; Continue closes and runs onContinue', async () => {
    const onContinue = jest.fn();
    renderDialog();
    act(() => celebrate({ type: 'stage', title: 'Stage Completed!', message: 'Well done.', onContinue }));
    const dialog = await screen.findByRole('dialog', { name: 'Stage Completed!' });
    expect(dialog).toHaveTextContent('Well done.');
    expect(dialog.querySelector('[data-celebration-type="stage"]')).not.toBeNull();
    expect(await screen.findByTestId('confetti')).toHaveAttribute('data-pieces', '200');
    expect(cues).toContain('celebration');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(activeCelebration()).toBeNull();
  });

  it('does not close by itself by default, and closes after 7000 ms when asked to', () => {
    jest.useFakeTimers();
    renderDialog();
    const onContinue = jest.fn();
    act(() => celebrate({ type: 'achievement', title: 'A', onContinue }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(activeCelebration()).not.toBeNull();

    act(() => dismissCelebration());
    expect(onContinue).toHaveBeenCalledTimes(1);
    const second = jest.fn();
    act(() => celebrate({ type: 'path', title: 'B', onContinue: second, autoClose: true }));
    act(() => jest.advanceTimersByTime(6_999));
    expect(second).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(second).toHaveBeenCalledTimes(1);
    expect(activeCelebration()).toBeNull();
  });

  it('a new celebration replaces an open one and finishes its onContinue', () => {
    const first = jest.fn();
    celebrate({ type: 'streak', title: 'One', onContinue: first });
    celebrate({ type: 'level', title: 'Two' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(activeCelebration()?.title).toBe('Two');
  });
});
