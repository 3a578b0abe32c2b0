import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { setupI18n } from '../../../i18n/setup-i18n';
import DailyGoalChip from './daily-goal-chip';
import { dailyGoalQuery } from './get-daily-goal';

// The popover's panel is code loaded on demand; the first load fails here, as on a dropped connection.
let panelLoads = 0;
jest.mock('./daily-goal-panel', () => {
  panelLoads += 1;
  if (panelLoads === 1) throw new Error('Loading chunk failed');
  return jest.requireActual('./daily-goal-panel');
});

describe('DailyGoalChip', () => {
  it("shows the day's figures at once, and its panel after a failed load and a retry", async () => {
    void setupI18n();
    // The boundary reports what it caught; here that is the expected failed load.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithPlatform(<DailyGoalChip />, {
      user: TEST_USER,
      prepare: (client) =>
        client.setQueryData(dailyGoalQuery().queryKey, {
          questionsPerDay: 20,
          answeredToday: 5,
          streakDays: 3,
        }),
    });
    const chip = screen.getByTestId('daily-goal-chip');
    expect(chip).toHaveAccessibleName('3-day streak, 5 / 20 questions today');

    await act(async () => fireEvent.click(chip));
    expect(await screen.findByText('This part of GrammarPath is unavailable right now.')).toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Loading chunk failed' }),
      expect.anything(),
    );
    reported.mockRestore();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByTestId('daily-goal-streak')).toHaveTextContent('Streak: 3 days in a row');
    expect(screen.getByRole('radio', { name: '20 questions' })).toBeChecked();
    expect(panelLoads).toBe(2);
  });
});
