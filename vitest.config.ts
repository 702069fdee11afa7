import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two cores on CI: more workers only contend.
    maxWorkers: 2,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
