import type { RuleSetRule } from '@rspack/core';

/**
 * TypeScript and TSX through SWC, with antd and its icons imported per component: the one rule of every
 * front-end build, the browser's and the prerender's.
 */
export function typescriptRule(production: boolean): RuleSetRule {
  return {
    // No node_modules exclusion: the "source" condition resolves a few packages to TypeScript too.
    test: /\.(ts|tsx)$/,
    loader: 'builtin:swc-loader',
    options: {
      detectSyntax: 'auto',
      jsc: {
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: !production } },
      },
      transformImport: [
        {
          libraryName: 'antd',
          libraryDirectory: 'es',
          camelToDashComponentName: true,
          transformToDefaultImport: true,
        },
        {
          libraryName: '@ant-design/icons',
          libraryDirectory: 'es/icons',
          camelToDashComponentName: false,
          transformToDefaultImport: true,
        },
      ],
    },
    type: 'javascript/auto',
  };
}
