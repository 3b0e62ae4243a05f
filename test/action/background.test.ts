/**
 * The job's persistence process (src/persist/persister.ts) with real parts: the built Action
 * through the runner harness, the built CLI, real processes and Unix sockets, the real toolkit
 * clients against the emulator and Azurite. No timing assertions: every wait polls for an event
 * (a status answer, a fault that fired, a process that is gone) within a generous deadline.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRequest, type ChannelRequest } from '../../src/transfer/channel.js';
import { parseCacheKey } from '../../src/github/keys.js';
import { runtimeVariables } from '../../src/github/runner-env.js';
import { startPersister } from '../../src/persist/persister.js';
import {
  PersisterStatus,
  SaveOutcome,
  SessionFile,
  type PersisterAddress,
  type RunnerSettings,
} from '../../src/persist/session-file.js';
import { LocalStore } from '../../src/store/index.js';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import type { Emulator } from '../emulator/index.js';
import type { JobResult, StepResult } from '../harness/index.js';
import { ACTION, emulator, markerFile, newRun, phaseStep, ranPhases } from './helpers.js';

/** The CLI bundle of the build under test (the one the Action's main step starts). */
const CLI = process.env.CI_STATE_TEST_CLI ?? join(ACTION, 'dist', 'cli', 'index.js');
const REPO = 'octo/app';
const REF = 'refs/heads/main';
const OFF = 'per-phase persistence is off for the rest of the job';
/** Deadlines for events, generous for a loaded 2-core machine. */
const DEADLINE_MS = 150_000;
const TEST_MS = 420_000;

let emu: Emulator;
const tempDirs: string[] = [];
/** Persisters this file started itself (the harness reaps the ones its jobs start). */
const ownPids: number[] = [];
let nextRunId = 91_000;

beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  for (const pid of ownPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  await emu?.stop();
  for (const d of tempDirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Polls `probe` until it returns something other than undefined/false. */
async function until<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  deadlineMs = DEADLINE_MS,
): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const got = await probe();
    if (got !== undefined && got !== false) return got;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** True when the process is gone (a zombie waiting for init to reap it is gone too). */
function gone(pid: number): boolean {
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return /^\d+ \(.*\) [ZX] /s.test(stat);
    } catch {
      return true;
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

function readSession(path: string | undefined): SessionFile {
  expect(path, 'CI_STATE_SESSION').toBeTruthy();
  return SessionFile.parse(JSON.parse(readFileSync(path!, 'utf8')));
}

function addressOf(file: SessionFile): PersisterAddress {
  expect(file.persister, 'the session file names a persistence process').toBeDefined();
  return file.persister!;
}

/** A request with the session's own credentials. */
function ask(
  file: SessionFile,
  op: ChannelRequest['op'],
  extra: Partial<ChannelRequest> = {},
  to: string = addressOf(file).socket,
): Promise<Record<string, unknown>> {
  const p = addressOf(file);
  return sendRequest(to, { v: 1, secret: p.secret, scopeKey: file.scopeKey, op, ...extra }, 30_000);
}

async function statusOf(file: SessionFile): Promise<PersisterStatus> {
  const answer = await ask(file, 'status');
  expect(answer.ok).toBe(true);
  return PersisterStatus.parse(answer.status);
}

async function drain(file: SessionFile): Promise<PersisterStatus> {
  const answer = await ask(file, 'drain', {}, addressOf(file).socket);
  expect(answer.ok).toBe(true);
  return PersisterStatus.parse(answer.status);
}

/** Raw bytes to a socket, the answer as JSON (for requests sendRequest would never send). */
function rawRequest(path: string, text: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let buf = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer'));
    }, 30_000);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(text));
    socket.on('data', (c: string) => (buf += c));
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(buf) as Record<string, unknown>);
      } catch (e) {
        reject(e as Error);
      }
    });
  });
}

/** Cache entries (finalized) of one scope in one run, with the seq their key carries. */
function savedEntries(scopeKey: string, runId: number | string) {
  return emu.inspect
    .caches()
    .filter((c) => c.finalized)
    .map((c) => ({ key: c.key, parsed: parseCacheKey(c.key) }))
    .filter((c) => c.parsed?.scopeKey === scopeKey && c.parsed.runId === String(runId));
}

/** The job summary as text (its Markdown escapes removed). */
function summaryText(r: JobResult): string {
  return r.summary.replace(/\\(.)/g, '$1');
}

function runSteps(r: JobResult): StepResult[] {
  return r.steps.filter((s) => s.kind === 'run');
}

const execFileP = promisify(execFile);

/** The built CLI, as a `run:` step runs it (no runtime variables). */
async function cli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  const stepEnv = Object.fromEntries(
    Object.entries(env).filter(([k]) => !k.startsWith('ACTIONS_')),
  );
  const { stdout } = await execFileP(process.execPath, [CLI, ...args], {
    env: stepEnv,
    cwd: env.GITHUB_WORKSPACE,
  });
  return stdout;
}

interface DirectJob {
  env: NodeJS.ProcessEnv;
  store: LocalStore;
  key: string;
  file: SessionFile;
  log: string;
}

const SETTINGS: RunnerSettings = {
  persist: 'phase',
  crossRun: false,
  checkpointStorage: 'cache',
  failOnError: false,
};

/**
 * A job's persistence process started directly, as the main step starts it: a store made by the
 * built CLI (`ci-state init --workflow ci`), the runner's variables, `temp` as RUNNER_TEMP.
 */
async function directJob(o: {
  runId: number;
  job: string;
  temp: string;
  settings?: RunnerSettings;
  /** More of the step's environment (the bucket's credentials). */
  env?: Record<string, string>;
}): Promise<DirectJob> {
  const base = join(o.temp, '..', `${o.job}-${o.runId}`);
  const workspace = join(base, 'work');
  const storeDir = join(base, 'store');
  mkdirSync(workspace, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...emu.runtimeEnv({ repo: REPO, runId: o.runId, attempt: 1, job: o.job, ref: REF }),
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: o.temp,
    CI_STATE_DIR: storeDir,
    ...o.env,
  };
  await cli(env, 'init', '--workflow', 'ci');
  const store = new LocalStore({ dir: storeDir });
  const key = await store.getCurrent();
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  const settings = o.settings ?? SETTINGS;
  const session = { v: 1 as const, storeDir, scopeKey: key!, settings };
  const log = join(o.temp, `persister-${o.job}.log`);
  const started = await startPersister({
    cli: CLI,
    session,
    sessionDir: o.temp,
    logFile: log,
    // As the main step: GitHub's clients need the runtime variables, a bucket's do not.
    ...(settings.s3 ? {} : { runtime: runtimeVariables(env) }),
    env,
  });
  expect(started.problem).toBeUndefined();
  ownPids.push(started.address!.pid);
  const file = SessionFile.parse({ ...session, persister: started.address });
  // It listens once a status request is answered (the first one may come before it does).
  await until('the persistence process to listen', () =>
    ask(file, 'status').then(
      (a) => a.ok === true,
      () => false,
    ),
  );
  return { env, store, key: key!, file, log };
}

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ci-state-bg-'));
  tempDirs.push(dir);
  const temp = join(dir, 'temp');
  mkdirSync(temp);
  return temp;
}

/** A new version of the job's state in its store (what a phase end does); its seq. */
async function bump(j: DirectJob, n: number): Promise<number> {
  const s = await j.store.update(j.key, (s) => s && { ...s, context: { ...s.context, n } });
  return s!.seq;
}

// ---------------------------------------------------------------------------------------------
// Through the harness
// ---------------------------------------------------------------------------------------------

describe('the job persistence process, through the runner harness', () => {
  it(
    'keeps the runtime token from every later step, yet saves after each phase',
    async () => {
      const marker = markerFile();
      const run = newRun(emu, { ref: REF });
      const job = run.job('build');
      const main = await job.uses(ACTION, { id: 'state', with: { phases: 'p1,p2,p3' } });
      const token = main.env.ACTIONS_RUNTIME_TOKEN;
      // The Action's own step has the token (else the checks below prove nothing).
      expect(token).toBeTruthy();
      expect(main.env.ACTIONS_RESULTS_URL).toBeTruthy();

      const p1 = await phaseStep(job, 'p1', marker, { id: 'p1' });
      const file = readSession(p1.env.CI_STATE_SESSION);
      const pid = addressOf(file).pid;
      // The process got the token on its stdin, not in its environment.
      if (process.platform === 'linux') {
        const environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
        expect(environ).not.toContain(token!);
        expect(environ).not.toContain('ACTIONS_RUNTIME_TOKEN=');
      }
      const printed = await job.run('env', { id: 'printenv' });
      await job.run('ci-state status', { id: 'status' });
      await phaseStep(job, 'p2', marker, { id: 'p2' });
      await phaseStep(job, 'p3', marker, { id: 'p3', failOnAttempt: [1] });
      const r1 = await job.complete();
      expect(r1.status).toBe('failure');

      const runs = runSteps(r1);
      expect(runs.map((s) => s.id)).toEqual(['p1', 'printenv', 'status', 'p2', 'p3']);
      for (const s of runs) {
        expect(Object.keys(s.env)).not.toContain('ACTIONS_RUNTIME_TOKEN');
        expect(Object.keys(s.env)).not.toContain('ACTIONS_RESULTS_URL');
        expect(Object.values(s.env).some((v) => v.includes(token!))).toBe(false);
        expect(s.stdout).not.toContain(token!);
      }
      expect(printed.stdout).toContain('CI_STATE_SESSION=');
      expect(printed.stdout).not.toContain('ACTIONS_RUNTIME_TOKEN');
      expect(r1.env).toHaveProperty('CI_STATE_SESSION');
      expect(Object.keys(r1.env)).not.toContain('ACTIONS_RUNTIME_TOKEN');
      expect(Object.keys(r1.env)).not.toContain('ACTIONS_RESULTS_URL');
      expect(Object.values(r1.env).some((v) => v.includes(token!))).toBe(false);
      const sessionText = readFileSync(r1.env.CI_STATE_SESSION!, 'utf8');
      expect(sessionText).not.toContain(token!);
      expect(sessionText).not.toContain(main.env.ACTIONS_RESULTS_URL!);

      // Saved in the background after phases, to the emulator's cache.
      const post = r1.step('state', 'post') ?? r1.steps.find((s) => s.kind === 'post')!;
      const background = post.log.filter((l) =>
        /background: .* saved state \d+ \(after p[123]\): Saved to cache key/.test(l),
      );
      expect(background.length).toBeGreaterThanOrEqual(1);
      const stored = new Set(savedEntries(file.scopeKey, run.runId).map((e) => e.key));
      for (const l of background) {
        const key = /cache key `([^`]+)`/.exec(l)![1]!;
        expect(stored.has(key)).toBe(true);
      }

      const job2 = run.rerun().job('build');
      await job2.uses(ACTION, { id: 'state', with: { phases: 'p1,p2,p3' } });
      for (const p of ['p1', 'p2', 'p3'])
        await phaseStep(job2, p, marker, { failOnAttempt: p === 'p3' ? [1] : [] });
      const r2 = await job2.complete();
      expect(r2.status).toBe('success');
      expect(r2.outputs('state')).toMatchObject({ resumed: 'true', 'resume-from': 'p3' });
      expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p3@1', 'p3@2']);
    },
    TEST_MS,
  );

  it(
    'is drained by the post step, which reports its saves, and then exits',
    async () => {
      const marker = markerFile();
      const run = newRun(emu, { ref: REF });
      const job = run.job('build');
      await job.uses(ACTION, { id: 'state', with: { phases: 'p1,p2' } });
      const p1 = await phaseStep(job, 'p1', marker);
      const file = readSession(p1.env.CI_STATE_SESSION);
      await phaseStep(job, 'p2', marker);
      // Both hand-offs reached the process before the post step drains it.
      await until('two save requests', async () => (await statusOf(file)).requests >= 2);
      const r = await job.complete();
      expect(r.status).toBe('success');
      const post = r.steps.find((s) => s.kind === 'post')!;
      const made = post.log
        .map((l) => /the job's persistence process made (\d+) save\(s\): (\d+) verified/.exec(l))
        .find(Boolean);
      expect(made).toBeTruthy();
      expect(Number(made![2])).toBeGreaterThanOrEqual(1);
      expect(summaryText(r)).toContain(`Per-phase saves in the background: ${made![2]} verified`);
      const p = addressOf(file);
      expect(gone(p.pid)).toBe(true);
      // It left on its own, drained, rather than being reaped with the job.
      expect(readFileSync(p.log!, 'utf8')).toMatch(/drained; exiting/);
    },
    TEST_MS,
  );

  it(
    'resumes after the last verified save when the runner dies mid-upload',
    async () => {
      const marker = markerFile();
      const run = newRun(emu, { ref: REF });
      const phases = 'p1,p2,p3';
      const job = run.job('build');
      await job.uses(ACTION, { id: 'state', with: { phases } });
      const p1 = await phaseStep(job, 'p1', marker, { id: 'p1' });
      const file = readSession(p1.env.CI_STATE_SESSION);
      await phaseStep(job, 'p2', marker, { id: 'p2' });
      await until('the save after p2', async () => {
        const s = await statusOf(file);
        return s.last?.afterPhase === 'p2';
      });
      const before = savedEntries(file.scopeKey, run.runId).length;
      // The save after p3 is held mid-upload: its blob never reaches the store. (A `stall` holds
      // nothing here: a Put Blob answer has no body, so its headers alone complete it; and a
      // stalled Twirp call is handled before its answer stalls, so a stalled finalize commits.)
      const hold = emu.faults.add({ route: 'blob:PUT', latencyMs: 120_000, times: 1_000 });
      try {
        await phaseStep(job, 'p3', marker, { id: 'p3' });
        await until('the upload after p3 to be held', () => (emu.faults.fired()[hold] ?? 0) >= 1);
        void job.die();
        const r1 = await job.complete();
        expect(r1.status).toBe('died');
        expect(r1.steps.some((s) => s.kind === 'post')).toBe(false);
      } finally {
        emu.faults.remove(hold);
      }
      // The machine's death took the process and its upload with it.
      await until('the persistence process to be gone', () => gone(addressOf(file).pid));
      expect(savedEntries(file.scopeKey, run.runId).length).toBe(before);
      const unfinished = emu.inspect
        .caches()
        .filter((c) => !c.finalized && parseCacheKey(c.key)?.scopeKey === file.scopeKey);
      expect(unfinished.map((c) => parseCacheKey(c.key)?.runId)).toContain(String(run.runId));
      expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p3@1']);

      const job2 = run.rerun().job('build');
      const main2 = await job2.uses(ACTION, { id: 'state', with: { phases } });
      expect(main2.stdout).toMatch(/restored the state of attempt 1 from cache/);
      expect(main2.stdout).toContain(
        'attempt 1 ended without its post step; resuming from its last verified save, after phase p2',
      );
      for (const p of ['p1', 'p2', 'p3']) await phaseStep(job2, p, marker);
      const r2 = await job2.complete();
      expect(r2.status).toBe('success');
      expect(r2.outputs('state')).toMatchObject({ resumed: 'true', 'resume-from': 'p3' });
      expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p3@1', 'p3@2']);
      expect(summaryText(r2)).toContain(
        'Resumed from the state attempt 1 saved after phase `p2`, its last verified save',
      );
    },
    TEST_MS,
  );

  it(
    'warns once and leaves the final save to the post step when the process is killed',
    async () => {
      const marker = markerFile();
      const run = newRun(emu, { ref: REF });
      const job = run.job('build');
      await job.uses(ACTION, { id: 'state', with: { phases: 'p1,p2,p3' } });
      const p1 = await phaseStep(job, 'p1', marker, { id: 'p1' });
      const file = readSession(p1.env.CI_STATE_SESSION);
      const pid = addressOf(file).pid;
      await until('the save after p1', async () => (await statusOf(file)).saves >= 1);
      process.kill(pid, 'SIGKILL');
      await until('the killed process to be gone', () => gone(pid));

      const p2 = await phaseStep(job, 'p2', marker, { id: 'p2' });
      expect(p2.outcome).toBe('success');
      const offIn = (s: StepResult) =>
        s.annotations.filter((a) => a.level === 'warning' && a.message.includes(OFF));
      expect(offIn(p2)).toHaveLength(1);
      const p3 = await phaseStep(job, 'p3', marker, { id: 'p3' });
      expect(p3.outcome).toBe('success');
      expect(offIn(p3)).toHaveLength(0);

      const r = await job.complete();
      expect(r.status).toBe('success');
      expect(r.annotations.filter((a) => a.message.includes(OFF))).toHaveLength(1);
      const post = r.steps.find((s) => s.kind === 'post')!;
      expect(
        post.annotations.some(
          (a) => a.level === 'warning' && /persistence process did not answer/.test(a.message),
        ),
      ).toBe(true);
      expect(summaryText(r)).toMatch(
        /Per-phase saves: the job's persistence process did not answer/,
      );
      // The post step saved the final state itself.
      const finalKey = post.log
        .map((l) => /ci-state: Saved to cache key `([^`]+)`/.exec(l)?.[1])
        .find(Boolean);
      expect(finalKey).toBeTruthy();
      const entry = savedEntries(file.scopeKey, run.runId).find((e) => e.key === finalKey);
      expect(entry).toBeDefined();
      expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p3@1']);
    },
    TEST_MS,
  );
});

// ---------------------------------------------------------------------------------------------
// Started directly
// ---------------------------------------------------------------------------------------------

describe('the job persistence process, started directly', () => {
  it(
    'coalesces the requests that come while a save is in flight into one save of the newest state',
    async () => {
      const runId = nextRunId++;
      const j = await directJob({ runId, job: 'coalesce', temp: scratch() });
      const first = (await j.store.read(j.key))!.seq;
      // The first save waits on CreateCacheEntry, long enough for the requests below.
      const held = emu.faults.add({ route: 'CreateCacheEntry', latencyMs: 10_000, times: 1 });
      try {
        expect((await ask(j.file, 'save', { seq: first })).ok).toBe(true);
        await until('the first save to be held', () => (emu.faults.fired()[held] ?? 0) >= 1);
        const seqs: number[] = [];
        for (let n = 1; n <= 3; n++) {
          seqs.push(await bump(j, n));
          expect((await ask(j.file, 'save', { seq: seqs.at(-1)! })).ok).toBe(true);
        }
        const newest = seqs.at(-1)!;
        await until('the newest state to be saved', async () => {
          const s = await statusOf(j.file);
          return s.last?.seq === newest || s.failed > 0;
        });
        const status = await drain(j.file);
        expect(status.requests).toBe(4);
        expect(status.failed).toBe(0);
        expect(status.saves).toBeLessThan(status.requests);
        expect(status.coalesced).toBeGreaterThanOrEqual(1);
        expect(status.last?.seq).toBe(newest);
        // In the emulator: the first state and the newest, not the ones in between.
        const saved = savedEntries(j.key, runId).map((e) => e.parsed!.seq);
        expect(saved).toContain(newest);
        expect(Math.max(...saved)).toBe(newest);
        expect(saved.filter((s) => s > first && s < newest)).toEqual([]);
        await until('the drained process to exit', () => gone(j.file.persister!.pid));
      } finally {
        emu.faults.remove(held);
      }
    },
    TEST_MS,
  );

  it(
    'refuses hostile local requests and keeps serving its own',
    async () => {
      const runId = nextRunId++;
      const j = await directJob({ runId, job: 'hostile', temp: scratch() });
      const p = addressOf(j.file);
      const own = { v: 1, secret: p.secret, scopeKey: j.key, op: 'save', seq: 1 };
      const other = 'e'.repeat(32);
      const hostile: Record<string, string> = {
        'wrong secret': `${JSON.stringify({ ...own, secret: 'a'.repeat(64) })}\n`,
        'another scope': `${JSON.stringify({ ...own, scopeKey: other })}\n`,
        'not JSON': 'save everything, please\n',
        // Valid and with the right secret, but longer than a request may be.
        'over 4 KiB': `${JSON.stringify(own).replace('{', `{${' '.repeat(4200)}`)}\n`,
        'unknown op': `${JSON.stringify({ ...own, op: 'delete' })}\n`,
      };
      for (const [what, text] of Object.entries(hostile)) {
        const answer = await rawRequest(p.socket, text);
        expect(answer.ok, what).toBe(false);
        expect(typeof answer.error, what).toBe('string');
      }
      // A line over 4 KiB that never ends: refused too, without waiting for its end.
      const endless = await rawRequest(p.socket, 'x'.repeat(5000));
      expect(endless.ok).toBe(false);

      // Still serving: a real request is saved.
      const seq = await bump(j, 1);
      expect((await ask(j.file, 'save', { seq })).ok).toBe(true);
      await until('the save', async () => {
        const s = await statusOf(j.file);
        return s.saves + s.failed >= 1;
      });
      const status = await drain(j.file);
      expect(status.refused).toBe(Object.keys(hostile).length + 1);
      expect(status.requests).toBe(1);
      expect(status.saves).toBe(1);
      expect(status.last?.seq).toBe(seq);
      expect(readFileSync(j.log, 'utf8')).toMatch(/refused a request: not this job's session/);
      // Nothing under another key: every entry of the run is of this job's scope.
      const ofRun = emu.inspect.caches().filter((c) => c.key.includes(`/${runId}/`));
      expect(ofRun.length).toBeGreaterThanOrEqual(1);
      for (const c of ofRun) expect(parseCacheKey(c.key)?.scopeKey).toBe(j.key);
      expect(emu.inspect.caches().some((c) => c.key.includes(other))).toBe(false);
    },
    TEST_MS,
  );

  it(
    'keeps two jobs that share one RUNNER_TEMP apart, and each re-run restores its own',
    async () => {
      const runId = nextRunId++;
      const temp = scratch();
      const [a, b] = await Promise.all([
        directJob({ runId, job: 'alpha', temp }),
        directJob({ runId, job: 'beta', temp }),
      ]);
      expect(a.key).not.toBe(b.key);
      expect(addressOf(a.file).socket).not.toBe(addressOf(b.file).socket);
      // alpha ends p1; beta ends p1 and p2.
      await cli(a.env, 'run', 'p1', '--', 'true');
      await cli(b.env, 'run', 'p1', '--', 'true');
      await cli(b.env, 'run', 'p2', '--', 'true');
      const [seqA, seqB] = [(await a.store.read(a.key))!.seq, (await b.store.read(b.key))!.seq];

      // alpha's credentials at beta's socket: refused, and nothing is saved for it.
      const cross = await ask(a.file, 'save', { seq: seqA }, addressOf(b.file).socket);
      expect(cross.ok).toBe(false);
      expect((await ask(a.file, 'save', { seq: seqA })).ok).toBe(true);
      expect((await ask(b.file, 'save', { seq: seqB })).ok).toBe(true);
      for (const j of [a, b])
        await until('both saves', async () => {
          const s = await statusOf(j.file);
          return s.saves + s.failed >= 1;
        });
      const [sa, sb] = await Promise.all([drain(a.file), drain(b.file)]);
      expect([sa.saves, sa.failed, sa.refused]).toEqual([1, 0, 0]);
      expect([sb.saves, sb.failed, sb.refused]).toEqual([1, 0, 1]);
      expect(sa.last).toMatchObject({ seq: seqA, afterPhase: 'p1' });
      expect(sb.last).toMatchObject({ seq: seqB, afterPhase: 'p2' });
      // Each scope holds its own state, and only that.
      expect(savedEntries(a.key, runId).map((e) => e.parsed!.seq)).toEqual([seqA]);
      expect(savedEntries(b.key, runId).map((e) => e.parsed!.seq)).toEqual([seqB]);

      const rerun = newRun(emu, { runId, ref: REF }).rerun();
      const [ra, rb] = await Promise.all(
        [
          { name: 'alpha', key: a.key },
          { name: 'beta', key: b.key },
        ].map(async ({ name, key }) => {
          const job = rerun.job(name);
          const main = await job.uses(ACTION, { id: 'state', with: { phases: 'p1,p2,p3' } });
          expect(main.stdout).toContain(
            `restored the state of attempt 1 from cache ci-state/v1/${key}/${runId}/1/`,
          );
          for (const p of ['p1', 'p2', 'p3']) await job.run(`ci-state run ${p} -- true`);
          return job.complete();
        }),
      );
      expect(ra!.status).toBe('success');
      expect(rb!.status).toBe('success');
      expect(ra!.outputs('state')).toMatchObject({ resumed: 'true', 'resume-from': 'p2' });
      expect(rb!.outputs('state')).toMatchObject({ resumed: 'true', 'resume-from': 'p3' });
    },
    TEST_MS,
  );
});

// ---------------------------------------------------------------------------------------------
// On a bucket (storage: s3)
// ---------------------------------------------------------------------------------------------

describe('the job persistence process on a bucket (storage: s3)', () => {
  const gateway = useGateway();

  it(
    'saves what a step hands it to the bucket, answers a waiting step with the verified outcome, and drains',
    async () => {
      const bucket = await gateway.bucket('persister');
      const s3 = { bucket, prefix: 'bg', endpoint: gateway.info.endpoint, forcePathStyle: true };
      const j = await directJob({
        runId: nextRunId++,
        job: 's3',
        temp: scratch(),
        settings: { ...SETTINGS, s3 },
        env: gatewayEnv(gateway.info),
      });
      // No runtime token is needed, and none was handed over.
      expect(readFileSync(j.log, 'utf8')).not.toContain(gateway.info.secretAccessKey);
      const seq = await bump(j, 1);
      const answer = await ask(j.file, 'save', { seq, wait: true });
      expect(answer.ok).toBe(true);
      const outcome = SaveOutcome.parse(answer.outcome);
      expect(outcome.saved).toBe(true);
      expect(outcome.seq).toBeGreaterThanOrEqual(seq);
      const key = new RegExp(`^Saved to s3://${bucket}/bg/ at \\S+ as \`([^\`]+)\``).exec(
        outcome.line,
      )?.[1];
      expect(key, outcome.line).toBeDefined();
      // The object the outcome names is in the bucket, under the job's scope.
      const listed = await gateway.client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: `bg/${key}` }),
      );
      expect(listed.Contents?.map((o) => o.Key)).toEqual([`bg/${key}`]);
      expect(key).toContain(`/${j.key}/states/`);

      const status = await drain(j.file);
      expect(status.saves).toBeGreaterThanOrEqual(1);
      expect(status.failed).toBe(0);
      await until('the process to exit', () => gone(j.file.persister!.pid));
      expect(readFileSync(j.log, 'utf8')).toMatch(
        new RegExp(`saved state ${outcome.seq}: Saved to s3://${bucket}/bg/`),
      );
    },
    TEST_MS,
  );
});
