import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const root = import.meta.dirname;
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name);

const services = folders('services');
// The catalog's floors, lowest first. Its top floor is app.ts, which wires them together.
const catalogFloors = [
  ['errors', 'config', 'http', 'reference', 'matching'],
  ['model'],
  ['catalogue'],
  ['content'],
  ['search'],
  ['trade'],
  ['products'],
  ['home'],
];
const webFeatures = folders('web/src/features');
// Tests and test kits wire the app together the way the shell does, so they may reach up
// a layer (e.g. a component test loads `app/locale`); production code may not.
const webLayer = (layer) => `web/src/${layer}/**/!(*.test|*-test-kit).{ts,tsx}`;

// Where each folder sits, and what it may not import. Each zone names the importing files
// (`target`) and the folders they must stay out of (`from`). Package names that resolve to
// our own workspaces are caught again by `no-restricted-imports` below, in case a
// workspace's build output is missing and the resolver cannot follow the name.
const boundaries = [
  // web: app → features → components → lib (lib and i18n are the ground floor).
  {
    target: [webLayer('lib'), webLayer('i18n')],
    from: ['web/src/app', 'web/src/main.tsx', 'web/src/features', 'web/src/components'],
    message: 'web/src/lib is the lowest layer: it imports no app, feature or component code.',
  },
  {
    target: webLayer('components'),
    from: ['web/src/app', 'web/src/main.tsx', 'web/src/features'],
    message: 'Shared components sit under the features and the app: they import only lib.',
  },
  {
    target: webLayer('features'),
    from: ['web/src/app', 'web/src/main.tsx'],
    message: 'Features sit under the app shell: they import only components and lib.',
  },
  ...webFeatures.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need down to components or lib.',
  })),
  {
    target: 'web',
    from: ['services', 'gateway'],
    message: 'web imports no server code; API types come from web/src/lib/api/generated.',
  },
  {
    target: 'web',
    from: 'packages',
    // The credit code check is one dependency-free file the form and the server share.
    except: ['./contracts/src/credit-code.ts'],
    message: 'web imports no server code; API types come from web/src/lib/api/generated.',
  },
  // services: only @trade/contracts and @trade/service-kit, never another service or the gateway.
  ...services.map((service) => ({
    target: `services/${service}`,
    from: 'services',
    except: [`./${service}`],
    message: 'A service never imports another service: share through @trade/contracts or events.',
  })),
  {
    target: 'services',
    from: ['gateway', 'web'],
    message: 'A service imports only @trade/contracts and @trade/service-kit.',
  },
  {
    target: 'gateway',
    from: ['services', 'web'],
    message: 'The gateway reaches services over HTTP, never through their code.',
  },
  {
    target: 'packages/service-kit',
    from: ['services', 'gateway', 'web'],
    message: 'The service kit imports only @trade/contracts.',
  },
  {
    target: 'packages/contracts',
    from: ['packages/service-kit', 'services', 'gateway', 'web'],
    message: 'The contracts import nothing of ours.',
  },
  // catalog floors, from the ground up: each imports only the floors below it.
  ...catalogFloors.slice(0, -1).map((floor, level) => ({
    target: floor.map((name) => `services/catalog/src/${name}{.ts,/**/!(*.test).ts}`),
    from: catalogFloors
      .slice(level + 1)
      .flatMap((above) => above.map((name) => `services/catalog/src/${name}{.ts,/**}`)),
    message: `The catalog's floors are ${catalogFloors.map((f) => f.join(' + ')).join(' → ')}: a floor imports none above it.`,
  })),
];

const ourPackages = (allowed, message) => [
  'error',
  { patterns: [{ group: ['@trade/*', ...allowed.map((name) => `!${name}`)], message }] },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.data/**', 'artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
  },
  // Plain scripts the browser runs as they are (not bundled).
  {
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  // Rules that need the type checker.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  // Server code (services, packages, gateway, their tests and the flow tests) is typed as
  // one program each for the servers and the gateway: one project per workspace would
  // type-check the kit, the contracts and fastify's and mongoose's types once per service,
  // and the servers' tests, which their tsconfig.json leave out of the build, would need
  // yet another program. The web app keeps the project service.
  {
    files: [
      '{packages,services}/*/{src,test}/**/*.ts',
      'gateway/{src,test}/**/*.ts',
      'tests/**/*.ts',
      'infra/**/*.ts',
      'scripts/**/*.ts',
    ],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: ['tsconfig.tests.json', 'gateway/tsconfig.test.json'],
        tsconfigRootDir: root,
      },
    },
  },
  // Import cycles and layer boundaries.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads (for cycles) only the files of these kinds, with typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['web/tsconfig.json', 'tsconfig.tests.json', 'gateway/tsconfig.test.json'].map((file) =>
            path.join(root, file),
          ),
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
    },
  },
  {
    files: ['services/**', 'gateway/**'],
    rules: {
      'no-restricted-imports': ourPackages(
        ['@trade/contracts', '@trade/service-kit', '@trade/service-kit/*'],
        'A server imports only @trade/contracts and @trade/service-kit.',
      ),
    },
  },
  {
    files: ['packages/service-kit/**'],
    rules: {
      'no-restricted-imports': ourPackages(
        ['@trade/contracts', '@trade/service-kit', '@trade/service-kit/*'],
        'The service kit imports only @trade/contracts.',
      ),
    },
  },
  {
    files: ['packages/contracts/**'],
    rules: { 'no-restricted-imports': ourPackages([], 'The contracts import nothing of ours.') },
  },
  {
    files: ['web/**'],
    rules: {
      // The one exception, the dependency-free credit code check, by a regex: an ignore-style
      // pattern cannot let one file through a folder it refuses.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@trade/(?!contracts/src/credit-code$)',
              message: 'web imports no server code; API types come from web/src/lib/api/generated.',
            },
          ],
        },
      ],
    },
  },
  // React hooks: only where React lives.
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
