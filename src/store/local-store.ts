/**
 * The local store: the embedded default when no GitHub is around, and the in-job working copy, at
 * `$CI_STATE_DIR` or `./.ci-state/`. This class ties together the layout (store-paths.ts), a write
 * (store-commit.ts), recovery (store-recovery.ts) and the sweep (store-sweep.ts) under the locks.
 */
import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import * as fs from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { scopeKey } from '../core/canonical.js';
import { diffJson, type JournalEntry } from '../core/journal.js';
import type { Origin, RunState, RunStatus, Scope } from '../core/schema.js';
import { cleanupTempFiles, writeFileDurable } from './atomic.js';
import { closeQuietly } from './fd-io.js';
import { errnoCode, fsError } from './fs-util.js';
import { withLock } from './lock.js';
import { cloneJson, serializeRevision, unchangedPointers } from './revision.js';
import { checkProposed, commitVersion } from './store-commit.js';
import { assertKey, KEY_PATTERN, StorePaths } from './store-paths.js';
import { committedJournal, parseText, recoverState } from './store-recovery.js';
import { ignoreMissing, oneLine, stampOf, statStamp, type Known } from './store-shared.js';
import { Sweeper, type CleanupItem } from './store-sweep.js';

export { CLEANUP_INTERVAL_MS, type CleanupItem } from './store-sweep.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

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

export type Updater = (
  current: RunState | undefined,
) => RunState | undefined | Promise<RunState | undefined>;

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
  /**
   * The last version read or written (one key: the one being worked on), with the identity of the
   * files it came from: while they are unchanged, the next write skips reading, parsing and
   * validating it, and checks, serializes and diffs only what changed (see revision.ts).
   */
  private known: Known | undefined;
  private readonly paths: StorePaths;
  private readonly sweeper: Sweeper;

  constructor(options: LocalStoreOptions) {
    this.dir = resolve(options.dir);
    this.ttlMs = options.ttlMs ?? 30 * DAY_MS;
    this.maxStates = options.maxStates ?? 50;
    this.backups = Math.max(1, options.backups ?? 5);
    this.lockTimeoutMs = options.lockTimeoutMs;
    this.warn = options.onWarning ?? (() => undefined);
    this.now = options.now ?? Date.now;
    this.paths = new StorePaths(this.dir);
    this.sweeper = new Sweeper({
      paths: this.paths,
      ttlMs: this.ttlMs,
      maxStates: this.maxStates,
      now: this.now,
      warn: this.warn,
      lockOptions: () => this.lockOptions(),
      read: (key) => this.current(key, false),
      getCurrent: () => this.getCurrent(),
      keys: () => this.keys(),
      removeStateDir: (key) => this.removeStateDir(key),
    });
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

  stateDir(key: string): string {
    return this.paths.stateDir(key);
  }
  statePath(key: string): string {
    return this.paths.statePath(key);
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
    return state && cloneJson(state);
  }

  /**
   * The state under `key`: the known version if the files are still the ones it came from, else
   * read from disk (and, with `remember`, kept as the known version). Never to be modified.
   */
  private async current(key: string, remember: boolean): Promise<RunState | undefined> {
    return this.knownState(key) ?? (await this.load(key, remember));
  }

  private knownState(key: string): RunState | undefined {
    const known = this.known;
    if (known?.key !== key) return undefined;
    try {
      if (
        statStamp(this.paths.statePath(key)) === known.stateStamp &&
        statStamp(this.paths.journalPath(key)) === known.journalStamp
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
    const path = this.paths.statePath(key);
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
          const journalStamp = statStamp(this.paths.journalPath(key));
          this.known = { key, state, stateStamp, journalStamp };
        } catch {
          // not kept: the next write reads the file again
        }
      }
      return state;
    }
    if ('newer' in parsed) throw parsed.newer;
    return recoverState(this.paths, key, path, parsed.corrupt, this.warn);
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
      nodeFs.mkdirSync(this.paths.locksDir, { recursive: true });
    } catch (err) {
      throw fsError('create', this.paths.locksDir, err);
    }
    const { state, created, durable } = await withLock(
      this.paths.lockPath(key),
      () => this.updateLocked(key, fn),
      this.lockOptions(),
    );
    // The rename is the commit point; its directory fsync finishes outside the lock (a writer that
    // comes next sees the new state either way, and its own directory fsync covers this rename).
    await durable;
    if (state && created !== undefined) await this.sweeper.sweepAfterWrite(created, key);
    return state;
  }

  private async updateLocked(
    key: string,
    fn: Updater,
  ): Promise<{ state: RunState | undefined; created?: boolean; durable?: Promise<void> }> {
    const current = await this.current(key, true);
    const known = this.known;
    const fragments = known?.key === key && known.state === current ? known.fragments : undefined;
    const proposed = await fn(current === undefined ? undefined : cloneJson(current));
    if (proposed === undefined) return { state: current && cloneJson(current) };

    const { data, quick } = checkProposed(key, current, proposed);
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

    const dir = this.paths.stateDir(key);
    if (fragments === undefined) {
      // (A version this store wrote is in a directory that has its backups/ already.)
      try {
        nodeFs.mkdirSync(this.paths.backupsDir(key), { recursive: true });
      } catch (err) {
        throw fsError('create', dir, err);
      }
    }
    if (!this.tidied.has(key)) {
      // A writer killed mid-write left its temp file behind: the first write of this process
      // removes those of dead writers (no live writer of this key can exist: we hold its lock).
      this.tidied.add(key);
      for (const d of [dir, this.paths.backupsDir(key), this.paths.locksDir]) {
        await cleanupTempFiles(d).catch(() => []);
      }
    }
    const written = await commitVersion(
      { paths: this.paths, key, backups: this.backups, warn: this.warn },
      state.seq,
      serialized.chunks,
      journalLine,
      () => cloneJson(state),
    );
    this.known = written.known && { ...written.known, fragments: serialized.fragments };
    return { state, created: current === undefined, durable: written.durable };
  }

  /** Store `state` under its scope's key, replacing what is there. */
  async write(state: RunState): Promise<RunState> {
    const saved = await this.update(scopeKey(state.scope), () => state);
    return saved as RunState;
  }

  /** Remove the state under `key` (and the current pointer if it named it). */
  async delete(key: string): Promise<boolean> {
    assertKey(key);
    await fs.mkdir(this.paths.locksDir, { recursive: true }).catch((err: unknown) => {
      throw fsError('create', this.paths.locksDir, err);
    });
    const existed = await withLock(
      this.paths.lockPath(key),
      () => this.removeStateDir(key),
      this.lockOptions(),
    );
    if ((await this.getCurrent()) === key) {
      await fs.unlink(this.paths.currentPath).catch(ignoreMissing);
    }
    return existed;
  }

  /** Rename the state's directory away (atomic), then remove it. Caller holds the scope lock. */
  private async removeStateDir(key: string): Promise<boolean> {
    if (this.known?.key === key) this.known = undefined;
    const trash = join(this.paths.statesDir, `.trash-${key}-${randomBytes(4).toString('hex')}`);
    try {
      await fs.rename(this.paths.stateDir(key), trash);
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return false;
      throw fsError('remove', this.paths.stateDir(key), err);
    }
    await fs.rm(trash, { recursive: true, force: true }).catch((err: unknown) => {
      this.warn(`could not finish removing ${trash}: ${oneLine(String(err))}`);
    });
    return true;
  }

  // ---- listing, current pointer, journal -----------------------------------------------------

  private async keys(): Promise<string[]> {
    const entries =
      (await fs.readdir(this.paths.statesDir, { withFileTypes: true }).catch(ignoreMissing)) ?? [];
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
      state: cloneJson(state),
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
      text = await fs.readFile(this.paths.currentPath, 'utf8');
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return undefined;
      throw fsError('read', this.paths.currentPath, err);
    }
    const key = text.trim();
    if (!KEY_PATTERN.test(key)) {
      this.warn(`ignored ${this.paths.currentPath}: it does not hold a state key`);
      return undefined;
    }
    return key;
  }

  async setCurrent(key: string): Promise<void> {
    assertKey(key);
    await fs.mkdir(this.dir, { recursive: true }).catch((err: unknown) => {
      throw fsError('create', this.dir, err);
    });
    await writeFileDurable(this.paths.currentPath, `${key}\n`);
  }

  /**
   * The journal of committed writes, oldest first: entry n holds the RFC 6902 operations that turn
   * version n-1 into version n (the first from nothing). Torn or invalid lines are skipped, and so
   * are entries of versions that were never committed.
   */
  async journal(key: string): Promise<JournalEntry[]> {
    assertKey(key);
    const current = await this.current(key, false);
    if (!current) return [];
    return committedJournal(this.paths.journalPath(key), current.seq);
  }

  // ---- TTL and cap ---------------------------------------------------------------------------

  /**
   * Remove expired states and, past the cap, the least recently updated ones (never the current
   * one), plus leftovers (temp files of dead writers, half-deleted states). Returns what it
   * removed; with `dryRun`, the states it would remove, and removes nothing. Waits for a sweep
   * already running in another process.
   */
  async cleanup(options: { dryRun?: boolean } = {}): Promise<CleanupItem[]> {
    return this.sweeper.cleanup(options);
  }
}
