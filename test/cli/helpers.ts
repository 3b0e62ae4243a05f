/** Runs the built `ci-state` CLI (dist/cli/index.js) as a real process in a temp directory. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The CLI under test; CI_STATE_TEST_CLI runs the same tests against another build of it. */
export const CLI =
  process.env.CI_STATE_TEST_CLI ?? resolve(import.meta.dirname, '../../dist/cli/index.js');

export interface CliResult {
  /** The exit code; -1 when a signal ended the process (`signal` says which). */
  code: number;
  signal?: NodeJS.Signals;
  stdout: string;
  stderr: string;
}

/**
 * An environment with nothing of a GitHub runner in it, so the CLI behaves as on a laptop, with a
 * UTF-8 locale and no request for plain output, so it prints its Unicode symbols (✓ ⏭) whatever
 * the machine running the tests has set (test/cli/glyphs.test.ts covers the other cases).
 */
export function localEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (
      k.startsWith('GITHUB_') ||
      k.startsWith('RUNNER_') ||
      k.startsWith('ACTIONS_') ||
      k.startsWith('CI_STATE_') ||
      OTHER_CI_NAMES.has(k) ||
      PLAIN_OUTPUT_NAMES.has(k)
    )
      continue;
    env[k] = v;
  }
  if (env.TERM === 'dumb') delete env.TERM;
  return { ...env, LANG: 'C.UTF-8', ...extra };
}

/** What makes the CLI take its identity from another CI system (src/ci/). */
const OTHER_CI_NAMES = new Set(['GITLAB_CI', 'BUILDKITE', 'CIRCLECI', 'JENKINS_URL', 'BUILD_TAG']);

/** What decides between Unicode and ASCII symbols, besides LANG and TERM (src/cli/glyphs.ts). */
const PLAIN_OUTPUT_NAMES = new Set(['LC_ALL', 'LC_CTYPE', 'NO_COLOR']);

export function tempDir(prefix = 'ci-state-cli-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function cli(cwd: string, args: string[], env: NodeJS.ProcessEnv = localEnv()): CliResult {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

export function cliAsync(cwd: string, args: string[], env: NodeJS.ProcessEnv = localEnv()) {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<CliResult>((res) =>
    child.on('close', (code, signal) =>
      res({ code: code ?? (signal ? -1 : 0), stdout, stderr, ...(signal ? { signal } : {}) }),
    ),
  );
  return { child, done };
}
