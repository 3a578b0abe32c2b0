import 'reflect-metadata';
import { loadConfig, postgresOptions, runMain } from '@grammarpath/server-kit';
import { DataSource } from 'typeorm';
import { contentDirFrom } from './content/content-dir';
import { LEARNING_DATABASE } from './database/learning-database';
import { SEED_ENTITIES } from './seed/seed-entities';
import { formatSeedReport } from './seed/seed-report';
import { SeedService } from './seed/seed.service';

runMain(async () => {
  const config = loadConfig('learning');
  const contentDir = contentDirFrom(config.learning.contentDir);
  const dataSource = await new DataSource(
    postgresOptions(config.databaseUrl, { ...LEARNING_DATABASE, entities: SEED_ENTITIES }),
  ).initialize();
  try {
    const started = Date.now();
    const report = await new SeedService(dataSource).seedFromDirectory(contentDir);
    process.stdout.write(`seeded ${contentDir} in ${Date.now() - started} ms\n${formatSeedReport(report)}\n`);
  } finally {
    await dataSource.destroy();
  }
});
