import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { MoodTheme } from '@grammarpath/contracts';
import { PlatformProvider } from '@grammarpath/platform';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AppRoutes } from './routes/app-routes';
import { ScrollToTop } from './routes/scroll-to-top';

export interface AppProps {
  /** The router: the browser's by default; the prerender passes a static one at the page's path. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The theme a prerendered document was rendered in (hydration starts from it). */
  initialTheme?: MoodTheme;
  /** Called once the app is on the page: rendered, or hydrated over a server-rendered page. */
  onMounted?: () => void;
}

export function App({ Router = BrowserRouter, initialTheme, onMounted }: AppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <PlatformProvider initialTheme={initialTheme}>
      <Router>
        <ScrollToTop />
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </Router>
    </PlatformProvider>
  );
}
