import DOMPurify from 'dompurify';

/** Stage descriptions are HTML: sanitised before they are rendered (DESIGN §4). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Stand-ins for a translated lesson's `<en>` marks while its HTML is flattened (never in a lesson). */
const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * The plain text of an HTML fragment, for short previews. The `<en>…</en>` marks of a translated lesson are
 * kept, for TeachingText to show its English examples as English.
 */
export function htmlToText(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = sanitizeHtml(html.replace(/<en>/g, OPEN).replace(/<\/en>/g, CLOSE));
  // Headings ('The rule') say nothing in a preview; block ends become spaces so words do not run together.
  element.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((heading) => heading.remove());
  element.querySelectorAll('p, li, div, td, th, tr, br').forEach((block) => block.append(' '));
  return (element.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(new RegExp(OPEN, 'g'), '<en>')
    .replace(new RegExp(CLOSE, 'g'), '</en>');
}
