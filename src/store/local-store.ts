/**
 * The local store: the embedded default when no GitHub is around, and the in-job working copy.
 * It lives at `$CI_STATE_DIR`, or `./.ci-state/`:
 *
 *   <dir>/
 *     current                      text: the scope key of the active state (`ci-state run` finds
 *                                  its state without flags)
 *     history.jsonl                one HistoryEntry per line (see history.ts), `history.lock`
 *     checkpoints/                 reserved for checkpoint manifests and content-addressed blobs
 *     locks/<key>.lock             per-scope advisory lock (see lock.ts); next to it, the
 *                                  `.<key>.lock.<pid>.<hex>.holder` file a process links as the
 *                                  lock, kept while the process lives
 *     locks/cleanup.lock           store-wide lock of the TTL / cap sweep; `locks/last-cleanup`
 *                                  holds the time of the last sweep
 *     states/<key>/                key = scopeKey(state.scope)
 *       state.json                 the current RunState (durable atomic write)
 *       backups/<seq>.json         the last N committed versions (N = `backups`, default 5),
 *                                  <seq> zero-padded to 12 digits: hard links to the files that
 *                                  were state.json (copies where there are no hard links), so the
 *                                  newest is state.json's own file
 *       journal.jsonl              one JournalEntry {seq, at, ops} per write: RFC 6902 operations
 *                                  from the previous version to this one
 *     states/.trash-*              a state being deleted (renamed first, so deletion is atomic)
 *
 * A write, under the scope's lock: validate (nothing is written for an invalid state), write the
 * new state.json to a temp file and append the journal entry, fsync both (side by side), rename the
 * temp file over state.json, fsync the directory (the write returns once that is done; meanwhile
 * the new file is linked into the backup ring, the ring is pruned and the lock is released). The
 * rename is the commit point. If a crash lands before it, the journal may end with an entry for a
 * version that was never committed: `journal()` drops it (its seq is above the state's, or a later
 * entry reuses its seq, since seq always grows by exactly one from the committed version). The ring
 * is not fsynced: after a crash it may lack its newest version.
 *
 * A store keeps the last version it read or wrote for one key, with the identity of state.json and
 * journal.jsonl it came from (inode, size, change and modification times). Every writer replaces
 * state.json by a rename and appends to the journal, so while both are unchanged that version is
 * what is on disk: the next write skips reading, parsing and validating it, validates only the
 * fields and context entries that changed, reuses the serialized text of the others, and diffs
 * only what changed (see revision.ts). Callers always get copies.
 *
 * A corrupt state.json is recovered from the newest valid backup, brought up to the newest backup's
 * version by the journal (damage done to state.json in place is in its newest backup too: the same
 * file).
 *
 * After a write the store sweeps expired states (updatedAt older than `ttlMs`) and, past
 * `maxStates`, the least recently updated ones, never the current one. The sweep runs when this write
 * created a new state or the last sweep is over an hour old, only if it can take the cleanup lock at
 * once, and a failure in it is a warning: callers never wait for it nor fail because of it.
 */
import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import * as fs from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { scopeKey } from '../core/canonical.js';
import { CiStateError } from '../core/errors.js';
import { diffJson, JournalEntry, replayJournal } from '../core/journal.js';
import { parseStateDocument, parseStateJson } from '../core/migrate.js';
import { formatIssues } from '../core/paths.js';
import { RunState, type Origin, type RunStatus, type Scope } from '../core/schema.js';
import { INVALID, validateRunState } from '../core/state-validator.generated.js';
import { ZodNotLoaded } from '../core/zod.js';
import { cleanupTempFiles, tempPathFor, writeFileDurable } from './atomic.js';
import {
  closeQuietly,
  cutTornTail,
  fsyncFd,
  renameRetrying,
  syncDirectoryFd,
  unlinkQuietly,
  writeAll,
  writeChunks,
} from './fd-io.js';
import { describeFsError, errnoCode, fsError } from './fs-util.js';
import { readJsonLines } from './jsonl.js';
import { tryAcquireLock, withLock } from './lock.js';
import {
  checkRevision,
  cloneJson,
  privateCopy,
  serializeRevision,
  unchangedPointers,
  type Fragments,
} from './revision.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A sweep not triggered by a new state runs at most this often. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Scope keys become directory names: no separators, no leading dot, bounded. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const BACKUP_PATTERN = /^(\d{12})\.json$/;

/**
 * Backup names (fixed-width digits) newest first. A plain comparison: `localeCompare` would load
 * the ICU collator on its first call, several milliseconds of every CLI call's start.
 */
function newestFirst(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** The backup names among a directory's entries, newest first. */
function ringOf(names: string[]): string[] {
  return names.filter((n) => BACKUP_PATTERN.test(n)).sort(newestFirst);
}
/** Errors of a file system that cannot make hard links (backups are then copies). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK']);

export interface LocalStoreOptions {
  dir: string;
  /** States not updated for this long are removed. Default 30 days. */
  ttlMs?: number;
  /** At most this many states are kept; the least recently updated go first. Default 50. */
  maxStates?: number;
  /** Size of each state's backup ring. Default 5. */
  backups?: number;
  /**
   * How long one holder may keep a lock this store waits for (see lock.ts: the count starts again
   * whenever the lock changes hands). Default: CI_STATE_LOCK_TIMEOUT, else 5 min.
   */
  lockTimeoutMs?: number;
  onWarning?: (message: string) => void;
  /** Clock (ms since epoch), for tests. Default Date.now. */
  now?: () => number;
}

export interface StateSummary {
  key: string;
  scope: Scope;
  status: RunStatus;
  updatedAt: string;
  origin: Origin;
}

/** One thing `cleanup` removed (or, on a dry run, would remove). */
export type CleanupItem =
  | {
      reason: 'expired' | 'over-cap';
      key: string;
      path: string;
      /** The state's updatedAt (or its file's mtime if it could not be read). */
      updatedAt: string;
    }
  /** A temp file of a dead writer, or a half-deleted state directory. */
  | { reason: 'leftover'; path: string };

export type Updater = (
  current: RunState | undefined,
) => RunState | undefined | Promise<RunState | undefined>;

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw new CiStateError(
      'invalid_input',
      `invalid state key ${JSON.stringify(key)}: expected 1-128 letters, digits, ".", "_" or "-", starting with a letter or digit`,
    );
  }
}

/**
 * The last version this store read or wrote for one key, with the identity of the files it came
 * from: while `state.json` and `journal.jsonl` are still those files (same inode, size, change and
 * modification times), it is what they hold, and a write needs not read, parse and validate it
 * again. Every writer replaces `state.json` by a rename (a new inode) and appends to the journal,
 * so any other write shows in these stamps. `state` is private: callers get copies.
 */
interface Known {
  key: string;
  state: RunState;
  stateStamp: string;
  journalStamp: string;
  /** The text of its fields as serialized, when this store wrote it. */
  fragments?: Fragments;
  /** The backup ring's names after this store wrote it, newest first. */
  ring?: string[];
  /**
   * A copy of `state` made while the write's fsyncs ran, for the next caller that needs one
   * (an updater or a read) while `state` is still current. Used once.
   */
  spare?: RunState;
}

function stampOf(stat: nodeFs.BigIntStats | undefined): string {
  return stat ? `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}` : 'missing';
}

function statStamp(path: string): string {
  return stampOf(nodeFs.statSync(path, { bigint: true, throwIfNoEntry: false }));
}

/** The name of version `seq` in the backup ring. */
function backupName(seq: number): string {
  return `${String(seq).padStart(12, '0')}.json`;
}

function size(chunks: readonly Buffer[]): number {
  let n = 0;
  for (const c of chunks) n += c.length;
  return n;
}

/** Rejects with `cannot <verb> <path>: ...` (for an asynchronous step of a write). */
function failWith(verb: string, path: string, err: unknown): Promise<never> {
  return Promise.reject(fsError(verb, path, err));
}

/** Waits for every promise to settle, then throws the first rejection, if any. */
async function settled(promises: Promise<unknown>[]): Promise<void> {
  for (const result of await Promise.allSettled(promises)) {
    if (result.status === 'rejected') throw result.reason;
  }
}

function oneLine(message: string, max = 300): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * Parse a state document: the state, or the refusal of a newer version (to be thrown as is), or
 * why it is corrupt (to recover from a backup).
 */
function parseText(
  text: string,
  source: string,
): { state: RunState } | { newer: CiStateError } | { corrupt: string } {
  try {
    return { state: parseStateJson(text, source) };
  } catch (err) {
    if (err instanceof ZodNotLoaded) throw err; // not a verdict on the file (core/zod.ts)
    if (err instanceof CiStateError && err.code === 'newer_schema') return { newer: err };
    const message = err instanceof Error ? err.message : String(err);
    const reason = message.startsWith(`${source}: `) ? message.slice(source.length + 2) : message;
    return { corrupt: oneLine(reason, 200) };
  }
}

/** A missing file or directory is nothing; any other error is one line naming the path. */
function ignoreMissing(err: unknown): undefined {
  if (errnoCode(err) === 'ENOENT') return undefined;
  const path = (err as { path?: unknown } | undefined)?.path;
  throw fsError('access', typeof path === 'string' ? path : 'the store', err);
}

export class LocalStore {
  readonly dir: string;
  readonly ttlMs: number;
  readonly maxStates: number;
  readonly backups: number;
  private readonly lockTimeoutMs: number | undefined;
  private readonly warn: (message: string) => void;
  private readonly now: () => number;
  /** Keys whose leftover temp files this instance has already removed. */
  private readonly tidied = new Set<string>();
  /** The last version read or written (one key: the one being worked on). */
  private known: Known | undefined;
  /** When the last sweep ran, as last read from or written to its stamp file. */
  private lastSweep: number | undefined;

  constructor(options: LocalStoreOptions) {
    this.dir = resolve(options.dir);
    this.ttlMs = options.ttlMs ?? 30 * DAY_MS;
    this.maxStates = options.maxStates ?? 50;
    this.backups = Math.max(1, options.backups ?? 5);
    this.lockTimeoutMs = options.lockTimeoutMs;
    this.warn = options.onWarning ?? (() => undefined);
    this.now = options.now ?? Date.now;
  }

  /** `$CI_STATE_DIR` (relative to cwd) or `<cwd>/.ci-state`. */
  static resolveDir(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
    const fromEnv = env.CI_STATE_DIR?.trim();
    return fromEnv ? resolve(cwd, fromEnv) : join(cwd, '.ci-state');
  }

  /** The key a state is stored under. */
  static keyOf(scope: Scope): string {
    return scopeKey(scope);
  }

  // ---- paths ---------------------------------------------------------------------------------

  private get statesDir(): string {
    return join(this.dir, 'states');
  }
  private get locksDir(): string {
    return join(this.dir, 'locks');
  }
  private get currentPath(): string {
    return join(this.dir, 'current');
  }
  stateDir(key: string): string {
    return join(this.statesDir, key);
  }
  statePath(key: string): string {
    return join(this.stateDir(key), 'state.json');
  }
  private backupsDir(key: string): string {
    return join(this.stateDir(key), 'backups');
  }
  private journalPath(key: string): string {
    return join(this.stateDir(key), 'journal.jsonl');
  }
  private lockPath(key: string): string {
    return join(this.locksDir, `${key}.lock`);
  }

  private lockOptions() {
    return { timeoutMs: this.lockTimeoutMs, onWarning: this.warn };
  }

  // ---- reading -------------------------------------------------------------------------------

  /**
   * The state stored under `key`, or undefined if there is none. A corrupt state.json is
   * recovered from the newest valid backup (with a warning); a state written by a newer ci-state
   * is refused with a CiStateError, never half-loaded nor replaced by an older backup.
   */
  async read(key: string): Promise<RunState | undefined> {
    assertKey(key);
    const state = await this.current(key, true);
    return state && this.copyOf(key, state);
  }

  /**
   * The state under `key`: the known version if the files are still the ones it came from, else
   * read from disk (and, with `remember`, kept as the known version). Never to be modified.
   */
  private async current(key: string, remember: boolean): Promise<RunState | undefined> {
    return this.knownState(key) ?? (await this.load(key, remember));
  }

  /** A copy of `state` (the current version of `key`) for a caller: the spare one if there is. */
  private copyOf(key: string, state: RunState): RunState {
    const known = this.known;
    if (known?.key === key && known.state === state && known.spare) {
      const spare = known.spare;
      known.spare = undefined;
      return spare;
    }
    return cloneJson(state);
  }

  private knownState(key: string): RunState | undefined {
    const known = this.known;
    if (known?.key !== key) return undefined;
    try {
      if (
        statStamp(this.statePath(key)) === known.stateStamp &&
        statStamp(this.journalPath(key)) === known.journalStamp
      ) {
        return known.state;
      }
    } catch {
      // cannot tell: read the file
    }
    this.known = undefined;
    return undefined;
  }

  private async load(key: string, remember: boolean): Promise<RunState | undefined> {
    const path = this.statePath(key);
    let text: string;
    let stateStamp: string;
    try {
      const fd = nodeFs.openSync(path, 'r');
      try {
        stateStamp = stampOf(nodeFs.fstatSync(fd, { bigint: true }));
        text = nodeFs.readFileSync(fd, 'utf8');
      } finally {
        closeQuietly(fd);
      }
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return undefined;
      throw fsError('read', path, err);
    }
    const parsed = parseText(text, path);
    if ('state' in parsed) {
      const state = cloneJson(parsed.state);
      if (remember) {
        try {
          const journalStamp = statStamp(this.journalPath(key));
          this.known = { key, state, stateStamp, journalStamp };
        } catch {
          // not kept: the next write reads the file again
        }
      }
      return state;
    }
    if ('newer' in parsed) throw parsed.newer;
    return this.recover(key, path, parsed.corrupt);
  }

  /**
   * The last committed version, when state.json is corrupt: the newest valid backup, brought up to
   * the newest backup's version by the journal. (The newest backup is state.json's own file, so
   * damage done to state.json in place is in it too; the journal holds the changes from the
   * backups before it.) A journal that cannot bring it there is not used.
   */
  private async recover(key: string, path: string, corrupt: string): Promise<RunState> {
    const names = await this.backupNames(key);
    const newest = names.length > 0 ? Number(BACKUP_PATTERN.exec(names[0] as string)?.[1]) : 0;
    const base = await this.newestValidBackup(names, key);
    const rebuilt =
      newest > (base?.seq ?? 0) ? await this.replayOnto(key, base, newest, path) : undefined;
    const state = rebuilt?.state ?? base;
    if (!state) {
      throw new CiStateError(
        'state_corrupt',
        `${path} is corrupt (${corrupt}) and no valid backup was found in ${this.backupsDir(key)}`,
      );
    }
    let how: string;
    if (!rebuilt) how = `from backup of ${state.updatedAt}`;
    else if (base) {
      const n = rebuilt.entries;
      how = `from backup of ${base.updatedAt} and ${n} journal ${n === 1 ? 'entry' : 'entries'} (the state of ${state.updatedAt})`;
    } else how = `from the journal (the state of ${state.updatedAt})`;
    this.warn(`${path} was corrupt (${corrupt}); recovered ${how}`);
    return state;
  }

  /**
   * `base` (or nothing) with the journal entries after it applied, up to version `target`: the
   * state they make, or undefined if the journal does not hold every one of those entries, they do
   * not apply, or what they make is not a valid state of version `target`.
   */
  private async replayOnto(
    key: string,
    base: RunState | undefined,
    target: number,
    source: string,
  ): Promise<{ state: RunState; entries: number } | undefined> {
    const from = base?.seq ?? 0;
    try {
      const { entries } = readJsonLines(this.journalPath(key), (v) => {
        const r = JournalEntry.safeParse(v);
        return r.success ? r.data : undefined;
      });
      const wanted: JournalEntry[] = [];
      for await (const entry of entries) {
        // A later entry of the same version replaces one that was never committed.
        while (wanted.length > 0 && (wanted[wanted.length - 1] as JournalEntry).seq >= entry.seq) {
          wanted.pop();
        }
        if (entry.seq > from && entry.seq <= target) wanted.push(entry);
      }
      if (wanted.length !== target - from || wanted.some((e, i) => e.seq !== from + 1 + i)) {
        return undefined;
      }
      const state = parseStateDocument(replayJournal(wanted, base ?? {}), source);
      return state.seq === target ? { state, entries: wanted.length } : undefined;
    } catch (err) {
      if (err instanceof ZodNotLoaded) throw err;
      return undefined;
    }
  }

  private async backupNames(key: string): Promise<string[]> {
    const names = (await fs.readdir(this.backupsDir(key)).catch(ignoreMissing)) ?? [];
    return ringOf(names);
  }

  /**
   * The newest backup that parses. Unreadable or corrupt ones are skipped; one from a newer
   * version is refused (going back past it would silently undo what the newer ci-state wrote).
   */
  private async newestValidBackup(names: string[], key: string): Promise<RunState | undefined> {
    for (const name of names) {
      const path = join(this.backupsDir(key), name);
      const text = await fs.readFile(path, 'utf8').catch(() => undefined);
      const parsed = text === undefined ? undefined : parseText(text, path);
      if (parsed && 'newer' in parsed) throw parsed.newer;
      if (parsed && 'state' in parsed) return parsed.state;
    }
    return undefined;
  }

  // ---- writing -------------------------------------------------------------------------------

  /**
   * Read-modify-write under the scope's lock. `fn` gets a copy of the current state (or
   * undefined) and returns the new state, or undefined to leave it unchanged. The new state must
   * pass the schema and belong to `key`; its `seq` is set to the current one plus one. Returns the
   * state as stored.
   */
  async update(key: string, fn: Updater): Promise<RunState | undefined> {
    assertKey(key);
    try {
      nodeFs.mkdirSync(this.locksDir, { recursive: true });
    } catch (err) {
      throw fsError('create', this.locksDir, err);
    }
    const { state, created, durable } = await withLock(
      this.lockPath(key),
      () => this.updateLocked(key, fn),
      this.lockOptions(),
    );
    // The rename is the commit point; its directory fsync finishes outside the lock (a writer that
    // comes next sees the new state either way, and its own directory fsync covers this rename).
    await durable;
    if (state && created !== undefined) await this.sweepAfterWrite(created, key);
    return state;
  }

  private async updateLocked(
    key: string,
    fn: Updater,
  ): Promise<{ state: RunState | undefined; created?: boolean; durable?: Promise<void> }> {
    const current = await this.current(key, true);
    const known = this.known;
    const fragments = known?.key === key && known.state === current ? known.fragments : undefined;
    const proposed = await fn(current === undefined ? undefined : this.copyOf(key, current));
    if (proposed === undefined) return { state: current && this.copyOf(key, current) };

    // Validate: only what changed when the previous version is known (see revision.ts).
    const quick = current === undefined ? undefined : checkRevision(current, proposed);
    let data: RunState;
    const fast = quick ? undefined : validateRunState(proposed);
    if (quick) {
      data = quick.state;
    } else if (fast !== INVALID && fast !== undefined) {
      data = fast as RunState;
    } else {
      const checked = RunState.safeParse(proposed);
      if (!checked.success) {
        const issues = formatIssues(checked.error.issues);
        throw new CiStateError(
          'invalid_state',
          `not saved: the new state for ${key} is invalid: ${issues.join('; ')}`,
          { details: issues },
        );
      }
      data = checked.data;
    }
    const owner = scopeKey(data.scope);
    if (owner !== key) {
      throw new CiStateError(
        'scope_mismatch',
        `not saved: the state's scope has key ${owner}, not ${key}`,
      );
    }
    const state: RunState = { ...data, seq: (current ?? data).seq + 1 };
    const unchanged = quick?.unchanged;
    unchanged?.fields.delete('seq'); // set here, after the comparison
    const serialized = serializeRevision(state, fragments, unchanged);
    // The journal entry: computed while the new state.json is being fsynced.
    const journalLine = () => {
      const skip = unchanged && unchangedPointers(unchanged);
      const entry: JournalEntry = {
        seq: state.seq,
        at: new Date(this.now()).toISOString(),
        ops: diffJson(current, state, skip && ((pointer) => skip.has(pointer))),
      };
      return Buffer.from(`${JSON.stringify(entry)}\n`, 'utf8');
    };

    const dir = this.stateDir(key);
    if (fragments === undefined) {
      // (A version this store wrote is in a directory that has its backups/ already.)
      try {
        nodeFs.mkdirSync(this.backupsDir(key), { recursive: true });
      } catch (err) {
        throw fsError('create', dir, err);
      }
    }
    if (!this.tidied.has(key)) {
      // A writer killed mid-write left its temp file behind: the first write of this process
      // removes those of dead writers (no live writer of this key can exist: we hold its lock).
      this.tidied.add(key);
      for (const d of [dir, this.backupsDir(key), this.locksDir]) {
        await cleanupTempFiles(d).catch(() => []);
      }
    }
    const written = await this.commit(
      key,
      state.seq,
      serialized.chunks,
      journalLine,
      () => privateCopy(state, current, unchanged),
      fragments === undefined ? undefined : known?.ring,
    );
    this.known = written.known && { ...written.known, fragments: serialized.fragments };
    return { state, created: current === undefined, durable: written.durable };
  }

  /**
   * Write the journal entry and state.json: the new state goes to a temp file and the entry is
   * appended to the journal, both fsynced (side by side), then the temp file is renamed over
   * state.json (the commit point) and the directory is fsynced (`durable`, awaited by the caller
   * once the lock is released). Before the rename, any failure removes the temp file and takes the
   * journal entry back (if that fails too, journal() still ignores an entry above the state's seq).
   * `copy` runs while the fsyncs do: the version to remember.
   */
  private async commit(
    key: string,
    seq: number,
    text: readonly Buffer[],
    line: () => Buffer,
    copy: () => RunState,
    knownRing: string[] | undefined,
  ): Promise<{ known?: Omit<Known, 'fragments'>; durable: Promise<void> }> {
    const dir = this.stateDir(key);
    const statePath = this.statePath(key);
    const journal = this.journalPath(key);
    // The ring before this write, newest first; after it: the new version and the N-1 versions
    // before it. Versions above the new one are from a line given up (a recovery went back past
    // them): they leave too.
    const ring = knownRing ?? this.ringNames(key);
    const name = backupName(seq);
    const before = ring.filter((n) => n < name);
    const kept = before.slice(0, this.backups - 1);
    const leaving = [...ring.filter((n) => n > name), ...before.slice(this.backups - 1)];
    // The oldest version leaving the ring lends its file to the new state.json (never the newest
    // backup, normally state.json's own file; openTemp also checks the file is linked only once).
    const reuse = leaving.filter((n) => n !== ring[0]).pop();
    let temp = '';
    let fd: number | undefined;
    let jfd: number | undefined;
    let tempExists = false;
    let entryAt = -1;
    let state: RunState | undefined;
    let spare: RunState | undefined;
    const syncing: Promise<void>[] = [];
    try {
      try {
        const opened = this.openTemp(statePath, reuse && join(this.backupsDir(key), reuse));
        temp = opened.path;
        fd = opened.fd;
        tempExists = true;
        writeChunks(fd, text);
        if (opened.size > size(text)) nodeFs.ftruncateSync(fd, size(text));
        syncing.push(fsyncFd(fd).catch((err: unknown) => failWith('write', statePath, err)));
      } catch (err) {
        throw fsError('write', statePath, err);
      }
      let journalIsNew: boolean;
      try {
        journalIsNew = !nodeFs.existsSync(journal);
        jfd = nodeFs.openSync(journal, 'a+', 0o644);
        entryAt = cutTornTail(jfd, nodeFs.fstatSync(jfd).size);
        writeAll(jfd, line());
        syncing.push(fsyncFd(jfd).catch((err: unknown) => failWith('append to', journal, err)));
      } catch (err) {
        throw fsError('append to', journal, err);
      }
      state = copy();
      // The next updater's copy, made now: this thread has nothing else to do until the fsyncs end.
      spare = cloneJson(state);
      await settled(syncing);
      if (journalIsNew) {
        await syncDirectoryFd(dir).catch((err: unknown) => failWith('append to', journal, err));
      }
      try {
        const closing = fd;
        fd = undefined;
        nodeFs.closeSync(closing);
        await renameRetrying(temp, statePath);
        tempExists = false;
      } catch (err) {
        throw fsError('write', statePath, err);
      }
    } catch (err) {
      // An fsync still running on a descriptor must end before the descriptor is closed.
      await Promise.allSettled(syncing);
      closeQuietly(fd);
      if (tempExists) unlinkQuietly(temp);
      if (jfd !== undefined && entryAt >= 0) {
        try {
          nodeFs.ftruncateSync(jfd, entryAt);
        } catch {
          // journal() ignores an entry above the state's seq
        }
      }
      closeQuietly(jfd);
      throw err;
    }
    // Committed. The directory fsync runs while the rest is done.
    const synced = syncDirectoryFd(dir).catch((err: unknown) => {
      throw new CiStateError(
        'store_io',
        `cannot write ${statePath}: ${describeFsError(err)} while syncing its directory; ` +
          'the new content is in place but may not survive a crash',
        { exitCode: 1, cause: err },
      );
    });
    synced.catch(() => undefined); // awaited by the caller, after the lock is released
    const ringAfter = this.addToRing(
      key,
      name,
      text,
      leaving.filter((n) => n !== reuse),
    )
      ? [name, ...kept]
      : undefined;
    let known: Omit<Known, 'fragments'> | undefined;
    try {
      const journalStamp = stampOf(nodeFs.fstatSync(jfd as number, { bigint: true }));
      known = {
        key,
        state: state as RunState,
        spare,
        ring: ringAfter,
        stateStamp: statStamp(statePath),
        journalStamp,
      };
    } catch {
      // not kept: the next write reads the file again
    }
    closeQuietly(jfd); // the entry is fsynced: a close error loses nothing
    return { known, durable: synced };
  }

  /** The names in the backup ring, newest first (none if it cannot be read). */
  private ringNames(key: string): string[] {
    try {
      return ringOf(nodeFs.readdirSync(this.backupsDir(key)));
    } catch {
      return [];
    }
  }

  /**
   * The temp file for `target`, open to write from its start: `reuse` (a backup leaving the ring)
   * renamed there, so its file and disk blocks serve again instead of one file being created and
   * another removed; else a new file. Returns its path, descriptor and present size.
   */
  private openTemp(
    target: string,
    reuse: string | undefined,
  ): { path: string; fd: number; size: number } {
    if (reuse !== undefined) {
      const temp = tempPathFor(target);
      let renamed = false;
      let fd: number | undefined;
      try {
        nodeFs.renameSync(reuse, temp);
        renamed = true;
        fd = nodeFs.openSync(temp, 'r+');
        const stat = nodeFs.fstatSync(fd);
        // A file of its own only: never one that is also linked elsewhere.
        if (stat.isFile() && stat.nlink === 1) return { path: temp, fd, size: stat.size };
      } catch {
        // a new file, then
      }
      closeQuietly(fd);
      if (renamed) unlinkQuietly(temp);
    }
    const temp = tempPathFor(target);
    return { path: temp, fd: nodeFs.openSync(temp, 'wx', 0o644), size: 0 };
  }

  /**
   * Add the committed version to the backup ring as `name`, a hard link to state.json's file (a
   * copy where the file system has no hard links), and remove `leaving` (the versions that leave
   * the ring). Returns whether all went well. Nothing here is fsynced: the ring is for recovering
   * from a damaged state.json, which the durable write of state.json never leaves behind. (It runs
   * while the directory fsync does.) Failures are warnings.
   */
  private addToRing(
    key: string,
    name: string,
    text: readonly Buffer[],
    leaving: string[],
  ): boolean {
    const dir = this.backupsDir(key);
    try {
      this.linkBackup(this.statePath(key), join(dir, name), text);
      for (const old of leaving) {
        try {
          nodeFs.unlinkSync(join(dir, old));
        } catch (err) {
          if (errnoCode(err) !== 'ENOENT') throw fsError('remove', join(dir, old), err);
        }
      }
      return true;
    } catch (err) {
      this.warn(
        `state ${key} was saved, but its backup ring was not updated: ${oneLine(String(err instanceof Error ? err.message : err))}`,
      );
      return false;
    }
  }

  /** A hard link at `path` to the file at `from` (replacing `path`), or a copy of `text` there. */
  private linkBackup(from: string, path: string, text: readonly Buffer[]): void {
    try {
      try {
        nodeFs.linkSync(from, path);
      } catch (err) {
        if (errnoCode(err) !== 'ENOENT') throw err;
        nodeFs.mkdirSync(dirname(path), { recursive: true }); // backups/ was removed
        nodeFs.linkSync(from, path);
      }
      return;
    } catch (err) {
      const code = errnoCode(err) ?? '';
      if (code !== 'EEXIST' && !NO_HARD_LINKS.has(code)) throw fsError('write', path, err);
      if (code === 'EEXIST') {
        // A backup of the same number from an earlier line of versions (a recovery went back):
        // replaced by a rename, so the name never goes missing.
        const temp = tempPathFor(path);
        try {
          nodeFs.linkSync(from, temp);
          nodeFs.renameSync(temp, path);
          return;
        } catch (again) {
          unlinkQuietly(temp);
          if (!NO_HARD_LINKS.has(errnoCode(again) ?? '')) throw fsError('write', path, again);
        }
      }
    }
    const temp = tempPathFor(path);
    let fd: number | undefined;
    try {
      fd = nodeFs.openSync(temp, 'wx', 0o644);
      writeChunks(fd, text);
      const closing = fd;
      fd = undefined;
      nodeFs.closeSync(closing);
      nodeFs.renameSync(temp, path);
    } catch (err) {
      closeQuietly(fd);
      unlinkQuietly(temp);
      throw fsError('write', path, err);
    }
  }

  /** Store `state` under its scope's key, replacing what is there. */
  async write(state: RunState): Promise<RunState> {
    const saved = await this.update(scopeKey(state.scope), () => state);
    return saved as RunState;
  }

  /** Remove the state under `key` (and the current pointer if it named it). */
  async delete(key: string): Promise<boolean> {
    assertKey(key);
    await fs.mkdir(this.locksDir, { recursive: true }).catch((err: unknown) => {
      throw fsError('create', this.locksDir, err);
    });
    const existed = await withLock(
      this.lockPath(key),
      () => this.removeStateDir(key),
      this.lockOptions(),
    );
    if ((await this.getCurrent()) === key) {
      await fs.unlink(this.currentPath).catch(ignoreMissing);
    }
    return existed;
  }

  /** Rename the state's directory away (atomic), then remove it. Caller holds the scope lock. */
  private async removeStateDir(key: string): Promise<boolean> {
    if (this.known?.key === key) this.known = undefined;
    const trash = join(this.statesDir, `.trash-${key}-${randomBytes(4).toString('hex')}`);
    try {
      await fs.rename(this.stateDir(key), trash);
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return false;
      throw fsError('remove', this.stateDir(key), err);
    }
    await fs.rm(trash, { recursive: true, force: true }).catch((err: unknown) => {
      this.warn(`could not finish removing ${trash}: ${oneLine(String(err))}`);
    });
    return true;
  }

  // ---- listing, current pointer, journal -----------------------------------------------------

  private async keys(): Promise<string[]> {
    const entries =
      (await fs.readdir(this.statesDir, { withFileTypes: true }).catch(ignoreMissing)) ?? [];
    return entries.filter((e) => e.isDirectory() && KEY_PATTERN.test(e.name)).map((e) => e.name);
  }

  /** Every readable state, most recently updated first. Unreadable ones are skipped with a warning. */
  async list(): Promise<StateSummary[]> {
    const out: StateSummary[] = [];
    for (const { key, state } of await this.readable()) {
      const { scope, status, updatedAt, origin } = state;
      out.push({ key, scope: cloneJson(scope), status, updatedAt, origin: cloneJson(origin) });
    }
    return out.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  }

  /** Every readable state, whole (copies), with its key. Unreadable ones are skipped with a warning. */
  async states(): Promise<{ key: string; state: RunState }[]> {
    return (await this.readable()).map(({ key, state }) => ({
      key,
      state: this.copyOf(key, state),
    }));
  }

  /** Every readable state as read (not to be modified). */
  private async readable(): Promise<{ key: string; state: RunState }[]> {
    const out: { key: string; state: RunState }[] = [];
    for (const key of await this.keys()) {
      try {
        const state = await this.current(key, false);
        if (state) out.push({ key, state });
      } catch (err) {
        this.warn(
          `skipped state ${key}: ${oneLine(err instanceof Error ? err.message : String(err))}`,
        );
      }
    }
    return out;
  }

  /** The key of the active state, if one is set. */
  async getCurrent(): Promise<string | undefined> {
    let text: string;
    try {
      text = await fs.readFile(this.currentPath, 'utf8');
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return undefined;
      throw fsError('read', this.currentPath, err);
    }
    const key = text.trim();
    if (!KEY_PATTERN.test(key)) {
      this.warn(`ignored ${this.currentPath}: it does not hold a state key`);
      return undefined;
    }
    return key;
  }

  async setCurrent(key: string): Promise<void> {
    assertKey(key);
    await fs.mkdir(this.dir, { recursive: true }).catch((err: unknown) => {
      throw fsError('create', this.dir, err);
    });
    await writeFileDurable(this.currentPath, `${key}\n`);
  }

  /**
   * The journal of committed writes, oldest first: entry n holds the RFC 6902 operations that turn
   * version n-1 into version n (the first from nothing). Torn or invalid lines are skipped, and so
   * are entries of versions that were never committed (see the layout notes above).
   */
  async journal(key: string): Promise<JournalEntry[]> {
    assertKey(key);
    const current = await this.current(key, false);
    if (!current) return [];
    const { entries } = readJsonLines(this.journalPath(key), (v) => {
      const r = JournalEntry.safeParse(v);
      return r.success ? r.data : undefined;
    });
    const out: JournalEntry[] = [];
    for await (const entry of entries) {
      while (out.length > 0 && (out[out.length - 1] as JournalEntry).seq >= entry.seq) out.pop();
      out.push(entry);
    }
    while (out.length > 0 && (out[out.length - 1] as JournalEntry).seq > current.seq) out.pop();
    return out;
  }

  // ---- TTL and cap ---------------------------------------------------------------------------

  private get stampPath(): string {
    return join(this.locksDir, 'last-cleanup');
  }

  private async sweepDue(): Promise<boolean> {
    // The stamp is read again only once the last sweep this store knows of is an interval old.
    if (this.lastSweep !== undefined && this.now() - this.lastSweep < CLEANUP_INTERVAL_MS) {
      return false;
    }
    const text = await fs.readFile(this.stampPath, 'utf8').catch((err: unknown) => {
      if (errnoCode(err) === 'ENOENT') return undefined;
      throw fsError('read', this.stampPath, err);
    });
    const last = text === undefined ? NaN : Date.parse(text.trim());
    if (Number.isFinite(last)) this.lastSweep = last;
    return !(this.now() - last < CLEANUP_INTERVAL_MS);
  }

  /** `written` is spared: a state imported with old timestamps is as fresh as its write. */
  private async sweepAfterWrite(created: boolean, written: string): Promise<void> {
    try {
      if (!created && !(await this.sweepDue())) return;
      const lock = await tryAcquireLock(join(this.locksDir, 'cleanup.lock'), {
        onWarning: this.warn,
      });
      if (!lock) return; // another process is sweeping
      try {
        await this.sweep(false, written);
      } finally {
        await lock.release();
      }
    } catch (err) {
      this.warn(
        `store cleanup skipped: ${oneLine(err instanceof Error ? err.message : String(err))}`,
      );
    }
  }

  /**
   * Remove expired states and, past the cap, the least recently updated ones (never the current
   * one), plus leftovers (temp files of dead writers, half-deleted states). Returns what it
   * removed; with `dryRun`, the states it would remove, and removes nothing. Waits for a sweep
   * already running in another process.
   */
  async cleanup(options: { dryRun?: boolean } = {}): Promise<CleanupItem[]> {
    await fs.mkdir(this.locksDir, { recursive: true }).catch((err: unknown) => {
      throw fsError('create', this.locksDir, err);
    });
    return withLock(
      join(this.locksDir, 'cleanup.lock'),
      () => this.sweep(options.dryRun ?? false),
      this.lockOptions(),
    );
  }

  /** When the state under `key` was last updated (ms), or undefined if it is gone. */
  private async updatedAtOf(key: string): Promise<number | undefined> {
    try {
      const state = await this.current(key, false);
      return state ? Date.parse(state.updatedAt) : undefined;
    } catch {
      // unreadable (corrupt without backup, newer version): age it by its files
      const stat = await fs.stat(this.statePath(key)).catch(ignoreMissing);
      if (stat) return stat.mtimeMs;
      return (await fs.stat(this.stateDir(key)).catch(ignoreMissing))?.mtimeMs;
    }
  }

  private async sweep(dryRun: boolean, spare?: string): Promise<CleanupItem[]> {
    const now = this.now();
    const current = await this.getCurrent().catch(() => undefined);
    const kept = (key: string) => key === current || key === spare;
    const states: { key: string; at: number }[] = [];
    for (const key of await this.keys()) {
      const at = await this.updatedAtOf(key);
      if (at !== undefined) states.push({ key, at });
    }
    states.sort((a, b) => b.at - a.at);

    const victims: { key: string; at: number; reason: 'expired' | 'over-cap' }[] = [];
    const alive = states.filter((s) => {
      if (!kept(s.key) && now - s.at > this.ttlMs) {
        victims.push({ ...s, reason: 'expired' });
        return false;
      }
      return true;
    });
    let excess = alive.length - this.maxStates;
    for (let i = alive.length - 1; i >= 0 && excess > 0; i--) {
      const s = alive[i] as { key: string; at: number };
      if (kept(s.key)) continue;
      victims.push({ ...s, reason: 'over-cap' });
      excess--;
    }

    const removed: CleanupItem[] = [];
    for (const v of victims) {
      if (!dryRun && !(await this.evict(v.key, v.at))) continue;
      const updatedAt = new Date(v.at).toISOString();
      removed.push({ reason: v.reason, key: v.key, path: this.stateDir(v.key), updatedAt });
    }
    if (!dryRun) {
      for (const path of await this.removeLeftovers()) removed.push({ reason: 'leftover', path });
      await writeFileDurable(this.stampPath, new Date(now).toISOString());
      this.lastSweep = now;
    }
    return removed;
  }

  /** Remove a state if nobody holds its lock and it was not updated since it was looked at. */
  private async evict(key: string, seenAt: number): Promise<boolean> {
    const lock = await tryAcquireLock(this.lockPath(key), { onWarning: this.warn });
    if (!lock) return false; // in use right now: not stale
    try {
      if ((await this.updatedAtOf(key)) !== seenAt) return false;
      return await this.removeStateDir(key);
    } finally {
      await lock.release();
    }
  }

  private async removeLeftovers(): Promise<string[]> {
    const out = await cleanupTempFiles(this.dir);
    out.push(...(await cleanupTempFiles(this.locksDir)));
    const entries =
      (await fs.readdir(this.statesDir, { withFileTypes: true }).catch(ignoreMissing)) ?? [];
    for (const e of entries) {
      const path = join(this.statesDir, e.name);
      if (!e.isDirectory()) continue;
      if (e.name.startsWith('.trash-')) {
        await fs.rm(path, { recursive: true, force: true });
        out.push(path);
      } else if (KEY_PATTERN.test(e.name)) {
        out.push(...(await cleanupTempFiles(path)));
        out.push(...(await cleanupTempFiles(join(path, 'backups'))));
      }
    }
    return out;
  }
}
