import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'lib/**', 'node_modules/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        AbortController: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        structuredClone: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': 'off',
    },
  },
  {
    // Files that fit in a head: a longer module is split along its seams (docs/architecture.md).
    // Generated files carry eslint-disable and are exempt.
    files: ['src/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 450 }] },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@actions/*', '@octokit/*'],
              message: 'core/ is pure: no toolkit or network clients.',
            },
            {
              group: [
                'node:fs',
                'node:fs/*',
                'fs',
                'node:child_process',
                'node:http',
                'node:https',
                'node:net',
              ],
              message: 'core/ is pure: do I/O in an adapter.',
            },
            {
              group: ['../store/*', '../cli/*', '../action/*', '../github/*', '../report/*'],
              message: 'core/ depends on nothing above it.',
            },
          ],
        },
      ],
    },
  },
);
