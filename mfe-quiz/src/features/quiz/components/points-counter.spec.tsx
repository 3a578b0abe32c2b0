import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../../../../../tools/jest/render-with-platform';
import { PointsCounter } from './points-counter';

describe('PointsCounter', () => {
  it('shows the running points, without a "+N" or an announcement while nothing was just earned', () => {
    renderWithPlatform(<PointsCounter points={3} />);
    expect(screen.getByTestId('quiz-points')).toHaveTextContent('3 points');
    expect(screen.queryByTestId('points-earned')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('pops a "+1" beside them when an answer earns a point, and says it once, politely', () => {
    renderWithPlatform(<PointsCounter points={1} earned={{ seq: 1, points: 1 }} />);
    expect(screen.getByTestId('quiz-points')).toHaveTextContent('1 point');
    expect(screen.getByTestId('points-earned')).toHaveTextContent('+1');
    expect(screen.getByTestId('points-earned')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('+1 point. 1 in this quiz.');
  });

  it('shows no "+N" for a check that earned nothing (right at a later try)', () => {
    renderWithPlatform(<PointsCounter points={2} earned={{ seq: 4, points: 0 }} />);
    expect(screen.queryByTestId('points-earned')).not.toBeInTheDocument();
  });
});
