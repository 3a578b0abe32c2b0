import { BrowserRouter } from 'react-router-dom';
import { PlatformProvider } from '@grammarpath/platform';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <PlatformProvider>
      <BrowserRouter>
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </BrowserRouter>
    </PlatformProvider>
  );
}
