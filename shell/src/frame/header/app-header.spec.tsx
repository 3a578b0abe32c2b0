import { screen } from '@testing-library/react';
import { renderWithProviders, TEST_USER } from '../../testing/render-with-providers';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  it('shows only the Log In button when logged out', () => {
    renderWithProviders(<AppHeader />);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Learning Paths' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'User Profile' })).not.toBeInTheDocument();
  });

  it('shows the navigation links and the user menu when logged in', () => {
    renderWithProviders(<AppHeader />, { user: TEST_USER });
    expect(screen.getByRole('link', { name: 'Learning Paths' })).toHaveAttribute('href', '/learning-paths');
    expect(screen.getByRole('link', { name: 'Progress' })).toHaveAttribute('href', '/progress');
    expect(screen.getByRole('link', { name: 'User Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ana Lima (Account menu)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('offers the four interface languages', async () => {
    renderWithProviders(<AppHeader />);
    screen.getByRole('button', { name: 'English (Language)' }).click();
    for (const label of ['English', '日本語', 'Tiếng Việt', '中文']) {
      expect(await screen.findByRole('menuitem', { name: label })).toBeInTheDocument();
    }
  });
});
