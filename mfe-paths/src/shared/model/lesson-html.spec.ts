import { htmlToText, sanitizeHtml } from './lesson-html';

describe('stage HTML', () => {
  it('removes scripts and event handlers', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hi</p><script>alert(1)</script><img src="a.png" onerror="x()">',
    );
    expect(clean).toBe('<p>Hi</p><img src="a.png">');
  });

  it('previews the text without headings and with spaces between blocks', () => {
    expect(
      htmlToText('<h3>The rule</h3><p>Use <b>who</b> for people.</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('Use who for people. one two');
  });

  it("keeps a translated lesson's English marks in the preview", () => {
    expect(
      htmlToText(
        '<h3>ルール</h3><p>人には <strong><en>who</en></strong> を使います。</p><ul><li><en>The man who called.</en></li></ul>',
      ),
    ).toBe('人には <en>who</en> を使います。 <en>The man who called.</en>');
  });
});
