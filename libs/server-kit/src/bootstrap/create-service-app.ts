import fastifyCookie from '@fastify/cookie';
import { Logger as NestLogger, type DynamicModule, type Type } from '@nestjs/common';
import { ModuleRef, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { registerNulCheck } from '../http/hostile-input';
import { registerJsonBodyParser } from '../http/json-body-parser';
import { sendJsonError } from '../http/json-error.filter';
import { REQUEST_ID_HEADER, resolveRequestId } from '../http/request-id';
import { registerSecurityHeaders } from '../http/security-headers';
import { RequestLogController } from '../logging/request-log-controller';
import { rootLogger } from '../logging/root-logger';
import { registerSessionHook } from '../session/session-hook';
import { SessionStore } from '../session/session-store';
import { buildOpenApiDocument, type OpenApiInfo, serveOpenApiJson } from './openapi';

export interface ServiceAppOptions {
  openApi: OpenApiInfo;
  /** Parse JSON bodies (limit BODY_LIMIT). The gateway turns this off: it streams bodies to the services. */
  parseJsonBody?: boolean;
  /** Routes that also take a text/plain JSON body (navigator.sendBeacon). */
  beaconPaths?: readonly string[];
  /** Last set-up step before init/listen (the gateway adds its proxy, Swagger UI and front ends here). */
  configure?: (app: NestFastifyApplication) => void | Promise<void>;
  /** helmet options; the gateway relaxes the CSP for Swagger UI and the front ends. */
  helmetOptions?: HelmetOptions;
}

/**
 * The provider when the module has one. Looked up through ModuleRef: the app object logs every exception
 * its methods throw (Nest's ExceptionsZone), so a service without sessions, the gateway, logged an error
 * at each start.
 */
function optionalProvider<T>(app: NestFastifyApplication, token: Type<T>): T | undefined {
  const moduleRef = app.get(ModuleRef);
  try {
    return moduleRef.get(token, { strict: false });
  } catch {
    return undefined;
  }
}

/**
 * Creates a configured, not yet listening Nest app on Fastify: trust proxy, request ids (kept from the
 * gateway or created, echoed in x-request-id), one pino line per request, helmet, the JSON body limit,
 * the session hook when the module has sessions, and GET /openapi.json. Tests call `initServiceApp`.
 */
export async function createServiceApp(
  module: Type<unknown> | DynamicModule,
  config: AppConfig,
  options: ServiceAppOptions,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: rootLogger(config),
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // A client that has not sent its whole request (headers and body) in time gets a 408 and its connection
    // closed; the timeouts are checked every second instead of Node's default 30 s.
    requestTimeout: config.requestReadTimeoutMs,
    http: { headersTimeout: config.requestReadTimeoutMs, connectionsCheckingInterval: 1_000 },
    genReqId: resolveRequestId,
    requestIdHeader: false,
    return503OnClosing: false,
  });
  // abortOnError false: a start-up error is thrown (runMain prints it) rather than exiting the process.
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    bodyParser: false,
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  const errorLogger = new NestLogger('Errors');
  fastify.setErrorHandler((error, req, reply) => sendJsonError(error, req, reply, errorLogger));
  registerSecurityHeaders(fastify, options.helmetOptions);
  await app.register(fastifyCookie, { secret: config.session.secret });
  if (options.parseJsonBody !== false) {
    registerJsonBodyParser(fastify, config.bodyLimit, options.beaconPaths);
    registerNulCheck(fastify);
  }
  const sessions = optionalProvider(app, SessionStore);
  if (sessions) registerSessionHook(fastify, sessions);
  serveOpenApiJson(app, buildOpenApiDocument(app, options.openApi, config.session.cookieName));
  await options.configure?.(app);
  return app;
}

/** init() and Fastify's ready(): what a test needs before sending requests to `app.getHttpServer()`. */
export async function initServiceApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
