/**
 * A dead CLI never strands a phase: a `ci-state run` killed mid-phase (SIGKILL, nothing of it runs
 * any more) leaves the phase running with itself as the owner, and the next `run` of it takes it
 * over, recorded as interrupted; a closed pipe under ci-state (`| head -1`) ends it cleanly with the
 * phase recorded as it really ended; a phase whose owner is still at work is refused with the
 * command that frees it. Real processes throughout; every wait is for an event.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLI, cli, localEnv, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
/** Process groups started here, killed at the end whatever happened (an orphaned command too). */
const groups: number[] = [];
beforeEach(() => ({ dir, cleanup } = tempDir('ci-state-owner-')));
afterEach(() => {
  for (const pgid of groups.splice(0)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  cleanup();
});

interface Phase {
  status: string;
  error?: string;
  exitCode?: number;
  owner?: { pid: number; host: string; bootId?: string; startTime?: number };
  failures?: { message: string }[];
}

function phaseOf(id: string): Phase | undefined {
  const r = cli(dir, ['status', '--json']);
  expect(r.code).toBe(0);
  return (JSON.parse(r.stdout) as { phases: Record<string, Phase> }).phases[id];
}

/**
 * `ci-state run <phase> -- <command>` in a process group of its own; resolves `started` when the
 * command has printed its first line (read through ci-state, which tees it).
 */
function runInBackground(phase: string, command: string[]) {
  const child = spawn(process.execPath, [CLI, 'run', phase, '--', ...command], {
    cwd: dir,
    env: localEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  groups.push(child.pid!);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const started = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('\n')) resolve();
    });
    child.on('close', () => reject(new Error(`ended before its command printed: ${stderr}`)));
  });
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, started, ended, output: () => ({ stdout, stderr }) };
}

/** A command that prints a line, then waits until the file `name` exists (or a long deadline). */
function waitForFile(name: string): string[] {
  return [
    'sh',
    '-c',
    `echo started; i=0; while [ ! -e ${name} ] && [ $i -lt 6000 ]; do sleep 0.05; i=$((i+1)); done`,
  ];
}

function kill9(child: ChildProcess): void {
  expect(child.kill('SIGKILL')).toBe(true);
}

describe('a phase left running by a ci-state process that is gone', () => {
  it('after kill -9 of `ci-state run`, the next run of the phase takes it over and runs it', async () => {
    expect(cli(dir, ['init', '--workflow', 'w']).code).toBe(0);
    const first = runInBackground('build', waitForFile('never'));
    await first.started;
    const pid = first.child.pid!;
    const running = phaseOf('build');
    expect(running?.status).toBe('running');
    expect(running?.owner).toMatchObject({ pid, host: hostname() });
    if (process.platform === 'linux') {
      expect(running?.owner?.bootId).toMatch(/^[0-9a-f-]+$/);
      expect(running?.owner?.startTime).toEqual(expect.any(Number));
    }

    kill9(first.child);
    expect(await first.ended).toEqual({ code: null, signal: 'SIGKILL' });
    // Its command may still run (orphaned): the owner recorded is ci-state, which is gone.

    const r = cli(dir, ['run', 'build', '--', 'echo', 'ran again']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('ran again\n');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^ci-state: build was left running since \\S+ by pid ${pid} on host \\S+, which is gone \\([^)]+\\): recorded as interrupted$`,
      ),
    );
    expect(lines[1]).toMatch(/^ci-state: ✓ build succeeded in /);

    const after = phaseOf('build');
    expect(after?.status).toBe('succeeded');
    expect(after?.failures?.map((f) => f.message)).toEqual([
      `interrupted: the ci-state process (pid ${pid} on host ${hostname()}) that ran it is gone`,
    ]);
    expect(after?.owner?.pid).not.toBe(pid);
  });

  it('a live owner: the run is refused, naming the command that frees the phase', async () => {
    expect(cli(dir, ['init', '--workflow', 'w']).code).toBe(0);
    const first = runInBackground('deploy', waitForFile('stop'));
    await first.started;

    for (const args of [
      ['run', 'deploy', '--', 'true'],
      ['phase', 'start', 'deploy'],
    ]) {
      const r = cli(dir, args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(
          `^ci-state: cannot start phase deploy: it is already running \\(since \\S+ by pid ${first.child.pid} on host \\S+, which is still running\\); .*free it with \`ci-state phase fail deploy\`\\n$`,
        ),
      );
    }
    expect(phaseOf('deploy')?.status).toBe('running');

    // The owner goes on undisturbed and records its own end.
    writeFileSync(join(dir, 'stop'), '');
    expect(await first.ended).toEqual({ code: 0, signal: null });
    expect(phaseOf('deploy')?.status).toBe('succeeded');
  });

  it('a phase begun by hand has no owner to check: refused, and `phase fail` frees it', () => {
    expect(cli(dir, ['init', '--workflow', 'w']).code).toBe(0);
    expect(cli(dir, ['phase', 'start', 'manual']).code).toBe(0);
    let r = cli(dir, ['run', 'manual', '--', 'true']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^ci-state: cannot start phase manual: it is already running \(since \S+\); if nothing runs it any more, free it with `ci-state phase fail manual`\n$/,
    );
    expect(cli(dir, ['phase', 'fail', 'manual', '--reason', 'abandoned']).code).toBe(0);
    r = cli(dir, ['run', 'manual', '--', 'true']);
    expect(r.code).toBe(0);
    expect(phaseOf('manual')?.status).toBe('succeeded');
  });
});

describe('a closed pipe under ci-state', () => {
  function bash(script: string) {
    return spawnSync('bash', ['-c', script], {
      cwd: dir,
      env: { ...localEnv(), NODE: process.execPath, CLI },
      encoding: 'utf8',
      timeout: 120_000,
    });
  }

  for (const [name, redirect] of [
    ['stdout', ''],
    ['stdout and stderr', '2>&1'],
  ] as const) {
    it(`run p -- seq 1 200000 ${redirect} | head -1 (${name} closed): no stack trace, the phase recorded`, () => {
      expect(cli(dir, ['init', '--workflow', 'w']).code).toBe(0);
      const r = bash(
        `"$NODE" "$CLI" run p -- seq 1 200000 ${redirect} | head -1; echo "exit \${PIPESTATUS[0]}" >&2`,
      );
      expect(r.status).toBe(0);
      expect(r.stdout).toBe('1\n');
      const exit = /exit (\d+)\n$/.exec(r.stderr);
      expect(exit).not.toBeNull();
      expect(r.stderr).not.toMatch(/EPIPE|\n\s+at |Error|internal error/);
      const p = phaseOf('p');
      // seq either meets the closed pipe (a write error, or SIGPIPE) or had written everything.
      expect(['succeeded', 'failed']).toContain(p?.status);
      expect(p?.exitCode).toBe(Number(exit![1]));
      if (p?.status === 'failed') expect(p.error).toMatch(/^(exit code \d+|killed by SIGPIPE)$/);
      // Nothing is left running: the next run of it runs.
      expect(cli(dir, ['run', 'p', '--', 'true']).code).toBe(0);
    });
  }

  it("ci-state's own lines to a closed stdout and stderr: the phase and its outputs are recorded, exit code 0", async () => {
    expect(cli(dir, ['init', '--workflow', 'w']).code).toBe(0);
    const run = runInBackground('quiet', [
      'sh',
      '-c',
      'echo started; i=0; while [ ! -e go ] && [ $i -lt 6000 ]; do sleep 0.05; i=$((i+1)); done; echo made > out.txt',
    ]);
    await run.started;
    // Both readers gone before ci-state says anything of its own.
    run.child.stdout!.destroy();
    run.child.stderr!.destroy();
    writeFileSync(join(dir, 'go'), '');
    // Its success line meets the closed stderr; what it changed is still kept, then it exits 0.
    expect(await run.ended).toEqual({ code: 0, signal: null });
    const quiet = phaseOf('quiet') as Phase & { checkpointId?: string };
    expect(quiet).toMatchObject({ status: 'succeeded', exitCode: 0 });
    expect(quiet.checkpointId).toEqual(expect.any(String));
  });
});
