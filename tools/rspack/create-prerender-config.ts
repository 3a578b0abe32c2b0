import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { typescriptRule } from './typescript-rule';

/** Where the prerender's Node build goes: beside the browser build, never served. */
export const PRERENDER_BUILD_FOLDER = 'prerender-build';

/**
 * The Node build of a front end's prerendered pages (DESIGN.md §8): the same sources as the browser build,
 * without Module Federation, everything bundled into one CommonJS file (one copy of React and of antd's
 * style cache for the renderer and the components), run once at build time.
 */
export function createPrerenderConfig({ root, entry }: { root: string; entry: string }): Configuration {
  const production = process.env.NODE_ENV === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    target: 'node',
    entry: { 'render-page': entry },
    devtool: false,
    output: {
      path: path.join(root, PRERENDER_BUILD_FOLDER),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['source', 'node', 'import', 'module', 'require', 'default'],
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [typescriptRule(production)],
    },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
