import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ANTD_COMPONENTS } from './antd-components';

const requireFromRoot = createRequire(__filename);

function versionOf(packageName: string): string {
  return (requireFromRoot(`${packageName}/package.json`) as { version: string }).version;
}

interface SharedEntry {
  singleton: true;
  eager?: true;
  requiredVersion: string | false;
  version?: string;
  import?: string | false;
}

export interface SharedOptions {
  isHost: boolean;
  /**
   * A remote's browser build in production: it consumes every shared module from the host and brings no copy
   * of its own (`import: false`). With copies, the federation runtime prefers a remote's copy of the same
   * version to the host's until the host has loaded its own (the provider named last wins a tie), so a page
   * loaded a remote's antd components beside the host's, and its container registered dozens of modules.
   */
  consumeOnly?: boolean;
}

function singleton(packageName: string): SharedEntry {
  return { singleton: true, requiredVersion: `^${versionOf(packageName)}` };
}

/** A package shared as the subset of it the front ends use (shared/<name>.mjs), so that it can be tree-shaken. */
function subsetOf(packageName: string): SharedEntry {
  return {
    ...singleton(packageName),
    version: versionOf(packageName),
    import: path.join(__dirname, 'shared', `${packageName}.mjs`),
  };
}

/**
 * The singletons every front end shares (DESIGN.md §2), and nothing else.
 *
 * antd is shared per component through the `antd/es/` prefix: the swc `transformImport` rule in the
 * config factory rewrites `import { Button } from 'antd'` to `antd/es/button`, so a front end only
 * loads the components it renders instead of the whole barrel (about 445 KB gzip). The host also
 * provides every component a remote uses (`ANTD_COMPONENTS`), so that no remote falls back to its own
 * copy. Prefixed requests come from inside antd too, whose package.json names no antd version: hence
 * the explicit version.
 *
 * React Router is shared as the subset the front ends use (shared/react-router-dom.mjs), under both of
 * its package names; react-i18next likewise (shared/react-i18next.mjs).
 */
export function sharedDependencies({
  isHost,
  consumeOnly = false,
}: SharedOptions): Record<string, SharedEntry> {
  const shared = sharedOf(isHost);
  if (!consumeOnly) return shared;
  return Object.fromEntries(
    Object.entries(shared).map(([name, entry]) => [name, { ...entry, import: false as const }]),
  );
}

/**
 * `@grammarpath/platform` and its entries, shared as its package exports them; the host provides each from its
 * source (an absolute `import`), whether or not its own code imports it, since remotes bring no copy.
 */
function platformEntries(isHost: boolean): Record<string, SharedEntry> {
  // Read from the workspace: the package exports no package.json.
  const root = path.join(__dirname, '..', '..', 'libs', 'platform');
  const { version, exports } = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  ) as PlatformPackage;
  return Object.fromEntries(
    Object.entries(exports).map(([entry, { source }]) => [
      path.posix.join('@grammarpath/platform', entry),
      {
        singleton: true,
        version,
        requiredVersion: false,
        ...(isHost && { import: path.join(root, source) }),
      } satisfies SharedEntry,
    ]),
  );
}

interface PlatformPackage {
  version: string;
  exports: Record<string, { source: string }>;
}

function sharedOf(isHost: boolean): Record<string, SharedEntry> {
  const antdVersion = versionOf('antd');
  const antdComponents: SharedEntry = {
    singleton: true,
    version: antdVersion,
    requiredVersion: `^${antdVersion}`,
  };
  // An absolute `import` makes the host provide a component even where its own code does not import it.
  const antdEs = path.join(path.dirname(requireFromRoot.resolve('antd/package.json')), 'es');
  const providedByHost = isHost
    ? Object.fromEntries(
        ANTD_COMPONENTS.map((name) => [
          `antd/es/${name}`,
          { ...antdComponents, import: path.join(antdEs, name, 'index.js') },
        ]),
      )
    : {};
  // The core singletons are part of the host's entry (eager): no round of share loading before its bootstrap
  // runs. Remotes keep consuming them from the host's share scope.
  const core = (entry: SharedEntry): SharedEntry => (isHost ? { ...entry, eager: true } : entry);
  return {
    react: core(singleton('react')),
    'react/': core(singleton('react')),
    'react-dom': core(singleton('react-dom')),
    'react-dom/': core(singleton('react-dom')),
    'react-router-dom': core(subsetOf('react-router-dom')),
    'react-router': core({
      ...subsetOf('react-router-dom'),
      requiredVersion: `^${versionOf('react-router')}`,
      import: path.join(__dirname, 'shared', 'react-router.mjs'),
    }),
    '@tanstack/react-query': core(singleton('@tanstack/react-query')),
    i18next: core(singleton('i18next')),
    'react-i18next': core(subsetOf('react-i18next')),
    ...providedByHost,
    'antd/es/': antdComponents,
    '@ant-design/cssinjs': core(singleton('@ant-design/cssinjs')),
    ...platformEntries(isHost),
  };
}

/**
 * The modules the host provides from a file of its own choosing (antd's components, the platform's entries):
 * request → that file. The host's own imports of them go straight to the file (hostImportsDirect in
 * create-front-end-config.ts): since remotes bring no copy, the module a remote gets is always the host's,
 * and the host has no need to ask the federation runtime for its own modules.
 */
export function hostProvidedFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sharedOf(true))
      .filter(
        ([name, entry]) =>
          /^(antd\/es\/|@grammarpath\/platform)/.test(name) && typeof entry.import === 'string',
      )
      .map(([name, entry]) => [name, entry.import as string]),
  );
}
