import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // The property tests (thousands of Intl calls) must not fail on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
