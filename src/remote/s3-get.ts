/**
 * `get` on S3, checked against the size and SHA-256 recorded in the object's metadata.
 *
 * - Into memory: one GetObject.
 * - Into a file: a GET of the first `rangeSize` bytes, whose answer gives the record and the whole
 *   size (no HeadObject first: one round trip less for every pack). An object that fits is done;
 *   a larger one is read by ranged GETs of `rangeSize` bytes, `rangeConcurrency` at once (the
 *   first answer serving the first range), each streamed to its offset. The digest is taken while
 *   writing (ranges are hashed in order; what a range ahead receives waits in memory, at most a
 *   few ranges). The content goes to a temporary file next to the destination, renamed over it
 *   only once it is checked: on any failure the temporary file is removed and the destination is
 *   left as it was.
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
import { WRITE_BATCH, writeAllAt } from '../transfer/write-at.js';

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
    const first = await openFirstRange(access, key);
    let opened: Answer | undefined = first.answer;
    // The first answer is used once; a read that breaks off asks again.
    const take = () => {
      const answer = opened;
      opened = undefined;
      return answer;
    };
    let actual: ObjectFacts;
    try {
      actual =
        first.size > access.tuning.rangeSize
          ? await rangedToFile(access, key, temporary, first.expected, take)
          : await retryBroken(access, () =>
              singleToFile(access, key, temporary, first.expected, take()),
            );
    } finally {
      take()?.Body?.destroy();
    }
    checkFacts(actual, first.expected, access.name(key), key);
    await rename(temporary, dest);
    return first.expected;
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw access.fail(error, 'get', key);
  }
}

/** A GetObject answer as this module reads it. */
interface Answer {
  Body?: Readable | undefined;
  Metadata?: Record<string, string> | undefined;
  ContentLength?: number | undefined;
  ContentRange?: string | undefined;
}

/**
 * The GET of the object's first `rangeSize` bytes: the recorded facts, the stored size (from
 * Content-Range) checked against them, and the answer with its body not yet read. An empty object
 * has no first byte to ask for (416): it is asked for whole.
 */
async function openFirstRange(
  access: S3Access,
  key: string,
): Promise<{ answer: Answer; expected: ObjectFacts; size: number }> {
  const get = (range?: string) =>
    access.client.send(
      new access.sdk.GetObjectCommand({
        Bucket: access.bucket,
        Key: access.objectKey(key),
        ...(range ? { Range: range } : {}),
      }),
    ) as Promise<Answer>;
  let answer: Answer;
  try {
    answer = await get(`bytes=0-${access.tuning.rangeSize - 1}`);
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 416) throw error;
    answer = await get();
  }
  try {
    const expected = recordedFacts(access, key, answer.Metadata);
    const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
    const size = total === undefined ? answer.ContentLength : Number(total);
    sizeAgrees(access, key, size, expected);
    return { answer, expected, size: size ?? expected.size };
  } catch (error) {
    answer.Body?.destroy();
    throw error;
  }
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

/** The record must not change between the first GET and the others (the object was replaced). */
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

/** The whole object into `file`, from `given` (the first range's answer, when it holds it all). */
async function singleToFile(
  access: S3Access,
  key: string,
  file: string,
  expected: ObjectFacts,
  given?: Answer,
): Promise<ObjectFacts> {
  const response =
    given ??
    ((await access.client.send(
      new access.sdk.GetObjectCommand({ Bucket: access.bucket, Key: access.objectKey(key) }),
    )) as Answer);
  const body = response.Body;
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

/**
 * Ranged GETs into `file`, `rangeConcurrency` at once, each streamed: its chunks are written at
 * their offset in batches as they arrive, and hashed at once when every range before it is hashed
 * (the head), else held in memory until it is (at most `rangeConcurrency` ranges ahead of the
 * head). A range whose connection breaks is read again from the first byte not yet written.
 */
async function rangedToFile(
  access: S3Access,
  key: string,
  file: string,
  expected: ObjectFacts,
  firstAnswer: () => Answer | undefined,
): Promise<ObjectFacts> {
  const { rangeSize, rangeConcurrency } = access.tuning;
  const count = Math.ceil(expected.size / rangeSize);
  const hash = createHash('sha256');
  let hashedBytes = 0;
  // Per range: bytes written so far, written chunks not yet hashed, and whether it is whole.
  const written = new Array<number>(count).fill(0);
  const held: Buffer[][] = Array.from({ length: count }, () => []);
  const whole = new Array<boolean>(count).fill(false);
  let head = 0;
  const window = rangeConcurrency + 1;
  let wake: Array<() => void> = [];
  const wakeAll = () => {
    const waiting = wake;
    wake = [];
    for (const resolve of waiting) resolve();
  };
  const controller = new AbortController();
  let next = 0;
  let failure: unknown;

  /** Hashes what the head range and the whole ranges after it hold, in order. */
  const advance = () => {
    const before = head;
    while (head < count) {
      for (const chunk of held[head]!) {
        hash.update(chunk);
        hashedBytes += chunk.length;
      }
      held[head] = [];
      if (!whole[head]) break;
      head++;
    }
    if (head !== before) wakeAll();
  };

  const fetchRange = async (handle: FileHandle, index: number): Promise<void> => {
    const first = index * rangeSize;
    const end = Math.min(expected.size, first + rangeSize) - 1;
    const start = first + written[index]!;
    const response =
      (index === 0 && start === 0 ? firstAnswer() : undefined) ??
      ((await access.client.send(
        new access.sdk.GetObjectCommand({
          Bucket: access.bucket,
          Key: access.objectKey(key),
          Range: `bytes=${start}-${end}`,
        }),
        { abortSignal: controller.signal },
      )) as Answer);
    const body = response.Body;
    try {
      sameRecord(access, key, response.Metadata, expected);
      if (!body) throw new RemoteError('other', `${access.name(key)}: S3 sent no content`, { key });
      let batch: Buffer[] = [];
      let batchBytes = 0;
      const flush = async () => {
        if (first + written[index]! + batchBytes > end + 1) {
          throw new RemoteError(
            'integrity',
            `${access.name(key)} gave more than the ${end - first + 1} bytes of the range ${first}-${end}: it was replaced or is damaged`,
            { key },
          );
        }
        await writeAllAt(handle, batch, first + written[index]!);
        written[index]! += batchBytes;
        held[index]!.push(...batch);
        if (index === head) advance();
        batch = [];
        batchBytes = 0;
      };
      for await (const chunk of body as AsyncIterable<Buffer>) {
        batch.push(chunk);
        batchBytes += chunk.length;
        if (batchBytes >= WRITE_BATCH) await flush();
      }
      await flush();
    } catch (error) {
      body?.destroy();
      throw error;
    }
    if (first + written[index]! !== end + 1) {
      throw new RemoteError(
        'integrity',
        `${access.name(key)} gave ${written[index]} bytes for the range ${first}-${end}: it was replaced or is damaged`,
        { key },
      );
    }
    whole[index] = true;
    if (index === head) advance();
  };

  const worker = async (handle: FileHandle): Promise<void> => {
    while (failure === undefined && next < count) {
      const index = next++;
      // Keep at most `window` ranges ahead of the hash, so memory stays bounded.
      while (index >= head + window && failure === undefined) {
        await new Promise<void>((resolve) => wake.push(resolve));
      }
      if (failure !== undefined) return;
      try {
        await retryBroken(access, () => fetchRange(handle, index));
      } catch (error) {
        failure ??= error;
        controller.abort();
        wakeAll();
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
