// Every script of the browser builds starts with V8's compile hint (eager-compile-hint-plugin.ts); its
// precompressed copies carry it too, and its source map still points at the right code. Needs the builds
// (`npm test` runs it after them).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILDS = ['shell/dist', 'mfe-paths/dist', 'mfe-quiz/dist', 'mfe-progress/dist'];
const HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts a browser loads (a remote's `server/` folder holds its server container, for Node). */
const scriptsOf = (dir) =>
  readdirSync(path.join(ROOT, dir))
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(ROOT, dir, file));

test('every script of the browser builds starts with the hint, compressed copies included', () => {
  for (const dir of BUILDS) {
    const scripts = scriptsOf(dir);
    assert.ok(scripts.length > 0, `${dir} holds scripts`);
    for (const file of scripts) {
      const code = readFileSync(file);
      assert.ok(code.toString('utf8').startsWith(HINT), `${file} starts with the hint`);
      for (const [suffix, decompress] of [
        ['.br', brotliDecompressSync],
        ['.gz', gunzipSync],
      ]) {
        let compressed;
        try {
          compressed = readFileSync(file + suffix);
        } catch {
          continue; // too small to be worth compressing
        }
        assert.ok(decompress(compressed).equals(code), `${file}${suffix} is the hinted script`);
      }
    }
  }
});

test("a remote's source map still maps its code to the source it came from", () => {
  for (const dir of ['mfe-paths/dist', 'mfe-quiz/dist', 'mfe-progress/dist']) {
    const code = readFileSync(path.join(ROOT, dir, 'remoteEntry.js'), 'utf8');
    const map = new TraceMap(readFileSync(path.join(ROOT, dir, 'remoteEntry.js.map'), 'utf8'));
    // A message of webpack's public path runtime, in the code of the line after the hint.
    const at = code.indexOf('Automatic publicPath is not supported');
    assert.ok(at > HINT.length, `${dir}/remoteEntry.js holds the message`);
    const before = code.slice(0, at).split('\n');
    const position = originalPositionFor(map, {
      line: before.length,
      column: before.at(-1).length,
    });
    assert.match(String(position.source), /webpack\/runtime\/auto_public_path/);
  }
});
