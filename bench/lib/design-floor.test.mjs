import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { bytesBySource, PRESCRIBED } from './design-floor.mjs';

const { GenMapping, addMapping, toEncodedMap } = createRequire(import.meta.url)('@jridgewell/gen-mapping');

test('each byte of the output counts for the source its mapping points to', () => {
  // "AAAAAABBBB\nCC": six bytes from a.js, then four and the line's end (and the next line) from b.js.
  const map = new GenMapping({ file: 'out.js' });
  addMapping(map, { generated: { line: 1, column: 0 }, source: 'a.js', original: { line: 1, column: 0 } });
  addMapping(map, { generated: { line: 1, column: 6 }, source: 'b.js', original: { line: 1, column: 0 } });
  const bytes = bytesBySource('AAAAAABBBB\nCC', JSON.stringify(toEncodedMap(map)), (source) => source);
  assert.deepEqual(bytes, { 'a.js': 6, 'b.js': 7 });
});

test('the prescribed libraries are recognised by their paths, and nothing of ours is', () => {
  const nameOf = (source) => PRESCRIBED.find((p) => p.test.test(source))?.name ?? null;
  assert.equal(
    nameOf('webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js'),
    'React, React DOM',
  );
  assert.equal(
    nameOf('/work/main/node_modules/antd/es/config-provider/index.js'),
    'antd core (ConfigProvider, theme, CSS-in-JS)',
  );
  assert.equal(nameOf('/work/main/node_modules/antd/es/button/button.js'), null);
  assert.equal(nameOf('webpack://shell/./src/app.tsx'), null);
  assert.equal(nameOf('webpack://shell/../libs/platform/src/i18n/i18n.ts'), null);
});
