import { act, fireEvent, screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { remoteRoutePatterns } from '@grammarpath/contracts';
import { renderWithPlatform, TEST_USER } from '../../tools/jest/render-with-platform';
import { routes } from './routes';
import { preloadPages } from '../../tools/jest/preload-pages';
import { mockApi } from './testing/mock-api';

function Mounted() {
  return useRoutes([...routes, { path: '/auth', element: <h1>Auth</h1> }]);
}

beforeAll(() => preloadPages(routes));

describe('mfe_paths routes', () => {
  beforeEach(() => mockApi({ 'GET /api/learning-paths': { status: 200, body: [] } }));

  it('declares exactly the routes the remote registry gives mfe_paths', () => {
    expect(routes.map((route) => route.path)).toEqual(remoteRoutePatterns('mfe_paths'));
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

  it('shows a logged-out visitor of the journey the login-required panel, whose button goes to /auth', async () => {
    // The panel's code loads on demand (only logged-out visitors see it).
    await act(async () => renderWithPlatform(<Mounted />, { path: '/learning-journey' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Auth' })).toBeInTheDocument();
  });

  it('shows a logged-out visitor of a stage the login-required panel', async () => {
    await act(async () => renderWithPlatform(<Mounted />, { path: '/learning-paths/1/stages/2' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
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
