import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { PROGRESS_COLOUR_THRESHOLDS } from '@grammarpath/contracts';
import { initI18n } from '../i18n/i18n';
import { themeConfigOf } from '../theme/theme-config';
import { ProgressBar } from './progress-bar';
import { progressColourOf } from './progress-colour';

beforeAll(() => initI18n());

function renderThemed(ui: React.ReactElement) {
  return render(<ConfigProvider theme={themeConfigOf('calm', false)}>{ui}</ConfigProvider>);
}

describe('progressColourOf', () => {
  it('follows SPEC §4 at the contract thresholds', () => {
    expect(PROGRESS_COLOUR_THRESHOLDS).toEqual({ green: 80, yellow: 50 });
    expect([100, 80, 79, 50, 49, 0].map(progressColourOf)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'blue',
      'blue',
    ]);
  });
});

describe('ProgressBar', () => {
  it.each([
    [85, 'green', 'rgb(35, 120, 4)'],
    [50, 'yellow', 'rgb(135, 104, 0)'],
    [10, 'blue', 'rgb(9, 88, 217)'],
  ])('paints %i%% %s with the theme token', (percent, colour, rgb) => {
    const { container } = renderThemed(<ProgressBar percent={percent} label="Quiz" />);
    const bar = screen.getByRole('progressbar', { name: 'Quiz' });
    expect(bar).toHaveAttribute('data-colour', colour);
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(container.innerHTML).toContain(rgb);
  });

  it('reads its colour from the theme, not from a constant', () => {
    const { container } = render(
      <ConfigProvider theme={{ token: { colorProgressGreen: '#102030' } as never }}>
        <ProgressBar percent={90} />
      </ConfigProvider>,
    );
    expect(container.innerHTML).toContain('rgb(16, 32, 48)');
  });

  it('is named "Progress" by default', () => {
    renderThemed(<ProgressBar percent={40} />);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toBeInTheDocument();
  });

  it('names a content bar "Progress of {name}" with the name marked English', () => {
    const { container } = renderThemed(<ProgressBar percent={40} contentName="Past Tenses" />);
    expect(screen.getByRole('progressbar', { name: 'Progress of Past Tenses' })).toBeInTheDocument();
    expect(container.querySelector('[lang="en"]')).toHaveTextContent('Past Tenses');
  });
});
