import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { rootLogger } from './root-logger';

/**
 * Nest's own logs through pino (nestjs-pino), on the same instance as the request lines the HTTP
 * server writes (see request-logging.ts); no per-request middleware, which would cost every request.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger: rootLogger(config) }, forRoutes: [] })],
    };
  }
}
