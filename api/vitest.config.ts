import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS entry for graphql-yoga; our sources must get the same module
    // (one realm), not the ESM build that Vite would pick.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    // generous: a file's database (initdb, demo world) takes minutes on a busy 2-core machine
    testTimeout: 120_000,
    hookTimeout: 600_000,
    fileParallelism: true,
  },
});
