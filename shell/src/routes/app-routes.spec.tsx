import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '../testing/render-with-providers';
import { AppRoutes } from './app-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const pathsRoutes = {
  routes: [
    { path: '/learning-paths', element: <h2>Remote path list</h2> },
    { path: '/learning-paths/:pathId/stages/:stageId', element: <h2>Remote stage page</h2> },
  ],
};

async function renderAt(path: string) {
  await act(async () => {
    renderWithProviders(<AppRoutes />, { path });
  });
}

describe('AppRoutes', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(loadRemote).mockResolvedValue(pathsRoutes);
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ mfe_paths: '/mfe/paths/mf-manifest.json' }),
    })) as unknown as typeof fetch;
  });

  it('mounts the owning remote’s routes (absolute paths) for a path in the route table', async () => {
    await renderAt('/learning-paths/3/stages/7');
    expect(await screen.findByRole('heading', { name: 'Remote stage page' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_paths/routes');
  });

  it("shows '404 Page Not Found' for a path no one owns, without loading a remote", async () => {
    await renderAt('/nope');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('keeps the frame around a page', async () => {
    await renderAt('/learning-paths');
    expect(await screen.findByRole('heading', { name: 'Remote path list' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grammar Resources' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('has the top-right control slot and the floating widgets slot on pages', async () => {
    await renderAt('/');
    expect(document.querySelector('[data-slot="top-right-control"]')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="floating-widgets"]')).toBeInTheDocument();
  });

  it('hides the top-right (translate) control slot on /auth', async () => {
    await renderAt('/auth');
    expect(await screen.findByRole('tab', { name: 'Register' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="top-right-control"]')).not.toBeInTheDocument();
    expect(document.querySelector('[data-slot="floating-widgets"]')).toBeInTheDocument();
  });
});
