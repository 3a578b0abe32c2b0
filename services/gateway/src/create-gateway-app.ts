import { type AppConfig, createServiceApp, type ServiceAppOptions } from '@grammarpath/server-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './content-security-policy';
import { setupApiDocs } from './docs/api-docs';
import { registerFrontends } from './frontend/frontend-routes';
import { GatewayModule, type GatewayOptions } from './gateway.module';
import { registerApiProxy } from './proxy/api-proxy';
import { limitConnectionsPerAddress } from './security/connection-limit';
import { registerSecurityHook } from './security/security-hook';

/**
 * The public entry: same-origin and size checks, /api/* streamed to the services, Swagger UI for the
 * whole API and the front ends. The proxy is plain Fastify routes, so a proxied request costs no more
 * than routing, the checks and the upstream call.
 */
export function gatewayAppOptions(config: AppConfig, options: GatewayOptions): ServiceAppOptions {
  return {
    openApi: { title: 'GrammarPath gateway', description: 'Health, remotes.json and API docs.' },
    parseJsonBody: false,
    helmetOptions: {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    },
    configure: async (app: NestFastifyApplication) => {
      const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
      registerSecurityHook(fastify, config);
      if (config.trustProxy === false && config.maxConnectionsPerAddress > 0)
        limitConnectionsPerAddress(fastify.server, config.maxConnectionsPerAddress);
      await registerApiProxy(fastify, config, options.upstreamTimeoutMs);
      await registerFrontends(fastify, config, options.frontendRoot);
      setupApiDocs(app, config);
    },
  };
}

/** The gateway app, configured but not listening. */
export function createGatewayApp(
  config: AppConfig,
  options: GatewayOptions,
): Promise<NestFastifyApplication> {
  return createServiceApp(GatewayModule.register(config), config, gatewayAppOptions(config, options));
}
