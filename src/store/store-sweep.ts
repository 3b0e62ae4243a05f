/**
 * The local store's TTL and cap: expired states, and past `maxStates` the least recently updated
 * ones (never the current one), swept after a write without blocking it (see sweepAfterWrite).
 */
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import type { RunState } from '../core/schema.js';
import { cleanupTempFiles, writeFileDurable } from './atomic.js';
import { errnoCode, fsError } from './fs-util.js';
import { tryAcquireLock, withLock, type LockOptions } from './lock.js';
import { KEY_PATTERN, type StorePaths } from './store-paths.js';
import { ignoreMissing, oneLine } from './store-shared.js';

/** A sweep not triggered by a new state runs at most this often. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

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

/** What a sweep needs from its store. */
export interface SweepHost {
  paths: StorePaths;
  ttlMs: number;
  maxStates: number;
  now: () => number;
  warn: (message: string) => void;
  lockOptions: () => LockOptions;
  /** The state under `key` as read (not to be modified); throws if it cannot be read. */
  read: (key: string) => Promise<RunState | undefined>;
  getCurrent: () => Promise<string | undefined>;
  keys: () => Promise<string[]>;
  /** Removes a state's directory; the caller holds the scope lock. */
  removeStateDir: (key: string) => Promise<boolean>;
}

/** Sweeps one store: after a write when due, or on request (`cleanup`). */
export class Sweeper {
  /** When the last sweep ran, as last read from or written to its stamp file. */
  private lastSweep: number | undefined;

  constructor(private readonly host: SweepHost) {}

  private async sweepDue(): Promise<boolean> {
    // The stamp is read again only once the last sweep this store knows of is an interval old.
    if (this.lastSweep !== undefined && this.host.now() - this.lastSweep < CLEANUP_INTERVAL_MS) {
      return false;
    }
    const text = await fs.readFile(this.host.paths.stampPath, 'utf8').catch((err: unknown) => {
      if (errnoCode(err) === 'ENOENT') return undefined;
      throw fsError('read', this.host.paths.stampPath, err);
    });
    const last = text === undefined ? NaN : Date.parse(text.trim());
    if (Number.isFinite(last)) this.lastSweep = last;
    return !(this.host.now() - last < CLEANUP_INTERVAL_MS);
  }

  /**
   * Sweeps when this write created a state or the last sweep is over an hour old, and only if the
   * cleanup lock is free at once; a failure is a warning. `written` is spared: a state imported with
   * old timestamps is as fresh as its write.
   */
  async sweepAfterWrite(created: boolean, written: string): Promise<void> {
    try {
      if (!created && !(await this.sweepDue())) return;
      const lock = await tryAcquireLock(join(this.host.paths.locksDir, 'cleanup.lock'), {
        onWarning: this.host.warn,
      });
      if (!lock) return; // another process is sweeping
      try {
        await this.sweep(false, written);
      } finally {
        await lock.release();
      }
    } catch (err) {
      this.host.warn(
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
    await fs.mkdir(this.host.paths.locksDir, { recursive: true }).catch((err: unknown) => {
      throw fsError('create', this.host.paths.locksDir, err);
    });
    return withLock(
      join(this.host.paths.locksDir, 'cleanup.lock'),
      () => this.sweep(options.dryRun ?? false),
      this.host.lockOptions(),
    );
  }

  /** When the state under `key` was last updated (ms), or undefined if it is gone. */
  private async updatedAtOf(key: string): Promise<number | undefined> {
    try {
      const state = await this.host.read(key);
      return state ? Date.parse(state.updatedAt) : undefined;
    } catch {
      // unreadable (corrupt without backup, newer version): age it by its files
      const stat = await fs.stat(this.host.paths.statePath(key)).catch(ignoreMissing);
      if (stat) return stat.mtimeMs;
      return (await fs.stat(this.host.paths.stateDir(key)).catch(ignoreMissing))?.mtimeMs;
    }
  }

  private async sweep(dryRun: boolean, spare?: string): Promise<CleanupItem[]> {
    const now = this.host.now();
    const current = await this.host.getCurrent().catch(() => undefined);
    const kept = (key: string) => key === current || key === spare;
    const states: { key: string; at: number }[] = [];
    for (const key of await this.host.keys()) {
      const at = await this.updatedAtOf(key);
      if (at !== undefined) states.push({ key, at });
    }
    states.sort((a, b) => b.at - a.at);

    const victims: { key: string; at: number; reason: 'expired' | 'over-cap' }[] = [];
    const alive = states.filter((s) => {
      if (!kept(s.key) && now - s.at > this.host.ttlMs) {
        victims.push({ ...s, reason: 'expired' });
        return false;
      }
      return true;
    });
    let excess = alive.length - this.host.maxStates;
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
      removed.push({
        reason: v.reason,
        key: v.key,
        path: this.host.paths.stateDir(v.key),
        updatedAt,
      });
    }
    if (!dryRun) {
      for (const path of await this.removeLeftovers()) removed.push({ reason: 'leftover', path });
      await writeFileDurable(this.host.paths.stampPath, new Date(now).toISOString());
      this.lastSweep = now;
    }
    return removed;
  }

  /** Remove a state if nobody holds its lock and it was not updated since it was looked at. */
  private async evict(key: string, seenAt: number): Promise<boolean> {
    const lock = await tryAcquireLock(this.host.paths.lockPath(key), { onWarning: this.host.warn });
    if (!lock) return false; // in use right now: not stale
    try {
      if ((await this.updatedAtOf(key)) !== seenAt) return false;
      return await this.host.removeStateDir(key);
    } finally {
      await lock.release();
    }
  }

  private async removeLeftovers(): Promise<string[]> {
    const out = await cleanupTempFiles(this.host.paths.dir);
    out.push(...(await cleanupTempFiles(this.host.paths.locksDir)));
    const entries =
      (await fs.readdir(this.host.paths.statesDir, { withFileTypes: true }).catch(ignoreMissing)) ??
      [];
    for (const e of entries) {
      const path = join(this.host.paths.statesDir, e.name);
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
