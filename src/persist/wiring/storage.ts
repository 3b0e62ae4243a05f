/**
 * The composition of persistence (ADR 8): which adapter a session's settings name, GitHub's cache
 * and artifacts or a bucket through the S3 adapter, opened for a PersistContext. The faces and the
 * persistence process's entry pass this to the session; nothing else of src/persist/ imports an
 * adapter. The adapters' modules load only when a storage is opened.
 */
import { servicesAvailable } from '../../github/runner-env.js';
import type { RemoteStore } from '../../remote/port.js';
import type { S3Location, RunnerSettings } from '../session-file.js';
import type { StorageWiring } from '../session.js';

/** The bucket a location names (a bad name or endpoint is a CiStateError naming what is wrong). */
export async function openS3Location(s3: S3Location): Promise<RemoteStore> {
  const { S3Store } = await import('../../remote/s3.js');
  return new S3Store({
    bucket: s3.bucket,
    prefix: s3.prefix,
    ...(s3.region ? { region: s3.region } : {}),
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
  });
}

/** Whether this process reaches the settings' storage: a bucket from anywhere, GitHub's services from an Action step. */
function reachable(settings: RunnerSettings, env: NodeJS.ProcessEnv): boolean {
  return settings.s3 ? true : servicesAvailable(env);
}

export const storageWiring: StorageWiring = {
  reachable,
  async open({ ctx, settings, token, env }) {
    if (settings.s3) {
      const { s3StateStorage } = await import('../../remote/sync.js');
      const remote = await openS3Location(settings.s3);
      return s3StateStorage(
        {
          remote,
          scopeKey: ctx.scopeKey,
          ref: ctx.scope.ref,
          ...(ctx.integrityKey ? { integrityKey: ctx.integrityKey } : {}),
        },
        ctx.crossRun ? {} : { runId: ctx.runId },
      );
    }
    const { githubStorage } = await import('../../github/state-storage.js');
    return githubStorage({
      workspace: env.GITHUB_WORKSPACE || process.cwd(),
      scopeKey: ctx.scopeKey,
      repository: ctx.repository,
      runId: ctx.runId,
      attempt: ctx.attempt,
      ...(token ? { token } : {}),
      ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}),
      ...(settings.retentionDays ? { retentionDays: settings.retentionDays } : {}),
      crossRun: ctx.crossRun,
      checkpointStorage: settings.checkpointStorage,
      ...(settings.cachePackLimit !== undefined ? { cachePackLimit: settings.cachePackLimit } : {}),
      log: ctx.log,
      ...(ctx.progress ? { progress: ctx.progress } : {}),
    });
  },
};
