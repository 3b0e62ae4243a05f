/**
 * Cancellation: SIGINT at 20 moments of a save. The built CLI runs a phase on a "runner" (the
 * emulator's services, `persist: phase`), so that it saves the state when the phase ends; SIGINT
 * comes at 20 points spread over that save (the runner's cancel: SIGTERM follows 7.5 s later).
 * Every time the process exits within 7 s of the SIGINT, says in one line either that the state
 * was saved (and then it is, where it says) or that it was NOT saved, and leaves a valid state.
 * Then the same in full jobs through the harness: a cancelled phase step and a cancelled save/
 * step, with the post step's job summary checked against the emulator.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateState } from '../../src/core/validate.js';
import type { Emulator } from '../emulator/index.js';
import { ACTION, SAVE_ACTION, emulator, newRun } from '../action/helpers.js';
import { CLI } from '../cli/helpers.js';
import { count, figure, seconds } from './helpers.js';

let emu: Emulator;
let root: string;
beforeAll(async () => {
  emu = await emulator();
  root = mkdtempSync(join(tmpdir(), 'ci-state-rel-cancel-'));
});
afterAll(async () => {
  await emu?.stop();
  rmSync(root, { recursive: true, force: true });
});

let nextRun = 70_000;
const LIMIT_MS = 7000;
/** Points run at the same time (each its own run and store). */
const BATCH = 4;
/**
 * A runner-like environment for the CLI: the job's services and a store of its own, and a
 * session file (written by `init`) without a persistence process, so that the CLI saves itself
 * (the way it does wherever it holds the services' variables).
 */
function runnerEnv(runId: number): Record<string, string> {
  const dir = mkdtempSync(join(root, 'job-'));
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined || /^(GITHUB_|RUNNER_|ACTIONS_|CI_STATE_|VITEST|INPUT_)/.test(k)) continue;
    env[k] = v;
  }
  return {
    ...env,
    ...emu.runtimeEnv({ repo: 'octo/app', runId, job: 'build' }),
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    CI_STATE_DIR: join(dir, 'store'),
    CI_STATE_SESSION: join(dir, 'session.json'),
  };
}

interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
  /** ms from the end of the phase's command (its last line seen) to exit. */
  afterPhaseMs: number;
  /** ms from the SIGINT to exit. */
  afterSigintMs?: number;
}

/** `ci-state run build -- …` whose command prints "phase-done"; SIGINT `sigintAfterMs` later. */
function runPhase(env: Record<string, string>, sigintAfterMs?: number): Promise<CliRun> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [CLI, 'run', 'build', '--', 'sh', '-c', 'echo phase-done'],
      { cwd: env.GITHUB_WORKSPACE, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let phaseDone: number | undefined;
    let sigintAt: number | undefined;
    const onData = (d: Buffer) => {
      out += d.toString();
      if (phaseDone === undefined && out.includes('phase-done')) {
        phaseDone = performance.now();
        if (sigintAfterMs !== undefined) {
          setTimeout(() => {
            sigintAt = performance.now();
            child.kill('SIGINT');
          }, sigintAfterMs);
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    // The runner's escalation, in case the process does not end: SIGTERM at 7.5 s, kill at 10 s.
    const term = setTimeout(() => child.kill('SIGTERM'), (sigintAfterMs ?? 0) + 60_000);
    child.on('close', (code, signal) => {
      clearTimeout(term);
      const end = performance.now();
      done({
        code,
        signal,
        out,
        afterPhaseMs: phaseDone === undefined ? NaN : end - phaseDone,
        ...(sigintAt !== undefined ? { afterSigintMs: end - sigintAt } : {}),
      });
    });
  });
}

function init(env: Record<string, string>): void {
  const r = spawnSyncCli(env, ['init', '--workflow', 'ci']);
  expect(r, 'ci-state init').toBe(0);
  const scopeKey = readFileSync(join(env.CI_STATE_DIR!, 'current'), 'utf8').trim();
  const settings = {
    persist: 'phase',
    crossRun: false,
    failOnError: false,
    checkpointStorage: 'cache',
  };
  writeFileSync(
    env.CI_STATE_SESSION!,
    JSON.stringify({ v: 1, storeDir: env.CI_STATE_DIR, scopeKey, settings }),
    { mode: 0o600 },
  );
}

function spawnSyncCli(env: Record<string, string>, args: string[]): number | null {
  return spawnSync(process.execPath, [CLI, ...args], { cwd: env.GITHUB_WORKSPACE, env }).status;
}

/** What the one persistence line claims, and whether the emulator agrees. */
function claims(out: string, runId: number) {
  const saved = /state saved to (cache key `[^`]+`)?( and )?(artifact `([^`]+)`)?/.exec(out);
  const notSaved = /NOT saved after this phase: ([^\n]*)/.exec(out);
  const caches = emu.inspect.caches().filter((c) => c.finalized && c.key.includes(`/${runId}/`));
  const artifacts = emu.inspect
    .artifacts()
    .filter(
      (a) => a.runId === runId && a.finalized && !a.deleted && a.name.startsWith('ci-state-'),
    );
  return {
    lines: (saved ? 1 : 0) + (notSaved ? 1 : 0),
    saved: !!saved,
    cacheClaimed: !!saved?.[1],
    artifactClaimed: saved?.[4],
    reason: notSaved?.[1],
    cacheThere: caches.length > 0,
    artifactThere: artifacts.map((a) => a.name),
  };
}

describe('SIGINT during a save', () => {
  it('at 20 points of a per-phase save: exits within 7 s with a true line', async () => {
    const points = count('cancel_points', 20);
    const started = Date.now();
    // Two speeds: services slowed a little (the save spans about a second and every SIGINT lands
    // in a different stage of it: cache entry, upload, finalize, lookup, artifact, prune), and
    // slowed a lot (the save would outlast the 5 s of grace a cancelled save gets).
    const series = [
      { name: 'slowed', latencyMs: 120, points: Math.round(points * 0.8), spanMs: undefined },
      {
        name: 'very slow',
        latencyMs: 1500,
        points: points - Math.round(points * 0.8),
        spanMs: 2000 as number | undefined,
      },
    ];
    let savedTrue = 0;
    let notSaved = 0;
    let conservative = 0;
    let slowest = 0;
    let refit = 0;
    const spans: string[] = [];
    for (const sr of series) {
      if (sr.points === 0) continue;
      const slow = [
        emu.faults.add({ route: 'twirp', latencyMs: sr.latencyMs, rate: 1 }),
        emu.faults.add({ route: 'blob', latencyMs: sr.latencyMs, rate: 1 }),
      ];
      try {
        // The save's length when nobody interrupts it (the very slow one is not waited for: it
        // outlasts the grace, and its points all come in its first seconds).
        let span = sr.spanMs;
        if (span === undefined) {
          const env0 = runnerEnv(nextRun++);
          init(env0);
          const whole = await runPhase(env0);
          expect(whole.code, whole.out).toBe(0);
          expect(whole.out).toMatch(/state saved to cache key `[^`]+` and artifact `/);
          span = whole.afterPhaseMs;
        }
        spans.push(`${sr.points} over the first ${seconds(span)} of a save (${sr.name} services)`);
        // A few points at a time, each in its own run and store.
        const one = async (k: number) => {
          let runId = nextRun++;
          let env = runnerEnv(runId);
          init(env);
          let delay = Math.round((k / sr.points) * span!);
          let r = await runPhase(env, delay);
          // A save can end before its moment comes (faster than the one measured above, once
          // the machine is less busy): the same point of that save's own length, in a new run.
          for (let retry = 0; r.afterSigintMs === undefined && retry < 3; retry++) {
            expect(r.code, r.out).toBe(0);
            refit++;
            runId = nextRun++;
            env = runnerEnv(runId);
            init(env);
            delay = Math.round((k / sr.points) * r.afterPhaseMs * 0.9);
            r = await runPhase(env, delay);
          }
          const where = `${sr.name}: SIGINT ${delay} ms after the phase (point ${k}): ${r.out}`;
          expect(r.afterSigintMs, where).toBeDefined();
          slowest = Math.max(slowest, r.afterSigintMs!);
          expect(r.afterSigintMs!, where).toBeLessThan(LIMIT_MS);
          const c = claims(r.out, runId);
          expect(c.lines, `${where}: one persistence line`).toBe(1);
          if (c.saved) {
            // Every location it names holds a state of this run.
            if (c.cacheClaimed) expect(c.cacheThere, where).toBe(true);
            if (c.artifactClaimed) expect(c.artifactThere, where).toContain(c.artifactClaimed);
            savedTrue++;
          } else {
            expect(c.reason, where).toMatch(/cancelled by SIGINT/);
            notSaved++;
            if (c.cacheThere || c.artifactThere.length) conservative++;
          }
          // The local state is whole and holds the phase as it ended: succeeded, or (a SIGINT
          // before its command had quite exited) failed as cancelled.
          const key = readFileSync(join(env.CI_STATE_DIR!, 'current'), 'utf8').trim();
          const doc = JSON.parse(
            readFileSync(join(env.CI_STATE_DIR!, 'states', key, 'state.json'), 'utf8'),
          );
          expect(validateState(doc).errors, where).toEqual([]);
          const rec = doc.phases.build;
          if (rec?.status !== 'succeeded') expect(rec?.error, where).toBe('cancelled by SIGINT');
        };
        for (let k = 0; k < sr.points; k += BATCH) {
          await Promise.all(
            Array.from({ length: Math.min(BATCH, sr.points - k) }, (_, j) => one(k + j)),
          );
        }
      } finally {
        for (const f of slow) emu.faults.remove(f);
      }
    }
    figure(
      'cancellation',
      `SIGINT at ${points} points of a per-phase save (${spans.join(', ')}): ` +
        `${points} of ${points} exited within ${seconds(slowest)} of the SIGINT (limit 7 s) with one true line: ` +
        `${savedTrue} "state saved" (every location named verified), ${notSaved} "NOT saved: cancelled by SIGINT" ` +
        `(${conservative} of those had landed somewhere anyway: conservative, never the other way round), ` +
        `0 invalid states${refit ? ` (${refit} points re-run at their place in a save that ended before its SIGINT)` : ''}; ${seconds(Date.now() - started)}`,
    );
  });
});

describe('cancelled jobs', () => {
  it('a job cancelled during a phase save, and one cancelled during a save/ step: true summaries', async () => {
    const started = Date.now();
    const slow = [
      emu.faults.add({ route: 'twirp', latencyMs: 150, rate: 1 }),
      emu.faults.add({ route: 'blob', latencyMs: 150, rate: 1 }),
    ];
    const results: string[] = [];
    try {
      for (const kind of ['phase', 'save/'] as const) {
        const run = newRun(emu);
        const job = run.job('build');
        await job.uses(ACTION, {
          id: 'state',
          with: { phases: 'p1,p2', persist: kind === 'phase' ? 'phase' : 'job' },
        });
        await job.run('ci-state run p1 -- true', { id: 'p1' });
        let cancelled;
        if (kind === 'phase') {
          // The phase is cancelled while the job's persistence process is saving p1's end.
          cancelled = job.cancel({ atStep: 'p2', whenOutput: 'phase-started', afterMs: 100 });
          // exec: the CLI is the step's process and gets the runner's SIGINT itself.
          await job.run('exec ci-state run p2 -- sh -c "echo phase-started; exec sleep 60"', {
            id: 'p2',
          });
        } else {
          await job.run('ci-state run p2 -- true', { id: 'p2' });
          // Once it is saving (its first debug line), not while Node is still starting.
          cancelled = job.cancel({
            atStep: 'save',
            whenOutput: 'saving state to cache key',
            afterMs: 150,
          });
          await job.uses(SAVE_ACTION, { id: 'save' });
        }
        const r = await job.complete();
        await cancelled;
        const step = r.step(kind === 'phase' ? 'p2' : 'save')!;
        const sig = step.signals.find((s) => s.signal === 'SIGINT');
        expect(sig, `${kind}: no SIGINT was sent`).toBeDefined();
        expect(
          step.signals.map((s) => s.signal),
          kind,
        ).toEqual(['SIGINT']); // no SIGTERM needed
        expect(step.durationMs - sig!.atMs, kind).toBeLessThan(LIMIT_MS);
        expect(r.status, kind).toBe('cancelled');
        // The save/ step's own line (a phase step hands its state to the job's persistence
        // process and says nothing of it), then the post step's summary: every location named
        // exists.
        const text = `${step.stdout}\n${step.stderr}\n${step.summary}`;
        if (kind === 'save/')
          expect(
            /state saved|Saved to|NOT saved/.test(text),
            `${kind}: no line in ${text.slice(-1500)}`,
          ).toBe(true);
        const line = /(Saved to [^\n]*|NOT saved: [^\n]*)/.exec(r.summary)?.[1];
        expect(
          line,
          `${kind}: the job summary has no persistence line: ${r.steps.map((s) => `${s.id}/${s.kind} ${s.outcome}: ${s.stdout.slice(-300)} ${s.stderr.slice(-300)}`).join(' | ')}`,
        ).toBeDefined();
        for (const m of line!.matchAll(/cache key `([^`]+)`/g))
          expect(emu.inspect.caches().find((c) => c.key === m[1])?.finalized, kind).toBe(true);
        for (const m of line!.matchAll(/artifact `([^`]+)`/g))
          expect(
            emu.inspect.artifacts().some((a) => a.name === m[1] && !a.deleted),
            kind,
          ).toBe(true);
        results.push(
          `${kind === 'phase' ? 'cancelled in a phase save' : 'cancelled in a save/ step'}: step ended ${seconds(step.durationMs - sig!.atMs)} after SIGINT, job summary "${line!.slice(0, 60)}…" verified`,
        );
        run.dispose();
      }
    } finally {
      for (const f of slow) emu.faults.remove(f);
    }
    figure('cancellation: jobs', `${results.join('; ')}; ${seconds(Date.now() - started)}`);
  });
});
