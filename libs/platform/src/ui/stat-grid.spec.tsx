import { render, screen, within } from '@testing-library/react';
import { StatGrid } from './stat-grid';

describe('StatGrid', () => {
  it('renders one tile per stat, with title, value and suffix', () => {
    render(
      <StatGrid
        stats={[
          { key: 'paths', title: 'Completed paths', value: 2, outOf: 5, testId: 'stat-paths' },
          { key: 'progress', title: 'Average progress', value: 40, percent: true, icon: <span>★</span> },
          { key: 'time', title: 'Study time', value: 12, suffix: 'min', testId: 'stat-time' },
        ]}
      >
        <p>Study time</p>
      </StatGrid>,
    );
    const paths = screen.getByTestId('stat-paths');
    expect(within(paths).getByText('Completed paths')).toBeInTheDocument();
    expect(paths).toHaveTextContent('2 / 5');
    expect(screen.getByText('Average progress').closest('.ant-card')).toHaveTextContent('★40%');
    expect(screen.getByTestId('stat-time')).toHaveTextContent('12min');
    expect(screen.getByText('Study time', { selector: 'p' })).toBeInTheDocument();
  });

  it('leaves out the cards when asked', () => {
    const { container } = render(<StatGrid card={false} stats={[{ key: 'a', title: 'Points', value: 7 }]} />);
    expect(container.querySelector('.ant-card')).toBeNull();
    expect(screen.getByText('Points')).toBeInTheDocument();
  });
});
