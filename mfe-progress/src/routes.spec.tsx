import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { remoteRoutePatterns, ROUTES } from '@grammarpath/contracts';
import { renderWithPlatform, TEST_USER } from '../../tools/jest/render-with-platform';
import { routes } from './routes';
import { preloadPages } from '../../tools/jest/preload-pages';

function Mounted() {
  return useRoutes([...routes, { path: ROUTES.auth.pattern, element: <h1>Auth</h1> }]);
}

beforeAll(() => preloadPages(routes));

describe('mfe_progress routes', () => {
  it('declares exactly the paths the remote registry gives it', () => {
    expect(routes.map((route) => route.path)).toEqual(remoteRoutePatterns('mfe_progress'));
  });

  it.each(remoteRoutePatterns('mfe_progress'))('sends a logged-out visitor of %s to /auth', (path) => {
    renderWithPlatform(<Mounted />, { path });
    expect(screen.getByRole('heading', { name: 'Auth' })).toBeInTheDocument();
  });

  it('shows the progress tabs to a logged-in learner', () => {
    renderWithPlatform(<Mounted />, { path: '/progress', user: TEST_USER });
    for (const tab of ['Dashboard', 'Achievements', 'Quiz Results', 'Analytics']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
  });

  it('shows twelve placeholder tiles while achievements load', () => {
    const { container } = renderWithPlatform(<Mounted />, { path: '/achievements', user: TEST_USER });
    expect(screen.getByRole('heading', { name: 'Achievements' })).toBeInTheDocument();
    expect(container.querySelectorAll('.ant-skeleton-node')).toHaveLength(12);
  });
});
