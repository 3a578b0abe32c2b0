import { createHash } from 'node:crypto';

/** How long a snapshot serves before it is read again (in the background: the old one serves meanwhile). */
export const SNAPSHOT_REFRESH_MS = 60_000;

export interface Snapshot<T> {
  value: T;
  /** A hash of the value: what is stored from a snapshot is keyed by it. */
  fingerprint: string;
}

/**
 * A catalogue kept in memory. Catalogues change only when the content is seeded, so one is read once, then
 * again in the background once a minute; the snapshot object stays the same while its fingerprint does, so
 * what is derived from it can be kept per snapshot (a WeakMap). Values are shared: never modify one.
 */
export class RefreshedSnapshot<T> {
  private current: { snapshot: Snapshot<T>; readAt: number } | null = null;
  private reading: Promise<Snapshot<T>> | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly onRefreshError: (error: Error) => void,
    private readonly refreshMs = SNAPSHOT_REFRESH_MS,
  ) {}

  async get(): Promise<Snapshot<T>> {
    const current = this.current;
    if (!current) return this.reread();
    if (Date.now() - current.readAt >= this.refreshMs) this.reread().catch(this.onRefreshError);
    return current.snapshot;
  }

  private reread(): Promise<Snapshot<T>> {
    return (this.reading ??= this.load().finally(() => (this.reading = null)));
  }

  private async load(): Promise<Snapshot<T>> {
    const value = await this.read();
    const fingerprint = createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
    const previous = this.current?.snapshot;
    const snapshot = previous?.fingerprint === fingerprint ? previous : { value, fingerprint };
    this.current = { snapshot, readAt: Date.now() };
    return snapshot;
  }
}
