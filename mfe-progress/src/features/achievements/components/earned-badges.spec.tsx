import { screen, within } from '@testing-library/react';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { badge } from '../../../testing/fixtures';
import { mockApi, restoreFetch } from '../../../testing/mock-api';
import { EarnedBadges } from './earned-badges';

jest.setTimeout(60_000);

afterEach(restoreFetch);

const BADGES = [badge(1, 'grammar-rookie', 'Grammar Rookie'), badge(2, 'spark', 'Spark')];

describe('EarnedBadges', () => {
  it('shows the earned badges with their date, and how many of all', async () => {
    mockApi({
      '/api/badges': BADGES,
      '/api/user/badges': [{ badgeId: 2, dateEarned: '2026-11-20T10:00:00.000Z' }],
    });
    renderWithPlatform(<EarnedBadges />, { user: TEST_USER });
    expect(await screen.findByTestId('profile-badges-count')).toHaveTextContent('1 / 2 earned');
    const spark = screen.getByTestId('profile-badge-spark');
    expect(within(spark).getByText('Spark')).toBeInTheDocument();
    expect(within(spark).getByText(/^Earned on /)).toBeInTheDocument();
    expect(screen.queryByTestId('profile-badge-grammar-rookie')).not.toBeInTheDocument();
  });

  it('has an empty state before the first badge', async () => {
    mockApi({ '/api/badges': BADGES, '/api/user/badges': [] });
    renderWithPlatform(<EarnedBadges />, { user: TEST_USER });
    expect(
      await screen.findByText('No badges yet. Keep practising to earn your first one.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('profile-badges-count')).toHaveTextContent('0 / 2 earned');
  });

  it('offers a retry when the badges cannot be read', async () => {
    mockApi({ '/api/badges': BADGES });
    renderWithPlatform(<EarnedBadges />, { user: TEST_USER });
    expect(await screen.findByText('Could not load this part of your progress.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
