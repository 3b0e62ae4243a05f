/**
 * Reading what ci-state keeps in a bucket, independently of its code: the objects under a
 * remote's prefix, the state inside a state object (the bundle: `CISTATE1`, a header line,
 * `{"state": …}`), and the check that every "state N saved to s3://…" line a CLI printed names a
 * state that reached the bucket (through the outage proxy's ledger) with that content.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zstdDecompressSync } from 'node:zlib';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { LedgerEntry } from './s3-outage.js';

/** A state as the bucket holds it (the fields the tests read). */
export interface BucketState {
  seq: number;
  status: string;
  origin: { runId: string; runAttempt: number };
  phases: Record<
    string,
    {
      status: string;
      attempt: number;
      outputsPending?: string;
      checkpointId?: string;
      effectAttempt?: number;
    }
  >;
  checkpoints: Array<{
    id: string;
    phase?: string;
    reason: string;
    location?: string;
    snapshot: { phases: Record<string, { status: string } | undefined> };
  }>;
  packs: Array<{ sha256: string; key: string; bytes: number }>;
}

/**
 * The blobs of a pack, by sha256, each checked against it (the format: `CISPACK2`, the blobs one
 * after another, the index `{"blobs": [{"sha256", "size"}…]}`, its length as 4 bytes big-endian,
 * `CISPEND2`); `id` is the index's sha256, the pack's name.
 */
export function packContents(bytes: Buffer): { id: string; blobs: Map<string, Buffer> } {
  const magic = Buffer.from('CISPACK2');
  const end = Buffer.from('CISPEND2');
  if (!bytes.subarray(0, 8).equals(magic) || !bytes.subarray(bytes.length - 8).equals(end))
    throw new Error('not a ci-state pack');
  const ilen = bytes.readUInt32BE(bytes.length - 12);
  const index = bytes.subarray(bytes.length - 12 - ilen, bytes.length - 12);
  const id = createHash('sha256').update(index).digest('hex');
  const doc = JSON.parse(index.toString('utf8')) as { blobs: { sha256: string; size: number }[] };
  const blobs = new Map<string, Buffer>();
  let at = 8;
  for (const b of doc.blobs) {
    const content = bytes.subarray(at, at + b.size);
    at += b.size;
    if (createHash('sha256').update(content).digest('hex') !== b.sha256)
      throw new Error(`blob ${b.sha256.slice(0, 12)} does not match its digest`);
    blobs.set(b.sha256, content);
  }
  return { id, blobs };
}

/** The checkpoint reasons of a phase's completed work (a skipped phase's outputs come from one). */
const COMPLETED = new Set(['phase_completed', 'user_request', 'scheduled']);

/**
 * The phases of `state` whose outputs checkpoint is whole in `blobs` (the content of the packs
 * it lists that are in the bucket): its manifest and every file the manifest names. Only the
 * phases a new attempt may restore: done ones, and side effects that happened.
 */
export function phasesWithContent(state: BucketState, blobs: Map<string, Buffer>): string[] {
  return Object.entries(checkpointedPhases(state)).flatMap(([id, sha]) => {
    const manifest = blobs.get(sha);
    if (!manifest) return [];
    const files = (JSON.parse(manifest.toString('utf8')) as { files: { sha256?: string }[] }).files;
    return files.every((f) => !f.sha256 || blobs.has(f.sha256)) ? [id] : [];
  });
}

/**
 * The phases of `state` a new attempt may restore whose outputs have a checkpoint with files, each
 * with its manifest's sha256: done ones, and side effects that happened.
 */
export function checkpointedPhases(state: BucketState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, rec] of Object.entries(state.phases)) {
    if (rec.status !== 'succeeded' && rec.status !== 'skipped' && rec.effectAttempt === undefined)
      continue;
    const cp = state.checkpoints.find((c) => c.id === rec.checkpointId);
    const done = cp?.snapshot.phases[id]?.status;
    if (!cp || cp.phase !== id || !COMPLETED.has(cp.reason)) continue;
    if (done !== 'succeeded' && done !== 'skipped') continue;
    const sha = /^snapshot:sha256:([0-9a-f]{64})$/.exec(cp.location ?? '')?.[1];
    if (sha) out[id] = sha;
  }
  return out;
}

/** The state inside a bundle (zstd-compressed or not); throws if it holds none. */
export function bundleState(bytes: Buffer, from: string): BucketState {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x28, 0xb5, 0x2f, 0xfd])))
    bytes = zstdDecompressSync(bytes);
  const magic = Buffer.from('CISTATE1\n');
  const nl = bytes.indexOf(0x0a, magic.length);
  if (!bytes.subarray(0, magic.length).equals(magic) || nl < 0)
    throw new Error(`${from} holds no ci-state bundle`);
  return (JSON.parse(bytes.subarray(nl + 1).toString('utf8')) as { state: BucketState }).state;
}

export interface Listed {
  key: string;
  size: number;
  lastModified: Date;
}

/** Every object whose key starts with `prefix`. */
export async function listAll(client: S3Client, bucket: string, prefix: string): Promise<Listed[]> {
  const out: Listed[] = [];
  let token: string | undefined;
  do {
    const r = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of r.Contents ?? [])
      out.push({ key: o.Key!, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) });
    token = r.IsTruncated ? r.NextContinuationToken : undefined;
  } while (token);
  return out;
}

export async function getBytes(client: S3Client, bucket: string, key: string): Promise<Buffer> {
  const r = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await r.Body!.transformToByteArray());
}

export async function deleteKeys(client: S3Client, bucket: string, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    const r = await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    if (r.Errors?.length) throw new Error(`delete: ${JSON.stringify(r.Errors[0])}`);
  }
}

/** `states/<runId>/<attempt>/<seq>-<random>.cis` of a key (undefined for another object). */
export function stateKeyParts(
  key: string,
): { runId: string; runAttempt: number; seq: number } | undefined {
  const m = /\/states\/([^/]+)\/(\d+)\/(\d{10})-[0-9a-f]+\.cis$/.exec(key);
  return m ? { runId: m[1]!, runAttempt: Number(m[2]), seq: Number(m[3]) } : undefined;
}

/** The lines of a CLI's output that claim a save, or say one failed. */
export function saveLines(text: string): {
  /** `background`: a keeper of phase outputs said it (shown by whoever waited for it). */
  saved: Array<{ seq: number; where: string; line: string; background: boolean }>;
  notSaved: string[];
} {
  const saved: Array<{ seq: number; where: string; line: string; background: boolean }> = [];
  const notSaved: string[] = [];
  for (const line of text.split('\n')) {
    const m = /\bstate (\d+) saved to (s3:\/\/\S+ at [^,\s]+)/.exec(line);
    if (m)
      saved.push({
        seq: Number(m[1]),
        where: m[2]!,
        line: line.trim(),
        background: /\bbackground: /.test(line),
      });
    else if (/\bNOT saved\b/.test(line)) notSaved.push(line.trim());
  }
  return { saved, notSaved };
}

export interface ClaimReport {
  /** "saved" lines checked. */
  claims: number;
  /** Of those, the state still in the bucket, read back and equal (the others were superseded:
   *  a later DeleteObjects of the same client named them). */
  readBack: number;
  /** Claimed states compared with the local store's copy of that version. */
  comparedLocal: number;
  problems: string[];
  /**
   * Claimed states the client itself deleted later although no newer state of the attempt is
   * in the bucket: an older one, saved at the same time, took their place (see s3.test.ts).
   */
  replacedByOlder: string[];
}

/**
 * Checks every "state N saved to <where>" line of `text` (printed by the attempt whose state has
 * `origin`, its requests tagged `tag` in the proxy's ledger): the gateway acknowledged a PUT of a
 * state object of that attempt with sequence number N, whose bundle holds a state with seq N and
 * that origin; that object is in the bucket now with those bytes, or a later DeleteObjects
 * acknowledged by the gateway named it and a newer state of the attempt is there (the attempt's
 * next save superseded it; else it is listed in `replacedByOlder`). With `store`
 * (the machine's local store), the claimed state equals the local store's copy of version N
 * when it still has one (`backups/<seq>.json`).
 */
export async function checkSavedClaims(o: {
  client: S3Client;
  bucket: string;
  /** The remote's prefix in the bucket, with its trailing '/'. */
  prefix: string;
  /** `s3://bucket/prefix/` as the lines name it. */
  url: string;
  ledger: readonly LedgerEntry[];
  tag: number;
  origin: { runId: string; runAttempt: number };
  text: string;
  store?: string;
}): Promise<ClaimReport> {
  const report: ClaimReport = {
    claims: 0,
    readBack: 0,
    comparedLocal: 0,
    problems: [],
    replacedByOlder: [],
  };
  const current = new Set((await listAll(o.client, o.bucket, o.prefix)).map((x) => x.key));
  // The newest state of the attempt in the bucket now.
  let newestNow = -1;
  for (const key of current) {
    const p = stateKeyParts(key);
    if (p?.runId === o.origin.runId && p.runAttempt === o.origin.runAttempt)
      newestNow = Math.max(newestNow, p.seq);
  }
  for (const claim of saveLines(o.text).saved) {
    report.claims++;
    const fail = (why: string) => report.problems.push(`"${claim.line}": ${why}`);
    if (!claim.where.startsWith(o.url)) {
      fail(`names another place than ${o.url}`);
      continue;
    }
    const puts = o.ledger.filter((e) => {
      const p = stateKeyParts(e.key);
      return (
        e.tag === o.tag &&
        e.method === 'PUT' &&
        e.status === 200 &&
        e.key.startsWith(o.prefix) &&
        p?.runId === o.origin.runId &&
        p.runAttempt === o.origin.runAttempt &&
        p.seq === claim.seq
      );
    });
    if (!puts.length) {
      fail(`the gateway acknowledged no PUT of a state ${claim.seq} of this attempt`);
      continue;
    }
    let ok = false;
    let replaced = false;
    const why: string[] = [];
    for (const put of puts) {
      let state: BucketState;
      try {
        state = bundleState(put.body ?? Buffer.alloc(0), put.key);
      } catch (e) {
        why.push((e as Error).message);
        continue;
      }
      if (
        state.seq !== claim.seq ||
        state.origin.runId !== o.origin.runId ||
        state.origin.runAttempt !== o.origin.runAttempt
      ) {
        why.push(
          `${put.key} holds state ${state.seq} of ${state.origin.runId}/${state.origin.runAttempt}`,
        );
        continue;
      }
      if (current.has(put.key)) {
        const bytes = await getBytes(o.client, o.bucket, put.key);
        if (!bytes.equals(put.body!)) {
          why.push(`${put.key} in the bucket is not what was PUT`);
          continue;
        }
        report.readBack++;
      } else {
        const at = o.ledger.indexOf(put);
        const superseded = o.ledger
          .slice(at + 1)
          .some((e) => e.status === 200 && e.deleted?.includes(put.key));
        if (!superseded) {
          why.push(`${put.key} is not in the bucket, and no later delete of the client named it`);
          continue;
        }
      }
      if (o.store) {
        const copy = localVersion(o.store, claim.seq);
        if (copy !== undefined) {
          report.comparedLocal++;
          // A background push saves the state it packed for with that pack listed, under its seq,
          // when the store moved on meanwhile (a keeper recorded a checkpoint whose content the
          // push did not pack): the same version but for where its content lies.
          const bare = (x: unknown) => JSON.stringify({ ...(x as object), packs: [] });
          if (JSON.stringify(copy) !== JSON.stringify(state) && bare(copy) !== bare(state)) {
            why.push(`${put.key} differs from the local store's version ${claim.seq}`);
            continue;
          }
        }
      }
      ok = true;
      replaced = !current.has(put.key) && newestNow < claim.seq;
      break;
    }
    if (!ok) fail(why.join('; '));
    else if (replaced)
      report.replacedByOlder.push(
        `"${claim.line}": the client deleted it, and the newest state of the attempt left in the bucket is ${newestNow < 0 ? 'none' : newestNow}`,
      );
  }
  return report;
}

/** Version `seq` of the (one) state in a local store, if it still keeps it. */
function localVersion(store: string, seq: number): unknown {
  const states = join(store, 'states');
  if (!existsSync(states)) return undefined;
  const current = existsSync(join(store, 'current'))
    ? readFileSync(join(store, 'current'), 'utf8').trim()
    : '';
  if (!current) return undefined;
  const file = join(states, current, 'backups', `${String(seq).padStart(12, '0')}.json`);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}
