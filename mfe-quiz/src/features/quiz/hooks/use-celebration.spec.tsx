import { useRef } from 'react';
import { render } from '@testing-library/react';
import { useCelebration } from './use-celebration';

function Celebrated({ trigger }: { trigger?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useCelebration(ref, trigger, 'pulse');
  return <div ref={ref}>question</div>;
}

describe('useCelebration', () => {
  const animate = jest.fn();
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    animate.mockClear();
    HTMLElement.prototype.animate = animate;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('plays for each new check, under 600 ms, never for the first render nor again for an old one', () => {
    const { rerender } = render(<Celebrated trigger={2} />);
    expect(animate).not.toHaveBeenCalled();
    rerender(<Celebrated trigger={3} />);
    expect(animate).toHaveBeenCalledTimes(1);
    expect((animate.mock.calls[0][1] as KeyframeAnimationOptions).duration).toBeLessThanOrEqual(600);
    // Another question (nothing to celebrate), then back to the one celebrated: no second play.
    rerender(<Celebrated trigger={undefined} />);
    rerender(<Celebrated trigger={3} />);
    expect(animate).toHaveBeenCalledTimes(1);
    rerender(<Celebrated trigger={5} />);
    expect(animate).toHaveBeenCalledTimes(2);
  });

  it('does not play under prefers-reduced-motion: reduce', () => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') });
    const { rerender } = render(<Celebrated />);
    rerender(<Celebrated trigger={1} />);
    expect(animate).not.toHaveBeenCalled();
  });
});
