/**
 * A local stand-in for the GitHub services ci-state talks to: the Actions results service
 * (cache v2 and artifacts over Twirp), the REST API routes it uses, and Azure Blob Storage
 * (Azurite behind a fault-injecting proxy). The real `@actions/cache`, `@actions/artifact` and
 * `@octokit/rest` clients run against it unchanged.
 *
 * ```ts
 * const emu = await startEmulator({ seed: 1 });
 * Object.assign(process.env, emu.runtimeEnv({ repo: 'o/r', runId: 100 }));
 * // … dynamic import('@actions/cache') and friends, then:
 * emu.faults.add({ route: 'GetCacheEntryDownloadURL', status: 500, times: 1 });
 * emu.inspect.requests();
 * await emu.stop();
 * ```
 *
 * See README.md in this directory for the protocol details and what is not emulated.
 */
import { startAzurite, type Azurite } from './azurite.js';
import type { Ctx } from './context.js';
import { FaultRegistry, type FaultSpec } from './faults.js';
import { REST_ROUTES } from './rest.js';
import {
  mintToken,
  runtimeEnv,
  seedComment,
  seedIssue,
  seedPullRequest,
  seedRun,
  type MintTokenOptions,
  type RuntimeEnvOptions,
  type SeedCommentOptions,
  type SeedIssueOptions,
  type SeedPullRequestOptions,
  type SeedRunOptions,
} from './seed.js';
import { checkLatency, startServer, type RequestLogEntry, type Service } from './server.js';
import { checkLimits, EmulatorClock, type Limits } from './limits.js';
import { cacheUsage, runEviction, type EvictionResult } from './twirp.js';
import {
  State,
  type ArtifactRecord,
  type CacheEntry,
  type CommentRecord,
  type IssueRecord,
  type JobRecord,
  type PullRecord,
  type RunRecord,
} from './state.js';

export type { FaultSpec, FaultKind } from './faults.js';
export type { RequestLogEntry, Service } from './server.js';
export type {
  MintTokenOptions,
  RuntimeEnvOptions,
  SeedCommentOptions,
  SeedIssueOptions,
  SeedPullRequestOptions,
  SeedRunOptions,
} from './seed.js';
export type {
  ArtifactRecord,
  CacheEntry,
  CommentRecord,
  IssueRecord,
  JobRecord,
  PullRecord,
  RunRecord,
} from './state.js';
export { AZURITE_ACCOUNT, AZURITE_KEY } from './azurite.js';
export { GITHUB_LIMITS, INSUFFICIENT_USAGE, planEviction, RateWindow } from './limits.js';
export type { Limits, Evictable } from './limits.js';
export type { EvictionResult } from './twirp.js';
export { MAX_COMMENT_LENGTH } from './rest.js';
export { decodeJwt, backendIdsOf, cacheScopesOf } from './jwt.js';

export interface EmulatorOptions {
  /** Seeds fault decisions and generated ids (backend ids, SHAs, tokens). Default 1. */
  seed?: number;
  /**
   * GitHub's limits (limits.ts), each GitHub's number unless given: new cache entries a minute
   * per repository (200), cache budget (10 GiB), eviction period (1 h) and unused-entry age
   * (7 days), artifacts per job (500), `ListArtifacts` size (1,000), and the list-then-refuse
   * regression (off). 0 turns a count off. `setLimits` changes them later.
   */
  limits?: Partial<Limits>;
  /**
   * How fast the emulator's clock runs against real time (default 1). The rate window, eviction
   * and entry ages follow it; `Retry-After` is given in real seconds. `clock.advance` jumps.
   */
  timeScale?: number;
  /** The same as `limits.cacheBudgetBytes` (kept for earlier callers). */
  cacheQuotaBytes?: number;
  /**
   * Network round trip in milliseconds, as between a runner and GitHub's services: every request
   * (Twirp, REST and blob transfers) waits one round trip before it is handled, and the first
   * request on a new TCP connection one more (the connection's set-up). Default 0 (no delay).
   * `setLatency` changes it later.
   */
  latencyMs?: number;
  /**
   * Host name of signed blob URLs instead of 127.0.0.1, e.g. `devstoreaccount1.blob.core.windows.net`
   * (`@actions/cache` downloads in parallel ranges only from `*.blob.core.windows.net`). The port
   * stays the emulator's; the clients' process must resolve the name to 127.0.0.1.
   */
  blobHost?: string;
}

export interface RequestFilter {
  service?: Service;
  /** Twirp method, REST pattern or `blob` (see RequestLogEntry.route). */
  route?: string | RegExp;
  method?: string;
}

export interface Emulator {
  /** The seed in use. */
  readonly seedValue: number;
  /** `ACTIONS_RESULTS_URL`: the results service origin (with a trailing slash, as on runners). */
  readonly resultsUrl: string;
  /** `GITHUB_API_URL`. */
  readonly apiUrl: string;
  /** The emulator's origin; signed blob URLs point here and are proxied to Azurite. */
  readonly origin: string;
  /** Azurite's own endpoint (no faults), e.g. to inspect or corrupt blobs directly. */
  readonly azurite: Pick<Azurite, 'endpoint' | 'port' | 'service'>;
  /** Milliseconds `startEmulator` took. */
  readonly startupMs: number;
  /** The round trip in use (the `latencyMs` option, or the last `setLatency`). */
  readonly latencyMs: number;
  /** Sets the round trip (ms) for the requests that arrive from now on; 0 turns it off. */
  setLatency(ms: number): void;

  /** The environment of one job of a workflow run; registers the run and job. */
  runtimeEnv(options: RuntimeEnvOptions): Record<string, string>;
  /** An API token for another identity (a user, another app). */
  mintToken(options: MintTokenOptions): string;

  readonly faults: {
    /** Adds a fault rule; returns its id. */
    add(spec: FaultSpec): number;
    remove(id: number): void;
    clear(): void;
    /** How many times each rule fired, by id. */
    fired(): Record<number, number>;
  };

  readonly inspect: {
    caches(): CacheEntry[];
    artifacts(): ArtifactRecord[];
    comments(): CommentRecord[];
    runs(): RunRecord[];
    pullRequests(): PullRecord[];
    jobs(): JobRecord[];
    requests(filter?: RequestFilter): RequestLogEntry[];
    /** TCP connections accepted since the start or the last `clearRequests`. */
    connections(): number;
    /** Forgets the request log (and the connection count). */
    clearRequests(): void;
  };

  readonly seed: {
    run(options: SeedRunOptions): RunRecord;
    pullRequest(options: SeedPullRequestOptions): PullRecord;
    issue(options: SeedIssueOptions): IssueRecord;
    comment(options: SeedCommentOptions): CommentRecord;
  };

  /** Every REST route answered, as `METHOD /pattern`. */
  readonly restRoutes: readonly string[];

  /** The emulator's clock (cache entry times, the rate window, eviction). */
  readonly clock: {
    now(): Date;
    /** Moves it forward; eviction that falls due runs before the next request is handled. */
    advance(ms: number): void;
    readonly timeScale: number;
  };

  /** GitHub's limits in force. */
  readonly limits: Readonly<Limits>;
  /**
   * Changes some limits from now on (e.g. a test's small numbers, or turning one off); a
   * `cacheEvictionIntervalMs` given restarts the eviction period from now.
   */
  setLimits(partial: Partial<Limits>): void;

  readonly cache: {
    /** Runs eviction now, as GitHub's periodic job does (the schedule is unchanged). */
    evict(repo?: string): Promise<EvictionResult>;
    /** Bytes of a repository's finalized entries. */
    usage(repo: string): number;
  };

  /** Stops the HTTP server and Azurite. */
  stop(): Promise<void>;
}

function copy<T extends object>(items: Iterable<T>): T[] {
  return [...items].map((item) => structuredClone(item));
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const t0 = performance.now();
  const seed = options.seed ?? 1;
  checkLatency(options.latencyMs ?? 0);
  if (options.blobHost !== undefined && !/^[a-z0-9.-]+$/i.test(options.blobHost))
    throw new Error(`blobHost must be a host name, not ${JSON.stringify(options.blobHost)}`);
  const faults = new FaultRegistry(seed);
  const serverPromise = startServer(faults, { latencyMs: options.latencyMs ?? 0 });
  const azuritePromise = startAzurite();
  const [server, azurite] = await Promise.allSettled([serverPromise, azuritePromise]).then(
    async ([s, a]) => {
      if (s.status === 'fulfilled' && a.status === 'fulfilled') return [s.value, a.value] as const;
      if (s.status === 'fulfilled') await s.value.close();
      if (a.status === 'fulfilled') await a.value.stop();
      throw s.status === 'rejected' ? s.reason : (a as PromiseRejectedResult).reason;
    },
  );
  const state = new State(seed, new EmulatorClock(options.timeScale ?? 1));
  Object.assign(
    state.limits,
    checkLimits({
      ...(options.cacheQuotaBytes !== undefined
        ? { cacheBudgetBytes: options.cacheQuotaBytes }
        : {}),
      ...options.limits,
    }),
  );
  state.nextEvictionAt = state.clock.now() + state.limits.cacheEvictionIntervalMs;
  const ctx: Ctx = {
    state,
    azurite,
    origin: server.origin,
    blobOrigin: options.blobHost
      ? server.origin.replace('127.0.0.1', options.blobHost)
      : server.origin,
    apiUrl: server.origin,
    webUrl: 'https://github.com',
  };
  server.attach(ctx);
  const startupMs = Math.round(performance.now() - t0);
  let stopped = false;

  return {
    seedValue: seed,
    resultsUrl: `${server.origin}/`,
    apiUrl: ctx.apiUrl,
    origin: server.origin,
    azurite: { endpoint: azurite.endpoint, port: azurite.port, service: azurite.service },
    startupMs,
    get latencyMs() {
      return server.latencyMs;
    },
    setLatency(ms: number) {
      server.latencyMs = checkLatency(ms);
    },
    runtimeEnv: (o) => runtimeEnv(ctx, o),
    mintToken: (o) => mintToken(ctx, o),
    faults: {
      add: (spec) => faults.add(spec),
      remove: (id) => faults.remove(id),
      clear: () => faults.clear(),
      fired: () => faults.fired(),
    },
    inspect: {
      caches: () => copy(state.caches),
      artifacts: () => copy(state.artifacts),
      comments: () => copy(state.comments),
      runs: () => copy(state.runs.values()),
      pullRequests: () => copy(state.pulls.values()),
      jobs: () => copy(state.jobs.values()),
      requests: (filter = {}) =>
        copy(
          server.log.filter(
            (e) =>
              (!filter.service || e.service === filter.service) &&
              (!filter.method || e.method === filter.method.toUpperCase()) &&
              (filter.route === undefined ||
                (typeof filter.route === 'string'
                  ? e.route === filter.route
                  : filter.route.test(e.route))),
          ),
        ),
      connections: () => server.connections,
      clearRequests: () => {
        server.log.length = 0;
        server.connections = 0;
      },
    },
    seed: {
      run: (o) => seedRun(ctx, o),
      pullRequest: (o) => seedPullRequest(ctx, o),
      issue: (o) => seedIssue(ctx, o),
      comment: (o) => seedComment(ctx, o),
    },
    restRoutes: REST_ROUTES,
    clock: {
      now: () => state.clock.date(),
      advance: (ms) => state.clock.advance(ms),
      timeScale: state.clock.timeScale,
    },
    get limits() {
      return { ...state.limits };
    },
    setLimits(partial) {
      Object.assign(state.limits, checkLimits(partial));
      // A period given anew starts now.
      if (partial.cacheEvictionIntervalMs !== undefined)
        state.nextEvictionAt = state.clock.now() + state.limits.cacheEvictionIntervalMs;
    },
    cache: {
      evict: (repo) => runEviction(ctx, repo),
      usage: (repo) => cacheUsage(ctx, repo),
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      await azurite.stop();
    },
  };
}
