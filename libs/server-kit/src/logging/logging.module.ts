import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { requestIdOf, resolveRequestId } from '../http/request-id';

const QUIET_PATHS = /^\/health(\/|$)/;

/** Structured JSON logs (pino) with the request id on every line; secrets and cookies redacted. */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            base: { service: config.service },
            genReqId: (req) => requestIdOf(req) ?? resolveRequestId(req),
            autoLogging: { ignore: (req) => QUIET_PATHS.test(req.url ?? '') },
            redact: {
              paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
              censor: '[redacted]',
            },
          },
        }),
      ],
    };
  }
}
