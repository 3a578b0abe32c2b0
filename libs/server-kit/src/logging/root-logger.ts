import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';

const loggers = new WeakMap<AppConfig, Logger>();

/**
 * The one pino instance of a service: Nest's logger and the per-request lines of the HTTP server.
 * Lines go to stdout asynchronously: while one write is in flight the next lines gather and leave together,
 * so under load a busy service makes a fraction of the write calls. pino flushes what is pending when the
 * process exits.
 */
export function rootLogger(config: AppConfig): Logger {
  let logger = loggers.get(config);
  if (!logger) {
    logger = pino(
      { level: config.logLevel, base: { service: config.service } },
      pino.destination({ dest: 1, sync: false }),
    );
    loggers.set(config, logger);
  }
  return logger;
}
