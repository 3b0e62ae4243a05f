/**
 * `get` on S3, checked against the size and SHA-256 recorded in the object's metadata.
 *
 * - Into memory: one GetObject.
 * - Into a file: a HeadObject for the size and the record, then one streamed GetObject, or, from
 *   `rangedThreshold` bytes on, ranged GETs of `rangeSize` bytes, `rangeConcurrency` at once,
 *   each written at its offset. The digest is taken while writing (ranges are hashed in order;
 *   a range that arrives early waits in memory, at most a few of them). The content goes to a
 *   temporary file next to the destination, renamed over it only once it is checked: on any
 *   failure the temporary file is removed and the destination is left as it was.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { RemoteError, type ObjectFacts } from './port.js';
import { DigestStream, checkFacts, sha256Hex } from './digest.js';
import { recordedFacts, type S3Access } from './s3-access.js';

export async function s3GetBuffer(access: S3Access, key: string): Promise<Buffer> {
  try {
    return await retryBroken(access, async () => {
      const response = await access.client.send(
        new access.sdk.GetObjectCommand({ Bucket: access.bucket, Key: access.objectKey(key) }),
      );
      const body = response.Body as Body | undefined;
      let expected: ObjectFacts;
      try {
        expected = recordedFacts(access, key, response.Metadata);
        sizeAgrees(access, key, response.ContentLength, expected);
      } catch (error) {
        body?.destroy();
        throw error;
      }
      const bytes = Buffer.from((await body?.transformToByteArray()) ?? new Uint8Array());
      checkFacts({ sha256: sha256Hex(bytes), size: bytes.length }, expected, access.name(key), key);
      return bytes;
    });
  } catch (error) {
    throw access.fail(error, 'get', key);
  }
}

type Body = Readable & { transformToByteArray(): Promise<Uint8Array> };

/**
 * Runs `read` again when the connection breaks while the content flows: the SDK retries a
 * request until its answer's headers arrive, not the body after them. Same bounds as the SDK's
 * (`maxAttempts`, exponential backoff with jitter).
 */
async function retryBroken<T>(access: S3Access, read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      const sdkAnswer = typeof error === 'object' && error !== null && '$metadata' in error;
      const broken = !sdkAnswer && access.fail(error, 'get').kind === 'unreachable';
      if (!broken || attempt >= access.tuning.maxAttempts) throw error;
      await sleep(Math.random() * Math.min(5_000, 100 * 2 ** attempt));
    }
  }
}

export async function s3GetFile(access: S3Access, key: string, dest: string): Promise<ObjectFacts> {
  const temporary = `${dest}.${randomBytes(6).toString('hex')}.partial`;
  try {
    const head = await access.client
      .send(new access.sdk.HeadObjectCommand({ Bucket: access.bucket, Key: access.objectKey(key) }))
      .catch((error: unknown) => whyAbsent(access, key, error));
    const expected = recordedFacts(access, key, head.Metadata);
    sizeAgrees(access, key, head.ContentLength, expected);
    const actual =
      expected.size >= access.tuning.rangedThreshold
        ? await rangedToFile(access, key, temporary, expected)
        : await retryBroken(access, () => singleToFile(access, key, temporary, expected));
    checkFacts(actual, expected, access.name(key), key);
    await rename(temporary, dest);
    return expected;
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw access.fail(error, 'get', key);
  }
}

/**
 * A HeadObject's 404 has no body, so it cannot tell a missing key from a missing bucket: a
 * one-byte GET says which (NoSuchKey or NoSuchBucket), and that error is thrown.
 */
async function whyAbsent(access: S3Access, key: string, error: unknown): Promise<never> {
  if (access.fail(error, 'get', key).kind !== 'not-found') throw error;
  const probe = await access.client.send(
    new access.sdk.GetObjectCommand({
      Bucket: access.bucket,
      Key: access.objectKey(key),
      Range: 'bytes=0-0',
    }),
  );
  (probe.Body as Readable | undefined)?.destroy();
  throw error; // it exists after all (created meanwhile): report the HeadObject's answer
}

/** An `integrity` error when the stored length differs from the recorded size. */
function sizeAgrees(
  access: S3Access,
  key: string,
  contentLength: number | undefined,
  expected: ObjectFacts,
): void {
  if (contentLength !== undefined && contentLength !== expected.size) {
    checkFacts({ sha256: '', size: contentLength }, expected, access.name(key), key);
  }
}

/** The record must not change between the HeadObject and the GETs (the object was replaced). */
function sameRecord(
  access: S3Access,
  key: string,
  metadata: Record<string, string> | undefined,
  expected: ObjectFacts,
): void {
  const now = recordedFacts(access, key, metadata);
  if (now.sha256 !== expected.sha256 || now.size !== expected.size) {
    throw new RemoteError('integrity', `${access.name(key)} was replaced while it was read`, {
      key,
    });
  }
}

async function singleToFile(
  access: S3Access,
  key: string,
  file: string,
  expected: ObjectFacts,
): Promise<ObjectFacts> {
  const response = await access.client.send(
    new access.sdk.GetObjectCommand({ Bucket: access.bucket, Key: access.objectKey(key) }),
  );
  const body = response.Body as Readable | undefined;
  try {
    sameRecord(access, key, response.Metadata, expected);
  } catch (error) {
    body?.destroy();
    throw error;
  }
  if (!body) throw new RemoteError('other', `${access.name(key)}: S3 sent no content`, { key });
  const digest = new DigestStream();
  await pipeline(body, digest, createWriteStream(file));
  return digest.facts();
}

async function rangedToFile(
  access: S3Access,
  key: string,
  file: string,
  expected: ObjectFacts,
): Promise<ObjectFacts> {
  const { rangeSize, rangeConcurrency } = access.tuning;
  const count = Math.ceil(expected.size / rangeSize);
  const hash = createHash('sha256');
  let hashedBytes = 0;
  // Ranges done but not yet hashed (they wait for the ones before them), and who waits for room.
  const done = new Map<number, Buffer>();
  let nextToHash = 0;
  const window = rangeConcurrency + 2;
  let wake: Array<() => void> = [];
  const controller = new AbortController();
  let next = 0;
  let failure: unknown;

  const fetchRange = async (handle: FileHandle, index: number): Promise<void> => {
    const start = index * rangeSize;
    const end = Math.min(expected.size, start + rangeSize) - 1;
    const response = await access.client.send(
      new access.sdk.GetObjectCommand({
        Bucket: access.bucket,
        Key: access.objectKey(key),
        Range: `bytes=${start}-${end}`,
      }),
      { abortSignal: controller.signal },
    );
    const body = response.Body as Body | undefined;
    try {
      sameRecord(access, key, response.Metadata, expected);
    } catch (error) {
      body?.destroy();
      throw error;
    }
    const bytes = Buffer.from((await body?.transformToByteArray()) ?? new Uint8Array());
    if (bytes.length !== end - start + 1) {
      throw new RemoteError(
        'integrity',
        `${access.name(key)} gave ${bytes.length} bytes for the range ${start}-${end}: it was replaced or is damaged`,
        { key },
      );
    }
    await handle.write(bytes, 0, bytes.length, start);
    done.set(index, bytes);
    for (let ready = done.get(nextToHash); ready; ready = done.get(nextToHash)) {
      hash.update(ready);
      hashedBytes += ready.length;
      done.delete(nextToHash++);
    }
    const waiting = wake;
    wake = [];
    for (const resolve of waiting) resolve();
  };

  const worker = async (handle: FileHandle): Promise<void> => {
    while (failure === undefined && next < count) {
      const index = next++;
      // Keep at most `window` ranges ahead of the hash, so memory stays bounded.
      while (index >= nextToHash + window && failure === undefined) {
        await new Promise<void>((resolve) => wake.push(resolve));
      }
      if (failure !== undefined) return;
      try {
        await retryBroken(access, () => fetchRange(handle, index));
      } catch (error) {
        failure ??= error;
        controller.abort();
        const waiting = wake;
        wake = [];
        for (const resolve of waiting) resolve();
      }
    }
  };

  const handle = await open(file, 'wx');
  try {
    const width = Math.max(1, Math.min(rangeConcurrency, count));
    await Promise.all(Array.from({ length: width }, () => worker(handle)));
  } finally {
    await handle.close();
  }
  if (failure !== undefined) throw failure;
  return { sha256: hash.digest('hex'), size: hashedBytes };
}
