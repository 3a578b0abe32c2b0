import { RENDERED_STATE_ID, type RenderedState } from '@grammarpath/contracts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function replaceOnce(text: string, search: string, replacement: string): string {
  const at = text.indexOf(search);
  if (at < 0 || text.indexOf(search, at + 1) >= 0)
    throw new Error(`index.html must hold exactly one ${search}`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
}

/**
 * The shell's index.html (the same scripts and stylesheets as the client-rendered page) with a learner's
 * rendered page in it: the language on <html>, the title, antd's styles in <head>, the markup in #root, and
 * what it was rendered with as JSON (never executed: the CSP allows no inline script) for hydration. #root is
 * inert until the client has hydrated it.
 */
export function learnerDocument(
  template: string,
  page: { html: string; styles: string; title: string; state: RenderedState },
): string {
  let document = replaceOnce(template, '<html lang="en">', `<html lang="${page.state.language}">`);
  document = document.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  document = replaceOnce(document, '</head>', `${page.styles}</head>`);
  return replaceOnce(
    document,
    '<div id="root"></div>',
    `<div id="root" inert>${page.html}</div><script type="application/json" id="${RENDERED_STATE_ID}">${scriptJson(page.state)}</script>`,
  );
}

/** Every <script> element a browser would run that has no `src`: there must be none. */
export function inlineScripts(document: string): string[] {
  return [...document.matchAll(/<script\b([^>]*)>/gi)]
    .filter(([, attributes]) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return (!type || type === 'module' || type === 'text/javascript') && !/\bsrc\s*=/i.test(attributes);
    })
    .map(([tag]) => tag);
}
