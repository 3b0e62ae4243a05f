/**
 * What the runner gives a JavaScript action to reach the Actions cache and artifact services: the
 * runtime variables (never exported to later steps: only ci-state's own steps and the job's
 * persistence process hold them, ADR 5).
 */

/** The variables the toolkit clients need, which the runner gives to actions only. */
export const RUNTIME_VARIABLES = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_CACHE_MODE',
] as const;

/** True when this process can reach the Actions cache and artifact services. */
export function servicesAvailable(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true' && !!env.ACTIONS_RUNTIME_TOKEN && !!env.ACTIONS_RESULTS_URL;
}

/** The runtime variables this process has, for the job's persistence process. */
export function runtimeVariables(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of RUNTIME_VARIABLES) if (env[name]) out[name] = env[name];
  return out;
}
