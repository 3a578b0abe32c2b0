import { loadConfig, runMain, runMigrations } from '@grammarpath/server-kit';
import { IDENTITY_DATABASE } from './database';

runMain(async () => {
  const config = loadConfig('identity', process.env, { usesSessions: false });
  const applied = await runMigrations(config.databaseUrl, IDENTITY_DATABASE);
  process.stdout.write(
    applied.length > 0 ? `identity: applied ${applied.join(', ')}\n` : 'identity: schema up to date\n',
  );
});
