import { screen, within } from '@testing-library/react';
import type { LearningPathListItem } from '@grammarpath/contracts';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { SUMMARY } from '../../../testing/fixtures';
import { mockApi, restoreFetch } from '../../../testing/mock-api';
import { ProfileView } from './profile-view';

jest.setTimeout(60_000);

afterEach(restoreFetch);

const path = (
  id: number,
  name: string,
  progress: LearningPathListItem['progress'],
): LearningPathListItem => ({
  id,
  name,
  description: `${name} description`,
  difficultyLevel: 'beginner',
  cefrLevel: 'a2',
  estimatedCompletionTime: 180,
  targetGrammarTopics: [],
  prerequisitePaths: [],
  stageCount: 4,
  progress,
});

describe('ProfileView', () => {
  it('shows the figures, the paths in progress with a way to continue, and the badges once loaded', async () => {
    mockApi({
      '/api/user/progress-summary': SUMMARY,
      '/api/learning-paths': [
        path(1, 'Present Simple', { overallProgress: 40, completed: false, stagesCompleted: [1] }),
        path(2, 'Past Simple', null),
      ],
    });
    renderWithPlatform(<ProfileView badges={<p>badges here</p>} />, { user: TEST_USER });

    expect(await screen.findByTestId('profile-in-progress')).toHaveTextContent('1 of 4 in progress');
    const card = screen.getByTestId('profile-path-1');
    expect(within(card).getByText('CEFR level: A2 · about 3 h')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/learning-path/1');
    expect(screen.queryByTestId('profile-path-2')).not.toBeInTheDocument();
    expect(screen.getByText('badges here')).toBeInTheDocument();
  });

  it('offers a retry, and no badges, when the paths cannot be read', async () => {
    mockApi({ '/api/user/progress-summary': SUMMARY });
    renderWithPlatform(<ProfileView badges={<p>badges here</p>} />, { user: TEST_USER });
    expect(await screen.findByText('Could not load this part of your progress.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('badges here')).not.toBeInTheDocument();
  });
});
