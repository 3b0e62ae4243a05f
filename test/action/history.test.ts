import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import type { WorkflowRun } from '../harness/index.js';
import { CLI, localEnv } from '../cli/helpers.js';
import { ACTION, emulator, newRun } from './helpers.js';

const HISTORY_ACTION = join(ACTION, 'history');

let emu: Emulator;
let work: string;
beforeAll(async () => {
  emu = await emulator();
  work = mkdtempSync(join(tmpdir(), 'ci-state-hist-'));
});
afterAll(async () => {
  await emu?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** One attempt: phases a and b; b fails when `failB`. */
async function attempt(run: WorkflowRun, failB: boolean) {
  const job = run.job('build');
  await job.uses(ACTION, { id: 'state', with: { phases: 'a,b' } });
  await job.run('ci-state run a -- sleep 0.2');
  await job.run(`ci-state run b -- ${failB ? 'false' : 'true'}`);
  const r = await job.complete();
  return r;
}

/** The CLI with a REST token, run asynchronously (the emulator answers from this process). */
async function cliWithToken(
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = emu.runtimeEnv({ repo: 'octo/app', runId: '1', job: 'query' });
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: work,
    env: localEnv({
      GITHUB_TOKEN: env.GITHUB_TOKEN!,
      GITHUB_API_URL: emu.apiUrl,
      GITHUB_REPOSITORY: 'octo/app',
      ...extraEnv,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  const code = await new Promise<number>((done) => child.on('close', (c) => done(c ?? -1)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

const EVERY_UPDATE = { CI_STATE_PROGRESS_INTERVAL_MS: '0' };

/**
 * What a query that downloads `n` history artifacts says, each line after `prefix`: how many and
 * how large, progress lines up to 100 %, then what came down, its size and the time it took.
 */
function expectDownloadLines(output: string, prefix: string, n: number): void {
  const lines = output
    .split('\n')
    .filter((l) => l.startsWith(prefix))
    .map((l) => l.slice(prefix.length));
  const first = lines.findIndex((l) => l.startsWith('downloading '));
  const last = lines.findIndex((l) => l.startsWith('downloaded '));
  expect(lines[first], output).toMatch(
    new RegExp(`^downloading ${n} history artifacts \\(\\d+\\.\\d KB\\)$`),
  );
  expect(lines[last]).toMatch(
    new RegExp(`^downloaded ${n} history artifacts \\(\\d+\\.\\d KB\\) in \\d+\\.\\d s$`),
  );
  // The same size before and after: every listed artifact came down.
  expect(lines[last]!.match(/\(.*\)/)![0]).toBe(lines[first]!.match(/\(.*\)/)![0]);
  const progress = lines
    .slice(first + 1, last)
    .map((l) =>
      /^history artifacts download: \d+\.\d of \d+\.\d MB \((\d+)%\), \d+\.\d MB\/s$/.exec(l),
    );
  expect(progress.length).toBeGreaterThanOrEqual(1);
  expect(
    progress.every((m) => m !== null),
    lines.join('\n'),
  ).toBe(true);
  const pct = progress.map((m) => Number(m![1]));
  for (let i = 1; i < pct.length; i++) expect(pct[i]).toBeGreaterThan(pct[i - 1]!);
  expect(pct.at(-1)).toBe(100);
}

describe('history across runs', () => {
  it('three runs with failures and resumes give the right statistics, from the repository', async () => {
    // Run 1: attempt 1 fails in b, attempt 2 resumes (skips a) and completes.
    const run1 = newRun(emu);
    expect((await attempt(run1, true)).status).toBe('failure');
    expect((await attempt(run1.rerun(), false)).status).toBe('success');
    // Run 2: completes at once.
    expect((await attempt(newRun(emu), false)).status).toBe('success');
    // Run 3: fails.
    expect((await attempt(newRun(emu), true)).status).toBe('failure');

    const history = emu.inspect.artifacts().filter((a) => a.name.startsWith('ci-state-history-'));
    expect(history).toHaveLength(4);

    // Progress lines at every download (not only every few seconds), on stderr.
    const r = await cliWithToken(
      ['history', '--source', 'repo', '--stats', '--json', '--cache-dir', join(work, 'cache')],
      EVERY_UPDATE,
    );
    expect(r.code, r.stderr).toBe(0);
    expectDownloadLines(r.stderr, 'ci-state: ', 4);
    const stats = JSON.parse(r.stdout);
    // By hand: 4 attempts; 2 completed (run 1 attempt 2, run 2), 2 failed (run 1 attempt 1, run 3);
    // 1 resumed; phase b ran 4 times and succeeded twice; phase a ran 3 times (skipped once).
    expect(stats).toMatchObject({ runs: 4, completed: 2, failed: 2, resumed: 1, successRate: 0.5 });
    const b = stats.phases.find((p: { phase: string }) => p.phase === 'b');
    const a = stats.phases.find((p: { phase: string }) => p.phase === 'a');
    expect(b).toMatchObject({ runs: 4, succeeded: 2, failed: 2 });
    expect(a).toMatchObject({ runs: 3, succeeded: 3, reused: 1 });
    expect(stats.savedMs).toBeGreaterThanOrEqual(200);
    // b failed then succeeded on a re-run of the same commit: flaky.
    expect(stats.flaky.map((f: { phase: string }) => f.phase)).toEqual(['b']);

    // A second query downloads nothing new.
    emu.inspect.clearRequests();
    const again = await cliWithToken([
      'history',
      '--source',
      'repo',
      '--stats',
      '--json',
      '--cache-dir',
      join(work, 'cache'),
    ]);
    expect(JSON.parse(again.stdout).runs).toBe(4);
    expect(emu.inspect.requests({ route: /zip/ })).toHaveLength(0);
    expect(again.stderr).not.toMatch(/history artifact/);
  });

  it('the history/ sub-action writes an HTML report and outputs', async () => {
    const job = newRun(emu, { runnerEnv: EVERY_UPDATE }).job('report');
    const step = await job.uses(HISTORY_ACTION, {
      id: 'hist',
      with: { source: 'repo', format: 'html' },
    });
    const r = await job.complete();
    expect(step.outcome, step.stderr + step.stdout).toBe('success');
    // The downloads in the step log (past the quiet stretch that takes the client's lines aside).
    expectDownloadLines(step.stdout, 'ci-state history: ', 4);
    const out = r.outputs('hist');
    expect(Number(out.runs)).toBeGreaterThanOrEqual(4);
    const html = readFileSync(out['report-path']!, 'utf8');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).not.toMatch(/https?:\/\/(?!github\.com)/);
    expect(r.summary).toMatch(/ci\\-state history/);
  });

  it('cleanup deletes exactly the old ci-state artifacts and caches it lists, nothing of other tools', async () => {
    // Another tool's artifact and cache entry in the same repository.
    const other = emu.runtimeEnv({ repo: 'octo/app', runId: '77', job: 'other' });
    const saved = { ...process.env };
    const ws = mkdtempSync(join(tmpdir(), 'ci-state-other-'));
    try {
      Object.assign(process.env, other, { GITHUB_WORKSPACE: ws, RUNNER_TEMP: ws });
      const { DefaultArtifactClient } = await import('@actions/artifact');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(ws, 'report.txt'), 'not ours');
      await new DefaultArtifactClient().uploadArtifact(
        'coverage-report',
        [join(ws, 'report.txt')],
        ws,
      );
      const cache = await import('@actions/cache');
      process.chdir(ws);
      await cache.saveCache(['report.txt'], 'npm-deps-abc');
    } finally {
      process.chdir(saved.PWD ?? '/');
      process.env = saved;
      rmSync(ws, { recursive: true, force: true });
    }
    const ours = () => ({
      artifacts: emu.inspect
        .artifacts()
        .filter((a) => a.name.startsWith('ci-state-') && !a.deleted)
        .map((a) => a.name)
        .sort(),
      caches: emu.inspect
        .caches()
        .filter((c) => c.key.startsWith('ci-state/'))
        .map((c) => c.key)
        .sort(),
    });
    const before = ours();
    expect(before.artifacts.length).toBeGreaterThan(0);

    const dry = await cliWithToken([
      'cleanup',
      '--repo',
      'octo/app',
      '--older-than',
      '0s',
      '--dry-run',
      '--json',
    ]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(ours()).toEqual(before); // a dry run deletes nothing
    const listed = (
      await cliWithToken(['cleanup', '--repo', 'octo/app', '--older-than', '0s', '--dry-run'])
    ).stdout;
    for (const name of before.artifacts) expect(listed).toContain(name);

    const real = await cliWithToken(['cleanup', '--repo', 'octo/app', '--older-than', '0s']);
    expect(real.code, real.stderr).toBe(0);
    expect(ours()).toEqual({ artifacts: [], caches: [] });
    expect(
      emu.inspect
        .artifacts()
        .filter((a) => !a.deleted)
        .map((a) => a.name),
    ).toContain('coverage-report');
    expect(emu.inspect.caches().map((c) => c.key)).toContain('npm-deps-abc');
  });
});
