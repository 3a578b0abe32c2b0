import { setMaxListeners } from 'node:events';

/** How long a request waits for Redis before it fails instead. */
export const COMMAND_TIMEOUT_MS = 5_000;
/** Commands sent within one slot share a deadline. */
const SLOT_MS = 1_000;

export class RedisTimeoutError extends Error {
  constructor() {
    super(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`);
    this.name = 'RedisTimeoutError';
  }
}

/**
 * A deadline for the answers of Redis commands, so that a Redis that hangs (or a network that drops packets
 * silently) fails requests instead of holding them. node-redis's own command timeout does not do this: it
 * ends when the command is written, and a written command waits for its answer for ever. It also costs an
 * AbortSignal and a timer per command; here the commands sent within the same second share one, fired
 * COMMAND_TIMEOUT_MS after that second ends, so each waits 5 to 6 s at most. A late answer is dropped.
 */
export class SharedDeadline {
  private slot: { signal: AbortSignal; endsAt: number } | null = null;

  /** The command's answer, or a RedisTimeoutError once its deadline passes. */
  within<T>(command: Promise<T>): Promise<T> {
    const signal = this.signal();
    return new Promise<T>((resolve, reject) => {
      const onTimeout = () => reject(new RedisTimeoutError());
      signal.addEventListener('abort', onTimeout, { once: true });
      command.then(
        (value) => {
          signal.removeEventListener('abort', onTimeout);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onTimeout);
          reject(error);
        },
      );
    });
  }

  private signal(): AbortSignal {
    const now = Date.now();
    if (this.slot && now < this.slot.endsAt) return this.slot.signal;
    const controller = new AbortController();
    // Every command of the slot listens to it.
    setMaxListeners(0, controller.signal);
    setTimeout(() => controller.abort(), SLOT_MS + COMMAND_TIMEOUT_MS).unref();
    this.slot = { signal: controller.signal, endsAt: now + SLOT_MS };
    return controller.signal;
  }
}
