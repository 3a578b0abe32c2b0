import { bootstrapService, loadConfig, runMain } from '@grammarpath/server-kit';
import { AppModule } from './app.module';
import { IDENTITY_APP_OPTIONS } from './app-options';

runMain(async () => {
  const config = loadConfig('identity');
  await bootstrapService(AppModule.register(config), config, IDENTITY_APP_OPTIONS);
});
