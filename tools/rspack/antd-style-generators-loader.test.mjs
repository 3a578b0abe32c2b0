import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { stripStyleGenerators } from './antd-style-generators-loader.mjs';

const require = createRequire(import.meta.url);

test("a component's style generator is replaced; its name, component tokens and options stay", () => {
  const source = [
    "import { genStyleHooks } from '../../theme/internal';",
    'const genShared = (token) => ({ [token.componentCls]: { color: token.colorText } });',
    "export default genStyleHooks('Button', (token) => [genShared(token)], prepareComponentToken, { unitless: { fontWeight: true } });",
  ].join('\n');
  const stripped = stripStyleGenerators(source);
  assert.match(
    stripped,
    /genStyleHooks\('Button', \(\) => \[\], prepareComponentToken, \{ unitless: \{ fontWeight: true \} \}\)/,
  );
  assert.doesNotMatch(stripped, /\(token\) => \[genShared\(token\)\]/);
});

test('sub-style components and component style hooks lose their generators too, every call of a module', () => {
  const source = [
    "export const A = genSubStyleComponent(['Input', 'OTP'], function (token) { return [token]; }, prepare);",
    "export const B = genComponentStyleHook('Wave', genWaveStyle);",
  ].join('\n');
  assert.equal(
    stripStyleGenerators(source),
    [
      "export const A = genSubStyleComponent(['Input', 'OTP'], () => [], prepare);",
      "export const B = genComponentStyleHook('Wave', () => []);",
    ].join('\n'),
  );
});

test('a module without generator hooks is returned as it is', () => {
  const source = 'export const genFocusStyle = (token) => ({ outline: token.lineWidthFocus });\n';
  assert.equal(stripStyleGenerators(source), source);
});

test("antd's own Button style module parses and loses its generator", () => {
  const file = require.resolve('antd/es/button/style/index.js');
  const source = readFileSync(file, 'utf8');
  const stripped = stripStyleGenerators(source);
  assert.ok(stripped.length < source.length);
  assert.match(stripped, /genStyleHooks\('Button', \(\) => \[\], prepareComponentToken,/);
});
