import { act, screen, waitFor } from '@testing-library/react';
import type { CheckAchievementsResponse, StudyTimeHistory } from '@grammarpath/contracts';
import { activeCelebration, dismissCelebration } from '@grammarpath/platform';
import { renderWithPlatform, TEST_USER } from '../../../../../../tools/jest/render-with-platform';
import { achievement, SUMMARY } from '../../../../testing/fixtures';
import { mockApi, restoreFetch } from '../../../../testing/mock-api';
import { DashboardTab } from './dashboard-tab';

jest.setTimeout(60_000);

afterEach(restoreFetch);

describe('DashboardTab', () => {
  it('checks achievements on opening and announces the new ones', async () => {
    const check: CheckAchievementsResponse = {
      newAchievements: [
        { ...achievement(1, { name: 'First Steps' }), earnedDate: '2026-11-22T05:00:00.000Z' },
        { ...achievement(2, { name: 'On Fire' }), earnedDate: '2026-11-22T05:00:00.000Z' },
      ],
      newBadges: [],
      points: 42,
    };
    const calls = mockApi({ '/api/user/progress-summary': SUMMARY, '/api/user/check-achievements': check });
    renderWithPlatform(<DashboardTab />, { user: TEST_USER });

    expect(await screen.findByText('New Achievement Unlocked!')).toBeInTheDocument();
    expect(screen.getByText("You've earned 2 new achievements!")).toBeInTheDocument();
    // The platform's achievement celebration names them.
    expect(activeCelebration()).toMatchObject({
      type: 'achievement',
      title: 'New Achievement Unlocked!',
      message: 'First Steps · On Fire',
    });
    act(() => dismissCelebration());
    expect(calls.filter((c) => c === 'POST /api/user/check-achievements')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Average progress')).toBeInTheDocument());
    expect(screen.getByTestId('stat-stages')).toHaveTextContent('Stages completed3 / 5');
  });

  it('shows the get-started card without progress', async () => {
    mockApi({
      '/api/user/progress-summary': { ...SUMMARY, hasProgress: false },
      '/api/user/check-achievements': { newAchievements: [], newBadges: [], points: 0 },
    });
    renderWithPlatform(<DashboardTab />, { user: TEST_USER });
    expect(await screen.findByTestId('get-started')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore learning paths' })).toHaveAttribute(
      'href',
      '/learning-paths',
    );
  });

  it('asks a visitor to log in', () => {
    renderWithPlatform(<DashboardTab />, { user: null });
    expect(screen.getByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please login to view your personalized learning progress.')).toBeInTheDocument();
  });
});

const STUDY_TIME: StudyTimeHistory = {
  studyMinutes: 95,
  days: [
    { date: '2026-11-16', minutes: 0 },
    { date: '2026-11-17', minutes: 10 },
    { date: '2026-11-18', minutes: 0 },
    { date: '2026-11-19', minutes: 0 },
    { date: '2026-11-20', minutes: 5 },
    { date: '2026-11-21', minutes: 0 },
    { date: '2026-11-22', minutes: 7 },
  ],
};

describe('dashboard study time', () => {
  it('shows the minutes saved this week and in total, from identity’s study days', async () => {
    const calls = mockApi({
      '/api/user/progress-summary': SUMMARY,
      '/api/user/check-achievements': { newAchievements: [], newBadges: [], points: 42 },
      '/api/user/study-time': STUDY_TIME,
    });
    renderWithPlatform(<DashboardTab />, { user: TEST_USER });
    const week = await screen.findByTestId('stat-study-week');
    expect(week).toHaveTextContent('22');
    expect(screen.getByTestId('stat-study-total')).toHaveTextContent('95 min in total');
    expect(calls).toContain('GET /api/user/study-time?days=7');
  });

  it('says so, with a retry, when the study time cannot be read', async () => {
    mockApi({
      '/api/user/progress-summary': SUMMARY,
      '/api/user/check-achievements': { newAchievements: [], newBadges: [], points: 42 },
    });
    renderWithPlatform(<DashboardTab />, { user: TEST_USER });
    expect(await screen.findByText('Could not load this part of your progress.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('stat-study-week')).not.toBeInTheDocument();
  });
});
