import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

/** A stand-in for the browser's IntersectionObserver: the test says when the element comes near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Slot() {
  const [ref, near] = useNearViewport<HTMLDivElement>('100% 0px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    FakeIntersectionObserver.instances = [];
  });

  it('turns true once the element comes within the margin, and stops watching', () => {
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    render(<Slot />);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.options.rootMargin).toBe('100% 0px');
    expect(observer.observed).toEqual([screen.getByText('far')]);
    act(() => observer.report(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer.report(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it('is true at once without IntersectionObserver', () => {
    // @ts-expect-error: a browser without it
    delete globalThis.IntersectionObserver;
    render(<Slot />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
