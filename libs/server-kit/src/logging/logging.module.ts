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
            customLogLevel: (_req, res, error) =>
              error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
            // One compact line per request: no headers, so no cookies or tokens in the logs.
            serializers: {
              req: (req: { id?: string; method?: string; url?: string }) => ({
                id: req.id,
                method: req.method,
                url: req.url,
              }),
              res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
      ],
    };
  }
}
