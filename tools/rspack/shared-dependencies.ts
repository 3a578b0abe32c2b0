import { createRequire } from 'node:module';

const requireFromRoot = createRequire(__filename);

function versionOf(packageName: string): string {
  return (requireFromRoot(`${packageName}/package.json`) as { version: string }).version;
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
}

function singleton(packageName: string): SharedEntry {
  return { singleton: true, requiredVersion: `^${versionOf(packageName)}` };
}

/**
 * The singletons every front end shares (DESIGN.md §2), and nothing else.
 *
 * antd is shared per component through the `antd/es/` prefix: the swc `transformImport` rule in the
 * config factory rewrites `import { Button } from 'antd'` to `antd/es/button`, so the shell only
 * loads the components it renders instead of the whole barrel (about 445 KB gzip).
 * Prefixed requests come from inside antd too, whose package.json names no antd version: hence the
 * explicit version.
 */
export function sharedDependencies(): Record<string, SharedEntry> {
  const antdVersion = versionOf('antd');
  const antdComponents: SharedEntry = {
    singleton: true,
    version: antdVersion,
    requiredVersion: `^${antdVersion}`,
  };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    'antd/es/': antdComponents,
    '@ant-design/cssinjs': singleton('@ant-design/cssinjs'),
    '@grammarpath/platform': { singleton: true, requiredVersion: false },
  };
}
