import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing/render-with-providers';
import { AppErrorBoundary } from './app-error-boundary';
import { ErrorBoundary } from './error-boundary';

let failure: Error | null = null;

function Fragile() {
  if (failure) throw failure;
  return <p>All good</p>;
}

function renderApp(path = '/quiz') {
  return renderWithProviders(
    <AppErrorBoundary>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="*" element={<Fragile />} />
      </Routes>
    </AppErrorBoundary>,
    { path },
  );
}

describe('AppErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Something went wrong' with the error message, and 'Try again' clears it", async () => {
    failure = new Error('Boom');
    renderApp();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
    failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('falls back to a generic message and can return home', async () => {
    failure = new Error('');
    renderApp();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to home page' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('ignores ResizeObserver errors', () => {
    const notice = new Error('ResizeObserver loop completed with undelivered notifications.');
    expect(ErrorBoundary.getDerivedStateFromError(notice)).toEqual({ error: null });
    expect(ErrorBoundary.getDerivedStateFromError(new Error('Boom'))).toEqual({ error: new Error('Boom') });
  });
});
