import '../../../i18n';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { listItem, mockApi, pathDetail, progressOf, stage } from '../../../testing/mock-api';
import { JourneyPage } from './journey-page';

const slow = { timeout: 10_000 };

function renderJourney(path: string) {
  return renderWithPlatform(
    <Routes>
      <Route path="/learning-journey/:id?" element={<JourneyPage />} />
    </Routes>,
    { path, user: TEST_USER },
  );
}

describe('JourneyPage', () => {
  it('lists every path by difficulty with trophy and in-progress badges and a button for its state', async () => {
    mockApi({
      'GET /api/learning-paths': {
        status: 200,
        body: [
          listItem(1, 'Hard One', 'advanced', {
            overallProgress: 100,
            completed: true,
            stagesCompleted: [1],
          }),
          listItem(2, 'Easy One', 'beginner', {
            overallProgress: 40,
            completed: false,
            stagesCompleted: [2],
          }),
        ],
      },
    });
    renderJourney('/learning-journey');
    const headings = await screen.findAllByRole('heading', { level: 4 }, slow);
    expect(headings.map((heading) => heading.textContent)).toEqual(['Easy One', 'Hard One']);
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    // The button says where the learner stands: a path in progress continues, a completed one is reviewed.
    expect(screen.getByRole('button', { name: 'Continue Journey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Journey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Begin Journey' })).toBeNull();
  }, 30_000);

  it('shows the empty state without paths', async () => {
    mockApi({ 'GET /api/learning-paths': { status: 200, body: [] } });
    renderJourney('/learning-journey');
    expect(await screen.findByText('No learning paths available', {}, slow)).toBeInTheDocument();
  }, 30_000);

  it('colours one path’s circles: done green, next blue, the rest grey', async () => {
    mockApi({
      'GET /api/learning-paths/1': {
        status: 200,
        body: pathDetail([stage(11, 0), stage(12, 1), stage(13, 2)]),
      },
      'GET /api/user/learning-path-progress': { status: 200, body: [progressOf(1, [11], 33)] },
    });
    renderJourney('/learning-journey/1');
    const first = await screen.findByRole('button', { name: 'Stage 1: Stage 1 name (Completed)' }, slow);
    expect(first).toHaveAttribute('data-colour', 'green');
    expect(screen.getByRole('button', { name: 'Stage 2: Stage 2 name (Available)' })).toHaveAttribute(
      'data-colour',
      'blue',
    );
    expect(screen.getByRole('button', { name: 'Stage 3: Stage 3 name (Locked)' })).toHaveAttribute(
      'data-colour',
      'grey',
    );
    expect(screen.getByText('33% complete')).toBeInTheDocument();
  }, 30_000);

  it('says a path was not found for a 404, and offers Retry when it fails to load', async () => {
    mockApi({
      'GET /api/learning-paths/7': { status: 404, body: '{"statusCode":404}' },
      'GET /api/learning-paths/8': { status: 500, body: 'down' },
    });
    const { unmount } = renderJourney('/learning-journey/7');
    expect(await screen.findByText('Learning path not found', {}, slow)).toBeInTheDocument();
    unmount();

    renderJourney('/learning-journey/8');
    expect(await screen.findByText('Failed to load learning path', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  }, 30_000);
});
