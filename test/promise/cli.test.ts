/**
 * The promise, CLI face: generated scenarios played with the built CLI on a local store. Each
 * attempt runs in a fresh workspace (same directory name, so the same scope), so skipped phases'
 * outputs only come back through ci-state. See model.ts for the rules and scenario.ts for the
 * scenarios and the checks. Two sets: phases that declare their outputs (CI_STATE_SCENARIOS), and
 * phases none of which does, as in a quick start (CI_STATE_DETECTED_SCENARIOS): what a phase
 * created or changed comes back when it is skipped. Half the scenarios (chosen by their content)
 * keep what phases changed in the background (CI_STATE_KEEP=background), as on a runner.
 * CI_STATE_SCENARIO_CONCURRENCY scenarios are played at a time (default 2).
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'vitest';
import { localEnv, type CliResult } from '../cli/helpers.js';
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

const RUNS = Number(process.env.CI_STATE_SCENARIOS ?? 30);
const DETECTED_RUNS = Number(process.env.CI_STATE_DETECTED_SCENARIOS ?? 10);
const CONCURRENCY = Math.max(1, Number(process.env.CI_STATE_SCENARIO_CONCURRENCY ?? 2));
/** The built CLI; CI_STATE_PROMISE_ROOT points at a copy of the checkout's action.yml and dist/. */
const CLI = resolve(
  process.env.CI_STATE_PROMISE_ROOT ?? resolve(import.meta.dirname, '../..'),
  'dist/cli/index.js',
);
/** Deadlines scale with the machine's load (CI_STATE_TIME_SCALE, default 1). */
const SCALE = Number(process.env.CI_STATE_TIME_SCALE ?? 1);

/**
 * Runs a command until `line` appears in its output, then SIGKILLs its process group (the CLI and
 * the phase's command, as when the machine dies); `killed` says whether the line was seen.
 */
function runAndKill(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  line: string,
): Promise<CliResult & { killed: boolean }> {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let killed = false;
  let sawLine = false;
  const kill = () => {
    if (killed || child.exitCode !== null) return;
    killed = true;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const timer = setTimeout(kill, 60_000 * SCALE);
  const watch = () => {
    if (!sawLine && (stdout.includes(line) || stderr.includes(line))) {
      sawLine = true;
      kill();
    }
  };
  child.stdout.on('data', (d: Buffer) => ((stdout += d.toString()), watch()));
  child.stderr.on('data', (d: Buffer) => ((stderr += d.toString()), watch()));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr, killed: sawLine });
    }),
  );
}

/** Runs the CLI to its end (killed after a minute, scaled); several scenarios play at once. */
function cli(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000 * SCALE);
  return new Promise((resolve) => {
    child.on('error', (e) => (stderr += `${e.message}\n`));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

async function statusJson(ws: string, env: NodeJS.ProcessEnv): Promise<ActualAttempt['state']> {
  const r = await cli(ws, ['status', '--json'], env);
  if (r.code !== 0) return undefined;
  try {
    return JSON.parse(r.stdout) as ActualAttempt['state'];
  } catch {
    return undefined;
  }
}

class CliFace implements FaceDriver {
  readonly root = mkdtempSync(join(tmpdir(), 'ci-state-promise-'));
  readonly store = join(this.root, 'store');
  readonly ctx: ScriptContext;
  private lastWorkspace = '';
  /**
   * Half the scenarios keep what phases changed in the background, as on a runner (the choice
   * follows from the scenario, so a replayed seed makes the same one).
   */
  readonly keep: 'inline' | 'background';

  constructor(private readonly s: Scenario) {
    const h = createHash('sha256').update(JSON.stringify(s)).digest();
    this.keep = (h[0]! & 1) === 1 ? 'background' : 'inline';
    const ref = join(this.root, 'ref');
    mkdirSync(ref);
    writeReference(ref, s.phases);
    this.ctx = {
      ref,
      marker: join(this.root, 'marker.txt'),
      effects: join(this.root, 'effects.txt'),
      attemptVar: 'SCENARIO_ATTEMPT',
    };
  }

  async attempt(req: AttemptRequest): Promise<ActualAttempt> {
    const s = this.s;
    const env = localEnv({
      CI_STATE_DIR: this.store,
      SCENARIO_ATTEMPT: String(req.attempt),
      CI_STATE_KEEP: this.keep,
    });
    // A fresh workspace per attempt; the same basename keeps the scope (the repo is its name).
    const ws = join(this.root, `a${req.attempt}`, 'repo');
    mkdirSync(ws, { recursive: true });
    this.lastWorkspace = ws;
    const problems: string[] = [];
    const init = [
      'init',
      '--workflow',
      'promise',
      '--phases',
      declaration(s),
      '--resume',
      req.strategy,
      ...(req.allowed.length ? ['--rerun-side-effects', req.allowed.join(',')] : []),
    ];
    const r0 = await cli(ws, init, env);
    if (r0.code !== 0) {
      problems.push(`init exited ${r0.code}: ${lastLine(r0)}`);
      return { success: false, announced: {}, runOutput: '', problems };
    }
    const planned = await statusJson(ws, env);
    const announced: ActualAttempt['announced'] = {
      skipped: planned?.resume?.skipped ?? [],
      ...(req.plan.resumed ? { resumeFrom: planned?.resume?.resumeFrom ?? '' } : {}),
    };

    if (req.attempt === 1) {
      // Declared phases are a contract: a phase that was not declared is refused, unrun.
      const r = await cli(
        ws,
        ['run', 'undeclared', '--', 'sh', '-c', `echo "undeclared@1" >> '${this.ctx.marker}'`],
        env,
      );
      if (r.code === 0) problems.push('run of an undeclared phase exited 0');
    }
    let ok = true;
    let ended = true;
    let blockedText: string | undefined;
    let runOutput = '';
    for (const p of s.phases) {
      const hold = req.events.killAt === p.id;
      const script = phaseScript(s, p, this.ctx, { failOn: req.failOn[p.id] ?? [], hold });
      const args = [...runArgs(s, p), '--', 'sh', '-c', script];
      if (hold) {
        const r = await runAndKill(ws, args, env, holdLine(p.id));
        runOutput += `${r.stdout}\n${r.stderr}\n`;
        if (!r.killed) problems.push(`${p.id} was to be killed but ended first (exit ${r.code})`);
        ok = false;
        ended = false;
        break;
      }
      const r = await cli(ws, args, env);
      runOutput += `${r.stdout}\n${r.stderr}\n`;
      if (r.code !== 0) {
        if (req.expected.blockedAt === p.id) blockedText = r.stdout + r.stderr;
        else if (req.expected.failedAt !== p.id)
          problems.push(`run ${p.id} exited ${r.code}: ${lastLines(r)}`);
        ok = false;
        break;
      }
    }
    // Outputs kept in the background: `flush` waits for the keepers and shows what they said.
    if (this.keep === 'background') {
      const f = await cli(ws, ['flush'], env);
      runOutput += `${f.stdout}\n${f.stderr}\n`;
      if (f.code !== 0) problems.push(`flush exited ${f.code}: ${lastLines(f)}`);
    }
    if (ended && !req.events.noEnd) {
      const fin = await cli(ws, ['finish'], env);
      if (fin.code !== 0) ok = false;
    } else ok = false;
    return {
      success: ok,
      announced,
      state: await statusJson(ws, env),
      ...(blockedText !== undefined ? { blockedText } : {}),
      runOutput,
      problems,
    };
  }

  async lose(loss: Loss): Promise<void> {
    // The local store's checkpoint content: every blob and pack, once the keepers are done
    // (`flush` waits for them), so that none writes any back.
    if (this.keep === 'background' && this.lastWorkspace)
      await cli(this.lastWorkspace, ['flush'], localEnv({ CI_STATE_DIR: this.store }));
    if (loss === 'lose-content')
      rmSync(join(this.store, 'checkpoints', 'blobs'), { recursive: true, force: true });
  }

  workspace(): string {
    return this.lastWorkspace;
  }

  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

function lastLines(r: CliResult): string {
  return (r.stderr.trim() || r.stdout.trim()).split('\n').slice(-3).join(' | ');
}

function lastLine(r: CliResult): string {
  return (r.stderr.trim() || r.stdout.trim()).split('\n').at(-1) ?? '';
}

async function playCli(s: Scenario): Promise<void> {
  const face = new CliFace(s);
  try {
    await playScenario(s, face);
  } finally {
    if (process.env.CI_STATE_SCENARIO_KEEP !== '1') face.dispose();
  }
}

/** Per scenario, on a loaded 2-core machine, two at a time. */
const timeout = (runs: number) => (60_000 + runs * 20_000) * SCALE;

describe('the promise, CLI face', () => {
  it(
    `${RUNS} generated scenarios whose phases declare their outputs end as a clean run would`,
    () => checkScenarios('cli', 'declared', RUNS, playCli, CONCURRENCY),
    timeout(RUNS),
  );
  it(
    `${DETECTED_RUNS} generated scenarios where no phase declares its outputs end as a clean run would, every file a skipped phase made back`,
    () => checkScenarios('cli', 'detected', DETECTED_RUNS, playCli, CONCURRENCY),
    timeout(DETECTED_RUNS),
  );
});
