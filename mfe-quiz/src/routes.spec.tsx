import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useRoutes } from 'react-router-dom';
import { remoteRoutePatterns } from '@grammarpath/contracts';
import type { RouteHandle } from '@grammarpath/platform';
import { renderWithPlatform } from '../../tools/jest/render-with-platform';
import { routes } from './routes';

function Mounted() {
  return useRoutes([...routes, { path: '/', element: <h1>Home</h1> }]);
}

describe('mfe_quiz routes', () => {
  it('declares exactly the pages the remote registry gives it', () => {
    expect(routes.map((route) => route.path)).toEqual(remoteRoutePatterns('mfe_quiz'));
  });

  it("loads each page's code on demand, and gives the shell a way to load it first", async () => {
    for (const route of routes) {
      const page = await (route.handle as RouteHandle).preload?.();
      expect({ path: route.path, page: typeof page }).toEqual({ path: route.path, page: 'function' });
    }
  });

  it("shows 'No Results Available' with a way home when /results has no result", async () => {
    renderWithPlatform(<Mounted />, { path: '/results' });
    expect(await screen.findByText('No Results Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the score of a result', async () => {
    const result = encodeURIComponent(JSON.stringify({ totalScore: 8, answers: new Array(10).fill({}) }));
    renderWithPlatform(<Mounted />, { path: `/results?result=${result}` });
    expect(await screen.findByRole('heading', { name: 'Your Quiz Results' })).toBeInTheDocument();
    expect(screen.getByText('Score: 8 / 10')).toBeInTheDocument();
  });

  it('sends a quiz without settings back home with the SPEC toast', async () => {
    renderWithPlatform(
      <Routes>
        <Route path="*" element={<Mounted />} />
      </Routes>,
      { path: '/quiz' },
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument());
    expect(await screen.findByText('Failed to load quiz settings. Please try again.')).toBeInTheDocument();
  });
});
