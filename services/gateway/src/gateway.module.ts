import { httpReadinessCheck, type AppConfig, ServiceCoreModule } from '@grammarpath/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';

export interface GatewayOptions {
  /** Folder holding shell/dist and the remotes' dist folders. */
  frontendRoot: string;
  /** How long a service may take to answer; 30 s unless a test shortens it. */
  upstreamTimeoutMs?: number;
}

/** The gateway's Nest side: configuration, logging, errors and /health with the services' readiness. */
@Module({})
export class GatewayModule {
  static register(config: AppConfig): DynamicModule {
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
    };
  }
}
