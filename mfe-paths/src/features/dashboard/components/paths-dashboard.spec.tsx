import '../../../i18n';
import { screen, within } from '@testing-library/react';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { listItem, mockApi, progressOf } from '../../../testing/mock-api';
import { PathsDashboard } from './paths-dashboard';

const slow = { timeout: 10_000 };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const longText = `${'A long description. '.repeat(8)}END`;

describe('PathsDashboard', () => {
  it('shows the four numbers, the recommendation cut at 100 characters and the active paths', async () => {
    mockApi({
      'GET /api/learning-paths': {
        status: 200,
        body: [
          listItem(1, 'Done Path', 'beginner', {
            overallProgress: 100,
            completed: true,
            stagesCompleted: [1],
          }),
          listItem(
            2,
            'Half Path',
            'intermediate',
            { overallProgress: 50, completed: false, stagesCompleted: [2] },
            longText,
          ),
          listItem(3, 'Fresh Path', 'advanced', null),
          listItem(4, 'Other Path', 'advanced', null),
        ],
      },
      'GET /api/user/learning-path-progress': { status: 200, body: [progressOf(1, [1], 100)] },
      'GET /api/user/progress-summary': { status: 200, body: { streakDays: 4 } },
    });
    renderWithPlatform(<PathsDashboard />, { user: TEST_USER });
    expect(await screen.findByTestId('dashboard-overall', {}, slow)).toHaveTextContent('38%');
    expect(screen.getByTestId('dashboard-completed')).toHaveTextContent('1 / 4');
    expect(screen.getByTestId('dashboard-active')).toHaveTextContent('1');
    expect(screen.getByTestId('dashboard-streak')).toHaveTextContent('4 days');
    const recommendation = screen.getByTestId('dashboard-recommendation');
    expect(within(recommendation).getByText('Half Path')).toBeInTheDocument();
    expect(within(recommendation).queryByText(/END/)).not.toBeInTheDocument();
    expect(within(recommendation).getByText('Intermediate')).toBeInTheDocument();
    expect(within(recommendation).getByText('B1')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('dashboard-active-paths')).getByText('Half Path', {
        selector: 'strong > span[lang="en"]',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/progress');
  }, 30_000);

  it('offers Explore when there is nothing to recommend, and derives the streak without a summary', async () => {
    mockApi({
      'GET /api/learning-paths': {
        status: 200,
        body: [
          listItem(1, 'Done Path', 'beginner', {
            overallProgress: 100,
            completed: true,
            stagesCompleted: [1],
          }),
        ],
      },
      'GET /api/user/learning-path-progress': {
        status: 200,
        body: [
          {
            ...progressOf(1, [1], 100),
            started: daysAgo(1),
            lastActivity: daysAgo(0),
            completedDate: daysAgo(0),
          },
        ],
      },
      'GET /api/user/progress-summary': { status: 404, body: 'Not found' },
    });
    renderWithPlatform(<PathsDashboard />, { user: TEST_USER });
    expect(await screen.findByRole('button', { name: /Explore/ }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-streak')).toHaveTextContent('2 days');
    expect(screen.getByText('No active paths yet')).toBeInTheDocument();
  }, 30_000);
});
