import DOMPurify from 'dompurify';

/** Stage descriptions are HTML: sanitised before they are rendered (DESIGN §4). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** The plain text of an HTML fragment, for short previews. */
export function htmlToText(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = sanitizeHtml(html);
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}
