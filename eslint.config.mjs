// Lint for the whole workspace. Import boundaries (ARCHITECTURE "the parts"):
// - a remote never imports another remote or the shell;
// - the shell never imports a remote (it knows them by name, at runtime);
// - `shared` imports no app; `api` imports no front-end package;
// - `domain` imports no other package, no platform module (node:*) and no UI library: both sides run it;
// - no app's code names a service endpoint: endpoints come from the runtime configuration (/config.json);
// - no app writes a tenancy link by hand: links come from `@portal/shared/routing` and the app's `src/paths.ts`.
// shell/src/federation/import-boundaries.test.ts proves each of these fires.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['shell', 'mf-auth', 'mf-consumption', 'mf-alarms', 'mf-statements', 'mf-report'];
const FRONT_END = [...APPS, 'shared'];

/** Patterns that reach another package's files by relative path or by package name. */
function forbidden(packages) {
  return packages.flatMap((p) => [
    `**/${p}/src/**`,
    `../${p}/**`,
    `../../${p}/**`,
    `../../../${p}/**`,
    `@portal/${p}`,
    `@portal/${p}/**`,
  ]);
}

function boundary(dir, others, message) {
  return {
    files: [`${dir}/**/*.{ts,tsx,mjs,js}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden(others), message }] }],
    },
  };
}

/** A service endpoint written into an app's code (a local service port or a GraphQL URL). */
const ENDPOINT = String.raw`/localhost:\d|\/graphql\b/i`;
const ENDPOINT_MESSAGE =
  'No service endpoint in an app: take it from the runtime configuration (/config.json, shared `configuredEndpoints`).';

/** A tenancy path written by hand (`'/t/…'`, `` `/t/${id}` ``). */
const TENANCY_LINK = String.raw`/^\/t\//`;
const TENANCY_LINK_MESSAGE = "Build tenancy links with `@portal/shared/routing` or the app's `src/paths.ts`.";

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '.toolchain/**',
      '.data/**',
      '**/generated/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.e2e-redeploy-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['scripts/**', 'e2e/**', 'api/**', '**/rspack.config.ts'], rules: { 'no-console': 'off' } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...APPS.filter((a) => a !== 'shell').map((remote) =>
    boundary(
      remote,
      [...APPS.filter((a) => a !== remote)],
      'A remote never imports another remote or the shell: use @portal/shared.',
    ),
  ),
  boundary(
    'shell',
    APPS.filter((a) => a !== 'shell'),
    'The shell knows remotes only by name, at runtime.',
  ),
  boundary('shared', APPS, '`shared` imports no app.'),
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${ENDPOINT}]`, message: ENDPOINT_MESSAGE },
        { selector: `TemplateElement[value.raw=${ENDPOINT}]`, message: ENDPOINT_MESSAGE },
        { selector: `Literal[value=${TENANCY_LINK}]`, message: TENANCY_LINK_MESSAGE },
        { selector: `TemplateElement[value.raw=${TENANCY_LINK}]`, message: TENANCY_LINK_MESSAGE },
      ],
    },
  },
  boundary('api', FRONT_END, 'The services import no front-end package.'),
  {
    files: ['domain/**/*.{ts,tsx,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...forbidden([...FRONT_END, 'api']), 'node:*', 'react', 'react-*', 'react/**', 'i18next'],
              message:
                '`@portal/domain` runs in the browser and in the services: it imports no package or platform module.',
            },
          ],
        },
      ],
    },
  },
);
