import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const PLUGIN_NAME = 'PrecompressPlugin';
/** Text files worth compressing (source maps are not served to browsers). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/** Below this, compression saves less than the header costs. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to each text file of a production
 * build, so that servers send them as they are instead of compressing on every request at a lower level:
 * the gateway serves either (services/gateway/src/frontend/frontend-routes.ts), nginx the .gz (gzip_static).
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(file)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const brotli = brotliCompressSync(buffer, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${file}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${file}.gz`, new sources.RawSource(gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  }
}
