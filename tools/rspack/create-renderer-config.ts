import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { AntdComponentGuardPlugin } from './antd-component-guard-plugin';
import { sourceOptions } from './create-front-end-config';
import { ShareAntdContextsPlugin } from './share-antd-contexts-plugin';
import { sharedDependencies } from './shared-dependencies';

/** Where the renderer's Node build goes: beside the browser build, never served. */
export const RENDERER_BUILD_FOLDER = 'renderer-build';

/**
 * The shell's renderer of learner pages (DESIGN.md §8): a Node process of its own, built from the shell's
 * sources as a Module Federation host, so that the remotes' server containers (create-server-container-config.ts)
 * load into it at run time with the federation runtime and `@module-federation/node`'s runtime plugin, and
 * render with its React, React Router, TanStack Query, i18next, antd and platform. It shares exactly as the
 * browser's shell does (the same share keys, the same React Router production build, so that the markup is what
 * the browser hydrates), with the core singletons eager (a container's must stay lazy).
 */
export function createRendererConfig({ root, entry }: { root: string; entry: string }): Configuration {
  const production = process.env.NODE_ENV === 'production';
  return {
    name: 'shell-renderer',
    mode: production ? 'production' : 'development',
    context: root,
    target: 'async-node',
    entry: { renderer: entry },
    devtool: false,
    output: {
      path: path.join(root, RENDERER_BUILD_FOLDER),
      filename: '[name].js',
      chunkFilename: '[name].js',
      uniqueName: 'shell_renderer',
      publicPath: 'auto',
      clean: true,
    },
    ...sourceOptions('node', production),
    plugins: [
      new ShareAntdContextsPlugin(),
      new AntdComponentGuardPlugin(),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        remoteType: 'script',
        library: { type: 'commonjs-module' },
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shareStrategy: 'loaded-first',
        shared: sharedDependencies({ isHost: true }),
        dts: false,
        manifest: false,
        experiments: { asyncStartup: true, optimization: { target: 'node' } },
      }),
    ],
    // Node's own modules stay Node's.
    externalsPresets: { node: true },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}
