import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { antdStyleGeneratorsRule } from './antd-style-generators';
import { EagerCompileHintPlugin } from './eager-compile-hint-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { typescriptRule } from './typescript-rule';

/** The visitor entry's files in the host's dist/: `visitor.<hash>.js` and its `visitor-<id>.<hash>.js` chunks. */
export const VISITOR_ENTRY = 'visitor';
/** The learner's start entry, `learner-start.<hash>.js`: a rendered learner page loads the app through it. */
export const LEARNER_START_ENTRY = 'learner-start';

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
const REACT_I18NEXT_ESM = path.join(
  path.dirname(require.resolve('react-i18next/package.json')),
  'dist/es/index.js',
);

/**
 * The browser build of the server-drawn pages' own entries (DESIGN.md §8), plain bundles without Module
 * Federation and without remotes, written beside the host's build (which it must follow: the host's build
 * cleans dist/): the visitor's prerendered pages' entry, which hydrates their islands only, and the learner's
 * start entry, which loads the app once a rendered page has painted.
 */
export function createVisitorConfig({
  root,
  entry,
  learnerStart,
}: {
  root: string;
  entry: string;
  learnerStart: string;
}): Configuration {
  const production = process.env.NODE_ENV === 'production';
  const hashed = production ? '.[contenthash:8]' : '';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { [VISITOR_ENTRY]: entry, [LEARNER_START_ENTRY]: learnerStart },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: `[name]${hashed}.js`,
      chunkFilename: `${VISITOR_ENTRY}-[id]${hashed}.js`,
      uniqueName: VISITOR_ENTRY,
      clean: false,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
      // React Router's production build, through the subset the front ends use; react-i18next's ES modules.
      alias: {
        'react-router-dom$': path.join(__dirname, 'shared', 'react-router-dom.mjs'),
        'react-router-production$': REACT_ROUTER_PRODUCTION,
        'react-i18next$': REACT_I18NEXT_ESM,
      },
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        // Contracts and the platform library: only what the islands use of them. The platform's index names
        // every part of it (celebration, read-aloud, achievements…), which the islands mostly do not render.
        { test: /[\\/]libs[\\/](contracts|platform)[\\/]src[\\/]/, sideEffects: false },
        antdStyleGeneratorsRule,
        typescriptRule(production),
      ],
    },
    plugins: production ? [new EagerCompileHintPlugin(), new PrecompressPlugin()] : [],
    optimization: { minimize: production },
    performance: { hints: false },
  };
}
