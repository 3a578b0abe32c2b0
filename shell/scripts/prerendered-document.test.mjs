import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assembleDocument,
  executableScripts,
  purgedStyles,
  withEntryScript,
} from './prerendered-document.mjs';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>GrammarPath</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
const STATE_ID = 'gp-prerendered';
const STATE = { page: 'auth', language: 'ja', theme: 'calm' };

test('puts the page into the template: language, title, styles, markup and its state as JSON', () => {
  const document = assembleDocument(
    TEMPLATE,
    { html: '<h1>ようこそ</h1>', styles: '<style>h1{color:red}</style>', title: 'ログイン · GrammarPath' },
    STATE,
    { stateId: STATE_ID, dehydratedAttribute: 'data-dehydrated' },
  );
  assert.match(document, /^<!doctype html><html lang="ja"><head><title>ログイン · GrammarPath<\/title>/);
  assert.match(document, /<style>h1\{color:red\}<\/style><\/head>/);
  assert.match(
    document,
    /<div id="root" data-dehydrated><h1>ようこそ<\/h1><\/div><script type="application\/json" id="gp-prerendered">\{"page":"auth"/,
  );
});

test("loads the visitor entry instead of the app's", () => {
  const document = withEntryScript(TEMPLATE, '/visitor.9f8e7d6c.js');
  assert.deepEqual(
    executableScripts(document).map((script) => script.tag),
    ['<script defer src="/visitor.9f8e7d6c.js">'],
  );
  assert.throws(() => withEntryScript(document, '/visitor.js'), /main\.js exactly once/);
});

test('keeps the JSON from closing its element', () => {
  const document = assembleDocument(
    TEMPLATE,
    { html: '', styles: '', title: 'a</title>' },
    {
      ...STATE,
      page: '</script><script>alert(1)</script>',
    },
    { stateId: STATE_ID, dehydratedAttribute: 'data-dehydrated' },
  );
  assert.equal(executableScripts(document).filter((script) => !script.src).length, 0);
  assert.match(document, /<title>a&lt;\/title&gt;<\/title>/);
});

test('finds the executable scripts: entry scripts with a source, inline ones, never JSON', () => {
  const scripts = executableScripts(
    '<script defer src="/main.js"></script><script type="application/json">{}</script><script>$RC("B:0")</script><script type="module">x</script>',
  );
  assert.deepEqual(
    scripts.map(({ src }) => src),
    [true, false, false],
  );
});

test('refuses a template without exactly one root', () => {
  assert.throws(
    () =>
      assembleDocument(
        '<html lang="en"><head></head><body></body></html>',
        { html: '', styles: '', title: '' },
        STATE,
        { stateId: STATE_ID, dehydratedAttribute: 'data-dehydrated' },
      ),
    /exactly one <div id="root"><\/div>/,
  );
});

test("cuts the page's styles to the rules its markup uses, keeping token variables and cssinjs's list", async () => {
  const styles =
    '<style data-css-hash="a">.ant-btn{color:red}.ant-btn-loading{opacity:.5}.ant-tabs{margin:0}</style>' +
    '<style data-css-hash="b">.ant-tag{color:blue}</style>' +
    '<style data-token-hash="css-var-_R_0_">.css-var-_R_0_{--ant-color-primary:#1d4ed8}</style>' +
    '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"x"}</style>';
  const html = '<div class="css-var-_R_0_"><button class="ant-btn">Log in</button></div>';
  assert.equal(
    await purgedStyles(styles, html),
    '<style data-css-hash="a">.ant-btn{color:red}</style>' +
      '<style data-token-hash="css-var-_R_0_">.css-var-_R_0_{--ant-color-primary:#1d4ed8}</style>' +
      '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"x"}</style>',
  );
});
