import '../../../i18n';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { callsOf, mockApi, pathDetail, progressOf, stage } from '../../../testing/mock-api';
import { PathDetailPage } from './path-detail-page';

const slow = { timeout: 10_000 };
const stages = [stage(11, 0), stage(12, 1), stage(13, 2)];

function renderDetail(path: string, user = TEST_USER as typeof TEST_USER | null) {
  return renderWithPlatform(
    <Routes>
      <Route path="/learning-path/:id" element={<PathDetailPage />} />
    </Routes>,
    { path, user },
  );
}

describe('PathDetailPage', () => {
  it('shows the path facts and one card per stage: completed, available, locked', async () => {
    mockApi({
      'GET /api/learning-paths/1': { status: 200, body: pathDetail(stages) },
      'GET /api/user/learning-path-progress': { status: 200, body: [progressOf(1, [11], 33)] },
    });
    renderDetail('/learning-path/1');
    expect(await screen.findByRole('heading', { name: 'Articles Basics' }, slow)).toBeInTheDocument();
    expect(screen.getByText('2 hours')).toBeInTheDocument();
    expect(screen.getByText('2 topics')).toBeInTheDocument();
    expect(screen.getAllByText('A1').length).toBeGreaterThan(0);
    expect(screen.getByText('Overall progress: 33%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Learning Journey' })).not.toBeInTheDocument();
    expect(screen.getAllByText('15 minutes')).toHaveLength(3);

    const [first, second, third] = [11, 12, 13].map((id) => screen.getByTestId(`stage-card-${id}`));
    expect(first).toHaveAttribute('data-state', 'completed');
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(second).toHaveAttribute('data-state', 'available');
    expect(within(second).getByRole('button', { name: 'Mark Complete' })).toBeEnabled();
    expect(within(second).queryByText(/practice quiz/)).not.toBeInTheDocument();
    expect(third).toHaveAttribute('data-state', 'locked');
    expect(within(third).getByRole('button', { name: /Locked/ })).toBeDisabled();
  }, 30_000);

  it('keeps Mark Complete disabled on a stage whose quiz is not passed, and says why', async () => {
    mockApi({
      'GET /api/learning-paths/1': {
        status: 200,
        body: pathDetail([stage(11, 0, 1, { quizPassed: false, bestFirstTryScore: null }), stage(12, 1)]),
      },
      'GET /api/user/learning-path-progress': { status: 200, body: [progressOf(1, [], 0)] },
    });
    renderDetail('/learning-path/1');
    const first = await screen.findByTestId('stage-card-11', {}, slow);
    const button = within(first).getByRole('button', { name: 'Mark Complete' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Pass this stage's practice quiz (70%) to complete it");
  }, 30_000);

  it('starts a path that has no progress yet', async () => {
    let started = false;
    const fetchMock = mockApi({
      'GET /api/learning-paths/1': { status: 200, body: pathDetail([], { cefrLevel: null }) },
      'GET /api/user/learning-path-progress': () => ({
        status: 200,
        body: started ? [progressOf(1, [], 0)] : [],
      }),
      'POST /api/learning-paths/1/start': () => {
        started = true;
        return { status: 201, body: progressOf(1, [], 0) };
      },
    });
    renderDetail('/learning-path/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Learning Journey' }, slow));
    expect(await screen.findByText('Overall progress: 0%', {}, slow)).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain('POST /api/learning-paths/1/start');
    expect(screen.getByText('Not specified')).toBeInTheDocument();
    expect(screen.getByText('This learning path has no stages yet.')).toBeInTheDocument();
  }, 30_000);

  it('shows the not-found alert for an unknown path, and the error toast when loading fails', async () => {
    mockApi({ 'GET /api/learning-paths/7': { status: 404, body: '{"statusCode":404}' } });
    const { unmount } = renderDetail('/learning-path/7', null);
    expect(await screen.findByText('Learning path not found', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the list' })).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/learning-paths/8': { status: 500, body: 'down' } });
    renderDetail('/learning-path/8', null);
    expect(await screen.findByText('Failed to load learning path', {}, slow)).toBeInTheDocument();
  }, 30_000);
});
