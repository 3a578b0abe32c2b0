import { screen } from '@testing-library/react';
import { renderWithPlatform, TEST_USER } from '../../../tools/jest/render-with-platform';
import { SUMMARY } from '../testing/fixtures';
import { mockApi, restoreFetch } from '../testing/mock-api';
import { ProgressWidget } from './progress-widget';

afterEach(restoreFetch);

describe('ProgressWidget', () => {
  it('shows the learner’s overall progress, streak, quizzes and points, and leads to /progress', async () => {
    mockApi({ '/api/user/progress-summary': SUMMARY });
    renderWithPlatform(<ProgressWidget />, { user: TEST_USER });
    expect(await screen.findByText('Overall progress')).toBeInTheDocument();
    for (const figure of ['38%', '2', '3', '42']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your progress' })).toHaveAttribute('href', '/progress');
  });
});
