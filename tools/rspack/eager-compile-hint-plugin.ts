import type { Compiler, RspackPluginInstance } from '@rspack/core';

const PLUGIN_NAME = 'EagerCompileHintPlugin';
/** V8's explicit compile hint (Chromium 136+): every function of the file is compiled when the file is. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts each script of a production browser build with V8's explicit compile hint. A chunk is loaded when its
 * code is about to run (the builds split by page, component and widget), so most of its functions are called
 * at once. Without the hint V8 only pre-parses them while the script streams in, then compiles each on the
 * main thread at its first call: the start-up's longest tasks were mostly that compilation. With it, they are
 * compiled with the script, off the main thread while it downloads. Browsers without the hint ignore a comment.
 * Added after minification (which drops comments) and before source maps and compression, which follow it.
 */
export class EagerCompileHintPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(EAGER_COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
