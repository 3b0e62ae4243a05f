/**
 * The promise, Action face: generated scenarios played with the built Action through the runner
 * harness, against the emulator (cache, artifacts, REST, Azurite). Every attempt is a re-run of
 * the same workflow run ("Re-run failed jobs") on a fresh runner: new workspace, new runner temp,
 * so skipped phases' outputs only come back through ci-state. Faults between attempts: cache
 * entries evicted (all, packs only, states only), the runner dying before the post step, the
 * runner killed in the middle of a phase, the job's background saves hanging. The runner stand-in
 * ends every process of the job when the job ends or its runner dies, as the runner does: the
 * job's persistence process with it, whatever it was saving. Which state the next attempt then
 * resumes from is read from the emulator (the newest state that reached the cache, else the
 * artifacts), not assumed. See model.ts and scenario.ts.
 * CI_STATE_ACTION_SCENARIOS and CI_STATE_ACTION_DETECTED_SCENARIOS set the number of scenarios
 * whose phases declare their outputs, and where none does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACT_CONTAINER, CACHE_CONTAINER } from '../emulator/azurite.js';
import type { Emulator } from '../emulator/index.js';
import type { JobResult, StepResult, WorkflowRun } from '../harness/index.js';
import { ACTION as CHECKOUT, emulator, finalState, newRun } from '../action/helpers.js';
import {
  checkScenarios,
  declaration,
  holdLine,
  phaseScript,
  playScenario,
  runArgs,
  writeReference,
  type ActualAttempt,
  type AttemptRequest,
  type FaceDriver,
  type Loss,
  type Scenario,
  type ScriptContext,
  type StoredState,
} from './scenario.js';

const RUNS = Number(process.env.CI_STATE_ACTION_SCENARIOS ?? 6);
const DETECTED_RUNS = Number(process.env.CI_STATE_ACTION_DETECTED_SCENARIOS ?? 2);
/** The Action; CI_STATE_PROMISE_ROOT points at a copy of the checkout's action.yml and dist/. */
const ACTION = process.env.CI_STATE_PROMISE_ROOT ?? CHECKOUT;
/** Deadlines scale with the machine's load (CI_STATE_TIME_SCALE, default 1). */
const SCALE = Number(process.env.CI_STATE_TIME_SCALE ?? 1);
const INTEGRITY_KEY = 'promise-integrity-key-0123456789abcdef';

let emu: Emulator;
let admin: string;
beforeAll(async () => {
  emu = await emulator();
  admin = emu.mintToken({ login: 'promise-admin' });
}, 60_000 * SCALE);
afterAll(async () => {
  await emu?.stop();
});

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** How long the post step waits for a hanging background save (CI_STATE_DRAIN_SECONDS). */
const DRAIN_SECONDS = 3;

/** The state inside a ci-state bundle (`CISTATE1`, a header line, `{"state": …}`), zstd or not. */
function bundleState(bytes: Buffer, from: string): Record<string, unknown> {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x28, 0xb5, 0x2f, 0xfd])))
    bytes = zstdDecompressSync(bytes);
  const magic = Buffer.from('CISTATE1\n');
  const nl = bytes.indexOf(0x0a, magic.length);
  if (!bytes.subarray(0, magic.length).equals(magic) || nl < 0)
    throw new Error(`${from} holds no ci-state bundle`);
  return (JSON.parse(bytes.subarray(nl + 1).toString('utf8')) as { state: Record<string, unknown> })
    .state;
}

function blob(container: string, name: string): Promise<Buffer> {
  return emu.azurite.service.getContainerClient(container).getBlobClient(name).downloadToBuffer();
}

/** The one file of an artifact's zip. */
function unzipOne(zip: Buffer, dir: string): Buffer {
  const file = join(dir, 'artifact.zip');
  writeFileSync(file, zip);
  try {
    return execFileSync('unzip', ['-p', file], { maxBuffer: 256 * 2 ** 20 });
  } finally {
    rmSync(file, { force: true });
  }
}

function stored(state: Record<string, unknown>, from: string): StoredState {
  const origin = state.origin as { runAttempt: number };
  const phases = state.phases as Record<
    string,
    { status: string; attempt: number; outputsPending?: string }
  >;
  return {
    attempt: origin.runAttempt,
    status: String(state.status),
    phases: Object.fromEntries(
      Object.entries(phases).map(([id, r]) => [
        id,
        {
          status: r.status,
          attempt: r.attempt,
          ...(r.outputsPending ? { outputsPending: true } : {}),
        },
      ]),
    ),
    from,
  };
}

/** The saves the steps' lines claim (`Saved to cache key \`K\` and artifact \`A\``) that did not land. */
function falseClaims(steps: StepResult[], runId: number): string[] {
  const caches = new Set(
    emu.inspect
      .caches()
      .filter((c) => c.finalized)
      .map((c) => c.key),
  );
  // Older state artifacts are pruned by later saves: deleted, but they were there.
  const artifacts = new Set(
    emu.inspect
      .artifacts()
      .filter((a) => a.runId === runId && a.finalized)
      .map((a) => a.name),
  );
  const problems: string[] = [];
  for (const step of steps) {
    for (const line of `${step.stdout}\n${step.stderr}`.split('\n')) {
      const m = /[Ss]aved to (.*)/.exec(line);
      if (!m) continue;
      const where = m[1]!.split(';')[0]!;
      for (const [, key] of where.matchAll(/cache key `([^`]+)`/g))
        if (!caches.has(key!))
          problems.push(`${step.id}/${step.kind} claims cache key ${key}: not in the cache`);
      for (const [, name] of where.matchAll(/artifact `([^`]+)`/g))
        if (!artifacts.has(name!))
          problems.push(`${step.id}/${step.kind} claims artifact ${name}: never uploaded`);
    }
  }
  return problems;
}

/** True when the process is gone (a zombie no one has reaped yet is gone too). */
function gone(pid: number): boolean {
  try {
    return /^\d+ \(.*\) [ZX] /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

async function goneWithin(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (gone(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return gone(pid);
}

let scenarioCount = 0;

class ActionFace implements FaceDriver {
  readonly root = mkdtempSync(join(tmpdir(), 'ci-state-promise-action-'));
  readonly ctx: ScriptContext;
  private readonly first: WorkflowRun;
  private readonly repo: string;
  private current: WorkflowRun | undefined;
  private lastWorkspace = '';
  /** Attempts whose first background save hung. */
  held = 0;
  /** Each attempt's job. */
  readonly results: JobResult[] = [];

  constructor(private readonly s: Scenario) {
    const ref = join(this.root, 'ref');
    mkdirSync(ref);
    writeReference(ref, s.phases);
    this.ctx = {
      ref,
      marker: join(this.root, 'marker.txt'),
      effects: join(this.root, 'effects.txt'),
      attemptVar: 'GITHUB_RUN_ATTEMPT',
    };
    // A repository per scenario, as hundreds of workflow runs of one repository would share its
    // REST API budget (1,000 requests an hour for a job's token): the emulator enforces it.
    const n = ++scenarioCount;
    this.repo = `octo/promise-${n}`;
    this.first = newRun(emu, { workflow: `promise-${n}`, repo: this.repo });
  }

  async attempt(req: AttemptRequest): Promise<ActualAttempt> {
    const s = this.s;
    const run = this.current ? this.current.rerun() : this.first;
    this.current = run;
    const hold = s.disturbed[req.attempt - 1]?.hold === true;
    // The post step gives a hanging background save a few seconds, not a minute.
    const job = run.job(
      'build',
      hold ? { env: { CI_STATE_DRAIN_SECONDS: String(DRAIN_SECONDS) } } : {},
    );
    this.lastWorkspace = job.workspace;
    const ev = req.events;
    // The runner dies in the middle of a phase, or after the last step, before the post step:
    // whatever the background saves had not finished then is lost (the emulator says what landed).
    if (ev.killAt) void job.die({ atStep: `ph_${ev.killAt}`, whenOutput: holdLine(ev.killAt) });
    else if (ev.noEnd) void job.die({ afterStep: 'end' });
    // The attempt's first state save hangs in CreateCacheEntry (it never ends within the job).
    const held = hold
      ? emu.faults.add({
          route: 'CreateCacheEntry',
          body: new RegExp(`"key":"ci-state/v1/[0-9a-f]+/${this.first.runId}/${req.attempt}/`),
          latencyMs: 120_000,
          times: 1,
        })
      : undefined;
    const steps: Array<Promise<StepResult>> = [];
    steps.push(
      job.uses(ACTION, {
        id: 'state',
        with: {
          phases: declaration(s),
          resume: req.strategy,
          'checkpoint-storage': s.storage,
          persist: s.persist,
          ...(s.integrityKey ? { 'integrity-key': INTEGRITY_KEY } : {}),
          ...(req.allowed.length ? { 'rerun-side-effects': req.allowed.join(',') } : {}),
        },
      }),
    );
    for (const p of s.phases) {
      const script = phaseScript(s, p, this.ctx, {
        failOn: req.failOn[p.id] ?? [],
        hold: ev.killAt === p.id,
      });
      const cmd = ['ci-state', ...runArgs(s, p).map(quote), '--', 'sh', '-c', quote(script)];
      steps.push(job.run(cmd.join(' '), { id: `ph_${p.id}` }));
    }
    steps.push(job.run('true', { id: 'end', if: 'always()' }));
    await Promise.allSettled(steps);
    const result = await job.complete();
    this.results.push(result);
    const heldFired = held !== undefined && (emu.faults.fired()[held] ?? 0) > 0;
    const runId = Number(this.first.runId);
    if (held !== undefined) emu.faults.remove(held);

    const problems: string[] = [];
    // The job's persistence process ends with the job: drained by the post step, or killed with
    // the job's other processes when the job ends or its runner dies.
    const session = result.steps.find((x) => x.env.CI_STATE_SESSION)?.env.CI_STATE_SESSION;
    if (session && existsSync(session)) {
      const pid = (JSON.parse(readFileSync(session, 'utf8')) as { persister?: { pid: number } })
        .persister?.pid;
      if (pid !== undefined && process.platform === 'linux' && !(await goneWithin(pid, 5_000)))
        problems.push(`the job's persistence process (${pid}) outlived the job`);
    }
    // Never a false "saved": every save a step or the post step claims is in the emulator (a
    // background save that hung, or died with the job, is not claimed).
    problems.push(...falseClaims(result.steps, runId));
    if (heldFired) this.held++;
    // A restore or a pack fetch the services failed (say, timeouts on an overloaded machine) is
    // not something the model knows: said as it is, rather than as the plan it changed.
    const main = result.steps.find((x) => x.kind === 'main');
    for (const a of main?.annotations ?? [])
      if (a.level === 'warning' && /NOT restored|pack [0-9a-f]{12}: /.test(a.message))
        problems.push(`the main step could not restore: ${a.message}`);
    for (const p of s.phases) {
      const step = result.step(`ph_${p.id}`);
      if (step?.outcome !== 'failure') continue;
      if (p.id !== req.expected.failedAt && p.id !== req.expected.blockedAt)
        problems.push(`step of ${p.id} failed: ${lastLine(step, 3)}`);
    }
    const o = result.outputs('state');
    let skipped: string[] = [];
    try {
      skipped = JSON.parse(o.skipped ?? '[]') as string[];
    } catch {
      problems.push(`skipped output is not JSON: ${o.skipped}`);
    }
    const blocked = req.expected.blockedAt
      ? result.step(`ph_${req.expected.blockedAt}`)
      : undefined;
    return {
      success: result.status === 'success',
      announced: {
        skipped,
        resumed: o.resumed ?? '',
        resumeFrom: o['resume-from'] ?? '',
        phases: Object.fromEntries(s.phases.map((p) => [p.id, o[`phase-${p.id}`]])),
      },
      state: finalState(result) as ActualAttempt['state'],
      ...(blocked ? { blockedText: blocked.stdout + blocked.stderr } : {}),
      // The phases' steps, and the post step, which shows what the keepers of their outputs said.
      runOutput: [
        ...s.phases.map((p) => result.step(`ph_${p.id}`)),
        result.steps.find((x) => x.kind === 'post'),
      ]
        .map((x) => `${x?.stdout ?? ''}\n${x?.stderr ?? ''}`)
        .join('\n'),
      problems,
    };
  }

  /**
   * The state the next attempt restores, read from the emulator: the newest finalized state entry
   * of this run in the cache, else the newest state artifact of an earlier attempt.
   */
  async restorable(next: number): Promise<StoredState | null> {
    const runId = String(this.first.runId);
    const key = new RegExp(`^ci-state/v1/[0-9a-f]+/${runId}/\\d+/\\d+-`);
    const entry = emu.inspect
      .caches()
      .filter((c) => c.finalized && key.test(c.key))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.seq - a.seq)[0];
    if (entry) {
      const from = `cache entry ${entry.key}`;
      return stored(bundleState(await blob(CACHE_CONTAINER, entry.blob), from), from);
    }
    const name = /^ci-state-[0-9a-f]{16}-a(\d+)-s(\d+)$/;
    const art = emu.inspect
      .artifacts()
      .filter((a) => a.runId === Number(runId) && a.finalized && !a.deleted && name.test(a.name))
      .map((a) => ({ a, m: name.exec(a.name)! }))
      .filter(({ m }) => Number(m[1]) < next)
      .sort((x, y) => Number(y.m[1]) - Number(x.m[1]) || Number(y.m[2]) - Number(x.m[2]))[0];
    if (!art) return null;
    const from = `artifact ${art.a.name}`;
    const zip = await blob(ARTIFACT_CONTAINER, art.a.blob);
    return stored(bundleState(unzipOne(zip, this.root), from), from);
  }

  /** Deletes this run's cache entries (states, packs or both) through the REST API. */
  async lose(loss: Loss): Promise<void> {
    const runId = String(this.first.runId);
    const entries = emu.inspect.caches().filter((c) => {
      const pack = c.key.includes('/packs/');
      const ours = pack ? c.key.includes(`/packs/${runId}-`) : c.key.includes(`/${runId}/`);
      if (!c.key.startsWith('ci-state/') || !ours) return false;
      return loss === 'evict-all' || (loss === 'evict-packs' ? pack : !pack);
    });
    for (const c of entries) {
      const res = await fetch(`${emu.apiUrl}/repos/${this.repo}/actions/caches/${c.id}`, {
        method: 'DELETE',
        headers: { authorization: `token ${admin}`, accept: 'application/vnd.github+json' },
      });
      if (res.status !== 204) throw new Error(`deleting cache entry ${c.key}: ${res.status}`);
    }
  }

  workspace(): string {
    return this.lastWorkspace;
  }

  dispose(): void {
    this.first.dispose();
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** The last lines a step wrote, ci-state's own (errors first) rather than Node's warnings. */
function lastLine(step: StepResult | undefined, n = 1): string {
  if (!step) return 'did not run';
  const all = `${step.stdout}\n${step.stderr}`.split('\n').filter((l) => l.trim());
  const ours = all.filter((l) => /^(ci-state:|::error::|::warning::|PROMISE)/.test(l));
  return (ours.length ? ours : all).slice(-n).join(' | ');
}

async function playAction(s: Scenario): Promise<void> {
  const face = new ActionFace(s);
  try {
    await playScenario(s, face);
  } finally {
    if (process.env.CI_STATE_SCENARIO_KEEP !== '1') face.dispose();
  }
}

/**
 * Three phases, none a side effect (so no phase end waits for its save), saved after each phase
 * in the background to the cache; attempt 1 fails in p3 after its first background save hung.
 */
function hungSave(noEnd: boolean, outputsMode: 'declared' | 'detected'): Scenario {
  return {
    face: 'action',
    phases: [
      { id: 'p1', requires: [], sideEffect: false, outputs: ['text', 'append'] },
      { id: 'p2', requires: ['p1'], sideEffect: false, outputs: ['binary', 'append'] },
      { id: 'p3', requires: ['p2'], sideEffect: false, outputs: ['nested'] },
    ],
    declMode: 'phases',
    outputsMode,
    declareNone: false,
    strategy: 'failed',
    checkpointPick: 0,
    storage: 'cache',
    persist: 'phase',
    integrityKey: false,
    disturbed: [{ stop: 'fail', pick: 2, noEnd, hold: true }],
    rerunCompleted: false,
  };
}

const timeout = (runs: number) => (60_000 + runs * 240_000) * SCALE;

describe('the promise, Action face', () => {
  it(
    `${RUNS} generated scenarios whose phases declare their outputs end as a clean run would`,
    () => checkScenarios('action', 'declared', RUNS, playAction),
    timeout(RUNS),
  );
  it(
    `${DETECTED_RUNS} generated scenarios where no phase declares its outputs end as a clean run would, every file a skipped phase made back`,
    () => checkScenarios('action', 'detected', DETECTED_RUNS, playAction),
    timeout(DETECTED_RUNS),
  );

  it(
    'a background save that hangs at the end of the job: the post step says it did not finish and saves the state itself; the process ends with the job',
    async () => {
      const s = hungSave(false, 'detected');
      const face = new ActionFace(s);
      try {
        const story = await playScenario(s, face);
        expect(face.held).toBe(1);
        const post = face.results[0]!.steps.find((x) => x.kind === 'post')!;
        expect(
          post.annotations.filter((a) => a.level === 'warning').map((a) => a.message),
        ).toContainEqual(expect.stringMatching(/persistence process did not answer/));
        // The job summary says it too (its Markdown escapes removed).
        expect(face.results[0]!.summary.replace(/\\(.)/g, '$1')).toMatch(
          /Per-phase saves: the job's persistence process did not answer/,
        );
        // The post step's own save is what attempt 2 resumes from.
        expect(story).toContainEqual(
          expect.stringMatching(
            /^attempt 2 restores the state attempt 1 saved at its end \(cache entry /,
          ),
        );
        expect(story).toContainEqual(
          expect.stringMatching(/^attempt 2 \(failed; clean\): model runs \[p3\]/),
        );
      } finally {
        face.dispose();
      }
    },
    timeout(1),
  );

  it(
    'a phase keeps what it changed, not the transfer files a background save has in the workspace meanwhile',
    async () => {
      const run = newRun(emu, { workflow: `promise-${++scenarioCount}` });
      // The save after p1 is slow, so the one after p2 starts while p3 runs; that one hangs
      // until p3 has ended, its bundle and pack files in the workspace all along.
      const states = new RegExp(`"key":"ci-state/v1/[0-9a-f]+/${run.runId}/`);
      const slow = emu.faults.add({ route: 'CreateCacheEntry', body: states, latencyMs: 2_500 });
      const hung = emu.faults.add({ route: 'CreateCacheEntry', body: states, latencyMs: 10_000 });
      try {
        // Unpaced background saves (CI_STATE_SAVE_INTERVAL_MS), so that the timing above holds.
        const job = run.job('build', { env: { CI_STATE_SAVE_INTERVAL_MS: '0' } });
        await job.uses(ACTION, { id: 'state', with: { phases: 'p1,p2,p3', persist: 'phase' } });
        await job.run(`ci-state run p1 -- sh -c 'mkdir -p out && echo one > out/one'`);
        await job.run(`ci-state run p2 -- sh -c 'echo two > out/two'`);
        const p3 = await job.run(
          `ci-state run p3 -- sh -c 'sleep 5; echo three > out/three; ls -A .ci-state-transfer 2>/dev/null || true'`,
        );
        const done = await job.complete();
        expect(emu.faults.fired()).toMatchObject({ [slow]: 1, [hung]: 1 });
        // The transfer files were there while p3 ran (else this proves nothing)…
        expect(p3.stdout).toContain('bundle.cis');
        // …and p3 changed one file: what its keeper keeps, to restore when it is skipped (the
        // post step waits for the keeper and shows what it said).
        expect(p3.stderr).toContain('p3: keeping what it changed (1 file, 6 B) in the background');
        const post = done.steps.find((x) => x.kind === 'post')!;
        expect(post.stdout).toMatch(
          /background: checkpoint \S+ of p3 \(what it changed\): 1 file,/,
        );
      } finally {
        emu.faults.remove(slow);
        emu.faults.remove(hung);
        run.dispose();
      }
    },
    timeout(1),
  );

  it(
    'a background save that hangs when the runner dies is lost with it: the next attempt resumes from what reached the services (here nothing)',
    async () => {
      const s = hungSave(true, 'declared');
      const face = new ActionFace(s);
      try {
        const story = await playScenario(s, face);
        expect(face.held).toBe(1);
        expect(face.results[0]!.status).toBe('died');
        expect(story).toContain('attempt 2 finds no state');
        expect(story).toContainEqual(
          expect.stringMatching(/^attempt 2 \(failed; clean\): model runs \[p1,p2,p3\]/),
        );
      } finally {
        face.dispose();
      }
    },
    timeout(1),
  );
});
