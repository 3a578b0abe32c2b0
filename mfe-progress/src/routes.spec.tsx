import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { renderWithPlatform, TEST_USER } from '../../tools/jest/render-with-platform';
import { routes } from './routes';

function Mounted() {
  return useRoutes([...routes, { path: '/auth', element: <h1>Auth</h1> }]);
}

describe('mfe_progress routes', () => {
  it('declares the paths the shell routes to it', () => {
    expect(routes.map((route) => route.path)).toEqual(['/progress', '/achievements', '/profile']);
  });

  it.each(['/progress', '/achievements', '/profile'])('sends a logged-out visitor of %s to /auth', (path) => {
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
