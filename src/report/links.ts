/**
 * Links to the run, its attempt and its artifacts, built from values the caller passes in
 * (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_RUN_ID`, `GITHUB_RUN_ATTEMPT`): the builders
 * never read the environment themselves. Values that do not look like GitHub's give no link
 * rather than a link somewhere else.
 */

export interface ReportLinks {
  /** `GITHUB_SERVER_URL`, e.g. https://github.com. */
  serverUrl?: string;
  /** `GITHUB_REPOSITORY`, owner/name. */
  repository?: string;
  /** `GITHUB_RUN_ID`. */
  runId?: string | number;
  /** `GITHUB_RUN_ATTEMPT`. */
  runAttempt?: number;
  /** The name of the artifact that holds the full state, shown next to the artifacts link. */
  artifactName?: string;
}

export interface RunLinks {
  run?: string;
  /** The attempt's page: its summary shows every job summary of that attempt. */
  attempt?: string;
  artifacts?: string;
}

/** Picks the link values out of an environment (pass `process.env`). */
export function reportLinksFromEnv(env: Readonly<Record<string, string | undefined>>): ReportLinks {
  const attempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? '', 10);
  const out: ReportLinks = {};
  if (env.GITHUB_SERVER_URL) out.serverUrl = env.GITHUB_SERVER_URL;
  if (env.GITHUB_REPOSITORY) out.repository = env.GITHUB_REPOSITORY;
  if (env.GITHUB_RUN_ID) out.runId = env.GITHUB_RUN_ID;
  if (Number.isInteger(attempt) && attempt > 0) out.runAttempt = attempt;
  return out;
}

const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

/** The run's URLs, or none of them when a value is missing or malformed. */
export function runLinks(links: ReportLinks | undefined): RunLinks {
  if (!links?.serverUrl || !links.repository || links.runId === undefined) return {};
  let server: URL;
  try {
    server = new URL(links.serverUrl);
  } catch {
    return {};
  }
  if (
    (server.protocol !== 'https:' && server.protocol !== 'http:') ||
    server.username ||
    server.password ||
    server.search ||
    server.hash ||
    !/^[A-Za-z0-9/_.-]*$/.test(server.pathname)
  ) {
    return {};
  }
  const runId = String(links.runId);
  if (!REPOSITORY.test(links.repository) || !/^[0-9]{1,20}$/.test(runId)) return {};
  if (links.repository.split('/').some((p) => p === '.' || p === '..')) return {};
  const base = `${server.origin}${server.pathname.replace(/\/+$/, '')}`;
  const run = `${base}/${links.repository}/actions/runs/${runId}`;
  const attempt =
    links.runAttempt !== undefined && Number.isInteger(links.runAttempt) && links.runAttempt > 0
      ? `${run}/attempts/${links.runAttempt}`
      : run;
  return { run, attempt, artifacts: `${run}#artifacts` };
}
