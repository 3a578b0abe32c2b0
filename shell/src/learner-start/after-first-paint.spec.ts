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

  it('starts on the frame after the first one, once', () => {
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

  it('starts at once on a hidden page', () => {
    framesOf(window);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
