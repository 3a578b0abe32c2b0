import { inlineScripts, learnerDocument, startingAfterPaint } from './learner-document';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>GrammarPath</title><link rel="stylesheet" href="/antd.3c4d.css" id="gp-antd-stylesheet" media="print"><script defer src="/main.1a2b.js"></script></head><body><div id="root"></div></body></html>';

describe('learnerDocument', () => {
  it('puts the page into index.html: language, title, styles, markup and its state as JSON', () => {
    const html = learnerDocument(TEMPLATE, {
      html: '<h2>学習パス</h2>',
      styles: '<style>.a{}</style>',
      title: 'Paths · GrammarPath',
      state: {
        language: 'ja',
        theme: 'serene',
        guideOpen: false,
        queries: { note: '</script><script>alert(1)</script>' },
      },
    });
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<title>Paths · GrammarPath</title>');
    expect(html).toContain('<style>.a{}</style></head>');
    expect(html).toContain(
      '<div id="root" inert><h2>学習パス</h2></div><script type="application/json" id="gp-rendered">',
    );
    // Nothing in the data can close its element: the document runs no script but the app's own.
    expect(html).not.toContain('</script><script>alert');
    expect(inlineScripts(html)).toEqual([]);
  });

  it('refuses a template without exactly one root', () => {
    expect(() =>
      learnerDocument(TEMPLATE.replace('<div id="root"></div>', ''), {
        html: '',
        styles: '',
        title: '',
        state: { language: 'en', theme: 'calm', guideOpen: false, queries: null },
      }),
    ).toThrow(/exactly one <div id="root"><\/div>/);
  });
});

describe('startingAfterPaint', () => {
  it("loads the start entry in place of the app's entry and antd's stylesheet, naming both", () => {
    const html = startingAfterPaint(TEMPLATE, '/learner-start.9f8e.js');
    expect(html).toContain(
      '<title>GrammarPath</title><script defer src="/learner-start.9f8e.js" data-app-entry="/main.1a2b.js" data-antd-stylesheet="/antd.3c4d.css"></script></head>',
    );
    expect(html).not.toContain('/main.1a2b.js"></script>');
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it('refuses a template that does not load main.js and link the stylesheet exactly once', () => {
    expect(() => startingAfterPaint(TEMPLATE.replace('/main.1a2b.js', '/other.js'), '/s.js')).toThrow(
      /main.js script exactly once \(found 0\)/,
    );
    expect(() => startingAfterPaint(TEMPLATE.replace('gp-antd-stylesheet', 'x'), '/s.js')).toThrow(
      /stylesheet link exactly once \(found 0\)/,
    );
  });
});

describe('inlineScripts', () => {
  it('finds scripts a browser would run without a src, and only those', () => {
    expect(
      inlineScripts(
        '<script src="/a.js"></script><script type="application/json">{}</script><script>$RC()</script><script type="module">x</script>',
      ),
    ).toEqual(['<script>', '<script type="module">']);
  });
});
