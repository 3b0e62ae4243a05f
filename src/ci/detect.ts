/**
 * Where the CLI is running and whose state it works on: GitHub Actions (github.ts, its
 * behaviour unchanged), another CI system ci-state knows (the first whose marker variable is
 * set: GitLab CI, Buildkite, CircleCI, Jenkins), or a laptop (local.ts).
 */
import { hostname } from 'node:os';
import { buildkite } from './buildkite.js';
import { circleci } from './circleci.js';
import { gitHubEnvironment, onGitHub } from './github.js';
import { gitlab } from './gitlab.js';
import type { DetectOptions, RunEnvironment } from './identity.js';
import { jenkins } from './jenkins.js';
import { localEnvironment } from './local.js';
import { providerEnvironment, type Provider } from './provider.js';

/** The CI systems besides GitHub Actions, in the order they are looked for. */
export const PROVIDERS: readonly Provider[] = [gitlab, buildkite, circleci, jenkins];

/** The provider of the job `env` describes: 'github', one of PROVIDERS' names, or 'local'. */
export function providerOf(env: NodeJS.ProcessEnv): string {
  if (onGitHub(env)) return 'github';
  return PROVIDERS.find((p) => p.detect(env))?.name ?? 'local';
}

/** `--attempt-of` where a re-run keeps its run (GitHub) or there is no CI system: not used. */
function attemptOfUnused(e: RunEnvironment, opts: DetectOptions, where: string): RunEnvironment {
  if (opts.attemptOf === undefined) return e;
  return {
    ...e,
    warnings: [
      `--attempt-of is for CI systems whose re-run is a new build (Jenkins): not used ${where}`,
    ],
  };
}

export function detectEnvironment(
  opts: DetectOptions = {},
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): RunEnvironment {
  const host = hostname();
  if (onGitHub(env))
    return attemptOfUnused(gitHubEnvironment(opts, env, host), opts, 'on GitHub Actions');
  const provider = PROVIDERS.find((p) => p.detect(env));
  if (provider) return providerEnvironment(provider, opts, env, cwd, host);
  return attemptOfUnused(localEnvironment(opts, env, cwd, host), opts, 'off CI');
}
