import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AchievementView } from '@grammarpath/contracts';
import { CelebrationDialog } from '../celebration/celebration-dialog';
import { activeCelebration, celebrate, dismissCelebration } from '../celebration/celebration-store';
import { i18n, initI18n } from '../i18n/i18n';
import { createQueryClient } from '../query/query-client';
import { USER_QUERY_KEY } from '../session/user-query';
import { MoodThemeProvider } from '../theme/mood-theme-provider';
import { achievementText } from './achievement-text';
import { useAchievementAnnouncer, type AchievementAnnouncer } from './use-achievement-announcer';

jest.mock('../audio-cues/audio-cues', () => ({ playAudioCue: () => undefined }));

const earned = (
  name: string,
  ja: string,
): Pick<AchievementView, 'name' | 'description' | 'translations'> => ({
  name,
  description: `${name} description`,
  translations: { ja: { name: ja, description: `${ja}の説明` } },
});
const FIRST_STAGE = earned('Stage Cleared', 'ステージクリア');
const JOURNEY = earned('Journey Begins', '旅の始まり');

let latest: { current: AchievementAnnouncer };
/** The hook's answer of the last render (its words follow the interface language). */
const announcer = {
  announce: (...args: Parameters<AchievementAnnouncer['announce']>) => latest.current.announce(...args),
};

function renderAnnouncer() {
  initI18n();
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, null);
  const { result } = renderHook(() => useAchievementAnnouncer(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MoodThemeProvider>
          {children}
          <CelebrationDialog />
        </MoodThemeProvider>
      </QueryClientProvider>
    ),
  });
  latest = result;
}

describe('useAchievementAnnouncer', () => {
  // Reduced motion: the celebration opens without confetti (jsdom has no canvas).
  const matchMedia = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
  });
  afterAll(() => {
    window.matchMedia = matchMedia;
  });
  afterEach(async () => {
    act(() => dismissCelebration());
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the toast and the achievement celebration naming the new ones; resolves on Continue', async () => {
    renderAnnouncer();
    let done = false;
    act(() => {
      void announcer.announce([FIRST_STAGE, JOURNEY]).then(() => {
        done = true;
      });
    });

    expect(await screen.findByText("You've earned 2 new achievements!")).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'New Achievement Unlocked!' });
    expect(dialog).toHaveTextContent('Stage Cleared · Journey Begins');
    expect(dialog.querySelector('[data-celebration-type="achievement"]')).not.toBeNull();
    // The toast's title and the celebration's title: the same words, once each.
    expect(screen.getAllByText('New Achievement Unlocked!')).toHaveLength(2);
    expect(activeCelebration()).toMatchObject({ type: 'achievement', autoCloseMs: undefined });
    expect(done).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(done).toBe(true));
    expect(activeCelebration()).toBeNull();
  });

  it('announces nothing for no new achievements, and resolves at once', async () => {
    renderAnnouncer();
    await act(() => announcer.announce([]));
    expect(activeCelebration()).toBeNull();
    expect(screen.queryByText('New Achievement Unlocked!')).not.toBeInTheDocument();
  });

  it('speaks the interface language, with the achievements’ own translations', async () => {
    renderAnnouncer();
    await act(() => i18n.changeLanguage('ja'));
    act(() => {
      void announcer.announce([FIRST_STAGE]);
    });
    expect(await screen.findByText('新しい実績を1件獲得しました！')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: '新しい実績を獲得しました！' });
    expect(dialog).toHaveTextContent('ステージクリア');
  });

  it('replaces a celebration still open, so callers announce after their own one closes', () => {
    renderAnnouncer();
    const stageContinued = jest.fn();
    act(() => celebrate({ type: 'stage', title: 'Stage Completed!', onContinue: stageContinued }));
    act(() => {
      void announcer.announce([FIRST_STAGE]);
    });
    expect(stageContinued).toHaveBeenCalledTimes(1);
    expect(activeCelebration()?.type).toBe('achievement');
  });
});

describe('achievementText', () => {
  it('uses the translation of the language, English otherwise', () => {
    expect(achievementText(FIRST_STAGE, 'ja-JP')).toEqual({
      name: 'ステージクリア',
      description: 'ステージクリアの説明',
    });
    expect(achievementText(FIRST_STAGE, 'zh')).toEqual({
      name: 'Stage Cleared',
      description: 'Stage Cleared description',
    });
    expect(achievementText(FIRST_STAGE, undefined).name).toBe('Stage Cleared');
  });
});
