/**
 * Where the CLI is running and whose state it works on: the detection lives in src/ci/ (one
 * provider per CI system, GitHub Actions among them); these are its names as the Action and the
 * GitHub adapters import them.
 */
export { detectEnvironment } from '../ci/detect.js';
export type { RunEnvironment } from '../ci/identity.js';
export { runAttemptOf } from '../ci/github.js';
export { newRunId } from '../ci/local.js';
export { matrixKey } from '../ci/matrix.js';
