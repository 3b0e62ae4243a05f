/**
 * `storage: s3`: the job's state and checkpoint content live in an S3-compatible bucket instead of
 * the Actions cache and artifacts, through the S3 adapter of the storage interface (ADR 8). The
 * session names the bucket (persist/session-file.ts), so the main step restores from it, the job's
 * persistence process saves every phase end to it in the background, and the post step drains
 * that process and saves the final state, as with GitHub's services. Credentials come only from
 * the AWS SDK's default chain (environment, web identity from aws-actions/configure-aws-credentials),
 * never from an input, and are never written anywhere by ci-state.
 */
import type { RemoteStore } from '../remote/port.js';
import * as core from './runner.js';
import type { S3Settings } from './settings.js';

export function s3Url(s3: S3Settings): string {
  return `s3://${s3.bucket}/${s3.prefix.replace(/^\/+/, '')}`;
}

/** The bucket the inputs name (a bad name or endpoint fails here, naming the input). */
export async function openS3(s3: S3Settings): Promise<RemoteStore> {
  const { openS3Location } = await import('../persist/wiring/storage.js');
  const { CiStateError } = await import('../core/errors.js');
  try {
    return await openS3Location(s3);
  } catch (e) {
    if (e instanceof CiStateError)
      throw new CiStateError(
        'invalid_input',
        `input s3-bucket/s3-prefix/s3-endpoint: ${e.message}`,
      );
    throw e;
  }
}

/**
 * The bucket for the `ci-state` commands of the job's later steps (`history`, reads of the
 * remote): where it is, never a credential. A phase end still goes to the job's persistence
 * process (the session comes first).
 */
export function exportToSteps(s3: S3Settings, integrityKeyFile?: string): void {
  core.exportVariable('CI_STATE_REMOTE', s3Url(s3));
  if (s3.endpoint) core.exportVariable('CI_STATE_S3_ENDPOINT', s3.endpoint);
  if (s3.region) core.exportVariable('CI_STATE_S3_REGION', s3.region);
  core.exportVariable('CI_STATE_S3_PATH_STYLE', String(s3.forcePathStyle));
  if (integrityKeyFile) core.exportVariable('CI_STATE_INTEGRITY_KEY_FILE', integrityKeyFile);
}
