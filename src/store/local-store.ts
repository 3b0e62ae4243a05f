/**
 * The local store: the embedded default when no GitHub is around, and the in-job working copy.
 * It lives at `$CI_STATE_DIR`, or `./.ci-state/`:
 *
 *   <dir>/
 *     current                      text: the scope key of the active state (`ci-state run` finds
 *                                  its state without flags)
 *     history.jsonl                one HistoryEntry per line (see history.ts), `history.lock`
 *     checkpoints/                 reserved for checkpoint manifests and content-addressed blobs
 *     locks/<key>.lock             per-scope advisory lock (see lock.ts)
 *     locks/cleanup.lock           store-wide lock of the TTL / cap sweep; `locks/last-cleanup`
 *                                  holds the time of the last sweep
 *     states/<key>/                key = scopeKey(state.scope)
 *       state.json                 the current RunState (durable atomic write, see atomic.ts)
 *       backups/<seq>.json         the last N valid versions (N = `backups`, default 5),
 *                                  <seq> zero-padded to 12 digits; the newest equals state.json
 *       journal.jsonl              one JournalEntry {seq, at, ops} per write: RFC 6902 operations
 *                                  from the previous version to this one
 *     states/.trash-*              a state being deleted (renamed first, so deletion is atomic)
 *
 * A write, under the scope's lock: validate (nothing is written for an invalid state), append the
 * journal entry, replace state.json, copy it into the backup ring, prune the ring. state.json is the
 * commit point. If a crash lands between the journal append and the state.json rename, the journal
 * ends with an entry for a version that was never committed: `journal()` drops it (its seq is above
 * the state's, or a later entry reuses its seq, since seq always grows by exactly one from the
 * committed version).
 *
 * After a write the store sweeps expired states (updatedAt older than `ttlMs`) and, past
 * `maxStates`, the least recently updated ones, never the current one. The sweep runs when this write
 * created a new state or the last sweep is over an hour old, only if it can take the cleanup lock at
 * once, and a failure in it is a warning: callers never wait for it nor fail because of it.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { scopeKey } from '../core/canonical.js';
import { CiStateError } from '../core/errors.js';
import { JournalEntry, journalEntry } from '../core/journal.js';
import { parseStateJson, serializeState } from '../core/migrate.js';
import { formatIssues } from '../core/paths.js';
import { RunState, type Origin, type RunStatus, type Scope } from '../core/schema.js';
import { cleanupTempFiles, writeFileDurable } from './atomic.js';
import { errnoCode, fsError } from './fs-util.js';
import { appendJsonLines, readJsonLines } from './jsonl.js';
import { tryAcquireLock, withLock } from './lock.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A sweep not triggered by a new state runs at most this often. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Scope keys become directory names: no separators, no leading dot, bounded. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const BACKUP_PATTERN = /^(\d{12})\.json$/;

export interface LocalStoreOptions {
  dir: string;
  /** States not updated for this long are removed. Default 30 days. */
  ttlMs?: number;
  /** At most this many states are kept; the least recently updated go first. Default 50. */
  maxStates?: number;
  /** Size of each state's backup ring. Default 5. */
  backups?: number;
  /** How long to wait for a scope's lock. Default 10 s. */
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

type Updater = (
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
  private readonly lockTimeoutMs: number;
  private readonly warn: (message: string) => void;
  private readonly now: () => number;
  /** Keys whose leftover temp files this instance has already removed. */
  private readonly tidied = new Set<string>();

  constructor(options: LocalStoreOptions) {
    this.dir = resolve(options.dir);
    this.ttlMs = options.ttlMs ?? 30 * DAY_MS;
    this.maxStates = options.maxStates ?? 50;
    this.backups = Math.max(1, options.backups ?? 5);
    this.lockTimeoutMs = options.lockTimeoutMs ?? 10_000;
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
    return this.load(key);
  }

  private async load(key: string): Promise<RunState | undefined> {
    const path = this.statePath(key);
    let text: string;
    try {
      text = await fs.readFile(path, 'utf8');
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return undefined;
      throw fsError('read', path, err);
    }
    const parsed = parseText(text, path);
    if ('state' in parsed) return parsed.state;
    if ('newer' in parsed) throw parsed.newer;
    const backup = await this.newestValidBackup(key);
    if (!backup) {
      throw new CiStateError(
        'state_corrupt',
        `${path} is corrupt (${parsed.corrupt}) and no valid backup was found in ${this.backupsDir(key)}`,
      );
    }
    this.warn(
      `${path} was corrupt (${parsed.corrupt}); recovered from backup of ${backup.updatedAt}`,
    );
    return backup;
  }

  private async backupNames(key: string): Promise<string[]> {
    const names = (await fs.readdir(this.backupsDir(key)).catch(ignoreMissing)) ?? [];
    return names.filter((n) => BACKUP_PATTERN.test(n)).sort((a, b) => b.localeCompare(a));
  }

  /**
   * The newest backup that parses. Unreadable or corrupt ones are skipped; one from a newer
   * version is refused (going back past it would silently undo what the newer ci-state wrote).
   */
  private async newestValidBackup(key: string): Promise<RunState | undefined> {
    for (const name of await this.backupNames(key)) {
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
    await fs.mkdir(this.locksDir, { recursive: true }).catch((err: unknown) => {
      throw fsError('create', this.locksDir, err);
    });
    const { state, created } = await withLock(
      this.lockPath(key),
      () => this.updateLocked(key, fn),
      this.lockOptions(),
    );
    if (state && created !== undefined) await this.sweepAfterWrite(created, key);
    return state;
  }

  private async updateLocked(
    key: string,
    fn: Updater,
  ): Promise<{ state: RunState | undefined; created?: boolean }> {
    const current = await this.load(key);
    const proposed = await fn(current === undefined ? undefined : structuredClone(current));
    if (proposed === undefined) return { state: current };

    const checked = RunState.safeParse(proposed);
    if (!checked.success) {
      const issues = formatIssues(checked.error.issues);
      throw new CiStateError(
        'invalid_state',
        `not saved: the new state for ${key} is invalid: ${issues.join('; ')}`,
        { details: issues },
      );
    }
    const owner = scopeKey(checked.data.scope);
    if (owner !== key) {
      throw new CiStateError(
        'scope_mismatch',
        `not saved: the state's scope has key ${owner}, not ${key}`,
      );
    }
    const state: RunState = { ...checked.data, seq: (current ?? checked.data).seq + 1 };
    const text = serializeState(state);
    const entry = journalEntry(current, state, state.seq, new Date(this.now()).toISOString());

    const dir = this.stateDir(key);
    await fs.mkdir(this.backupsDir(key), { recursive: true }).catch((err: unknown) => {
      throw fsError('create', dir, err);
    });
    if (!this.tidied.has(key)) {
      // A writer killed mid-write left its temp file behind: the first write of this process
      // removes those of dead writers (no live writer of this key can exist: we hold its lock).
      this.tidied.add(key);
      for (const d of [dir, this.backupsDir(key)]) await cleanupTempFiles(d).catch(() => []);
    }
    const journal = this.journalPath(key);
    const { start } = await appendJsonLines(journal, [JSON.stringify(entry)]);
    try {
      await writeFileDurable(this.statePath(key), text);
    } catch (err) {
      // Not committed: take the journal entry back (if that fails, journal() still ignores it).
      // A failure after the rename (directory fsync) leaves the new state in place: keep its entry.
      const onDisk = await fs.readFile(this.statePath(key), 'utf8').catch(() => undefined);
      if (onDisk !== text) await fs.truncate(journal, start).catch(() => undefined);
      throw err;
    }
    await this.rotateBackups(key, state, text);
    return { state, created: current === undefined };
  }

  /** Copy the committed version into the ring and prune it. Failures here are warnings. */
  private async rotateBackups(key: string, state: RunState, text: string): Promise<void> {
    const dir = this.backupsDir(key);
    try {
      await writeFileDurable(join(dir, `${String(state.seq).padStart(12, '0')}.json`), text);
      const names = await this.backupNames(key);
      for (const name of names.slice(this.backups)) {
        await fs.unlink(join(dir, name)).catch(ignoreMissing);
      }
    } catch (err) {
      this.warn(
        `state ${key} was saved, but its backup ring was not updated: ${oneLine(String(err instanceof Error ? err.message : err))}`,
      );
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
    for (const key of await this.keys()) {
      try {
        const state = await this.load(key);
        if (!state) continue;
        const { scope, status, updatedAt, origin } = state;
        out.push({ key, scope, status, updatedAt, origin });
      } catch (err) {
        this.warn(
          `skipped state ${key}: ${oneLine(err instanceof Error ? err.message : String(err))}`,
        );
      }
    }
    return out.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
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
    const current = await this.load(key);
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
    const text = await fs.readFile(this.stampPath, 'utf8').catch((err: unknown) => {
      if (errnoCode(err) === 'ENOENT') return undefined;
      throw fsError('read', this.stampPath, err);
    });
    const last = text === undefined ? NaN : Date.parse(text.trim());
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
      const state = await this.load(key);
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
