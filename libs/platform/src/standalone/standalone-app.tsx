import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useRoutes, type RouteObject } from 'react-router-dom';
import { Flex, Layout } from 'antd';
import { initI18n, translationsReady } from '../i18n/i18n';
import { PlatformProvider } from '../providers/platform-provider';

export interface StandaloneOptions {
  routes: RouteObject[];
  /** What the remote shows on the home page, rendered at / of its own dev server. */
  home: ReactNode;
}

function StandaloneRoutes({ routes, home }: StandaloneOptions) {
  const links = routes
    .map((route) => route.path)
    .filter((path): path is string => !!path && !path.includes(':'));
  const element = useRoutes([...routes, { path: '*', element: home }]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header>
        <Flex gap={16}>
          <Link to="/">/</Link>
          {links.map((path) => (
            <Link key={path} to={path}>
              {path}
            </Link>
          ))}
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>{element}</Layout.Content>
    </Layout>
  );
}

/**
 * Runs a remote on its own dev server: its routes and home widget inside the platform providers, rendered
 * once the active language's texts are loaded.
 */
export function mountStandalone(options: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to render into');
  initI18n();
  void translationsReady().then(() => render(container, options));
}

function render(container: HTMLElement, options: StandaloneOptions): void {
  createRoot(container).render(
    <StrictMode>
      <PlatformProvider>
        <BrowserRouter>
          <StandaloneRoutes {...options} />
        </BrowserRouter>
      </PlatformProvider>
    </StrictMode>,
  );
}
