import { APP_CONFIG, type AppConfig, httpReadinessCheck, ServiceCoreModule } from '@grammarpath/server-kit';
import { type DynamicModule, Inject, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import compression from 'compression';
import { createFrontendMiddleware } from './frontend/frontend.middleware';
import { createApiProxy } from './proxy/api-proxy.middleware';
import { createSecurityMiddleware } from './security/security.middleware';

export const FRONTEND_ROOT = Symbol('FRONTEND_ROOT');

/**
 * The public entry: same-origin and size checks, /api/* proxied to the services, the front ends served.
 * Its middleware runs after the global request logger (registered by nestjs-pino as global middleware).
 */
@Module({})
export class GatewayModule implements NestModule {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FRONTEND_ROOT) private readonly frontendRoot: string,
  ) {}

  static register(config: AppConfig, frontendRoot: string): DynamicModule {
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
      providers: [{ provide: FRONTEND_ROOT, useValue: frontendRoot }],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(
        createSecurityMiddleware(this.config),
        compression(),
        createApiProxy(this.config),
        createFrontendMiddleware(this.config, this.frontendRoot),
      )
      .forRoutes('{*path}');
  }
}
