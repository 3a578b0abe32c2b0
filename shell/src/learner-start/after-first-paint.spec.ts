import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  function framesOf(page: Window) {
    const queued: FrameRequestCallback[] = [];
    jest.spyOn(page, 'requestAnimationFrame').mockImplementation((callback) => queued.push(callback));
    return () => queued.splice(0).forEach((callback) => callback(0));
  }

  it('starts on the frame after the first one, once, where paint timing is missing', () => {
    const nextFrame = framesOf(window);
    const start = jest.fn();
    afterFirstPaint(start);
    nextFrame();
    expect(start).not.toHaveBeenCalled();
    nextFrame();
    expect(start).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no frame comes', () => {
    framesOf(window);
    const start = jest.fn();
    afterFirstPaint(start, 500);
    jest.advanceTimersByTime(499);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the first contentful paint is reported, not at an earlier frame', () => {
    const nextFrame = framesOf(window);
    const observers: FakePaintObserver[] = [];
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      disconnected = false;
      constructor(
        private readonly callback: (entries: Pick<PerformanceObserverEntryList, 'getEntriesByName'>) => void,
      ) {
        observers.push(this);
      }
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
      report(...names: string[]) {
        this.callback({
          getEntriesByName: (name: string) =>
            names.filter((each) => each === name) as unknown as PerformanceEntryList,
        });
      }
    }
    Object.assign(window, { PerformanceObserver: FakePaintObserver });
    try {
      const start = jest.fn();
      afterFirstPaint(start);
      nextFrame();
      nextFrame();
      observers[0].report('first-paint');
      expect(start).not.toHaveBeenCalled();
      observers[0].report('first-contentful-paint');
      expect(start).toHaveBeenCalledTimes(1);
      expect(observers[0].disconnected).toBe(true);
      jest.runAllTimers();
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as Partial<Window & typeof globalThis>).PerformanceObserver;
    }
  });

  it('starts as soon as the page is hidden before it has painted', () => {
    framesOf(window);
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a hidden page', () => {
    framesOf(window);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
