// The design's floor: how much of the JavaScript budget the libraries DESIGN.md prescribes for every page
// take by themselves, in the shell's build, before any component, page or remote. Measured through the
// source maps: each file's gzip size is shared out among the packages by the share of its bytes they map to.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../scripts/lib/run.mjs';

const { TraceMap, eachMapping } = createRequire(join(repoRoot, 'package.json'))('@jridgewell/trace-mapping');

/** What every page needs whatever it shows, as DESIGN.md prescribes it, matched on source paths. */
export const PRESCRIBED = [
  { name: 'React, React DOM', test: /node_modules\/(react|react-dom|scheduler)\// },
  {
    name: 'Module Federation runtime',
    test: /node_modules\/@module-federation\/|^data:text\/javascript|webpack\/(runtime|bootstrap)/,
  },
  {
    name: 'antd core (ConfigProvider, theme, CSS-in-JS)',
    test: /node_modules\/(@ant-design\/(cssinjs|cssinjs-utils|fast-color|colors)|antd\/es\/(_util|style|theme|config-provider|locale|version)|@rc-component\/util)\//,
  },
  { name: 'i18next, react-i18next', test: /node_modules\/(i18next|react-i18next)\// },
  { name: 'React Router', test: /node_modules\/react-router(-dom)?\// },
  { name: 'TanStack Query', test: /node_modules\/@tanstack\/(query-core|react-query)\// },
];

/** {group: bytes} of one file's code, from its source map (the bytes up to each mapping's next one). */
export function bytesBySource(code, map, groupOf) {
  const lineStarts = [0];
  for (const line of code.split('\n')) lineStarts.push(lineStarts.at(-1) + line.length + 1);
  const bytes = {};
  let previous = null;
  eachMapping(new TraceMap(map), (mapping) => {
    const offset = lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn;
    if (previous) bytes[previous.group] = (bytes[previous.group] ?? 0) + offset - previous.offset;
    previous = { group: groupOf(mapping.source ?? ''), offset };
  });
  if (previous) bytes[previous.group] = (bytes[previous.group] ?? 0) + code.length - previous.offset;
  return bytes;
}

const groupOf = (source) => PRESCRIBED.find((p) => p.test.test(source))?.name ?? 'other';

/** {gzipKb, parts: {name: gzip KB}} of the prescribed libraries in the shell's production build. */
export function designFloor(distDir = join(repoRoot, 'shell', 'dist')) {
  const parts = Object.fromEntries(PRESCRIBED.map((p) => [p.name, 0]));
  for (const file of readdirSync(distDir).filter((f) => f.endsWith('.js'))) {
    const mapFile = join(distDir, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const code = readFileSync(join(distDir, file), 'utf8');
    const bytes = bytesBySource(code, readFileSync(mapFile, 'utf8'), groupOf);
    const mapped = Object.values(bytes).reduce((sum, b) => sum + b, 0);
    if (mapped === 0) continue;
    const gzip = gzipSync(code, { level: 9 }).length;
    for (const [group, b] of Object.entries(bytes)) if (group in parts) parts[group] += (gzip * b) / mapped;
  }
  const kb = (bytes) => +(bytes / 1024).toFixed(1);
  return {
    gzipKb: kb(Object.values(parts).reduce((sum, b) => sum + b, 0)),
    parts: Object.fromEntries(Object.entries(parts).map(([name, b]) => [name, kb(b)])),
  };
}
