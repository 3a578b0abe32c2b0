import { StudyTimer, type StudyTimerClock } from './study-timer';

class FakeClock implements StudyTimerClock {
  time = 0;
  private callbacks = new Map<number, { callback: () => void; ms: number; next: number }>();
  private nextId = 1;
  now = () => this.time;
  setInterval = (callback: () => void, ms: number) => {
    const id = this.nextId++;
    this.callbacks.set(id, { callback, ms, next: this.time + ms });
    return id;
  };
  clearInterval = (handle: unknown) => {
    this.callbacks.delete(handle as number);
  };
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.callbacks.values()]
        .filter((c) => c.next <= end)
        .sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.time = due.next;
      due.next += due.ms;
      due.callback();
    }
    this.time = end;
  }
}

const MINUTE = 60_000;

function setup() {
  const clock = new FakeClock();
  const saved: number[] = [];
  const beacons: number[] = [];
  let visible = true;
  const timer = new StudyTimer({
    clock,
    save: async (minutes) => saved.push(minutes),
    saveOnLeave: (minutes) => beacons.push(minutes) > 0,
    isVisible: () => visible,
  });
  return {
    clock,
    saved,
    beacons,
    timer,
    setVisible: (value: boolean) => {
      visible = value;
      timer.visibilityChanged();
    },
  };
}

describe('StudyTimer', () => {
  it('saves the whole minutes once 5 are counted, checking every minute', () => {
    const { clock, saved, timer } = setup();
    timer.start();
    clock.advance(4 * MINUTE + 59_000);
    expect(saved).toEqual([]);
    clock.advance(1_000);
    expect(saved).toEqual([5]);
    clock.advance(5 * MINUTE);
    expect(saved).toEqual([5, 5]);
  });

  it('does not count hidden time', () => {
    const { clock, saved, timer, setVisible } = setup();
    timer.start();
    clock.advance(2 * MINUTE);
    setVisible(false);
    clock.advance(30 * MINUTE);
    expect(saved).toEqual([]);
    setVisible(true);
    clock.advance(3 * MINUTE);
    expect(saved).toEqual([5]);
  });

  it('keeps at least 60 s between saves', () => {
    const clock = new FakeClock();
    const saved: number[] = [];
    const timer = new StudyTimer({
      clock,
      save: async (minutes) => saved.push(minutes),
      saveOnLeave: () => true,
      isVisible: () => true,
      checkEveryMs: 10_000,
      saveAtMinutes: 1,
    });
    timer.start();
    clock.advance(MINUTE);
    expect(saved).toEqual([1]);
    clock.advance(50_000);
    expect(saved).toEqual([1]);
    clock.advance(2 * MINUTE);
    expect(saved).toEqual([1, 1, 1]);
  });

  it('sends the whole minutes left by beacon on leaving, and nothing under a minute', () => {
    const { clock, saved, beacons, timer } = setup();
    timer.start();
    clock.advance(7 * MINUTE + 30_000);
    expect(saved).toEqual([5]);
    timer.leave();
    expect(beacons).toEqual([2]);
    clock.advance(20_000);
    timer.leave();
    expect(beacons).toEqual([2]);
  });

  it('stops counting when stopped', () => {
    const { clock, saved, timer } = setup();
    timer.start();
    timer.stop();
    clock.advance(20 * MINUTE);
    expect(saved).toEqual([]);
    expect(timer.pendingMs()).toBe(0);
  });
});
