import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const PLUGIN_NAME = 'ShareAntdContextsPlugin';

/** antd modules that hold React contexts the host provides (ConfigProvider, theme tokens, App, locale, z-index). */
export const ANTD_CONTEXT_MODULES = [
  'config-provider/context',
  'config-provider/SizeContext',
  'config-provider/DisabledContext',
  'theme/context',
  'app/context',
  'locale/context',
  '_util/zindexContext',
];

/**
 * Module Federation shares only what is imported by a matching request; inside antd these context
 * modules are imported by relative paths, so a component that only a remote uses would get the
 * remote's own copy and miss the host's theme. This rewrites those relative imports into
 * `antd/es/...` requests, which the `antd/es/` share prefix then serves from the one loaded copy.
 */
export class ShareAntdContextsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
    compiler.hooks.normalModuleFactory.tap(PLUGIN_NAME, (factory) => {
      factory.hooks.beforeResolve.tap(PLUGIN_NAME, (data) => {
        if (!data.request.startsWith('.') || !data.context.startsWith(antdEs)) return;
        const target = path.relative(antdEs, path.resolve(data.context, data.request)).replace(/\.js$/, '');
        if (ANTD_CONTEXT_MODULES.includes(target)) data.request = `antd/es/${target}`;
      });
    });
  }
}
