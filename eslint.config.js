// One lint setup for the whole workspace: typescript-eslint's recommended rules everywhere,
// React hooks rules in the web app, and the feature boundaries of README.md#layout.
import js from '@eslint/js';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint-boundaries.js';

// The folders whose screens are in both languages; each joins as its texts move to the catalogues.
const translatedScreens = [
  'apps/web/src/app/layouts/{public,root,user,partner,supplier}-layout.tsx',
  'apps/web/src/app/error-screen.tsx',
  'apps/web/src/i18n/**/*.tsx',
  'apps/web/src/components/ui/{area-shell,language-switch,mobile-menu}.tsx',
  'apps/web/src/features/partner/**/*.tsx',
  'apps/web/src/features/landing/**',
  'apps/web/src/features/auth/components/**',
  'apps/web/src/features/auth/routes/{user,partner,supplier}-*.tsx',
  'apps/web/src/features/auth/routes/{reset,update}-password-page.tsx',
  'apps/web/src/features/user/**/*.tsx',
  'apps/web/src/features/conversation/**/*.tsx',
  'apps/web/src/components/ui/**/*.tsx',
  'apps/web/src/components/form/**/*.tsx',
  'apps/web/src/lib/**/*.tsx',
  'apps/web/src/features/supplier/**/*.tsx',
  'apps/web/src/features/notifications/**/*.tsx',
  'apps/web/src/features/execution/**/*.tsx',
  'apps/web/src/features/payments/**/*.tsx',
];
// Props of our own components that reach the screen, beside the aria-*, title, alt and
// placeholder the rule checks anyway.
const translatedProps =
  '{label,title,description,heading,hint,empty,emptyText,confirmLabel,cancelLabel,submitLabel,pendingLabel,documentTitle,text,message,detail,area,caption,legend}';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      curly: ['error', 'all'],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...boundaries,
  {
    // Every text a customer, partner, supplier or visitor reads comes from a catalogue
    // (apps/web/src/locales, docs/decisions/0009-languages.md). The admin's screens may stay
    // English, so they are not listed.
    files: translatedScreens,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', translatedProps]] } },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**'], message: 'shared must not depend on apps.' }] },
      ],
    },
  },
);
