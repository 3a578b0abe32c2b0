import { act, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '../i18n/i18n';
import { CefrTag } from './cefr-tag';
import { DifficultyTag } from './difficulty-tag';

beforeAll(() => initI18n());
afterEach(() => act(() => i18n.changeLanguage('en')));

describe('DifficultyTag', () => {
  it.each([
    ['beginner', 'Beginner', 'default'],
    ['intermediate', 'Intermediate', 'secondary'],
    ['advanced', 'Advanced', 'destructive'],
    ['expert', 'expert', 'outline'],
  ])('shows %s in SPEC §4 badge style', (level, text, style) => {
    render(<DifficultyTag level={level} />);
    expect(screen.getByText(text)).toHaveAttribute('data-badge-style', style);
  });

  it('names the level in the interface language', async () => {
    await act(() => i18n.changeLanguage('ja'));
    render(<DifficultyTag level="advanced" />);
    expect(screen.getByText('上級')).toBeInTheDocument();
  });
});

describe('CefrTag', () => {
  it('shows the level in capitals, and nothing without one', () => {
    const { container, rerender } = render(<CefrTag level="b1" />);
    expect(screen.getByText('B1')).toBeInTheDocument();
    rerender(<CefrTag level={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
