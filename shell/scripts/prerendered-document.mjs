import { PurgeCSS } from 'purgecss';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
const scriptJson = (value) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function replaceOnce(text, search, replacement) {
  const at = text.indexOf(search);
  if (at < 0 || text.indexOf(search, at + 1) >= 0)
    throw new Error(`index.html must hold exactly one ${search}`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
}

/**
 * The browser build's index.html with a rendered page in it: the language on <html>, the page's title, its
 * styles in <head>, its markup in #root, and what it was rendered with as JSON (never executed) for hydration.
 * #root carries `dehydratedAttribute` until the client has hydrated it (when the visitor first reaches for the
 * page: src/visitor/hydrate-on-intent.ts).
 */
export function assembleDocument(template, { html, styles, title }, state, { stateId, dehydratedAttribute }) {
  let document = replaceOnce(template, '<html lang="en">', `<html lang="${state.language}">`);
  document = document.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  document = replaceOnce(document, '</head>', `${styles}</head>`);
  return replaceOnce(
    document,
    '<div id="root"></div>',
    `<div id="root" ${dehydratedAttribute}>${html}</div><script type="application/json" id="${stateId}">${scriptJson(state)}</script>`,
  );
}

const MAIN_SCRIPT = /<script defer(?:="defer")? src="\/main(?:\.[0-9a-f]+)?\.js"><\/script>/g;

/**
 * The browser build's index.html loading `src` instead of the app's entry (main.js): a prerendered visitor's
 * page loads the visitor entry, which hydrates its islands without booting the app.
 */
export function withEntryScript(template, src) {
  const found = template.match(MAIN_SCRIPT) ?? [];
  if (found.length !== 1)
    throw new Error(`index.html must load main.js exactly once (found ${found.length})`);
  return template.replace(MAIN_SCRIPT, `<script defer src="${escapeHtml(src)}"></script>`);
}

/** Every <script> element a browser would run: those without a non-JavaScript type. */
export function executableScripts(document) {
  return [...document.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => ({ tag: match[0], attributes: match[1] }))
    .filter(({ attributes }) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return !type || type === 'module' || type === 'text/javascript';
    })
    .map((script) => ({ ...script, src: /\bsrc\s*=/i.test(script.attributes) }));
}

const STYLE_ELEMENT = /<style([^>]*)>([\s\S]*?)<\/style>/g;
/** cssinjs's list of the styles the document holds, written as a rule no element matches. */
const CACHE_PATH = 'data-ant-cssinjs-cache-path';

/**
 * The page's antd styles cut to the rules its markup uses (antd generates a component's whole style, every
 * variant and state of it): what the first paint needs. Everything else, hydration and later renders
 * included, comes from antd's whole stylesheet, which main.ts applies right after that paint. Token
 * variables and keyframes stay.
 */
export async function purgedStyles(styles, html) {
  const elements = [...styles.matchAll(STYLE_ELEMENT)].map(([, attributes, css]) => ({ attributes, css }));
  const purged = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }],
    css: elements.map(({ css }) => ({ raw: css })),
    keyframes: false,
    variables: false,
    safelist: [CACHE_PATH],
  });
  return elements
    .map(({ attributes }, index) => ({ attributes, css: purged[index].css.trim() }))
    .filter(({ css }) => css !== '')
    .map(({ attributes, css }) => `<style${attributes}>${css}</style>`)
    .join('');
}
