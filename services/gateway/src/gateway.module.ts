import { APP_CONFIG, type AppConfig, httpReadinessCheck, ServiceCoreModule } from '@grammarpath/server-kit';
import { type DynamicModule, Inject, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import compression from 'compression';
import { createFrontendMiddleware } from './frontend/frontend.middleware';
import { createApiProxy } from './proxy/api-proxy.middleware';
import { createSecurityMiddleware } from './security/security.middleware';

export interface GatewayOptions {
  /** Folder holding shell/dist and the remotes' dist folders. */
  frontendRoot: string;
  /** How long a service may take to answer; 30 s unless a test shortens it. */
  upstreamTimeoutMs?: number;
}

const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');

/**
 * The public entry: same-origin and size checks, /api/* proxied to the services, the front ends served.
 * Its middleware runs after the global request logger (registered by nestjs-pino as global middleware).
 */
@Module({})
export class GatewayModule implements NestModule {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  static register(config: AppConfig, options: GatewayOptions): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ServiceCoreModule.forRoot({
          config,
          sessions: false,
          readinessChecks: [
            httpReadinessCheck('identity', `${config.identityUrl}/health`),
            httpReadinessCheck('learning', `${config.learningUrl}/health`),
          ],
        }),
      ],
      providers: [{ provide: GATEWAY_OPTIONS, useValue: options }],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(
        createSecurityMiddleware(this.config),
        compression(),
        createApiProxy(this.config, this.options.upstreamTimeoutMs),
        createFrontendMiddleware(this.config, this.options.frontendRoot),
      )
      .forRoutes('{*path}');
  }
}
