import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// The web app's layers import one way: app → features → shared (api, components, lib, content).
// A feature never imports another feature: what two features need lives in a shared layer, and
// app/ composes features into pages.
const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const webLayerZones = [
  ...webFeatures.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: 'Features do not import each other: move what both need to src/api, src/lib or src/components, and compose them in src/app.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import the app layer.' },
  {
    target: [`${WEB}/api`, `${WEB}/components`, `${WEB}/lib`, `${WEB}/content`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared layers do not import features or the app layer.',
  },
];

// Comments say why in words a newcomer can read without the tracker, never by an issue's number.
const ISSUE_CITATION = /\bissue\s*#?\d+|\(#\d+\)/i;
const local = {
  rules: {
    'no-issue-citations': {
      meta: { type: 'suggestion', messages: { cited: 'Say what the rule is instead of citing an issue number.' } },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments())
              if (ISSUE_CITATION.test(comment.value)) context.report({ loc: comment.loc, messageId: 'cited' });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['.tmp/**', '**/dist/**', '**/node_modules/**', 'data/**', '**/generated/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  { plugins: { local }, rules: { 'local/no-issue-citations': 'error' } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayerZones }] },
  },
  {
    // No import cycles in the apps or the shared package: a module and what it imports depend one way.
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The rule reads every imported file, so it needs the TypeScript parser for them too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts only.' },
      ],
    },
  },
);
