import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { RemoteName } from '../../libs/contracts/src/remotes';
import { createFrontEndConfig, sourceOptions } from './create-front-end-config';
import { checkedExposes } from './remote-exposes';
import { ShareAntdContextsPlugin } from './share-antd-contexts-plugin';
import { sharedDependencies } from './shared-dependencies';

/** Where a remote's server container goes, inside its browser build (`dist/server/`): one version, one image. */
export const SERVER_CONTAINER_FOLDER = 'server';

export interface RemoteOptions {
  /** The remote's Module Federation name (mfe_*). */
  name: RemoteName;
  /** The workspace folder (pass `__dirname`). */
  root: string;
  /** Exposed module name → source file, checked against the remote registry (see remote-exposes.ts). */
  exposes: Record<string, string>;
}

/**
 * A remote's server container (DESIGN.md §8): the same exposed modules as its browser build, for the shell's
 * renderer to load at run time with the federation runtime in Node. A CommonJS container (`remoteEntry.js`
 * and its chunks, with its own `mf-manifest.json`), fetched over HTTP from the remote's own origin: the
 * `@module-federation/node` runtime plugin loads its chunks relative to it. Each container carries its own
 * federation runtime. Its shared modules are lazy, as in the browser build: an eager one would be resolved
 * when remoteEntry.js starts, before the renderer's share scope is attached, so the remote would render with
 * its own React beside the renderer's.
 */
export function createServerContainerConfig({ name, root, exposes }: RemoteOptions): Configuration {
  const production = process.env.NODE_ENV === 'production';
  const hashed = production ? '.[contenthash:8]' : '';
  return {
    name: `${name}-server`,
    // Built after the browser build, whose `output.clean` empties dist/ (server/ included).
    dependencies: [name],
    mode: production ? 'production' : 'development',
    context: root,
    target: 'async-node',
    entry: {},
    // No source maps: the folder is served with the browser build, whose maps the image leaves out.
    devtool: false,
    output: {
      path: path.join(root, 'dist', SERVER_CONTAINER_FOLDER),
      // Chunks are fetched relative to wherever the renderer found remoteEntry.js.
      publicPath: 'auto',
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      uniqueName: `${name}_server`,
      clean: true,
    },
    ...sourceOptions('node', production),
    plugins: [
      new ShareAntdContextsPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: checkedExposes(name, exposes),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shareStrategy: 'loaded-first',
        // The renderer provides the core singletons; these are fallbacks (see above).
        shared: sharedDependencies({ isHost: false }),
        dts: false,
        experiments: { asyncStartup: true, optimization: { target: 'node' } },
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * A remote's rspack configs: its browser build and, in production builds, its server container beside it.
 * The dev servers serve browser builds only.
 */
export function createRemoteConfigs(options: RemoteOptions): Configuration | Configuration[] {
  const browser = createFrontEndConfig(options);
  return process.env.NODE_ENV === 'production' ? [browser, createServerContainerConfig(options)] : browser;
}
