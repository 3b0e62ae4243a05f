/**
 * The storage port: the few operations persistence needs from a remote object store, whatever
 * the store is (GitHub's cache and artifacts, an S3 bucket). An adapter implements `RemoteStore`
 * and reports every failure as a `RemoteError` of one of a few kinds, so persistence decides
 * (retry later, give up, tell the user what to fix) without knowing the store.
 *
 * Objects are immutable: a key is written once (`put` refuses an existing key) and every read is
 * checked against the size and SHA-256 given when it was written.
 *
 *     put(key, source, { sha256, size })    store a file (streamed) or bytes under a new key
 *     get(key)          -> Buffer           read into memory (for small objects)
 *     get(key, file)    -> { sha256, size } read into a file (all or nothing)
 *     list(prefix)      -> RemoteObject[]   newest first
 *     delete(keys)                          absent keys are no error
 *     describe()        -> string           where the store is, for messages (never a secret)
 */
import type { RunState } from '../core/schema.js';
import { oneLine } from '../core/text.js';

/** What a client can tell from a stored object: it is checked on every read. */
export interface ObjectFacts {
  /** SHA-256 of the content, 64 lowercase hex digits. */
  sha256: string;
  /** Bytes. */
  size: number;
}

/** An entry of `list`. */
export interface RemoteObject {
  /** The key as given to `put` (relative to the store's own prefix, if it has one). */
  key: string;
  size: number;
  /** Present when the listing tells it without reading each object. */
  sha256?: string;
  /** When the object was stored (the store's clock). */
  created: Date;
}

/** Where an object's content comes from: a file's path (streamed, never read whole) or bytes. */
export type ObjectSource = string | Uint8Array;

export interface RemoteStore {
  /**
   * Stores `source` under `key`, a key no object has yet: an existing key is refused with a
   * `RemoteError` of kind `exists` and its object is left as it was. `facts` are the content's
   * size and SHA-256; content that does not match them is not kept (kind `integrity`).
   */
  put(key: string, source: ObjectSource, facts: ObjectFacts): Promise<void>;
  /** Reads the object into memory, checked against its size and SHA-256 (kind `integrity`). */
  get(key: string): Promise<Buffer>;
  /**
   * Reads the object into the file `dest`, checked against its size and SHA-256. On any failure
   * `dest` is left as it was before the call (no partly written file).
   */
  get(key: string, dest: string): Promise<ObjectFacts>;
  /** The objects whose key starts with `prefix` (all with ''), newest first. */
  list(prefix: string): Promise<RemoteObject[]>;
  /** Deletes these objects; keys with no object are skipped without error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Where the store is, for messages: e.g. `s3://bucket/prefix/ at 127.0.0.1:7480`. */
  describe(): string;
}

/**
 * Kinds of failure, each with its remedy:
 * - `credentials`: the store refused who we are or what we may do (fix the credentials);
 * - `bucket-missing`: the container the settings name does not exist (fix the settings);
 * - `unreachable`: no answer from the store's address (network, endpoint);
 * - `throttled`: the store kept asking to slow down after the retries (try again later);
 * - `clock-skew`: this machine's clock is too far off for signed requests (fix the clock);
 * - `not-found`: no object under that key;
 * - `integrity`: the bytes differ from their recorded size or SHA-256 (or the record is missing);
 * - `exists`: `put` on a key that already has an object;
 * - `other`: anything else (the message has the store's own words).
 */
export type RemoteErrorKind =
  | 'credentials'
  | 'bucket-missing'
  | 'unreachable'
  | 'throttled'
  | 'clock-skew'
  | 'not-found'
  | 'integrity'
  | 'exists'
  | 'other';

export const REMOTE_ERROR_KINDS: readonly RemoteErrorKind[] = [
  'credentials',
  'bucket-missing',
  'unreachable',
  'throttled',
  'clock-skew',
  'not-found',
  'integrity',
  'exists',
  'other',
];

export interface RemoteErrorOptions {
  /** The object's key, when the failure concerns one. */
  key?: string;
  /** The underlying error (the SDK's, the socket's). */
  cause?: unknown;
}

/**
 * The one error of the port. The message is one line that names the input or the cause and never
 * holds a secret; `kind` says what went wrong, `key` which object, `cause` the underlying error.
 */
export class RemoteError extends Error {
  override readonly name = 'RemoteError';
  readonly kind: RemoteErrorKind;
  readonly key: string | undefined;

  constructor(kind: RemoteErrorKind, message: string, options: RemoteErrorOptions = {}) {
    super(oneLine(message), options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.key = options.key;
  }
}

export function isRemoteError(error: unknown, kind?: RemoteErrorKind): error is RemoteError {
  return error instanceof RemoteError && (kind === undefined || error.kind === kind);
}

// ------------------------------------------------------------------------------------------------
// One level up: what persistence asks of a storage (ADR 8). GitHub's cache and artifacts cannot be
// listed or deleted like objects and find the newest state by key prefix in one lookup, so both
// adapters implement this instead: the S3 one on `RemoteStore`, the GitHub one on its services.
// Everything above it (the bundle's checks, the pack chain, the persistence process) is src/persist/.
// ------------------------------------------------------------------------------------------------

/** A checkpoint pack as a state lists it. */
export type PackEntry = RunState['packs'][number];

/** One copy a state save made (or did not make). */
export interface SaveCopy {
  /** The copy's kind, for "NOT saved" lines: `cache`, `artifact`, `s3://bucket/prefix/ at host`. */
  place: string;
  ok: boolean;
  /** Where it is, for "Saved to" lines: "cache key `…`", "artifact `…`", "s3://… as `…`". */
  where?: string;
  /** The key or name it is stored under. */
  ref?: string;
  /** The service's id of it (an artifact's). */
  id?: number;
  reason?: string;
  /** Not attempted: this save made no durable copy (the next one will). */
  skipped?: boolean;
  /** It outlives eviction (an artifact, an object in a bucket; not a cache entry). */
  durable?: boolean;
}

export interface SaveReport {
  /** True when at least one copy was verified by its store. */
  saved: boolean;
  /** The bundle's size. */
  bytes: number;
  copies: SaveCopy[];
}

/** What `states()` yields: a bundle to check, or a lookup that failed or found nothing usable. */
export type StateCandidate =
  | {
      kind: 'found';
      /** What kind of copy (`cache`, `artifact`, `s3`) and its key or name. */
      source: string;
      from: string;
      /** How messages name it ("cache entry …", "artifact …"). */
      label: string;
      bytes: Buffer;
    }
  /** `failed`: the store failed (nothing may be restored because of it); else only a problem. */
  | { kind: 'problem'; problem: string; failed: boolean };

/** A pack file ready to ship, and its removal. */
export interface StagedPack {
  file: string;
  cleanup(): Promise<void>;
}

/** Where a pack went: the entry listing only where it got, or why it got nowhere. */
export interface PackPut {
  entry?: PackEntry;
  problem?: string;
}

/** A pack read into a local file (to be checked by the caller), or why not. */
export interface PackGet {
  file?: string;
  problems: string[];
  cleanup(): Promise<void>;
}

export interface StateStorage {
  /** Where the storage is, for messages (never a secret). */
  describe(): string;
  /**
   * Pack and state go at once (`together`: the state lists the pack where it is going, and is
   * saved again listing only where it got), or so unless the pack holds a side effect's content,
   * which goes first (`side-effects-before`): a state that lists a missing pack of a side effect
   * stops the next attempt, where other phases only run again.
   */
  readonly packOrder: 'together' | 'side-effects-before';
  /** Whether a copy can be evicted (GitHub's cache): a side effect's content then needs a durable one. */
  readonly evicts: boolean;
  /**
   * A copy's name carries the state's seq (GitHub's artifacts): a state saved again with another
   * pack list, where the caller's store does not give the updated state, takes the next seq.
   */
  readonly seqNamesCopies: boolean;
  /** Saves one encoded bundle of `state`; `durable` asks for a copy that outlives eviction. */
  putState(
    bundle: Buffer,
    state: RunState,
    opts: { durable: boolean; pruneOlder: boolean },
  ): Promise<SaveReport>;
  /** The bundles a restore may take, newest first, each read only when the caller asks for it. */
  states(): AsyncIterable<StateCandidate>;
  /** Whether a listed pack is this storage's, and if so whether it survives eviction. */
  holds(pack: PackEntry): 'durable' | 'evictable' | undefined;
  /** A file to write the pack to be shipped into. */
  stagePack(storeDir: string): Promise<StagedPack>;
  /** How a new pack of `state` is listed; `durable`: it holds a side effect's content. */
  planPack(
    pack: { sha256: string; blobs: number; bytes: number },
    state: RunState,
    durable: boolean,
  ): PackEntry;
  /** Where `planned` goes, in words ("the cache and an artifact"). */
  placeOf(planned: PackEntry): string;
  /**
   * Ships the staged pack where `planned` lists it. `fileSha256`: the file's SHA-256 when it is
   * known (taken as the pack was written), so that a storage which records it need not read the
   * file to hash it first; what is sent is still checked against it.
   */
  putPack(file: string, planned: PackEntry, fileSha256?: string): Promise<PackPut>;
  /** Reads a listed pack into a local file; the caller checks it against the entry. */
  getPack(entry: PackEntry, storeDir: string): Promise<PackGet>;
  /**
   * A pack this attempt already shipped while it was written (GitHub's cache), as it is to be
   * listed; undefined when it was not.
   */
  shippedEarly?(
    storeDir: string,
    pack: { id: string; fileBytes: number },
  ): Promise<PackEntry | undefined>;
  /**
   * Starts shipping the pack a checkpoint is about to write while it is written, where the storage
   * can (GitHub's cache from an Action step); undefined where it cannot.
   */
  shipWhileWritten?(storeDir: string, seq: number): PackShip | undefined;
}

/** A checkpoint's pack on its way to the storage while it is written (`shipWhileWritten`). */
export interface PackShip {
  /** For the pack writer (`PackOptions.tee`). */
  tee: (bytes: Uint8Array) => Promise<void>;
  /** Told how many bytes the checkpoint is about to read (`CollectOptions.toRead`). */
  expect?: (bytes: number) => void;
  /**
   * Once the pack is published as `packId` (undefined: the checkpoint wrote none, or failed):
   * completes the upload and records where the pack is, so that the save lists it without
   * uploading it again. Gives the entry's key, or why the pack is left for the save to ship.
   */
  finish(packId: string | undefined): Promise<{ key?: string; problem?: string }>;
}
