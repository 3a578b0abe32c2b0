import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { conventions } from './tools/eslint/index.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/prerender-build/**',
      '**/renderer-build/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: [
      'shell/**/*.tsx',
      'mfe-*/**/*.tsx',
      'libs/platform/**/*.tsx',
      'shell/**/*.ts',
      'mfe-*/**/*.ts',
      'libs/platform/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Nest's dependency injection reads constructor parameter types at run time: they must stay value imports.
    files: ['services/**/*.ts', 'libs/server-kit/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  // Module boundaries, feature folders, no cycles, colours from the theme (tools/eslint/README.md).
  ...conventions(import.meta.dirname),
);
