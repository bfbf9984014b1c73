// One ESLint configuration for every workspace (each runs `eslint .` as its `lint` task).
// Beyond the usual TypeScript and hooks rules, it holds the architecture's boundaries
// (../shared/design/ARCHITECTURE.md): which folder may import which. Import cycles are checked beside it, by
// dependency-cruiser (.dependency-cruiser.cjs), which counts type-only imports as import-x/no-cycle does not.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The feature folders of an app: none may import another (shared code goes to packages/). */
function featureZones(app) {
  const features = `apps/${app}/src/features`;
  if (!existsSync(path.join(root, features))) return [];
  const names = readdirSync(path.join(root, features), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return names.map((name) => ({
    target: `${features}/${name}`,
    from: features,
    except: [`./${name}`],
    message: 'A feature does not import another feature; move what both need to packages/ui or packages/domain.',
  }));
}

/** `components`, `config` and `lib` sit below the features: they may not reach up into them. */
function layerZones(app) {
  return ['components', 'config', 'lib'].map((layer) => ({
    target: `apps/${app}/src/${layer}`,
    from: `apps/${app}/src/features`,
    message: `${layer}/ sits below the features and may not import them; pass what it needs in, or move the shared part to packages/.`,
  }));
}

const boundaryZones = [
  ...featureZones('site'),
  ...layerZones('site'),
  ...featureZones('admin-desktop/src/renderer'),
  ...layerZones('admin-desktop/src/renderer'),
  { target: 'packages', from: 'apps', message: 'packages/ are shared by the apps and may not import from apps/.' },
  {
    target: 'apps/api/src/config',
    from: 'apps/api/src',
    except: ['./config'],
    message: "The API's config is read by every module: it imports nothing of theirs (defaults are the config's own).",
  },
];

/**
 * Who may do what is decided in packages/domain (the access table, isStaff, isGod, whereStaff, whereGod): anywhere
 * else, comparing access levels by hand, or querying them by a raw condition, would be a second home for that
 * decision (issue 39). scripts/lint-boundaries.test.mjs checks each of these still fires.
 */
const RAW_ACCESS_LEVEL_MESSAGE = 'Access levels are compared in packages/domain only: ask the access table (can, requireAccess) or isStaff, isGod, whereStaff, whereGod.';
const COMPARISON = '/^(===|!==|==|!=|<|<=|>|>=)$/';
/** One selector, so one comparison is one error whichever of its patterns it fits. */
const RAW_ACCESS_LEVEL_SELECTOR = [
  // `level === AccessLevel.GOD`, `AccessLevel.GENERAL > level`
  `BinaryExpression[operator=${COMPARISON}]:has(> MemberExpression[object.name='AccessLevel'])`,
  // `actor.accessLevel <= target.accessLevel` (whether a level changed, `before.accessLevel !== after.accessLevel`, is no decision)
  "BinaryExpression[operator=/^[<>]=?$/]:has(> MemberExpression[property.name='accessLevel'])",
  // `user.accessLevel === 1`
  `BinaryExpression[operator=${COMPARISON}]:has(> MemberExpression[property.name='accessLevel']):has(> Literal)`,
  // `{ accessLevel: { $lt: AccessLevel.GENERAL } }` in a query
  "Property[key.name='accessLevel'] > ObjectExpression:has(> Property[key.name=/^\\$/])",
].join(', ');

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/out/**', '**/release/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '**/bench/results/**', '**/.turbo/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs,jsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [path.join(root, 'apps/*/tsconfig*.json'), path.join(root, 'packages/*/tsconfig.json')],
          noWarnOnMultipleProjects: true,
          conditionNames: ['source', 'types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    languageOptions: {
      globals: {
        // Node, browser and jest globals: the type checker (tsc, run by `npm run typecheck`) already knows
        // which exist where, so ESLint's own undefined-name check is off below.
      },
    },
    rules: {
      'no-undef': 'off',
      // typescript-eslint 8.73 on TypeScript 6 reports every reassigned `let` in a .ts file as never
      // reassigned (`let t; t = 2;` included), so this rule would only teach people to ignore the linter.
      'prefer-const': 'off',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's hook, and take `{}` when they need
    // none; jest's isolateModules needs `require` to load a module afresh.
    files: ['**/e2e/**', '**/*.spec.ts', '**/*.e2e-spec.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/no-require-imports': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // A .cjs file is CommonJS on purpose (see packages/testing/src/teardown.cjs): require is how it imports.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/**', 'packages/ui/**', 'packages/testing/**'],
    rules: { 'no-restricted-syntax': ['error', { selector: RAW_ACCESS_LEVEL_SELECTOR, message: RAW_ACCESS_LEVEL_MESSAGE }] },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'packages/domain is plain TypeScript: React code goes to packages/ui.' },
            { name: 'react-dom', message: 'packages/domain is plain TypeScript: React code goes to packages/ui.' },
          ],
          patterns: [
            { group: ['react/*', 'react-dom/*', '@tanstack/react-*'], message: 'packages/domain is plain TypeScript: React code goes to packages/ui.' },
            { group: ['@nestjs/*', '@mikro-orm/*'], message: 'packages/domain is shared with the browsers: server code stays in apps/api.' },
          ],
        },
      ],
    },
  },
);
