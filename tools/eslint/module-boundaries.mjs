import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import nx from '@nx/eslint-plugin';

/**
 * Which package may import which, by the tags in each package.json "nx" field:
 * - type:app (shell, remotes, services) | type:lib (libs/*) | type:test (e2e, deploy);
 * - scope:shell | scope:remote | scope:service | scope:shared;
 * - runtime:browser | runtime:node | runtime:any (contracts: shared by browser and server).
 */
const depConstraints = [
  // Apps import libraries only: a remote never imports the shell or another remote, a service no other app.
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'scope:remote', notDependOnLibsWithTags: ['scope:shell', 'scope:remote'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:lib'] },
  // Services never import front-end code (libs/platform, React, antd …); front ends never import server code.
  {
    sourceTag: 'runtime:node',
    onlyDependOnLibsWithTags: ['runtime:node', 'runtime:any'],
    bannedExternalImports: [
      'react',
      'react-*',
      'antd',
      '@ant-design/*',
      '@tanstack/*',
      'i18next*',
      'recharts',
    ],
  },
  {
    sourceTag: 'runtime:browser',
    onlyDependOnLibsWithTags: ['runtime:browser', 'runtime:any'],
    bannedExternalImports: ['@nestjs/*', 'typeorm', 'pg', 'fastify', '@fastify/*', 'redis', 'nestjs-pino'],
  },
  // Contracts are types, constants and pure rules: no runtime dependency at all.
  { sourceTag: 'runtime:any', onlyDependOnLibsWithTags: ['runtime:any'], bannedExternalImports: ['*'] },
];

/** The entry points a library publishes (its package.json "exports"): nothing else of it may be imported. */
function libraryEntryPoints(workspaceRoot) {
  const libs = join(workspaceRoot, 'libs');
  return readdirSync(libs)
    .filter((dir) => existsSync(join(libs, dir, 'package.json')))
    .map((dir) => JSON.parse(readFileSync(join(libs, dir, 'package.json'), 'utf8')))
    .map(({ name, exports }) => ({
      name,
      entries: Object.keys(exports ?? { '.': '' }).map((key) =>
        key === '.' ? name : `${name}/${key.slice(2)}`,
      ),
    }));
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Module-boundary rules for every package. */
export function moduleBoundaries(workspaceRoot) {
  const entryPoints = libraryEntryPoints(workspaceRoot);
  const deepImports = entryPoints.map(({ name, entries }) => ({
    regex: `^${escape(name)}/(?!(${entries
      .filter((entry) => entry !== name)
      .map((entry) => escape(entry.slice(name.length + 1)))
      .join('|')})$)`,
    message: `Import ${name} only through its entry points (${entries.join(', ')}).`,
  }));
  return [
    {
      // Source and tests; a package's own tooling (jest.config.js, rspack.config.ts) reads the shared tools/.
      files: [
        '{libs,services}/*/src/**/*.{ts,tsx,js,mjs}',
        '{shell,mfe-*}/src/**/*.{ts,tsx}',
        'e2e/**/*.ts',
        'deploy/test/**/*.ts',
      ],
      plugins: { '@nx': nx },
      rules: {
        '@nx/enforce-module-boundaries': ['error', { depConstraints, allow: [] }],
        'no-restricted-imports': ['error', { patterns: deepImports }],
      },
    },
    {
      // Front-end test helpers share the render helper in tools/jest; specs may also test the build tooling
      // (tools/ is no package of its own).
      files: ['{shell,mfe-*}/src/testing/**'],
      rules: {
        '@nx/enforce-module-boundaries': ['error', { depConstraints, allow: ['^(\\.\\./)+tools/jest/'] }],
      },
    },
    {
      files: ['{shell,mfe-*}/src/**/*.spec.{ts,tsx}'],
      rules: {
        '@nx/enforce-module-boundaries': ['error', { depConstraints, allow: ['^(\\.\\./)+tools/'] }],
      },
    },
    {
      // The browser tests assert the learner-facing English text: they read the parts' English bundles.
      files: ['e2e/**/*.ts'],
      rules: {
        '@nx/enforce-module-boundaries': [
          'error',
          { depConstraints, allow: ['^(\\.\\./)+(libs/platform|shell|mfe-[a-z]+)/src/(.+/)?i18n/'] },
        ],
      },
    },
  ];
}
