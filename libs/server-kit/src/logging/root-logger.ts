import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';

const loggers = new WeakMap<AppConfig, Logger>();

/** The one pino instance of a service: Nest's logger and the per-request lines of the HTTP server. */
export function rootLogger(config: AppConfig): Logger {
  let logger = loggers.get(config);
  if (!logger) {
    logger = pino({ level: config.logLevel, base: { service: config.service } });
    loggers.set(config, logger);
  }
  return logger;
}
