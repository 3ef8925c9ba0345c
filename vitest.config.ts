import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '.venv/**'],
    // Integration tests start engines and worker processes; on a busy 2-core machine a start can
    // take seconds, so the defaults (5 s, 10 s) are margins for a test's own waits, not for that.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
