import '../../../i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LazyCelebrationDialog } from '@grammarpath/platform';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { callsOf, mockApi, pathDetail, progressOf, stage } from '../../../testing/mock-api';
import { StagePage } from './stage-page';

const stages = [stage(11, 0), stage(12, 1)];
const FIRST_STAGE = {
  id: 7,
  key: 'first-stage',
  name: 'Stage Cleared',
  description: 'Complete your first stage of a learning path.',
  type: 'completion',
  rarity: 'common',
  threshold: 1,
  points: 10,
  icon: 'CheckCircleOutlined',
  translations: {},
  earnedDate: '2026-11-22T05:00:00.000Z',
};
const slow = { timeout: 10_000 };

function Where() {
  const location = useLocation();
  return (
    <output aria-label="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

function renderStage(path: string) {
  return renderWithPlatform(
    <>
      <Routes>
        <Route path="/learning-paths/:pathId/stages/:stageId" element={<StagePage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <LazyCelebrationDialog />
    </>,
    { path, user: TEST_USER },
  );
}

/** The API of a two-stage path whose first stage gets completed; `checkAchievements` answers the check. */
function mockFirstStageCompletion(checkAchievements: Parameters<typeof mockApi>[0][string]) {
  let completed: number[] = [];
  return mockApi({
    'GET /api/learning-paths/1': { status: 200, body: pathDetail(stages) },
    'GET /api/user/learning-path-progress': () => ({
      status: 200,
      body: [progressOf(1, completed, completed.length * 50)],
    }),
    'POST /api/learning-paths/1/stages/11/complete': () => {
      completed = [11];
      return {
        status: 200,
        body: {
          progress: progressOf(1, [11], 50),
          pathCompleted: false,
          nextStageId: 12,
          alreadyCompleted: false,
        },
      };
    },
    'POST /api/learning-paths/1/progress': { status: 200, body: progressOf(1, [11], 50) },
    'POST /api/user/check-achievements': checkAchievements,
  });
}

describe('StagePage', () => {
  // The learner prefers reduced motion: the celebration opens without confetti (jsdom has no canvas).
  const matchMedia = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') });
  });
  afterAll(() => {
    window.matchMedia = matchMedia;
  });

  it('completes a stage: celebration, progress posted, achievements checked, then the next stage', async () => {
    const fetchMock = mockFirstStageCompletion({ status: 200, body: { newAchievements: [] } });
    renderStage('/learning-paths/1/stages/11');

    expect(await screen.findByText('Stage 1 of 2', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Articles Basics/ })).toBeInTheDocument();
    expect(screen.getByText('Lesson 1')).toBeInTheDocument();
    expect(document.querySelector('.stage-lesson script')).toBeNull();
    expect(document.querySelector('.stage-lesson img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByRole('button', { name: /Previous Stage/ })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByText('Stage Completed!', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/user/check-achievements'), slow);
    const progressCall = fetchMock.mock.calls.find(([url]) => url === '/api/learning-paths/1/progress');
    expect(JSON.parse(progressCall?.[1]?.body as string)).toEqual({ progress: 50 });
    const order = callsOf(fetchMock).filter((call) => call.startsWith('POST'));
    expect(order).toEqual([
      'POST /api/learning-paths/1/stages/11/complete',
      'POST /api/learning-paths/1/progress',
      'POST /api/user/check-achievements',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(
      () => expect(screen.getByLabelText('location')).toHaveTextContent('/learning-paths/1/stages/12'),
      slow,
    );
  }, 40_000);

  it('announces new achievements after the stage celebration, never over it, then goes on', async () => {
    let checked = false;
    mockFirstStageCompletion(() => {
      checked = true;
      return { status: 200, body: { newAchievements: [FIRST_STAGE], newBadges: [], points: 10 } };
    });
    renderStage('/learning-paths/1/stages/11');

    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Complete' }, slow));
    expect(await screen.findByRole('dialog', { name: 'Stage Completed!' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(checked).toBe(true), slow);
    // Checked, but the stage celebration stays alone until the learner continues.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('New Achievement Unlocked!')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const achievement = await screen.findByRole('dialog', { name: 'New Achievement Unlocked!' }, slow);
    expect(achievement).toHaveTextContent('Stage Cleared');
    expect(screen.getByText("You've earned 1 new achievement!")).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Stage Completed!' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/learning-paths/1/stages/11');

    fireEvent.click(within(achievement).getByRole('button', { name: 'Continue' }));
    await waitFor(
      () => expect(screen.getByLabelText('location')).toHaveTextContent('/learning-paths/1/stages/12'),
      slow,
    );
  }, 40_000);

  it('labels a done last stage Finish Path and shows Path Completed!', async () => {
    mockApi({
      'GET /api/learning-paths/1': { status: 200, body: pathDetail(stages) },
      'GET /api/user/learning-path-progress': { status: 200, body: [progressOf(1, [11, 12], 100)] },
    });
    renderStage('/learning-paths/1/stages/12');
    expect(await screen.findByRole('button', { name: 'Finish Path' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Path Completed!')).toBeInTheDocument();
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next$/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Practise this stage/ }));
    const settings = encodeURIComponent(JSON.stringify({ mode: 'stage', stageId: 12 })).slice(3, 30);
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/quiz\?settings=/));
    expect(screen.getByLabelText('location').textContent).toContain(settings);
  }, 30_000);

  it('goes to the path page from a done last stage', async () => {
    mockApi({
      'GET /api/learning-paths/1': { status: 200, body: pathDetail(stages) },
      'GET /api/user/learning-path-progress': { status: 200, body: [progressOf(1, [11, 12], 100)] },
    });
    renderStage('/learning-paths/1/stages/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Finish Path' }, slow));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/learning-paths\/1$/));
  }, 30_000);

  it('says what completes the stage, and keeps Mark as Complete disabled until the quiz is passed', async () => {
    const unpassed = [stage(11, 0, 1, { quizPassed: false, bestFirstTryScore: 60 }), stage(12, 1)];
    const fetchMock = mockApi({
      'GET /api/learning-paths/1': { status: 200, body: pathDetail(unpassed) },
      'GET /api/user/learning-path-progress': { status: 200, body: [progressOf(1, [], 0)] },
    });
    renderStage('/learning-paths/1/stages/11');
    const how = await screen.findByTestId('stage-how-to-complete', {}, slow);
    expect(how).toHaveTextContent(
      "Pass this stage's practice quiz with at least 70% (answers right on the first try) to complete it.",
    );
    expect(how).toHaveTextContent('Your best first-try score so far: 60%.');
    const button = screen.getByRole('button', { name: 'Mark as Complete' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Pass this stage's practice quiz with at least 70%/);
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  }, 30_000);

  it('opens Mark as Complete once the stage quiz is passed, and says so', async () => {
    mockApi({
      'GET /api/learning-paths/1': { status: 200, body: pathDetail(stages) },
      'GET /api/user/learning-path-progress': { status: 200, body: [progressOf(1, [], 0)] },
    });
    renderStage('/learning-paths/1/stages/11');
    expect(await screen.findByTestId('stage-how-to-complete', {}, slow)).toHaveTextContent(
      "You passed this stage's practice quiz: mark it as complete.",
    );
    expect(screen.getByRole('button', { name: 'Mark as Complete' })).toBeEnabled();
  }, 30_000);

  it('shows the error toast when the stage cannot be completed, and disables a locked stage', async () => {
    mockApi({
      'GET /api/learning-paths/1': { status: 200, body: pathDetail(stages) },
      'GET /api/user/learning-path-progress': { status: 200, body: [progressOf(1, [], 0)] },
      'POST /api/learning-paths/1/stages/11/complete': { status: 500, body: 'broken' },
    });
    const { unmount } = renderStage('/learning-paths/1/stages/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Complete' }, slow));
    expect(await screen.findByText('Failed to mark stage as completed', {}, slow)).toBeInTheDocument();
    unmount();

    renderStage('/learning-paths/1/stages/12');
    expect(await screen.findByText('This stage is locked', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();
  }, 30_000);
});
