// One lint gate for every workspace. Type-checked rules, plus the dependency direction:
// the browser code imports only schemas and types from events/, and nothing imports the web.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webLayers } from './eslint.web-layers.js';

const packagesBelow = (names) =>
  names.map((name) => ({
    group: [`@ghost/${name}`, `@ghost/${name}/*`],
    message: `must not depend on ${name}`,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      '.config/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['events/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: packagesBelow(['projectors', 'command-api', 'query-api', 'web', 'tests']) },
      ],
    },
  },
  {
    // The contract is bundled into the browser: zod, the browser-safe part of the catalogue and
    // the error codes, never Node, a store, Koa or an event definition.
    files: ['events/src/contract/**'],
    // A spec beside the contract is never bundled: it may use the test runner.
    ignores: ['events/src/contract/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packagesBelow(['projectors', 'command-api', 'query-api', 'web', 'tests']),
            {
              regex: '^(?!zod$|\\.)',
              message: 'the contract imports no package but zod',
            },
            {
              regex:
                '(^|/)(store|http|sealing|logging|config|observability|testing)(/|$)|catalogue/(index|registry|metadata|define-event|[a-z-]+-events)\\.js$|errors/(index|domain-error)\\.js$',
              message: 'the contract imports only the browser-safe catalogue and the error codes',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['projectors/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: packagesBelow(['command-api', 'query-api', 'web', 'tests']) },
      ],
    },
  },
  {
    files: ['command-api/**', 'query-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: packagesBelow(['command-api', 'query-api', 'web', 'tests']) },
      ],
    },
  },
  ...webLayers(),
  {
    // Specs read JSON answers of any shape; the assertions are the type check.
    files: ['**/*.spec.ts', 'tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
