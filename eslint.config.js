// ESLint flat config: typescript-eslint for every workspace, React hooks rules for web/,
// and the boundary rule: web/ never imports shared/db or any AWS SDK package (ARCHITECTURE §2).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.data/**',
      'web/src/routeTree.gen.ts',
      'tests/bench/results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The stylist (issue 20) is pure, deterministic and browser-safe: no Node built-ins, no
    // clock and no randomness inside — `now` is passed in.
    files: ['shared/domain/outfits/**/*.ts'],
    ignores: ['shared/domain/outfits/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'shared/domain/outfits must stay browser-safe.' }] }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Pass `now` in; the stylist reads no clock.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass `now` in; the stylist reads no clock.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'The stylist is deterministic.' },
        { selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']", message: 'Pass `now` in; the stylist reads no clock.' },
      ],
    },
  },
  {
    // Server code runs on Node, not in a browser. The typecheck checks it in one program with the
    // tests, whose e2e files need the DOM lib (tests/typecheck.mjs), so the browser globals are
    // refused here instead of by a DOM-less lib.
    files: ['{shared,functions,events,infra}/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'location', 'HTMLElement'].map((name) => ({
          name,
          message: 'Server code runs on Node: no browser globals.',
        })),
      ],
    },
  },
  {
    // Classic browser scripts (web/boot/boot.js, emitted by the build): browser globals, no modules.
    files: ['web/public/**/*.js', 'web/boot/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@seamline/shared/db', '@seamline/shared/db/*', '**/shared/db/**', '**/shared/db'],
              message: 'web/ must not import shared/db (server-only; ARCHITECTURE §2).',
            },
            { group: ['@aws-sdk/*'], message: 'web/ must not import the AWS SDK (ARCHITECTURE §2).' },
            { group: ['@seamline/functions', '@seamline/functions/*', '@seamline/events/*'], message: 'web/ must not import server code.' },
          ],
        },
      ],
    },
  },
);
