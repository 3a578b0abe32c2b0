// Shared jest set-up: SWC for TypeScript (legacy decorators + metadata for Nest), ESM-only packages transformed.
const esmOnly = [
  '@nestjs',
  'uid',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'load-esm',
  // ESM-only packages some Fastify plugins load (a nested copy is only transformed when its parent is listed).
  '@fastify/cookie',
  'cookie',
  '@fastify/static',
  'content-disposition',
];
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: !tsx, tsx },
      transform: tsx
        ? { react: { runtime: 'automatic' } }
        : { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
module.exports = {
  node: {
    testEnvironment: 'node',
    testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
    transform: { '^.+\\.(t|j|mj)s$': swc(false) },
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
    testMatch: ['<rootDir>/src/**/*.spec.ts'],
  },
  web: {
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
    transform: { '^.+\\.(t|j)sx?$': swc(true) },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    moduleNameMapper: { '\\.(css|svg|png|mp3|wav)$': '<rootDir>/../tools/jest/file-stub.js' },
  },
};
