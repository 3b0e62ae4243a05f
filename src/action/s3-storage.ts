/**
 * `storage: s3`: the job's state and checkpoint content live in an S3-compatible bucket instead of
 * the Actions cache and artifacts, through the storage port (src/remote/). The main step restores
 * from it; the phases' `ci-state run` steps save to it at every phase end (the CLI's remote store,
 * configured by the variables exported here, with what a phase changed kept in the background);
 * the post step waits for those and saves the final state. Credentials come only from the AWS
 * SDK's default chain (environment, web identity from aws-actions/configure-aws-credentials),
 * never from an input, and are never written anywhere by ci-state.
 */
import * as core from './runner.js';
import type { RunState } from '../core/index.js';
import type { RemoteStore } from '../remote/port.js';
import type { RemoteTarget } from '../remote/sync.js';
import { LocalStore } from '../store/index.js';
import type { S3Settings } from './settings.js';

export function s3Url(s3: S3Settings): string {
  return `s3://${s3.bucket}/${s3.prefix.replace(/^\/+/, '')}`;
}

/** The bucket the inputs name (a bad name or endpoint fails here, naming the input). */
export async function openS3(s3: S3Settings): Promise<RemoteStore> {
  const { S3Store } = await import('../remote/s3.js');
  const { CiStateError } = await import('../core/errors.js');
  try {
    return new S3Store({
      bucket: s3.bucket,
      prefix: s3.prefix,
      ...(s3.region ? { region: s3.region } : {}),
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      forcePathStyle: s3.forcePathStyle,
    });
  } catch (e) {
    if (e instanceof CiStateError)
      throw new CiStateError(
        'invalid_input',
        `input s3-bucket/s3-prefix/s3-endpoint: ${e.message}`,
      );
    throw e;
  }
}

function target(
  remote: RemoteStore,
  scopeKey: string,
  ref: string,
  integrityKey?: string,
): RemoteTarget {
  return { remote, scopeKey, ref, ...(integrityKey ? { integrityKey } : {}) };
}

export interface S3Restore {
  state?: RunState;
  /** How long the restore took, state and packs. */
  ms: number;
  from?: string;
  problems: string[];
  failed?: boolean;
}

/**
 * The newest state of the job in the bucket (of this run, or of any run with cross-run), with
 * the checkpoint packs it lists, into the job's store.
 */
export async function restoreFromS3(
  s3: S3Settings,
  o: {
    scopeKey: string;
    ref: string;
    runId: string;
    crossRun: boolean;
    integrityKey?: string;
    store: LocalStore;
    stateDir: string;
  },
): Promise<S3Restore> {
  const t0 = Date.now();
  const { pullPacks, pullState } = await import('../remote/sync.js');
  const remote = await openS3(s3);
  const t = target(remote, o.scopeKey, o.ref, o.integrityKey);
  let pulled;
  try {
    pulled = await pullState(t, o.crossRun ? {} : { runId: o.runId });
  } catch (e) {
    return {
      problems: [`${remote.describe()}: ${(e as Error).message}`],
      failed: true,
      ms: Date.now() - t0,
    };
  }
  if (!pulled.state) return { problems: pulled.problems, ms: Date.now() - t0 };
  const state = pulled.state;
  await o.store.update(o.scopeKey, () => state);
  const packs = await pullPacks(o.stateDir, state, t);
  if (packs.fetched) {
    const { formatSize } = await import('../transfer/progress.js');
    core.info(
      `ci-state: fetched ${packs.fetched} checkpoint pack(s) (${formatSize(packs.bytes)}) from ${remote.describe()}`,
    );
  }
  return {
    state,
    from: `${remote.describe()} ${pulled.key ?? ''}`.trim(),
    problems: [...pulled.problems, ...packs.problems],
    ms: Date.now() - t0,
  };
}

/** What the phases' steps need to save to the bucket themselves (no secret among them). */
export function exportToSteps(s3: S3Settings, integrityKeyFile?: string): void {
  core.exportVariable('CI_STATE_REMOTE', s3Url(s3));
  if (s3.endpoint) core.exportVariable('CI_STATE_S3_ENDPOINT', s3.endpoint);
  if (s3.region) core.exportVariable('CI_STATE_S3_REGION', s3.region);
  core.exportVariable('CI_STATE_S3_PATH_STYLE', String(s3.forcePathStyle));
  // What a phase changed is kept while the next step runs; the post step waits for it.
  core.exportVariable('CI_STATE_KEEP', 'background');
  if (integrityKeyFile) core.exportVariable('CI_STATE_INTEGRITY_KEY_FILE', integrityKeyFile);
}

/**
 * The bucket the main step (or restore/) exported for the job's steps, for save/ (which has no
 * main step's state): undefined when the job does not use `storage: s3`.
 */
export async function s3FromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ s3: S3Settings; integrityKeyFile?: string } | undefined> {
  const url = env.CI_STATE_REMOTE;
  if (!url?.startsWith('s3://')) return undefined;
  const { parseS3Url } = await import('../remote/s3-url.js');
  const loc = parseS3Url(url, 'CI_STATE_REMOTE');
  const s3: S3Settings = {
    bucket: loc.bucket,
    prefix: loc.prefix,
    ...(env.CI_STATE_S3_REGION ? { region: env.CI_STATE_S3_REGION } : {}),
    ...(env.CI_STATE_S3_ENDPOINT ? { endpoint: env.CI_STATE_S3_ENDPOINT } : {}),
    forcePathStyle: env.CI_STATE_S3_PATH_STYLE === 'true',
  };
  const keyFile = env.CI_STATE_INTEGRITY_KEY_FILE;
  return { s3, ...(keyFile ? { integrityKeyFile: keyFile } : {}) };
}

/** The post step's save: the final state and the content no earlier save sent. */
export async function saveToS3(
  s3: S3Settings,
  o: {
    scopeKey: string;
    state: RunState;
    store: LocalStore;
    stateDir: string;
    integrityKey?: string;
  },
): Promise<{ saved: boolean; line: string; state: RunState }> {
  const { pushState } = await import('../remote/sync.js');
  let remote: RemoteStore;
  try {
    remote = await openS3(s3);
  } catch (e) {
    return { saved: false, line: `NOT saved: ${(e as Error).message}`, state: o.state };
  }
  const r = await pushState(
    o.stateDir,
    o.state,
    target(remote, o.scopeKey, o.state.scope.ref, o.integrityKey),
    (edit) => o.store.update(o.scopeKey, (x) => (x ? { ...x, packs: edit(x.packs) } : x)),
  );
  if (!r.saved)
    return {
      saved: false,
      line: `NOT saved to ${remote.describe()}: ${r.problem}`,
      state: r.state,
    };
  return { saved: true, line: `Saved to ${remote.describe()} as \`${r.key}\`.`, state: r.state };
}
