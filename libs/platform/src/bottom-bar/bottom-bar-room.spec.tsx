import { useRef } from 'react';
import { render } from '@testing-library/react';
import { aboveBottomBar, BOTTOM_BAR_ROOM_VAR, useBottomBarRoom } from './bottom-bar-room';

function Bar({ active }: { active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomBarRoom(ref, active);
  return <div ref={ref}>bar</div>;
}

const room = () => document.documentElement.style.getPropertyValue(BOTTOM_BAR_ROOM_VAR);

describe('the bottom bar room', () => {
  const rect = Element.prototype.getBoundingClientRect;
  beforeEach(() => {
    Element.prototype.getBoundingClientRect = () => ({ height: 87.4 }) as DOMRect;
  });
  afterEach(() => {
    Element.prototype.getBoundingClientRect = rect;
  });

  it("publishes the bar's height while it is mounted and active, and clears it after", () => {
    const { rerender, unmount } = render(<Bar active />);
    expect(room()).toBe('88px');
    rerender(<Bar active={false} />);
    expect(room()).toBe('');
    rerender(<Bar active />);
    expect(room()).toBe('88px');
    unmount();
    expect(room()).toBe('');
  });

  it('adds the room to a length', () => {
    expect(aboveBottomBar(12)).toBe(`calc(12px + var(${BOTTOM_BAR_ROOM_VAR}, 0px))`);
  });
});
