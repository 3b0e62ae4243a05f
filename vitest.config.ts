import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/zod-setup.ts'],
    // The run's S3 gateway (real Ceph), started only when a test file asks for it.
    globalSetup: ['test/s3/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
