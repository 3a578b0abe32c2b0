import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders of services/learning/src every feature may import: the read model, content, data access, helpers. */
export const LEARNING_SHARED_FOLDERS = ['shared', 'database', 'content', 'learner-stats', 'testing'];
/**
 * Folders that wire features together, as app.module.ts does, and so may import any of them: the content
 * loader and seed write every feature's content tables; testing/ builds the whole app for tests.
 */
export const LEARNING_WIRING_FOLDERS = ['content', 'seed', 'testing'];

const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * One zone per feature folder: it may import itself and the shared folders, no other feature folder. The
 * folders are read from the tree, so a new feature is covered the day it appears.
 */
function featureZones(root, folders, { shared = [], wiring = [], sharedVia }) {
  return folders
    .filter((feature) => !wiring.includes(feature))
    .map((feature) => ({
      target: `./${root}/${feature}`,
      from: folders
        .filter((other) => other !== feature && !shared.includes(other))
        .map((other) => `./${root}/${other}`),
      message: `A feature imports no other feature: share through ${sharedVia}.`,
    }))
    .filter((zone) => zone.from.length > 0);
}

/**
 * No cross-feature imports inside a package: services/learning/src/<feature> and mfe-<remote>/src/features/<x>.
 * Files directly in src/ (the app module, routes, main) wire the features together and are not restricted;
 * neither are tests, which exercise the assembled app and set up other features' rows to do it.
 */
export function featureFolders(workspaceRoot) {
  const learning = 'services/learning/src';
  const zones = featureZones(learning, foldersOf(join(workspaceRoot, learning)), {
    shared: LEARNING_SHARED_FOLDERS,
    wiring: LEARNING_WIRING_FOLDERS,
    sharedVia: LEARNING_SHARED_FOLDERS.map((folder) => `${folder}/`).join(', '),
  });
  for (const remote of readdirSync(workspaceRoot).filter((dir) => dir.startsWith('mfe-'))) {
    const features = `${remote}/src/features`;
    zones.push(
      ...featureZones(features, foldersOf(join(workspaceRoot, features)), {
        sharedVia: 'src/shared/ or libs/platform',
      }),
    );
  }
  return {
    files: [`${learning}/**/*.ts`, 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/*.integration-spec.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: workspaceRoot, zones }] },
  };
}
