/**
 * The CLI's remote store: `--remote s3://bucket/prefix` on `init` (kept in the local store for the
 * job's later commands) or `CI_STATE_REMOTE`. With one, every phase end pushes the state and the
 * new checkpoint content (src/persist/, with the S3 adapter src/remote/sync.ts), and `init` on a machine whose store has no state
 * of the scope pulls the newest one and its packs, so the next attempt resumes anywhere. The
 * server: `CI_STATE_S3_ENDPOINT` (the Action's `s3-endpoint`), `AWS_ENDPOINT_URL_S3` or
 * `AWS_ENDPOINT_URL` (path-style requests unless `CI_STATE_S3_PATH_STYLE=false`), else AWS in
 * `CI_STATE_S3_REGION` or `AWS_REGION`; credentials only from the AWS SDK's default chain.
 * `CI_STATE_INTEGRITY_KEY` (or the file `CI_STATE_INTEGRITY_KEY_FILE` names) signs and checks
 * the states.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CiStateError, quote } from '../core/errors.js';
import type { RunState } from '../core/schema.js';
import type { RemoteStore } from '../remote/port.js';
import type { RemoteTarget } from '../remote/sync.js';
import type { Printer } from './output.js';
import { proxyWarning } from '../transfer/proxy.js';

const FILE = 'remote';

/** Where the remote was named: the flag, the environment, or the store (from `init`). */
export function remoteUrl(
  storeDir: string,
  flag?: string,
  env: NodeJS.ProcessEnv = process.env,
): { url: string; from: string } | undefined {
  if (flag) return { url: flag, from: '--remote' };
  if (env.CI_STATE_REMOTE) return { url: env.CI_STATE_REMOTE, from: 'CI_STATE_REMOTE' };
  const file = join(storeDir, FILE);
  if (!existsSync(file)) return undefined;
  const url = readFileSync(file, 'utf8').trim();
  return url ? { url, from: `${file} (from init --remote)` } : undefined;
}

/** Keeps `url` in the store so that the job's later commands use it (`init --remote`). */
export function rememberRemote(storeDir: string, url: string): void {
  writeFileSync(join(storeDir, FILE), `${url}\n`);
}

/** The remote store `url` names (checked: a one-line error naming `from`). */
export async function openRemote(
  url: string,
  from: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RemoteStore> {
  if (!url.startsWith('s3://'))
    throw new CiStateError(
      'invalid_input',
      `${from}: ${quote(url)} is not a remote store: expected s3://bucket/prefix`,
    );
  const { parseS3Url } = await import('../remote/s3-url.js');
  const { S3Store } = await import('../remote/s3.js');
  const loc = parseS3Url(url, from);
  const endpoint =
    env.CI_STATE_S3_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const pathStyle = env.CI_STATE_S3_PATH_STYLE;
  const region = env.CI_STATE_S3_REGION || env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined;
  return new S3Store({
    bucket: loc.bucket,
    prefix: loc.prefix,
    ...(region ? { region } : {}),
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: pathStyle ? pathStyle !== 'false' : endpoint !== undefined,
  });
}

export function targetOf(
  remote: RemoteStore,
  scopeKey: string,
  state: Pick<RunState, 'scope'>,
  env: NodeJS.ProcessEnv = process.env,
): RemoteTarget {
  const file = env.CI_STATE_INTEGRITY_KEY_FILE;
  const key = env.CI_STATE_INTEGRITY_KEY || (file ? readFileSync(file, 'utf8') : undefined);
  return { remote, scopeKey, ref: state.scope.ref, ...(key ? { integrityKey: key } : {}) };
}

/** A size for a line ("2.0 MB", "12 B"). */
async function sizeOf(bytes: number): Promise<string> {
  return (await import('../transfer/progress.js')).formatSize(bytes);
}

/**
 * After a phase ended: pushes the state and its new content, and says so in one line, or warns
 * "NOT saved" with why (the phase's own result stands).
 */
export async function pushAfterPhase(
  storeDir: string,
  scopeKey: string,
  state: RunState,
  printer: Printer,
  list: Parameters<typeof import('../persist/wiring/s3-sync.js').pushState>[3],
): Promise<RunState> {
  const where = remoteUrl(storeDir);
  if (!where) return state;
  const { pushState } = await import('../persist/wiring/s3-sync.js');
  let remote: RemoteStore;
  try {
    remote = await openRemote(where.url, where.from);
  } catch (e) {
    printer.annotate(`state NOT saved to the remote store: ${(e as Error).message}`);
    return state;
  }
  const r = await pushState(storeDir, state, targetOf(remote, scopeKey, state), list);
  if (r.saved && r.problem) {
    // Its pack went nowhere: the state that lists what did is saved, the phases it held run again.
    printer.annotate(`state ${r.state.seq} saved to ${remote.describe()}, but ${r.problem}`);
  } else if (r.saved) {
    const what = r.packs
      ? `with 1 new checkpoint pack (${await sizeOf(r.packBytes)})`
      : 'no new content';
    printer.note(`state ${r.state.seq} saved to ${remote.describe()}, ${what}`);
  } else printer.annotate(`state NOT saved to ${remote.describe()}: ${r.problem ?? 'unknown'}`);
  return r.state;
}

/**
 * Before `init` of scope `scopeKey` on a store without its state: the newest state on the remote
 * and its packs, or undefined (none there, or none that passed the checks: said why). With
 * `runId` (the CI system's run a retry shares), that run's newest state first, so a retry finds
 * its own run even when another run of the job saved later; else the scope's newest.
 */
export async function pullForInit(
  storeDir: string,
  scopeKey: string,
  scope: RunState['scope'],
  printer: Printer,
  flag?: string,
  runId?: string,
): Promise<RunState | undefined> {
  const where = remoteUrl(storeDir, flag);
  if (!where) return undefined;
  const remote = await openRemote(where.url, where.from);
  const proxyProblem = proxyWarning();
  if (proxyProblem) printer.warn(proxyProblem);
  const { pullPacks, pullState } = await import('../persist/wiring/s3-sync.js');
  const t = targetOf(remote, scopeKey, { scope });
  let pulled;
  try {
    pulled = runId !== undefined ? await pullState(t, { runId }) : undefined;
    if (!pulled?.state) {
      const ofScope = await pullState(t);
      pulled = { ...ofScope, problems: [...(pulled?.problems ?? []), ...ofScope.problems] };
    }
  } catch (e) {
    printer.annotate(
      `no state restored from ${remote.describe()}: ${(e as Error).message}; this attempt starts fresh`,
    );
    return undefined;
  }
  for (const p of pulled.problems)
    printer.warn(`a state on ${remote.describe()} was refused: ${p}`);
  if (!pulled.state) {
    printer.note(`no earlier state of this job on ${remote.describe()}`);
    return undefined;
  }
  const packs = await pullPacks(storeDir, pulled.state, t);
  for (const p of packs.problems) printer.warn(`checkpoint content: ${p}`);
  const s = pulled.state;
  printer.note(
    `restored the state of attempt ${s.origin.runAttempt} (run ${s.origin.runId}) from ${remote.describe()}${packs.fetched ? `, with ${packs.fetched} checkpoint pack(s) (${await sizeOf(packs.bytes)})` : ''}`,
  );
  return s;
}
