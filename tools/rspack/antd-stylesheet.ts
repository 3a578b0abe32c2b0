import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { ANTD_COMPONENTS } from './antd-components';

const ANTD_ES = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
/** Rules that set design tokens (`.css-var-<React id>{--ant-…}`): the running theme sets its own. */
const TOKEN_RULE = /[^{}]*\.css-var-[^{}]*\{[^{}]*\}/g;
const RELATIVE_IMPORT = /(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g;
/** antd exports named in lower case (the static APIs whose holders App renders). */
const LOWER_CASE_EXPORTS = new Set(['message', 'notification']);
/** Folders with a style but no component of their own to render: Row and Col carry the grid's styles. */
const NOT_RENDERED = new Set(['config-provider', 'grid']);

function resolvedFile(from: string, request: string): string | undefined {
  const target = path.resolve(path.dirname(from), request);
  return [target, `${target}.js`, path.join(target, 'index.js')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/**
 * The folders of `antd/es/` whose styles the front ends can need: the components they import
 * (ANTD_COMPONENTS) and every component those are built from (List → Pagination, Card → Skeleton), found by
 * following antd's own relative imports.
 */
export function styledAntdFolders(): string[] {
  const files = new Set<string>();
  const folders = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const parts = path.relative(ANTD_ES, file).split(path.sep);
    // Locales name the texts of every component (the date picker's too), not what renders.
    if (parts.includes('locale')) return;
    files.add(file);
    folders.add(parts[0]);
    for (const [, request] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const next = resolvedFile(file, request);
      if (next) visit(next);
    }
  };
  for (const name of ANTD_COMPONENTS) visit(path.join(ANTD_ES, name, 'index.js'));
  return [...folders].filter((folder) => existsSync(path.join(ANTD_ES, folder, 'style'))).sort();
}

const exportNameOf = (folder: string) =>
  LOWER_CASE_EXPORTS.has(folder)
    ? folder
    : folder.replace(/(^|-)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase());

/**
 * antd's styles for those components as one static CSS (antd's zero-runtime mode: components generate no
 * styles in the browser). Plain class selectors (`hashed: false`, as the front ends' theme sets), and no
 * design-token values: those are CSS variables the running ConfigProvider sets for the chosen mood theme.
 */
export function antdStylesheetCss(): string {
  // Loaded here, not at the top: only the host's build pays for rendering antd in Node.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { extractStyle } = require('@ant-design/static-style-extract') as {
    extractStyle: (options: { includes: string[]; customTheme: (node: ReactNode) => ReactNode }) => string;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ConfigProvider } = require('antd') as typeof import('antd');
  const includes = styledAntdFolders()
    .filter((folder) => !NOT_RENDERED.has(folder))
    .map(exportNameOf);
  const css = extractStyle({
    includes,
    customTheme: (node) => createElement(ConfigProvider, { theme: { hashed: false } }, node),
  });
  // Keyed by React ids, which the page's own could match: left in, they would override the page's theme.
  return css.replace(TOKEN_RULE, '');
}

export interface AntdStylesheet {
  /** The file's name in the build, content-hashed: served with a year's cache. */
  fileName: string;
  css: string;
}

export function antdStylesheet(): AntdStylesheet {
  const css = antdStylesheetCss();
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  return { fileName: `antd.${hash}.css`, css };
}

/**
 * Emits the stylesheet into the build (before PrecompressPlugin, which adds its .br and .gz). It is marked
 * minimized: the CSS minimizer would rewrite antd's logical properties into long per-language fallbacks.
 */
export class AntdStylesheetPlugin implements RspackPluginInstance {
  constructor(private readonly stylesheet: AntdStylesheet) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AntdStylesheetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AntdStylesheetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(this.stylesheet.fileName, new sources.RawSource(this.stylesheet.css), {
            minimized: true,
            immutable: true,
          }),
      );
    });
  }
}
