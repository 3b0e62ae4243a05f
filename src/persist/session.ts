/**
 * The runner session: the only code that turns the runner's environment and the Action's settings
 * into persistence (a PersistContext and the job's storage) and offers it to the Action's steps
 * and to the CLI, whatever the storage.
 *
 * The main step opens it from its inputs and writes the job's session file (session-file.ts).
 * `ci-state` in a `run:` step opens the session from that file and hands each new state to the
 * job's persistence process (`handOff`, persister.ts); the post step drains the process and saves
 * the final state itself. Which adapter a session uses is the caller's choice (`StorageWiring`):
 * this module knows only the storage interface.
 */
import { readFileSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { scopeKey } from '../core/canonical.js';
import type { RunState, Scope } from '../core/schema.js';
import { runAttemptOf } from '../ci/github.js';
import type { PackShip, StateStorage } from '../remote/port.js';
import { ChannelError, sendRequest, type ChannelRequest } from '../transfer/channel.js';
import type { PackFetch } from './pack-fetch.js';
import type { ContentSave } from './packs.js';
import {
  PersisterStatus,
  RunnerSettings,
  SaveOutcome,
  SESSION_ENV,
  SessionFile,
} from './session-file.js';
import type { PersistContext, RestoreReport, SaveOptions } from './state.js';

/** What a session needs of the code that composes it: the adapters (persist/wiring/). */
export interface StorageWiring {
  /** Whether this process can reach the job's storage itself. */
  reachable(settings: RunnerSettings, env: NodeJS.ProcessEnv): boolean;
  /** The job's storage for `ctx`. */
  open(target: {
    ctx: PersistContext;
    settings: RunnerSettings;
    token?: string;
    env: NodeJS.ProcessEnv;
  }): Promise<StateStorage>;
}

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

/** What handing a state over did, for the CLI to print. */
export type HandOff =
  | { kind: 'none' }
  | { kind: 'queued' }
  | { kind: 'saved'; outcome: SaveOutcome }
  | { kind: 'direct'; save: ContentSave }
  /** Per-phase persistence is off for the rest of the job: `warning` once, then quietly. */
  | { kind: 'off'; warning?: string };

export interface SessionOptions {
  wiring: StorageWiring;
  /** The REST token (the Action's `token` input), for artifacts of earlier attempts. */
  token?: string;
  integrityKey?: string;
  log: (line: string) => void;
  /** Progress lines of large transfers. */
  progress?: (line: string) => void;
}

type List = (
  edit: (packs: RunState['packs']) => RunState['packs'],
) => Promise<RunState | undefined>;

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

  /** True when this process itself can reach the job's storage (for GitHub: an Action step). */
  get savesHere(): boolean {
    return this.opts.wiring.reachable(this.settings, this.env);
  }

  /** The persistence context for `scope` in this run (another run or attempt when given). */
  context(
    scope: Scope,
    at: { runId?: string; attempt?: number; repository?: string } = {},
  ): PersistContext {
    const env = this.env;
    return {
      scope,
      scopeKey: scopeKey(scope),
      repository: at.repository ?? env.GITHUB_REPOSITORY ?? '',
      runId: at.runId ?? env.GITHUB_RUN_ID ?? '',
      attempt: at.attempt ?? runAttemptOf(env),
      ...(this.integrityKey ? { integrityKey: this.integrityKey } : {}),
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

  /** The job's storage for `ctx`. */
  storage(ctx: PersistContext): Promise<StateStorage> {
    return this.opts.wiring.open({
      ctx,
      settings: this.settings,
      ...(this.opts.token ? { token: this.opts.token } : {}),
      env: this.env,
    });
  }

  async restore(ctx: PersistContext): Promise<RestoreReport> {
    const { restoreState } = await import('./state.js');
    return restoreState(ctx, await this.storage(ctx));
  }

  async fetchPacks(storeDir: string, state: RunState, ctx: PersistContext): Promise<PackFetch> {
    const { fetchPacks } = await import('./pack-fetch.js');
    return fetchPacks(storeDir, state, ctx, await this.storage(ctx));
  }

  /** Saves the state and the checkpoint content it needs from this process (see packs.ts). */
  async save(
    storeDir: string,
    state: RunState,
    list: List,
    opts: SaveOptions = {},
  ): Promise<ContentSave> {
    const { saveStateAndContent } = await import('./packs.js');
    const ctx = this.contextOf(state);
    return saveStateAndContent(storeDir, state, ctx, await this.storage(ctx), list, opts);
  }

  /**
   * Ships a checkpoint's pack while it is written, where this process can and the storage takes
   * one that way (GitHub's cache: a bucket takes the pack with the state).
   */
  async shipPack(storeDir: string, state: RunState): Promise<PackShip | undefined> {
    if (this.settings.s3 || !this.savesHere) return undefined;
    const storage = await this.storage(this.contextOf(state));
    return storage.shipWhileWritten?.(storeDir, state.seq);
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
   * process is gone, saves from here if this process can reach the storage, else says once that
   * per-phase persistence is off for the rest of the job.
   */
  async handOff(
    storeDir: string,
    state: RunState,
    list: List,
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
    if (this.savesHere) return { kind: 'direct', save: await this.save(storeDir, state, list) };
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
