import { type AppConfig, createServiceApp, type ServiceAppOptions } from '@grammarpath/server-kit';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { contentSecurityPolicy } from './content-security-policy';
import { setupApiDocs } from './docs/api-docs';
import { GatewayModule, type GatewayOptions } from './gateway.module';

/** No JSON parsing (bodies stream to the services), the front ends' CSP, Swagger UI for the whole API. */
export function gatewayAppOptions(config: AppConfig): ServiceAppOptions {
  return {
    openApi: { title: 'GrammarPath gateway', description: 'Health, remotes.json and API docs.' },
    parseJsonBody: false,
    helmetOptions: {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    },
    configure: (app) => setupApiDocs(app, config),
  };
}

/** The gateway app, configured but not listening (tests call init()). */
export function createGatewayApp(
  config: AppConfig,
  options: GatewayOptions,
): Promise<NestExpressApplication> {
  return createServiceApp(GatewayModule.register(config, options), config, gatewayAppOptions(config));
}
