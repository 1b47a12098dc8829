// One lint for the whole repo: typescript-eslint, React hooks, and the import boundaries the design draws
// (docs/design.md "Boundaries"). Formatting is Prettier's job; eslint-config-prettier turns off what overlaps.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The parts of the repo the boundary rules speak about; a file matches the first element whose pattern fits. */
const elements = [
  { type: 'shared', pattern: 'packages/shared' },
  { type: 'ui', pattern: 'packages/ui' },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-components', pattern: 'apps/web/src/components' },
  { type: 'web', pattern: 'apps/web' },
  { type: 'admin-app', pattern: 'apps/admin/src/app' },
  { type: 'admin-feature', pattern: 'apps/admin/src/features/*', capture: ['feature'] },
  { type: 'admin', pattern: 'apps/admin' },
  { type: 'server-db', pattern: 'apps/server/src/db' },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
  { type: 'server', pattern: 'apps/server' },
];

const appTypes = [
  'web-app',
  'web-feature',
  'web-components',
  'web',
  'admin-app',
  'admin-feature',
  'admin',
  'server-db',
  'server-module',
  'server',
];
const webTypes = ['web-app', 'web-feature', 'web-components', 'web'];
const adminTypes = ['admin-app', 'admin-feature', 'admin'];

/** Files named for what they are, wherever they sit. */
const files = [{ category: 'server-config', pattern: 'apps/server/src/config*.ts' }];

/** What may not import what; everything else is allowed. */
const policies = [
  {
    // A feature is a page's world: what two features share lives in components, api or lib.
    from: { element: { type: 'web-feature' } },
    disallow: {
      to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
    },
    message: 'a web feature never imports another feature; move what both need to components/, api/ or lib/',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { type: 'web-app' } } },
    message: 'a web feature never imports src/app (the route table imports features, not the other way round)',
  },
  {
    from: { element: { type: 'web-components' } },
    disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
    message: 'src/components is shared by features and never imports one, nor src/app',
  },
  {
    // The console's features follow the store's rule: what two share lives in api/ or lib/.
    from: { element: { type: 'admin-feature' } },
    disallow: {
      to: { element: { type: 'admin-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
    },
    message: 'a console feature never imports another feature; move what both need to api/ or lib/',
  },
  {
    from: { element: { type: 'admin-feature' } },
    disallow: { to: { element: { type: 'admin-app' } } },
    message: 'a console feature never imports src/app (the router imports features, not the other way round)',
  },
  {
    // Two apps, two bundles: what both need lives in packages/shared.
    from: { element: { types: { anyOf: adminTypes } } },
    disallow: { to: { element: { types: { anyOf: [...webTypes, 'server-db', 'server-module', 'server'] } } } },
    message: 'the operator console imports nothing from the store app or the server; share through packages/shared',
  },
  {
    from: { element: { types: { anyOf: webTypes } } },
    disallow: { to: { element: { types: { anyOf: adminTypes } } } },
    message: 'the store app imports nothing from the operator console',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { types: { anyOf: appTypes } } } },
    message: 'packages/shared imports nothing from the apps',
  },
  {
    // What the store and the console both draw (ADR 012's captcha, the login form, an order's money rows).
    from: { element: { type: 'ui' } },
    disallow: { to: { element: { types: { anyOf: appTypes } } } },
    message: 'packages/ui imports nothing from the apps: each app passes what differs (its API calls, its words)',
  },
  {
    // A server module is a unit: another module sees only what its index.ts re-exports for others, never its
    // repo (SQL), routes or the files behind the index. Tests may reach in for a fixture, so they are left out.
    from: { element: { type: 'server-module', fileInternalPath: '!**/*.test.ts' } },
    disallow: {
      to: {
        element: {
          type: 'server-module',
          captured: { module: '!{{ from.element.captured.module }}' },
          fileInternalPath: '!index.ts',
        },
      },
    },
    message:
      'a server module uses another only through its index.ts (docs/design.md "Boundaries"); export what you need there',
  },
  {
    from: { element: { type: 'server-db' } },
    disallow: { to: { element: { type: 'server-module' } } },
    message: 'the data layer (src/db) imports no module',
  },
  {
    from: { element: { type: 'server-db' } },
    disallow: { to: { file: { categories: 'server-config' } } },
    message: 'the data layer (src/db) imports no config: the caller passes what it needs',
  },
];

/**
 * One mutation style in the web app: a write to the server is a React Query mutation (pending state,
 * error, the queries it invalidates) declared in a use-… hook file; pages and components call the hook.
 * A POST that stores nothing (the checkout preview) may be a query.
 */
const bareWrite = {
  selector: `CallExpression[callee.object.name='api'][callee.property.name=/^(post|put|patch|delete)$/]:not(CallExpression[callee.name=/^use(Mutation|Query)$/] *)`,
  message: 'write through useMutation in a use-… hook (one mutation style), not a bare api call',
};
/** One source of colours: the antd theme in apps/web/src/app/theme.ts; elsewhere `var(--ant-…)`. */
const rawHex = {
  selector: `:matches(Literal[value=/#[0-9a-fA-F]{3,8}\\b/], TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b/])`,
  message: 'no raw hex colour outside app/theme.ts: use a theme token as a CSS variable, var(--ant-…)',
};
const mutationInComponent = {
  selector: `CallExpression[callee.name='useMutation']`,
  message: 'declare the mutation in a use-… hook file beside the page (one mutation style), not in a component',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/data/**', '**/coverage/**', '**/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Chinese copy separates fields with the ideographic space (U+3000) as print does; code still may not.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/api/client.ts', 'apps/web/src/app/theme.ts'],
    rules: { 'no-restricted-syntax': ['error', bareWrite, rawHex] },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', bareWrite, rawHex, mutationInComponent] },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/**/*.test.{ts,tsx}', 'apps/admin/src/api/client.ts'],
    rules: { 'no-restricted-syntax': ['error', bareWrite] },
  },
  {
    files: ['apps/admin/src/**/*.tsx'],
    ignores: ['apps/admin/src/**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', bareWrite, mutationInComponent] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['apps/**', 'packages/**'],
      // The rules are about relative imports between folders, which always name their file (.ts/.tsx).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js'] } },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies }] },
  },
  prettier,
);
