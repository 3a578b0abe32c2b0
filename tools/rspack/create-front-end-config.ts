import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { DEV_PORTS, devServerOf, type FrontEndName } from './dev-server';
import { ShareAntdContextsPlugin } from './share-antd-contexts-plugin';
import { sharedDependencies } from './shared-dependencies';

export interface FrontEndOptions {
  /** The Module Federation name: 'shell' for the host, mfe_* for remotes. */
  name: FrontEndName;
  /** The workspace folder (pass `__dirname`). */
  root: string;
  /** Remotes only: exposed module name → source file. */
  exposes?: Record<string, string>;
}

/** The page title of each front end's own index.html (the remotes' pages are their standalone hosts). */
const TITLES: Record<FrontEndName, string> = {
  shell: 'GrammarPath',
  mfe_quiz: 'GrammarPath Quiz',
  mfe_paths: 'GrammarPath Learning Paths',
  mfe_progress: 'GrammarPath Progress',
};

/** One rspack + Module Federation config for every front end; the host and the remotes differ only by options. */
export function createFrontEndConfig({ name, root, exposes }: FrontEndOptions): Configuration {
  const production = process.env.NODE_ENV === 'production';
  const isHost = exposes === undefined;
  const hashed = production ? '.[contenthash:8]' : '';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/main.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      // Remotes: 'auto' follows wherever remoteEntry.js was served from. Their dev servers use an absolute
      // URL so that deep links of the standalone page (/learning-path/3) still find main.js.
      publicPath: isHost ? '/' : production ? 'auto' : `http://localhost:${DEV_PORTS[name]}/`,
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Workspace libraries are consumed from their TypeScript sources.
      conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
    },
    module: {
      rules: [
        {
          // No node_modules exclusion: the "source" condition resolves a few packages to TypeScript too.
          test: /\.(ts|tsx)$/,
          loader: 'builtin:swc-loader',
          options: {
            detectSyntax: 'auto',
            jsc: {
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            transformImport: [
              {
                libraryName: 'antd',
                libraryDirectory: 'es',
                camelToDashComponentName: true,
                transformToDefaultImport: true,
              },
              {
                libraryName: '@ant-design/icons',
                libraryDirectory: 'es/icons',
                camelToDashComponentName: false,
                transformToDefaultImport: true,
              },
            ],
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new ShareAntdContextsPlugin(),
      // Only the app's own entry: the container entry (remoteEntry.js) is for hosts to load.
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'index.html'),
        templateParameters: { title: TITLES[name] },
        chunks: ['main'],
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shareStrategy: 'loaded-first',
        shared: sharedDependencies(),
        dts: false,
      }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: devServerOf(name),
  };
}
