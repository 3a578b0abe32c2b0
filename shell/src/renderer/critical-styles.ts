const STYLE_ELEMENT = /<style([^>]*)>([\s\S]*?)<\/style>/g;
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Top-level blocks of a style sheet: `prelude{body}`, with nested blocks (@media) inside a body. */
function blocksOf(css: string): { prelude: string; body: string }[] {
  const blocks: { prelude: string; body: string }[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let at = 0; at < css.length; at++) {
    const char = css[at];
    if (char === '{') {
      if (depth === 0) open = at;
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) {
        blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, at) });
        start = at + 1;
      }
    }
  }
  return blocks;
}

/** Whether one selector of a rule can match the markup: every class it requires is used there. */
function selectorMatches(selector: string, used: ReadonlySet<string>): boolean {
  const required = selector.replace(/:(not|where|is|has)\([^)]*\)/g, '');
  return [...required.matchAll(CLASS_NAME)].every(([, name]) => used.has(name));
}

function filterCss(css: string, used: ReadonlySet<string>): string {
  return blocksOf(css)
    .map(({ prelude, body }) => {
      if (prelude.startsWith('@media') || prelude.startsWith('@supports') || prelude.startsWith('@layer')) {
        const inner = filterCss(body, used);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) return `${prelude}{${body}}`;
      return prelude.split(',').some((selector) => selectorMatches(selector, used))
        ? `${prelude}{${body}}`
        : '';
    })
    .join('');
}

/**
 * antd's styles of a rendered page (cssinjs `extractStyle`) cut to what its first paint needs: every design
 * token (CSS variables), and the component rules whose classes the markup uses (antd generates a component's
 * whole style, every variant and state). The rest, hydration and later renders included, comes from antd's
 * whole build-time stylesheet, which the client applies right after that paint. A cheap cut, made per page:
 * a rule is kept when any of its selectors needs only classes the markup has.
 */
export function criticalStyles(styles: string, html: string): string {
  const used = new Set<string>();
  for (const [, classes] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of classes.split(/\s+/)) if (name) used.add(name);
  return [...styles.matchAll(STYLE_ELEMENT)]
    .map(([, attributes, css]) => {
      const kept = attributes.includes('data-token-hash') ? css : filterCss(css, used);
      return kept ? `<style${attributes}>${kept}</style>` : '';
    })
    .join('');
}
