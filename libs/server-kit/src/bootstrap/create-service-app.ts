import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { jsonBodyParser } from '../http/json-body-parser';
import { requestIdMiddleware } from '../http/request-id.middleware';
import { buildOpenApiDocument, type OpenApiInfo, serveOpenApiJson } from './openapi';

export interface ServiceAppOptions {
  openApi: OpenApiInfo;
  /** Parse JSON bodies (limit BODY_LIMIT). The gateway turns this off: it streams bodies to the services. */
  parseJsonBody?: boolean;
  /** Last set-up step before init/listen (the gateway adds its Swagger UI here). */
  configure?: (app: NestExpressApplication) => void;
  /** helmet options; the gateway relaxes the CSP for Swagger UI and the front ends. */
  helmetOptions?: Parameters<typeof helmet>[0];
}

/**
 * Creates a configured, not yet listening Nest app: trust proxy, request ids, helmet, the JSON body
 * limit, pino as the Nest logger and GET /openapi.json. Integration tests call this, then `app.init()`.
 */
export async function createServiceApp(
  module: Type<unknown> | DynamicModule,
  config: AppConfig,
  options: ServiceAppOptions,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestIdMiddleware);
  app.use(helmet(options.helmetOptions));
  if (options.parseJsonBody !== false) app.use(jsonBodyParser(config.bodyLimit));
  serveOpenApiJson(app, buildOpenApiDocument(app, options.openApi, config.session.cookieName));
  options.configure?.(app);
  return app;
}
