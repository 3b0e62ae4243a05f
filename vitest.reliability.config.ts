import { defineConfig } from 'vitest/config';

/** Longer runs (CI_STATE_RELIABILITY_SCALE) get proportionally more time per test. */
const scale = Math.max(1, Number(process.env.CI_STATE_RELIABILITY_SCALE) || 1);

/**
 * The reliability and security proof suite (`npm run test:reliability`). Its files end in
 * `.reliability.ts`, so the main suite (`test/**\/*.test.ts`) never runs them. Counts scale with
 * CI_STATE_RELIABILITY_SCALE (see docs/reliability.md).
 */
export default defineConfig({
  test: {
    // test/scale: ci-state at the size of real workflows against GitHub's limits (minutes each).
    include: ['test/reliability/**/*.reliability.ts', 'test/scale/**/*.reliability.ts'],
    setupFiles: ['test/zod-setup.ts'],
    testTimeout: 600_000 * scale,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time: most of the suite waits on child processes, sockets and timers.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
