import { STUDY_TIMER } from '@grammarpath/contracts';

/** The time source and timers the study timer uses; tests inject a fake one. */
export interface StudyTimerClock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const systemClock: StudyTimerClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface StudyTimerOptions {
  /** Sends whole minutes while the page stays open (POST /api/user/study-time). */
  save: (minutes: number) => Promise<unknown>;
  /** Sends whole minutes as the page goes away (navigator.sendBeacon); true when queued. */
  saveOnLeave: (minutes: number) => boolean;
  isVisible: () => boolean;
  clock?: StudyTimerClock;
  /** SPEC §9: checked every 60 s, saved at 5 minutes, at least 60 s between saves. */
  checkEveryMs?: number;
  saveAtMinutes?: number;
  minGapBetweenSavesMs?: number;
}

const MINUTE_MS = 60_000;

/**
 * Counts study time while the page is visible (SPEC §4): every check adds the visible time since the last
 * one; at 5 accumulated minutes it saves the whole minutes (never two saves within 60 s) and keeps the
 * remainder; leaving the page sends what is left. Hidden time is never counted.
 */
export class StudyTimer {
  private accumulatedMs = 0;
  private visibleSince: number | null = null;
  private lastSaveAt = Number.NEGATIVE_INFINITY;
  private interval: unknown = null;
  private readonly clock: StudyTimerClock;
  private readonly checkEveryMs: number;
  private readonly saveAtMs: number;
  private readonly minGapMs: number;

  constructor(private readonly options: StudyTimerOptions) {
    this.clock = options.clock ?? systemClock;
    this.checkEveryMs = options.checkEveryMs ?? STUDY_TIMER.checkEveryMs;
    this.saveAtMs = (options.saveAtMinutes ?? STUDY_TIMER.saveAtMinutes) * MINUTE_MS;
    this.minGapMs = options.minGapBetweenSavesMs ?? STUDY_TIMER.minGapBetweenSavesMs;
  }

  start(): void {
    if (this.interval !== null) return;
    this.visibleSince = this.options.isVisible() ? this.clock.now() : null;
    this.interval = this.clock.setInterval(() => this.check(), this.checkEveryMs);
  }

  /** Stops counting; the time not yet saved is dropped (logout: the session is gone). */
  stop(): void {
    if (this.interval !== null) this.clock.clearInterval(this.interval);
    this.interval = null;
    this.visibleSince = null;
    this.accumulatedMs = 0;
  }

  /** Milliseconds counted and not yet saved. */
  pendingMs(): number {
    return this.accumulatedMs + (this.visibleSince === null ? 0 : this.clock.now() - this.visibleSince);
  }

  visibilityChanged(): void {
    if (this.interval === null) return;
    if (this.options.isVisible()) {
      if (this.visibleSince === null) this.visibleSince = this.clock.now();
    } else {
      this.collect();
      this.visibleSince = null;
    }
  }

  /** The once-a-minute check. */
  check(): void {
    this.collect();
    const now = this.clock.now();
    if (this.accumulatedMs < this.saveAtMs || now - this.lastSaveAt < this.minGapMs) return;
    const minutes = this.takeWholeMinutes();
    if (minutes === 0) return;
    this.lastSaveAt = now;
    this.options.save(minutes).catch((error: unknown) => {
      // SPEC §8: a failed save is only logged.
      console.error('Failed to save study time', error);
    });
  }

  /** The page is going away: send the whole minutes left. */
  leave(): void {
    this.collect();
    const minutes = this.takeWholeMinutes();
    if (minutes > 0 && !this.options.saveOnLeave(minutes)) {
      console.error('Failed to queue study time on leaving');
    }
  }

  private collect(): void {
    if (this.visibleSince === null) return;
    const now = this.clock.now();
    this.accumulatedMs += now - this.visibleSince;
    this.visibleSince = now;
  }

  private takeWholeMinutes(): number {
    const minutes = Math.min(Math.floor(this.accumulatedMs / MINUTE_MS), STUDY_TIMER.maxMinutesPerCall);
    this.accumulatedMs -= minutes * MINUTE_MS;
    return minutes;
  }
}
