import { bootstrapService, loadConfig, runMain } from '@grammarpath/server-kit';
import { AppModule } from './app.module';
import { IDENTITY_OPENAPI } from './openapi-info';

runMain(async () => {
  const config = loadConfig('identity');
  await bootstrapService(AppModule.register(config), config, { openApi: IDENTITY_OPENAPI });
});
