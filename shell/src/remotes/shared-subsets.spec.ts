import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// React Router and react-i18next are shared as subsets (tools/rspack/shared). The build cannot see a name a
// front end imports that the subset lacks: it surfaces at run time as a blank page. This test catches it.
const root = join(__dirname, '..', '..', '..');
const SOURCE_FOLDERS = [
  'shell/src',
  'mfe-quiz/src',
  'mfe-paths/src',
  'mfe-progress/src',
  'libs/platform/src',
];
const SUBSETS: Record<string, string> = {
  'react-router-dom': 'tools/rspack/shared/react-router-dom.mjs',
  'react-router': 'tools/rspack/shared/react-router-dom.mjs',
  'react-i18next': 'tools/rspack/shared/react-i18next.mjs',
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The value names in `{ a, type B, c as d }`. */
function valueNames(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && !item.startsWith('type '))
    .map((item) => item.split(/\s+as\s+/)[0]);
}

function exportedBy(subsetFile: string): Set<string> {
  const text = readFileSync(join(root, subsetFile), 'utf8');
  return new Set([...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) => valueNames(match[1])));
}

describe('shared subsets', () => {
  it('export every name the front ends import from the packages they stand for', () => {
    const missing: string[] = [];
    let imports = 0;
    for (const folder of SOURCE_FOLDERS) {
      for (const file of sourceFiles(join(root, folder))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
          const subset = SUBSETS[match[3]];
          if (!subset || match[1]) continue;
          const exported = exportedBy(subset);
          for (const name of valueNames(match[2])) {
            imports += 1;
            if (!exported.has(name)) missing.push(`${relative(root, file)}: ${name} from ${match[3]}`);
          }
        }
      }
    }
    expect(imports).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
