import { bootstrapService, loadConfig, runMain } from '@grammarpath/server-kit';
import { gatewayAppOptions } from './create-gateway-app';
import { resolveFrontendRoot } from './frontend-root';
import { GatewayModule } from './gateway.module';

runMain(async () => {
  const config = loadConfig('gateway');
  const frontendRoot = resolveFrontendRoot(config.frontendRoot);
  await bootstrapService(GatewayModule.register(config), config, gatewayAppOptions(config, { frontendRoot }));
});
