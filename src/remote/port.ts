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
