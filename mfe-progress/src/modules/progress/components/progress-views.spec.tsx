import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  AchievementView,
  BadgeView,
  CheckAchievementsResponse,
  ProgressSummary,
  StudyTimeHistory,
  UserAchievementView,
} from '@grammarpath/contracts';
import { activeCelebration, dismissCelebration } from '@grammarpath/platform';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import '../../../i18n/register-progress-translations';
import { AchievementsView } from './achievements-view';
import { DashboardTab } from './dashboard-tab';
import { ProfileBadges } from './profile-badges';

jest.setTimeout(60_000);

const achievement = (id: number, over: Partial<AchievementView>): AchievementView => ({
  id,
  key: `a-${id}`,
  name: `Achievement ${id}`,
  description: `Description ${id}`,
  type: 'milestone',
  rarity: 'common',
  threshold: 5,
  points: 10,
  icon: 'TrophyOutlined',
  translations: {},
  ...over,
});

const CATALOGUE = [
  achievement(1, { key: 'first-quiz', name: 'First Steps', threshold: 1 }),
  achievement(2, { type: 'streak', rarity: 'rare', name: 'On Fire' }),
  achievement(3, { type: 'accuracy', rarity: 'epic', name: 'Sharp' }),
];
const MINE: UserAchievementView[] = [
  { achievementId: 1, progress: 1, earnedDate: '2026-11-20T10:00:00.000Z' },
  { achievementId: 2, progress: 2, earnedDate: null },
];

function mockApi(routes: Record<string, unknown>) {
  const calls: string[] = [];
  const respond = (status: number, body: string) =>
    ({
      ok: status < 400,
      status,
      statusText: '',
      text: async () => body,
      json: async () => JSON.parse(body) as unknown,
    }) as Response;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const key = Object.keys(routes).find((k) => url.startsWith(k));
    return key ? respond(200, JSON.stringify(routes[key])) : respond(404, 'not found');
  });
  return calls;
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('AchievementsView', () => {
  it('shows x / total, coloured earned tiles, greyed tiles with progress, tabs and rarity statistics', async () => {
    mockApi({ '/api/achievements': CATALOGUE, '/api/user/achievements': MINE });
    renderWithPlatform(<AchievementsView />, { user: TEST_USER });

    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByTestId('achievement-tile-first-quiz')).toHaveAttribute('data-earned', 'true');
    const onFire = screen.getByTestId('achievement-tile-a-2');
    expect(onFire).toHaveAttribute('data-earned', 'false');
    expect(within(onFire).getByRole('progressbar', { name: 'Progress: 2/5' })).toBeInTheDocument();
    expect(within(screen.getByTestId('rarity-common')).getByText('1')).toBeInTheDocument();
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

const SUMMARY: ProgressSummary = {
  totalPaths: 4,
  completedPathCount: 1,
  activePathCount: 1,
  averageProgress: 75,
  overallProgress: 38,
  stagesCompleted: 3,
  stagesAvailable: 5,
  activePaths: [],
  completedPaths: [],
  nextStages: [],
  suggestedPaths: [],
  recommendedPaths: [],
  recentActivity: [],
  strongestAreas: [],
  progressByTopic: [],
  progressByDifficulty: [],
  weeklyActivity: [],
  streakDays: 2,
  activeDays: 2,
  quizzesFinished: 3,
  points: 42,
  mastery: [],
  accuracyByType: [],
  hasProgress: true,
};

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
    expect(screen.getByText("You've earned 2 new achievement(s)!")).toBeInTheDocument();
    // The platform's achievement celebration names them.
    expect(activeCelebration()).toMatchObject({
      type: 'achievement',
      title: 'New Achievement Unlocked!',
      message: 'First Steps · On Fire',
    });
    act(() => dismissCelebration());
    expect(calls.filter((c) => c === 'POST /api/user/check-achievements')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Average progress')).toBeInTheDocument());
    expect(within(screen.getByTestId('stat-stages')).getByText('3')).toBeInTheDocument();
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

const badge = (id: number, key: string, name: string): BadgeView => ({
  id,
  key,
  name,
  description: `${name} description`,
  icon: 'SmileOutlined',
  criteria: { metric: 'quizzes_finished', threshold: 5 },
  translations: { ja: { name: `${name} (ja)`, description: '説明' } },
});
const BADGES = [badge(1, 'grammar-rookie', 'Grammar Rookie'), badge(2, 'spark', 'Spark')];

describe('ProfileBadges', () => {
  it('shows the earned badges with their date, and how many of all', async () => {
    mockApi({
      '/api/badges': BADGES,
      '/api/user/badges': [{ badgeId: 2, dateEarned: '2026-11-20T10:00:00.000Z' }],
    });
    renderWithPlatform(<ProfileBadges />, { user: TEST_USER });
    expect(await screen.findByTestId('profile-badges-count')).toHaveTextContent('1 / 2 earned');
    const spark = screen.getByTestId('profile-badge-spark');
    expect(within(spark).getByText('Spark')).toBeInTheDocument();
    expect(within(spark).getByText(/^Earned on /)).toBeInTheDocument();
    expect(screen.queryByTestId('profile-badge-grammar-rookie')).not.toBeInTheDocument();
  });

  it('has an empty state before the first badge', async () => {
    mockApi({ '/api/badges': BADGES, '/api/user/badges': [] });
    renderWithPlatform(<ProfileBadges />, { user: TEST_USER });
    expect(
      await screen.findByText('No badges yet. Keep practising to earn your first one.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('profile-badges-count')).toHaveTextContent('0 / 2 earned');
  });

  it('offers a retry when the badges cannot be read', async () => {
    mockApi({ '/api/badges': BADGES });
    renderWithPlatform(<ProfileBadges />, { user: TEST_USER });
    expect(await screen.findByText('Could not load this part of your progress.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
