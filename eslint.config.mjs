// Lint for the whole workspace. Import boundaries (ARCHITECTURE "the parts"):
// - a remote never imports another remote or the shell;
// - the shell never imports a remote (it knows them by name, at runtime);
// - `shared` imports no app; `api` imports no front-end package.
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
  boundary('api', FRONT_END, 'The services import no front-end package.'),
);
