import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { renderWithPlatform, TEST_USER } from '../../tools/jest/render-with-platform';
import { routes } from './routes';

function Mounted() {
  return useRoutes([...routes, { path: '/auth', element: <h1>Auth</h1> }]);
}

describe('mfe_paths routes', () => {
  it('declares the paths the shell routes to it', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/learning-paths',
      '/learning-path/:id',
      '/learning-paths/:id',
      '/learning-journey',
      '/learning-journey/:id',
      '/learning-paths/:pathId/stages/:stageId',
    ]);
  });

  it('shows the path list without a session', () => {
    renderWithPlatform(<Mounted />, { path: '/learning-paths' });
    expect(screen.getByRole('heading', { name: 'Learning Paths' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search paths...')).toBeInTheDocument();
  });

  it('treats a non-numeric path id as not found', () => {
    renderWithPlatform(<Mounted />, { path: '/learning-path/abc' });
    expect(screen.getByText('Learning path not found')).toBeInTheDocument();
  });

  it('sends a logged-out visitor of the journey to /auth', () => {
    renderWithPlatform(<Mounted />, { path: '/learning-journey' });
    expect(screen.getByRole('heading', { name: 'Auth' })).toBeInTheDocument();
  });

  it('shows the invalid-ids panel for a stage address that is not numeric', () => {
    renderWithPlatform(<Mounted />, { path: '/learning-paths/1/stages/x', user: TEST_USER });
    expect(screen.getByText('Invalid stage')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Learning Paths/ })).toHaveAttribute(
      'href',
      '/learning-paths',
    );
  });
});
