/**
 * The promise, Action face: generated scenarios played with the built Action through the runner
 * harness, against the emulator (cache, artifacts, REST, Azurite). Every attempt is a re-run of
 * the same workflow run ("Re-run failed jobs") on a fresh runner: new workspace, new runner temp,
 * so skipped phases' outputs only come back through ci-state. Faults between attempts: cache
 * entries evicted (all, packs only, states only), the runner dying before the post step, the
 * runner killed in the middle of a phase. See model.ts and scenario.ts.
 * CI_STATE_ACTION_SCENARIOS sets the number of scenarios.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import type { StepResult, WorkflowRun } from '../harness/index.js';
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
} from './scenario.js';

const RUNS = Number(process.env.CI_STATE_ACTION_SCENARIOS ?? 6);
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

let scenarioCount = 0;

class ActionFace implements FaceDriver {
  readonly root = mkdtempSync(join(tmpdir(), 'ci-state-promise-action-'));
  readonly ctx: ScriptContext;
  private readonly first: WorkflowRun;
  private current: WorkflowRun | undefined;
  private lastWorkspace = '';

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
    // A workflow name per scenario keeps the scenarios' states apart.
    this.first = newRun(emu, { workflow: `promise-${++scenarioCount}` });
  }

  async attempt(req: AttemptRequest): Promise<ActualAttempt> {
    const s = this.s;
    const run = this.current ? this.current.rerun() : this.first;
    this.current = run;
    const job = run.job('build');
    this.lastWorkspace = job.workspace;
    const ev = req.events;
    if (ev.killAt) void job.die({ atStep: `ph_${ev.killAt}`, whenOutput: holdLine(ev.killAt) });
    else if (ev.noEnd) void job.die({ afterStep: 'end' });
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
    for (const [i, p] of s.phases.entries()) {
      // The runner dies once the phases before are saved (the model's "saved at each phase end";
      // saves are made in the background, and a death can come at any time).
      if (ev.killAt === p.id && i > 0) steps.push(job.run('ci-state flush', { if: 'always()' }));
      const script = phaseScript(s, p, this.ctx, {
        failOn: req.failOn[p.id] ?? [],
        hold: ev.killAt === p.id,
      });
      const cmd = ['ci-state', ...runArgs(s, p).map(quote), '--', 'sh', '-c', quote(script)];
      steps.push(job.run(cmd.join(' '), { id: `ph_${p.id}` }));
    }
    steps.push(job.run(ev.noEnd ? 'ci-state flush' : 'true', { id: 'end', if: 'always()' }));
    await Promise.allSettled(steps);
    const result = await job.complete();

    const problems: string[] = [];
    const main = result.step('state');
    if (main?.outcome !== 'success') problems.push(`main step ${main?.outcome}: ${lastLine(main)}`);
    if (ev.killAt && result.status !== 'died')
      problems.push(`the runner was not killed in ${ev.killAt}`);
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
      problems,
    };
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
      const res = await fetch(`${emu.apiUrl}/repos/octo/app/actions/caches/${c.id}`, {
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

describe('the promise, Action face', () => {
  it(
    `${RUNS} generated scenarios end as a clean run would`,
    async () => {
      await checkScenarios('action', RUNS, async (s) => {
        const face = new ActionFace(s);
        try {
          await playScenario(s, face);
        } finally {
          if (process.env.CI_STATE_SCENARIO_KEEP !== '1') face.dispose();
        }
      });
    },
    (60_000 + RUNS * 240_000) * SCALE,
  );
});
