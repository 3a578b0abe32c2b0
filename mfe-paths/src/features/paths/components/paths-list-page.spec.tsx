import '../../../i18n';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { listItem, mockApi } from '../../../testing/mock-api';
import { PathsListPage } from './paths-list-page';

const paths = [
  listItem(1, 'Articles Basics', 'beginner', { overallProgress: 33, completed: false, stagesCompleted: [1] }),
  listItem(2, 'Tense Review', 'intermediate', {
    overallProgress: 100,
    completed: true,
    stagesCompleted: [4, 5],
  }),
  listItem(3, 'Advanced Clauses', 'advanced', null),
];

describe('PathsListPage', () => {
  it('shows each path with the button of its state', async () => {
    mockApi({ 'GET /api/learning-paths': { status: 200, body: paths } });
    renderWithPlatform(<PathsListPage />, { path: '/learning-paths', user: TEST_USER });
    expect(
      await screen.findByText('Articles Basics', { selector: 'h3 > span[lang="en"]' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Continue\s*: Articles Basics$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Review Path\s*: Tense Review$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Start Path\s*: Advanced Clauses$/ })).toBeInTheDocument();
  });

  it('filters by tab and search, and the empty state leads back to all paths', async () => {
    mockApi({ 'GET /api/learning-paths': { status: 200, body: paths } });
    renderWithPlatform(<PathsListPage />, { path: '/learning-paths', user: TEST_USER });
    await screen.findByText('Articles Basics', { selector: 'h3 > span[lang="en"]' }, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getByText('Tense Review', { selector: 'h3 > span[lang="en"]' })).toBeInTheDocument();
    expect(
      screen.queryByText('Articles Basics', { selector: 'h3 > span[lang="en"]' }),
    ).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'In Progress' }));
    expect(screen.getByText('Articles Basics', { selector: 'h3 > span[lang="en"]' })).toBeInTheDocument();
    expect(screen.queryByText('Tense Review', { selector: 'h3 > span[lang="en"]' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
    expect(screen.getByText('Advanced Clauses', { selector: 'h3 > span[lang="en"]' })).toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText('Search paths...'), { target: { value: 'articles' } });
    expect(screen.getByText('No learning paths found')).toBeInTheDocument();
    expect(screen.getByText('Try a different filter or search term')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'View all paths' }));
    expect(screen.getByText('Articles Basics', { selector: 'h3 > span[lang="en"]' })).toBeInTheDocument();
    expect(screen.getByText('Tense Review', { selector: 'h3 > span[lang="en"]' })).toBeInTheDocument();
    expect(within(screen.getByRole('tablist')).getByRole('tab', { selected: true })).toHaveTextContent('All');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/learning-paths': { status: 500, body: 'down' } });
    renderWithPlatform(<PathsListPage />, { path: '/learning-paths' });
    expect(await screen.findByText('The learning paths could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
