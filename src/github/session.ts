/**
 * The runner session: the only code that turns the runner's environment and the Action's settings
 * into persistence (a PersistContext) and offers it to the Action's steps and to the CLI.
 *
 * The main step opens it from its inputs and writes the job's session file (RUNNER_TEMP, mode
 * 600; its path is exported as CI_STATE_SESSION): the settings, the store and scope, and where
 * the job's persistence process listens (persister.ts). The runtime token is never in it: only
 * that process and the Action's own steps hold the token. `ci-state` in a `run:` step opens the
 * session from that file and hands each new state to the process (`handOff`); the post step
 * drains the process and saves the final state itself.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { open, rename, rm, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { scopeKey } from '../core/canonical.js';
import type { RunState, Scope } from '../core/schema.js';
import { ChannelError, sendRequest, type ChannelRequest } from '../transfer/channel.js';
import { runAttemptOf } from './context.js';
import { CHECKPOINT_STORAGES } from './keys.js';
import type { PersistContext, RestoreReport, SaveOptions, SaveReport } from './persist.js';
import type { PackFetch } from './pack-fetch.js';
import type { ContentSave, PackShip } from './packs.js';

/** The variables the toolkit clients need, which the runner gives to actions only. */
export const RUNTIME_VARIABLES = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_CACHE_MODE',
] as const;

/** True when this process can reach the Actions cache and artifact services. */
export function servicesAvailable(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true' && !!env.ACTIONS_RUNTIME_TOKEN && !!env.ACTIONS_RESULTS_URL;
}

/** How the job saves: the Action's inputs that matter after the main step. */
export const RunnerSettings = z.strictObject({
  /** phase: after every phase end (in the background); job: only at the end. */
  persist: z.enum(['phase', 'job']),
  crossRun: z.boolean(),
  retentionDays: z.number().int().min(1).max(400).optional(),
  checkpointStorage: z.enum(CHECKPOINT_STORAGES),
  failOnError: z.boolean(),
  /** A file (mode 600, in RUNNER_TEMP) holding the integrity key; never the key itself. */
  integrityKeyFile: z.string().optional(),
});
export type RunnerSettings = z.infer<typeof RunnerSettings>;

const Hex = (n: number) => z.string().regex(new RegExp(`^[0-9a-f]{${n}}$`));

/** Where the job's persistence process listens, and the secret its requests carry. */
export const PersisterAddress = z.strictObject({
  socket: z.string().min(1).max(300),
  secret: Hex(64),
  pid: z.number().int().positive(),
  /** Its log: one line per save, shown by the post step. */
  log: z.string().optional(),
});
export type PersisterAddress = z.infer<typeof PersisterAddress>;

/** The job's session file (CI_STATE_SESSION). */
export const SessionFile = z.strictObject({
  v: z.literal(1),
  storeDir: z.string().min(1),
  scopeKey: Hex(32),
  settings: RunnerSettings,
  persister: PersisterAddress.optional(),
});
export type SessionFile = z.infer<typeof SessionFile>;

export const SESSION_ENV = 'CI_STATE_SESSION';

/** Writes the session file (mode 600), whole or not at all. */
export async function writeSessionFile(path: string, file: SessionFile): Promise<void> {
  const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, JSON.stringify(SessionFile.parse(file)), { mode: 0o600 });
  await rename(tmp, path);
}

/** One line saying where a save went, or why it went nowhere: the report's only wording. */
export function describeSave(report: SaveReport | undefined, reason?: string): string {
  if (!report) return `NOT saved: ${reason ?? 'nothing was attempted'}`;
  if (report.saved) {
    const where = [
      report.cache.ok ? `cache key \`${report.cache.key}\`` : undefined,
      report.artifact.ok ? `artifact \`${report.artifact.name}\`` : undefined,
    ].filter(Boolean);
    const missing = [
      !report.cache.ok ? `cache NOT saved (${report.cache.reason})` : undefined,
      !report.artifact.ok && !report.artifact.skipped
        ? `artifact NOT saved (${report.artifact.reason})`
        : undefined,
    ].filter(Boolean);
    return `Saved to ${where.join(' and ')}${missing.length ? `; ${missing.join('; ')}` : ''}.`;
  }
  const reasons = [report.cache.reason, report.artifact.reason].filter(Boolean).join('; ');
  return `NOT saved: ${reasons || 'the services did not confirm the save'}`;
}

/** What one save at a phase end (or the process's saves so far) came to. */
export const SaveOutcome = z.strictObject({
  seq: z.number().int().nonnegative(),
  saved: z.boolean(),
  /** The phase whose end the saved state is the first to hold (undefined: none ended yet). */
  afterPhase: z.string().optional(),
  line: z.string(),
  problem: z.string().optional(),
});
export type SaveOutcome = z.infer<typeof SaveOutcome>;

/** What the persistence process did in the job. */
export const PersisterStatus = z.strictObject({
  requests: z.number().int().nonnegative(),
  saves: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** Requests answered by a later save (intermediate states skipped). */
  coalesced: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
  /** The last save that was verified. */
  last: SaveOutcome.optional(),
  /** Why the last save that failed did, if it is more recent than the last verified one. */
  lastProblem: z.string().optional(),
});
export type PersisterStatus = z.infer<typeof PersisterStatus>;

/**
 * Whether `pid` is still the job's persistence process: alive, and on Linux not a zombie and
 * still running `ci-state __persist` (a pid can be reused on a long job).
 */
function alive(pid: number): boolean {
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (/^\d+ \(.*\) Z/s.test(stat)) return false;
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('__persist');
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The phase that ended last in `state` (the one a save of it is "after"). */
export function lastEndedPhase(state: RunState): string | undefined {
  let best: { id: string; at: string } | undefined;
  for (const [id, r] of Object.entries(state.phases)) {
    if (r.status === 'running' || r.status === 'skipped' || !r.endedAt) continue;
    if (!best || r.endedAt >= best.at) best = { id, at: r.endedAt };
  }
  return best?.id;
}

/** What handing a state over did, for the CLI to print. */
export type HandOff =
  | { kind: 'none' }
  | { kind: 'queued' }
  | { kind: 'saved'; outcome: SaveOutcome }
  | { kind: 'direct'; save: ContentSave }
  /** Per-phase persistence is off for the rest of the job: `warning` once, then quietly. */
  | { kind: 'off'; warning?: string };

export interface SessionOptions {
  /** The REST token (the Action's `token` input), for artifacts of earlier attempts. */
  token?: string;
  integrityKey?: string;
  log: (line: string) => void;
  /** Progress lines of large transfers. */
  progress?: (line: string) => void;
}

export class RunnerSession {
  private integrityKey: string | undefined;

  constructor(
    readonly settings: RunnerSettings,
    private readonly opts: SessionOptions,
    /** The session file, when the session was opened from one (later steps). */
    readonly file?: { path: string; content: SessionFile },
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    this.integrityKey = opts.integrityKey;
    if (!this.integrityKey && settings.integrityKeyFile) {
      try {
        this.integrityKey = readFileSync(settings.integrityKeyFile, 'utf8').trim() || undefined;
      } catch {
        this.integrityKey = undefined;
      }
    }
  }

  /** True when this process itself can reach the services (an Action step, not a `run:` step). */
  get servicesHere(): boolean {
    return servicesAvailable(this.env);
  }

  /** The persistence context for `scope` in this run (another run or attempt when given). */
  context(
    scope: Scope,
    at: { runId?: string; attempt?: number; repository?: string } = {},
  ): PersistContext {
    const env = this.env;
    return {
      workspace: env.GITHUB_WORKSPACE || process.cwd(),
      scope,
      scopeKey: scopeKey(scope),
      repository: at.repository ?? env.GITHUB_REPOSITORY ?? '',
      runId: at.runId ?? env.GITHUB_RUN_ID ?? '',
      attempt: at.attempt ?? runAttemptOf(env),
      token: this.opts.token,
      apiUrl: env.GITHUB_API_URL,
      retentionDays: this.settings.retentionDays,
      checkpointStorage: this.settings.checkpointStorage,
      integrityKey: this.integrityKey,
      crossRun: this.settings.crossRun,
      log: this.opts.log,
      ...(this.opts.progress ? { progress: this.opts.progress } : {}),
    };
  }

  /** The context of the run a state belongs to. */
  contextOf(state: RunState): PersistContext {
    return this.context(state.scope, {
      repository: this.env.GITHUB_REPOSITORY ?? state.origin.repo,
      runId: this.env.GITHUB_RUN_ID ?? state.origin.runId,
      attempt: runAttemptOf(this.env, state.origin.runAttempt),
    });
  }

  async restore(ctx: PersistContext): Promise<RestoreReport> {
    const { restoreState } = await import('./persist.js');
    return restoreState(ctx);
  }

  async fetchPacks(storeDir: string, state: RunState, ctx: PersistContext): Promise<PackFetch> {
    const { fetchPacks } = await import('./pack-fetch.js');
    return fetchPacks(storeDir, state, ctx);
  }

  /** Saves the state and the checkpoint content it needs from this process (see packs.ts). */
  async save(
    storeDir: string,
    state: RunState,
    list: (edit: (packs: RunState['packs']) => RunState['packs']) => Promise<RunState | undefined>,
    opts: SaveOptions = {},
  ): Promise<ContentSave> {
    const { saveStateAndContent } = await import('./packs.js');
    return saveStateAndContent(storeDir, state, this.contextOf(state), list, opts);
  }

  /** Ships a checkpoint's pack while it is written, where this process can reach the cache. */
  async shipPack(storeDir: string, state: RunState): Promise<PackShip | undefined> {
    if (!this.servicesHere) return undefined;
    const { startPackShip } = await import('./packs.js');
    return startPackShip(storeDir, this.contextOf(state), state.seq);
  }

  /**
   * One request to the job's persistence process. One that comes before the process listens
   * (it was started a moment ago) waits for it while the process is alive, up to `startMs`.
   */
  private async request(
    op: ChannelRequest['op'],
    extra: Partial<ChannelRequest>,
    timeoutMs: number,
    startMs = 20_000,
  ): Promise<Record<string, unknown>> {
    const f = this.file!.content;
    const p = f.persister!;
    const req: ChannelRequest = { v: 1, secret: p.secret, scopeKey: f.scopeKey, op, ...extra };
    const until = Date.now() + startMs;
    for (;;) {
      try {
        return await sendRequest(p.socket, req, timeoutMs);
      } catch (e) {
        const early =
          e instanceof ChannelError && (e.code === 'ENOENT' || e.code === 'ECONNREFUSED');
        if (!early || Date.now() > until || !alive(p.pid)) throw e;
        await new Promise((r) => setTimeout(r, 25));
      }
    }
  }

  /**
   * After a phase ended (`state` is in the store): with `persist: phase`, hands it to the job's
   * persistence process and returns at once (with `wait` or fail-on-error, once it is saved); with
   * `persist: job`, only with `wait` (a side effect ended), and then once it is saved. Where the
   * process is gone, saves from here if this process can reach the services, else says once that
   * per-phase persistence is off for the rest of the job.
   */
  async handOff(
    storeDir: string,
    state: RunState,
    list: (edit: (packs: RunState['packs']) => RunState['packs']) => Promise<RunState | undefined>,
    opts: { wait?: boolean } = {},
  ): Promise<HandOff> {
    // With `persist: job`, only what cannot wait for the post step is saved now: the end of a
    // side effect (`wait`), whose record alone keeps a re-run from executing it again.
    if (this.settings.persist !== 'phase' && opts.wait !== true) return { kind: 'none' };
    let gone = 'no persistence process was started for this job';
    if (this.file?.content.persister) {
      const wait = this.settings.failOnError || opts.wait === true;
      try {
        // Waiting for a save is bounded by the retry policy on the other side.
        const answer = await this.request(
          'save',
          { seq: state.seq, wait },
          wait ? 600_000 : 30_000,
        );
        if (answer.ok !== true) throw new ChannelError(String(answer.error ?? 'refused'));
        if (!wait) return { kind: 'queued' };
        return { kind: 'saved', outcome: SaveOutcome.parse(answer.outcome) };
      } catch (e) {
        if (!(e instanceof ChannelError)) throw e;
        gone = `the job's persistence process is gone (${e.message})`;
      }
    }
    if (this.servicesHere) return { kind: 'direct', save: await this.save(storeDir, state, list) };
    return { kind: 'off', ...(await this.sayOnce(gone)) };
  }

  /** The warning that per-phase persistence is off, the first time a step of the job meets it. */
  private async sayOnce(why: string): Promise<{ warning?: string }> {
    const marker = this.file ? `${this.file.path}.off` : undefined;
    if (marker) {
      try {
        await (await open(marker, 'wx', 0o600)).close();
      } catch {
        return {};
      }
    }
    return {
      warning: `per-phase persistence is off for the rest of the job: ${why}; the state is kept in the job's store and saved by the post step`,
    };
  }

  /**
   * Stops the job's persistence process: it finishes the save in flight (within `timeoutMs`),
   * drops what is pending (the caller saves the final state) and says what it saved.
   */
  async drain(timeoutMs: number): Promise<{ status?: PersisterStatus; problem?: string }> {
    if (!this.file?.content.persister) return {};
    try {
      const answer = await this.request('drain', {}, timeoutMs);
      if (answer.ok !== true) return { problem: String(answer.error ?? 'refused') };
      return { status: PersisterStatus.parse(answer.status) };
    } catch (e) {
      // One that is there but does not answer in time is stopped (the post step saves).
      const pid = this.file.content.persister.pid;
      if (alive(pid)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
      return { problem: `the job's persistence process did not answer: ${(e as Error).message}` };
    } finally {
      await rm(`${this.file.path}.off`, { force: true });
    }
  }

  /** One line on how this job saves. */
  describe(): string {
    if (this.settings.persist === 'job') return 'saved at the end of the job (post step)';
    if (this.file?.content.persister)
      return `saved after every phase in the background (process ${this.file.content.persister.pid})`;
    return 'saved after every phase from each step';
  }
}

/**
 * The session later steps of the job open: from the session file CI_STATE_SESSION names.
 * Undefined without one; a file that is not a session file is an error.
 */
export function sessionFromEnv(
  env: NodeJS.ProcessEnv,
  opts: SessionOptions,
): RunnerSession | undefined {
  const path = env[SESSION_ENV];
  if (!path) return undefined;
  let content: SessionFile;
  try {
    content = SessionFile.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (e) {
    throw new Error(
      `${SESSION_ENV} (${path}) is not a ci-state session file: ${(e as Error).message}`,
    );
  }
  return new RunnerSession(content.settings, opts, { path, content }, env);
}

/** The session of an Action step, from its settings. */
export function openRunnerSession(
  settings: RunnerSettings,
  opts: SessionOptions,
  env: NodeJS.ProcessEnv = process.env,
): RunnerSession {
  return new RunnerSession(RunnerSettings.parse(settings), opts, undefined, env);
}
