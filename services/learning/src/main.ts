import 'reflect-metadata';
import { bootstrapService, loadConfig, runMain } from '@grammarpath/server-kit';
import { AppModule } from './app.module';
import { LEARNING_OPENAPI } from './openapi-info';

runMain(async () => {
  const config = loadConfig('learning');
  await bootstrapService(AppModule.register(config), config, { openApi: LEARNING_OPENAPI });
});
