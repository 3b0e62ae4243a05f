/**
 * `put` on S3: an immutable object under a new key, with its size and SHA-256 in its metadata.
 *
 * - Up to `multipartThreshold` bytes: one PutObject with `If-None-Match: *`, which S3 (and Ceph)
 *   answers with 412 when the key exists. The content is in memory (a file is read whole, at
 *   most the threshold), so the SDK can send it again on a retry.
 * - Larger: a multipart upload (lib-storage `Upload`, `partSize` parts, `partConcurrency` at once)
 *   streamed from the file and hashed on the way. A HeadObject first refuses an existing key:
 *   AWS also honours `If-None-Match` on CompleteMultipartUpload, but Ceph Pacific ignores it.
 *   Content that turns out not to match the given facts is deleted again.
 *
 * A key that already holds content with the same size and SHA-256 counts as stored: a retried
 * PutObject whose first answer was lost gets 412 for its own object, and that is no failure.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { RemoteError, type ObjectFacts, type ObjectSource } from './port.js';
import { DigestStream, checkFacts, sha256Hex, validFacts } from './digest.js';
import { headFacts, metadataOf, type S3Access } from './s3-access.js';

/** Bytes per read of a file being uploaded (the stream's default, 64 KiB, is 16 times the calls). */
const READ_CHUNK = 1024 * 1024;

export async function s3Put(
  access: S3Access,
  key: string,
  source: ObjectSource,
  facts: ObjectFacts,
): Promise<void> {
  if (!validFacts(facts)) {
    throw new RemoteError(
      'other',
      `put of ${access.name(key)}: the size and SHA-256 given are not valid (a whole number of bytes, 64 lowercase hex digits)`,
      { key },
    );
  }
  try {
    if (typeof source !== 'string') {
      await putBytes(
        access,
        key,
        Buffer.from(source.buffer, source.byteOffset, source.length),
        facts,
      );
      return;
    }
    const size = await fileSize(source, key);
    if (size !== facts.size) {
      throw new RemoteError(
        'integrity',
        `put of ${access.name(key)}: the file '${source}' has ${size} bytes, not ${facts.size} as given`,
        { key },
      );
    }
    if (size <= access.tuning.multipartThreshold) {
      await putBytes(access, key, await readFile(source), facts);
    } else {
      await putMultipart(access, key, source, facts);
    }
  } catch (error) {
    const failure = access.fail(error, 'put', key);
    if (failure.kind !== 'exists') throw failure;
    // Our own object (a retry after a lost answer) or the same content: stored either way.
    const present = await headFacts(access, key, 'put');
    if (present && present.sha256 === facts.sha256 && present.size === facts.size) return;
    throw failure;
  }
}

async function fileSize(file: string, key: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    throw new RemoteError('other', `put of '${key}': cannot read the file '${file}' (${code})`, {
      key,
      cause: error,
    });
  }
}

function sourceMismatch(access: S3Access, key: string, actual: ObjectFacts, facts: ObjectFacts) {
  try {
    checkFacts(actual, facts, `put of ${access.name(key)}: the content`, key);
  } catch (error) {
    return error as RemoteError;
  }
  return undefined;
}

async function putBytes(
  access: S3Access,
  key: string,
  bytes: Buffer,
  facts: ObjectFacts,
): Promise<void> {
  const mismatch = sourceMismatch(
    access,
    key,
    { sha256: sha256Hex(bytes), size: bytes.length },
    facts,
  );
  if (mismatch) throw mismatch;
  await access.client.send(
    new access.sdk.PutObjectCommand({
      Bucket: access.bucket,
      Key: access.objectKey(key),
      Body: bytes,
      ContentLength: bytes.length,
      ContentType: 'application/octet-stream',
      IfNoneMatch: '*',
      Metadata: metadataOf(facts),
    }),
  );
}

async function putMultipart(
  access: S3Access,
  key: string,
  file: string,
  facts: ObjectFacts,
): Promise<void> {
  if (await headFacts(access, key, 'put')) {
    throw new RemoteError('exists', `an object ${access.name(key)} already exists`, { key });
  }
  const { Upload } = await import('@aws-sdk/lib-storage');
  const digest = new DigestStream();
  // The file's read error, if any (a failed read also fails the upload, which reads `digest`).
  let readError: unknown;
  let stopped = false;
  const reading = pipeline(createReadStream(file, { highWaterMark: READ_CHUNK }), digest).catch(
    (error: unknown) => {
      if (!stopped) readError = error;
    },
  );
  const upload = new Upload({
    client: access.client,
    params: {
      Bucket: access.bucket,
      Key: access.objectKey(key),
      Body: digest,
      ContentType: 'application/octet-stream',
      IfNoneMatch: '*',
      Metadata: metadataOf(facts),
    },
    partSize: access.tuning.partSize,
    queueSize: access.tuning.partConcurrency,
    leavePartsOnError: false,
  });
  let uploadError: unknown;
  try {
    await upload.done();
  } catch (error) {
    uploadError = error;
    // Nobody reads the file any more: stop it, or the read would wait for a reader forever.
    stopped = readError === undefined;
    digest.destroy();
  }
  await reading;
  if (readError !== undefined) {
    const code = (readError as { code?: string }).code ?? 'error';
    throw new RemoteError('other', `put of '${key}': cannot read the file '${file}' (${code})`, {
      key,
      cause: readError,
    });
  }
  if (uploadError !== undefined) throw uploadError;
  const mismatch = sourceMismatch(access, key, digest.facts(), facts);
  if (mismatch) {
    await access.client
      .send(
        new access.sdk.DeleteObjectCommand({ Bucket: access.bucket, Key: access.objectKey(key) }),
      )
      .catch(() => undefined);
    throw mismatch;
  }
}
