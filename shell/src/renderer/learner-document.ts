import { ANTD_STYLESHEET_ID, RENDERED_STATE_ID, type RenderedState } from '@grammarpath/contracts';
import { LEARNER_START_ATTRIBUTES } from '../learner-start/start-attributes';

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

/** The app's entry as index.html loads it. */
const APP_ENTRY_SCRIPT = /<script defer(?:="defer")? src="(\/main(?:\.[0-9a-f]+)?\.js)"><\/script>/g;
/** antd's stylesheet as index.html links it. */
const ANTD_STYLESHEET_LINK = new RegExp(
  `<link rel="stylesheet" href="([^"]+)" id="${ANTD_STYLESHEET_ID}" media="print"\\s*/?>`,
  'g',
);

function onlyMatch(template: string, pattern: RegExp, what: string): RegExpExecArray {
  const found = [...template.matchAll(pattern)];
  if (found.length !== 1)
    throw new Error(`index.html must hold ${what} exactly once (found ${found.length})`);
  return found[0];
}

/**
 * index.html loading the learner's start entry (src/learner-start/main.ts) in place of the app's entry and
 * antd's stylesheet, which that entry loads once the page has painted (the page's own styles are inline).
 */
export function startingAfterPaint(template: string, startEntry: string): string {
  const [, appEntry] = onlyMatch(template, APP_ENTRY_SCRIPT, 'the main.js script');
  const [, stylesheet] = onlyMatch(template, ANTD_STYLESHEET_LINK, "antd's stylesheet link");
  const attributes = {
    src: startEntry,
    [LEARNER_START_ATTRIBUTES.appEntry]: appEntry,
    [LEARNER_START_ATTRIBUTES.stylesheet]: stylesheet,
  };
  const script = `<script defer ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')}></script>`;
  return template.replace(ANTD_STYLESHEET_LINK, '').replace(APP_ENTRY_SCRIPT, script);
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
