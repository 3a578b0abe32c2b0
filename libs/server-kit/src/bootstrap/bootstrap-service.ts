import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { createServiceApp, type ServiceAppOptions } from './create-service-app';

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * main.ts of every service: create the app, enable graceful shutdown (SIGTERM: readiness turns false,
 * the server stops accepting, in-flight requests finish, connections close, the process exits), listen.
 */
export async function bootstrapService(
  module: Type<unknown> | DynamicModule,
  config: AppConfig,
  options: ServiceAppOptions,
): Promise<NestFastifyApplication> {
  const app = await createServiceApp(module, config, options);
  const logger = app.get(Logger);
  if (config.usesDevelopmentSecret) {
    logger.warn('SESSION_SECRET is not set: using the development default. Set it in production.', 'Config');
  }
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen(config.port, config.host);
  // Longer than the gateway's idle pooled sockets (60 s), so a reused connection is never half-closed.
  const server = app.getHttpServer();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  logger.log(`${config.service} listening on http://${config.host}:${config.port}`, 'Bootstrap');
  return app;
}
