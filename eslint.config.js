// Lint rules for the whole house. The import zones enforce DESIGN.md's one-way data flow:
// contract <- server, contract <- web; web features never import each other; shared web code
// (components, lib) never imports features or the app shell.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** One zone per feature of an app: a feature never imports another, they meet in its app/. */
function featureZonesOf(app) {
  const featuresDir = `apps/${app}/src/features`;
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: `A feature must not import another feature: combine them in apps/${app}/src/app.`,
  }));
}

const featureZones = [...featureZonesOf('web'), ...featureZonesOf('console')];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contract',
              from: './apps',
              message: 'The contract is pure: it imports nothing from the apps.',
            },
            {
              target: './packages/contract',
              from: './packages/passkeys-browser',
              message: 'The contract is pure: the browser passkey code depends on it, not back.',
            },
            {
              target: './packages/passkeys-browser',
              from: './apps',
              message: 'The passkey browser code is shared by the apps: it imports none of them.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web never imports the server: share through packages/contract.',
            },
            {
              target: './apps/server',
              from: ['./apps/web', './apps/console'],
              message: 'The server never imports the apps: share through packages/contract.',
            },
            {
              target: './apps/console',
              from: ['./apps/server', './apps/web'],
              message:
                'The console imports neither the server nor the portal: share through packages/contract.',
            },
            {
              target: './apps/web',
              from: './apps/console',
              message: 'The portal never imports the console: share through packages/contract.',
            },
            ...featureZones,
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared web code must not depend on features or the app shell.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app shell; the app imports features.',
            },
            {
              target: ['./apps/console/src/components', './apps/console/src/lib'],
              from: ['./apps/console/src/features', './apps/console/src/app'],
              message: 'Shared console code must not depend on features or the app shell.',
            },
            {
              target: './apps/console/src/features',
              from: './apps/console/src/app',
              message: 'Features do not import the app shell; the app imports features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19.0' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // A transaction is one connection: queries on it run one after the other (pg 8 deprecates
    // overlapping ones, pg 9 refuses them). test/transaction-queries.test.ts also watches at run time.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='Promise'][callee.property.name=/^all/] Identifier[name=/^(tx|trx|transaction)$/]",
          message:
            'No Promise.all over a transaction: await its queries one after the other (issue 9 item 16).',
        },
      ],
    },
  },
  prettier,
);
