import 'reflect-metadata';
import { loadConfig, runMain, runMigrations } from '@grammarpath/server-kit';
import { LEARNING_DATABASE } from './database/learning-database';

runMain(async () => {
  const config = loadConfig('learning');
  const applied = await runMigrations(config.databaseUrl, LEARNING_DATABASE);
  process.stdout.write(
    `learning migrations applied: ${applied.length ? applied.join(', ') : 'none pending'}\n`,
  );
});
