import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';

const loggers = new WeakMap<AppConfig, Logger>();

/** Lines gather up to this many bytes before they are written, under load. */
const LOG_BUFFER_BYTES = 4096;
/** A quiet service still writes what it has gathered within this time. */
const LOG_FLUSH_INTERVAL_MS = 1000;

/**
 * The one pino instance of a service: Nest's logger and the per-request lines of the HTTP server.
 * Lines go to stdout asynchronously and in batches: they gather up to LOG_BUFFER_BYTES, or at most
 * LOG_FLUSH_INTERVAL_MS, and leave in one write, so a busy service makes one write call for many requests
 * instead of one each (each a wake-up of whatever reads stdout). pino flushes what is pending when the
 * process exits.
 */
export function rootLogger(config: AppConfig): Logger {
  let logger = loggers.get(config);
  if (!logger) {
    logger = pino(
      { level: config.logLevel, base: { service: config.service } },
      pino.destination({
        dest: 1,
        sync: false,
        minLength: LOG_BUFFER_BYTES,
        periodicFlush: LOG_FLUSH_INTERVAL_MS,
      }),
    );
    loggers.set(config, logger);
  }
  return logger;
}
