import { BrowserRouter } from 'react-router-dom';
import { PlatformProvider } from '@grammarpath/platform';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AppRoutes } from './routes/app-routes';
import { ScrollToTop } from './routes/scroll-to-top';

export function App() {
  return (
    <PlatformProvider>
      <BrowserRouter>
        <ScrollToTop />
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </BrowserRouter>
    </PlatformProvider>
  );
}
