/**
 * GitHub's limits on the Actions services, as the emulator enforces them, and its clock.
 *
 * - New cache entries: 200 a minute per repository; past it `CreateCacheEntry` answers 429
 *   (Twirp `resource_exhausted`) with `Retry-After`.
 * - Cache storage: 10 GiB per repository. Eviction runs periodically (hourly on GitHub): entries
 *   unused for 7 days go, then the least recently used until the repository is within its budget.
 *   Between two runs a repository over its budget is read-only: `CreateCacheEntry` is refused with
 *   a message containing "insufficient usage" (what `@actions/cache` recognises as a UsageError).
 * - Artifacts: 500 created per job; `ListArtifacts` answers at most 1,000.
 *
 * Every limit has GitHub's number by default and can be set per emulator (`limits` option,
 * `setLimits`); 0 turns a count limit off. Time is the emulator's clock (`EmulatorClock`): it runs
 * `timeScale` times faster than real time and can be moved forward, so tests never sleep.
 */

export interface Limits {
  /** New cache entries a repository may create in any 60 s of the emulator's clock. 0: no limit. */
  cacheEntriesPerMinute: number;
  /** Cache storage per repository, in bytes, above which eviction removes entries. */
  cacheBudgetBytes: number;
  /** How often eviction runs, in ms of the emulator's clock; 0: right after every finalized entry. */
  cacheEvictionIntervalMs: number;
  /** Entries not used (restored or saved) for this long are removed when eviction runs. */
  cacheUnusedMs: number;
  /** Artifacts one job (one job backend id) may create. 0: no limit. */
  artifactsPerJob: number;
  /** The most artifacts one `ListArtifacts` answer holds. 0: no limit. */
  artifactListMax: number;
  /**
   * The 2026 regression seen during re-runs: the results service's `ListArtifacts` also lists the
   * earlier attempts' artifacts of the run, which `GetSignedArtifactURL` then refuses (404
   * "workflow run not found"). The REST API, scoped to the run, is unaffected.
   */
  listEarlierAttempts: boolean;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** GitHub's numbers. */
export const GITHUB_LIMITS: Readonly<Limits> = Object.freeze({
  cacheEntriesPerMinute: 200,
  cacheBudgetBytes: 10 * 1024 ** 3,
  cacheEvictionIntervalMs: HOUR_MS,
  cacheUnusedMs: 7 * DAY_MS,
  artifactsPerJob: 500,
  artifactListMax: 1000,
  listEarlierAttempts: false,
});

/** The window of the new-entry rate limit. */
export const RATE_WINDOW_MS = MINUTE_MS;

/** The Twirp message of a refusal for spent storage; `@actions/cache` keys on "insufficient usage". */
export const INSUFFICIENT_USAGE =
  'insufficient usage: the cache storage budget of this repository is spent; the cache is read-only until eviction runs';

/** Checks a partial set of limits; a bad value is a one-line error naming it. */
export function checkLimits(partial: Partial<Limits>): Partial<Limits> {
  const counts = [
    'cacheEntriesPerMinute',
    'artifactsPerJob',
    'artifactListMax',
    'cacheBudgetBytes',
    'cacheEvictionIntervalMs',
    'cacheUnusedMs',
  ] as const;
  for (const [name, value] of Object.entries(partial)) {
    if (name === 'listEarlierAttempts') {
      if (typeof value !== 'boolean')
        throw new TypeError(`limits.${name} must be true or false, got ${String(value)}`);
      continue;
    }
    if (!(counts as readonly string[]).includes(name))
      throw new TypeError(
        `limits.${name} is not a limit (known: ${Object.keys(GITHUB_LIMITS).join(', ')})`,
      );
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`limits.${name} must be a whole number >= 0, got ${String(value)}`);
  }
  return partial;
}

/**
 * The emulator's clock: real time since the start, times `timeScale`, plus what tests added with
 * `advance`. It starts at the real time of the emulator's start.
 */
export class EmulatorClock {
  private readonly realStart = Date.now();
  private offsetMs = 0;
  readonly timeScale: number;

  constructor(timeScale = 1) {
    if (typeof timeScale !== 'number' || !Number.isFinite(timeScale) || timeScale <= 0)
      throw new RangeError(`timeScale must be a finite number > 0, got ${String(timeScale)}`);
    this.timeScale = timeScale;
  }

  /** Milliseconds since the epoch on the emulator's clock. */
  now(): number {
    return this.realStart + (Date.now() - this.realStart) * this.timeScale + this.offsetMs;
  }

  date(): Date {
    return new Date(this.now());
  }

  /** Moves the clock forward by `ms`. */
  advance(ms: number): void {
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
      throw new RangeError(`advance(ms): ms must be a finite number >= 0, got ${String(ms)}`);
    this.offsetMs += ms;
  }

  /**
   * A wait on the emulator's clock as a `Retry-After` in real seconds (at least 1): a client that
   * waits as told sees the window pass, whatever the time scale.
   */
  retryAfterSeconds(waitMs: number): number {
    return Math.max(1, Math.ceil(waitMs / this.timeScale / 1000));
  }
}

/**
 * The new-entry rate limit of one repository: the creation times (emulator clock) in the last
 * window. `waitMs` says how long until a creation is allowed (0: now); `add` records one.
 */
export class RateWindow {
  private readonly times: number[] = [];

  waitMs(now: number, limit: number, windowMs = RATE_WINDOW_MS): number {
    const recent = this.times.filter((t) => t > now - windowMs);
    if (limit === 0 || recent.length < limit) return 0;
    return Math.max(1, recent[recent.length - limit]! + windowMs - now);
  }

  add(now: number, windowMs = RATE_WINDOW_MS): void {
    // Times older than any window a later call can ask about are of no use.
    while (this.times.length > 0 && this.times[0]! <= now - windowMs) this.times.shift();
    this.times.push(now);
  }
}

export interface Evictable {
  sizeBytes: number | null;
  lastAccessedAt: Date;
  /** Creation order: breaks ties between entries used in the same millisecond. */
  seq: number;
}

/**
 * What one run of eviction removes from a repository's finalized entries: those unused for
 * `unusedMs` (`expired`), then the least recently used until the rest fit in `budgetBytes`
 * (`evicted`, oldest use first).
 */
export function planEviction<E extends Evictable>(
  entries: readonly E[],
  now: number,
  budgetBytes: number,
  unusedMs: number,
): { expired: E[]; evicted: E[] } {
  const expired = entries.filter((e) => now - e.lastAccessedAt.getTime() >= unusedMs);
  const rest = entries
    .filter((e) => !expired.includes(e))
    .sort((a, b) => a.lastAccessedAt.getTime() - b.lastAccessedAt.getTime() || a.seq - b.seq);
  let total = rest.reduce((sum, e) => sum + (e.sizeBytes ?? 0), 0);
  const evicted: E[] = [];
  for (const e of rest) {
    if (total <= budgetBytes) break;
    total -= e.sizeBytes ?? 0;
    evicted.push(e);
  }
  return { expired, evicted };
}
