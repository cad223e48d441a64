// One lint configuration for the whole workspace (flat config). Besides the usual TypeScript, React hooks and
// accessibility rules, it makes the architecture a rule (docs/design.md §1): a remote never imports another remote
// or the shell, the shared packages never import an app, the server never loads React, and there are no cycles.
// File and folder names are kebab-case everywhere (components stay PascalCase in code: `RecipeCard` lives in
// recipe-card.tsx), so an import's spelling never depends on what a file holds or on a case-insensitive disk.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import checkFile from 'eslint-plugin-check-file';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Paths are taken from the repository root, so `npm run lint -w <folder>` (cwd = that folder) applies the same rules.
const root = dirname(fileURLToPath(import.meta.url));
const APPS = ['shell', 'mf-catalog', 'mf-recipe-view', 'mf-recipe-editor'];
const SHARED = ['shared-api', 'shared-ui'];
/** Lower-case words and digits joined by single hyphens (a glob, as eslint-plugin-check-file takes it). */
const KEBAB_CASE = '+([a-z0-9])*(-+([a-z0-9]))';

/** An app's folder and its package name, as an import may name it. */
const targets = (folder) => [`./${folder}`, `./node_modules/@simple-recipes/${folder}`];

/** Where one folder may not import from: the other apps (and, for the shared packages, every app). */
function zonesFor(folder, forbidden, message) {
  return forbidden.flatMap((other) => targets(other).map((from) => ({ target: `./${folder}`, from, message })));
}

const boundaryZones = [
  ...APPS.flatMap((app) =>
    zonesFor(
      app,
      APPS.filter((other) => other !== app),
      'An app never imports another app: share through @simple-recipes/shared-api or shared-ui, or load the remote through Module Federation.',
    ),
  ),
  ...SHARED.flatMap((lib) =>
    zonesFor(
      lib,
      [...APPS, 'server'],
      'A shared package never imports an app or the server (the dependency goes the other way).',
    ),
  ),
  ...zonesFor('server', APPS, 'The server never imports an app.'),
];

/** What no server-side code imports: React, SWR, the UI library, or shared-api's React entry. */
const serverImports = {
  paths: [
    {
      name: '@simple-recipes/shared-api',
      message:
        'Server-side code imports the React-free subpaths (@simple-recipes/shared-api/types, /schema, …), never the React entry.',
    },
  ],
  patterns: [
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'swr', 'swr/*'],
      message: 'This code runs on the server: no React, no SWR.',
    },
    {
      group: ['@simple-recipes/shared-ui', '@simple-recipes/shared-ui/*'],
      message: 'The server never imports the UI library.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/.tmp/**',
      'data/**',
      // Deliberately broken inputs for the lint test itself.
      'scripts/lint/fixtures/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    // CSS modules are not JavaScript; the processor lets lint see their names (and nothing else of them).
    files: ['**/*.css'],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,css}'],
    plugins: { 'check-file': checkFile },
    rules: {
      // Kebab-case that may start with a digit (db/migrations/001-initial-schema.ts). `ignoreMiddleExtensions`:
      // recipe-editor.save.test.tsx and card-image.module.css are judged by their first part.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs,css}': KEBAB_CASE },
        {
          ignoreMiddleExtensions: true,
          errorMessage:
            'The file name "{{ target }}" is not kebab-case: name it like recipe-card.tsx or use-servings.ts.',
        },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: [join(root, 'tsconfig.base.json')] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: root }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Tests poke at loosely typed values on purpose (drafts with one field broken, fakes of browser objects).
    files: ['**/*.test.{ts,tsx}', '**/src/test/**', '**/src/testing/**', '**/test/helpers/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['server/**/*.ts', 'shared-api/src/{types,schema,format,contracts,urls}.ts'],
    rules: { 'no-restricted-imports': ['error', serverImports] },
  },
  {
    // docs/design.md §1: a capability's domain rules and its storage are free of HTTP; only routes/ and plugins/
    // (and app.ts) know Fastify, statuses and HttpError. The domain throws a Refusal (refusal.ts) instead.
    files: ['server/src/*/**/*.ts'],
    ignores: ['server/src/{routes,plugins}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: serverImports.paths,
          patterns: [
            ...serverImports.patterns,
            {
              group: ['fastify', 'fastify-plugin', '@fastify/*'],
              message:
                'Domain and storage code speaks no HTTP: take plain values, and leave Fastify to routes/ and plugins/.',
            },
            {
              regex: '(^|/)(http-error|plugins/[^/]+|routes/[^/]+)$',
              message:
                'Domain and storage code speaks no HTTP: throw a Refusal (server/src/refusal.ts), and leave HTTP to routes/ and plugins/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{shell,mf-catalog,mf-recipe-view,mf-recipe-editor,shared-api,shared-ui}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Last: turns off every rule about layout, which Prettier owns (`npm run format`), so the two never disagree.
  eslintConfigPrettier,
);
