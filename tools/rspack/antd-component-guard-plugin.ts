import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { ANTD_COMPONENTS } from './antd-components';

const PLUGIN_NAME = 'AntdComponentGuardPlugin';
const COMPONENT_REQUEST = /^antd\/es\/([^/]+)$/;

/**
 * Fails the build when a front end imports an antd component that `ANTD_COMPONENTS` does not list: the
 * host would not provide it, and the remote importing it would download antd code twice.
 */
export class AntdComponentGuardPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const antdRoot = path.dirname(require.resolve('antd/package.json'));
    const known = new Set<string>(ANTD_COMPONENTS);
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap(PLUGIN_NAME, (data) => {
        const component = COMPONENT_REQUEST.exec(data.request)?.[1];
        if (!component || known.has(component) || data.context.startsWith(antdRoot)) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `${data.request} (from ${data.context}) is not in tools/rspack/antd-components.ts: add it there so that the shell provides it.`,
          ),
        );
      });
    });
  }
}
