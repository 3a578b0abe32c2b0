import { fireEvent, screen, within } from '@testing-library/react';
import type { UserAchievementView } from '@grammarpath/contracts';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { achievement } from '../../../testing/fixtures';
import { mockApi, restoreFetch } from '../../../testing/mock-api';
import { AchievementsView } from './achievements-view';

jest.setTimeout(60_000);

const CATALOGUE = [
  achievement(1, { key: 'first-quiz', name: 'First Steps', threshold: 1 }),
  achievement(2, { type: 'streak', rarity: 'rare', name: 'On Fire' }),
  achievement(3, { type: 'accuracy', rarity: 'epic', name: 'Sharp' }),
];
const MINE: UserAchievementView[] = [
  { achievementId: 1, progress: 1, earnedDate: '2026-11-20T10:00:00.000Z' },
  { achievementId: 2, progress: 2, earnedDate: null },
];

afterEach(restoreFetch);

describe('AchievementsView', () => {
  it('shows x / total, coloured earned tiles, greyed tiles with progress, tabs and rarity statistics', async () => {
    mockApi({ '/api/achievements': CATALOGUE, '/api/user/achievements': MINE });
    renderWithPlatform(<AchievementsView />, { user: TEST_USER });

    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByTestId('achievement-tile-first-quiz')).toHaveAttribute('data-earned', 'true');
    const onFire = screen.getByTestId('achievement-tile-a-2');
    expect(onFire).toHaveAttribute('data-earned', 'false');
    expect(within(onFire).getByRole('progressbar', { name: 'Progress: 2 / 5' })).toBeInTheDocument();
    expect(screen.getByTestId('rarity-common')).toHaveTextContent(/1 \/ \d+/);
    for (const tab of ['All', 'Earned', 'Unearned', 'Streak', 'Completion', 'Accuracy', 'Mastery']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }

    fireEvent.click(screen.getByRole('tab', { name: 'Earned' }));
    expect(screen.getByTestId('achievement-tile-first-quiz')).toBeInTheDocument();
    expect(screen.queryByTestId('achievement-tile-a-2')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Streak' }));
    expect(screen.getByTestId('achievement-tile-a-2')).toBeInTheDocument();
    expect(screen.queryByTestId('achievement-tile-first-quiz')).not.toBeInTheDocument();
  });

  it('uses the translated name in Japanese', async () => {
    mockApi({
      '/api/achievements': [
        achievement(1, { translations: { ja: { name: 'はじめの一歩', description: '最初のクイズ' } } }),
      ],
      '/api/user/achievements': [],
    });
    const { i18n } = await import('@grammarpath/platform');
    renderWithPlatform(<AchievementsView />, { user: TEST_USER });
    await i18n.changeLanguage('ja');
    expect(await screen.findByText('はじめの一歩')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
