// The shell's build, last step: renders the visitor's pages (DESIGN.md §8) into dist/prerendered/, one HTML
// file per page, language and mood theme (contracts' PRERENDERED_PAGES), from the Node build
// (rspack.prerender.config.ts) and the browser build's index.html, with brotli and gzip copies.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  assembleDocument,
  executableScripts,
  purgedStyles,
  withEntryScript,
} from './prerendered-document.mjs';

const shellRoot = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const {
  renderPage,
  allPrerenderedStates,
  prerenderedFileName,
  PRERENDERED_FOLDER,
  PRERENDERED_STATE_ID,
  DEHYDRATED_ATTRIBUTE,
} = require(join(shellRoot, 'prerender-build', 'render-page.cjs'));

// The pages load the visitor entry (rspack.visitor.config.ts), which hydrates their islands, not the app.
const visitorEntries = readdirSync(join(shellRoot, 'dist')).filter((file) =>
  /^visitor(\.[0-9a-f]+)?\.js$/.test(file),
);
if (visitorEntries.length !== 1)
  throw new Error(`dist/ must hold one visitor entry, not ${visitorEntries.length}: build it first`);
const template = withEntryScript(
  readFileSync(join(shellRoot, 'dist', 'index.html'), 'utf8'),
  `/${visitorEntries[0]}`,
);
const outDir = join(shellRoot, 'dist', PRERENDERED_FOLDER);
mkdirSync(outDir, { recursive: true });

// Quality 10: within 3 % of 11's size at a third of its time, over a hundred documents.
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const compressions = [];
const compressInto = async (file, bytes) => {
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(bytes, BROTLI),
    promisify(gzip)(bytes, { level: 9 }),
  ]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
};

const started = Date.now();
for (const state of allPrerenderedStates()) {
  const page = await renderPage(state);
  page.styles = await purgedStyles(page.styles, page.html);
  const document = assembleDocument(template, page, state, {
    stateId: PRERENDERED_STATE_ID,
    dehydratedAttribute: DEHYDRATED_ATTRIBUTE,
  });
  const inline = executableScripts(document).filter((script) => !script.src);
  if (inline.length > 0)
    throw new Error(
      `${prerenderedFileName(state)} holds inline scripts, which the CSP blocks: ${inline[0].tag}`,
    );
  const file = join(outDir, prerenderedFileName(state));
  const bytes = Buffer.from(document);
  writeFileSync(file, bytes);
  compressions.push(compressInto(file, bytes));
}
await Promise.all(compressions);
console.log(
  `Prerendered ${allPrerenderedStates().length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
