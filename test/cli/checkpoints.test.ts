import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli, CLI, localEnv, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

const build = (marker: string) => [
  'run',
  'build',
  '--outputs',
  'dist/**',
  '--',
  'sh',
  '-c',
  `echo run >> "${marker}"; mkdir -p dist/sub && echo "console.log(1)" > dist/app.js && echo x > dist/sub/data.txt`,
];

function blobFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(root);
  return out;
}

describe('checkpoints with files', () => {
  it("restores a skipped phase's outputs on resume, so the next phase finds them", () => {
    const marker = join(dir, 'build-ran');
    cli(dir, ['init', '--workflow', 'w']);
    let r = cli(dir, build(marker));
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/checkpoint cp-\S+ of build: 2 files/);
    expect(cli(dir, ['run', 'test', '--', 'false']).code).toBe(1);
    cli(dir, ['finish']);

    rmSync(join(dir, 'dist'), { recursive: true }); // a fresh machine has no dist/
    cli(dir, ['init', '--workflow', 'w']);
    r = cli(dir, build(marker));
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /build: restored its outputs from checkpoint cp-\S+ \(\d+ written, 0 unchanged\)/,
    );
    expect(r.stderr).toMatch(/⏭ build skipped/);
    expect(readFileSync(marker, 'utf8')).toBe('run\n');
    expect(readFileSync(join(dir, 'dist/app.js'), 'utf8')).toBe('console.log(1)\n');
    expect(cli(dir, ['run', 'test', '--', 'test', '-f', 'dist/sub/data.txt']).code).toBe(0);
  });

  it('runs the phase again, saying why, when a blob of its outputs is corrupt', () => {
    const marker = join(dir, 'build-ran');
    cli(dir, ['init', '--workflow', 'w']);
    cli(dir, build(marker));
    cli(dir, ['run', 'test', '--', 'false']);
    cli(dir, ['finish']);
    rmSync(join(dir, 'dist'), { recursive: true });
    // The checkpoint's content is one pack: one byte of the output's blob in it is changed.
    const packs = blobFiles(join(dir, '.ci-state', 'checkpoints')).filter((p) =>
      p.endsWith('.pack'),
    );
    expect(packs).toHaveLength(1);
    const bytes = readFileSync(packs[0]!);
    const at = bytes.indexOf('x\n', 8);
    expect(at).toBeGreaterThan(0);
    bytes[at] = 'y'.charCodeAt(0);
    chmodSync(packs[0]!, 0o644);
    writeFileSync(packs[0]!, bytes);

    cli(dir, ['init', '--workflow', 'w']);
    const r = cli(dir, build(marker));
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: build runs again: its outputs could not be restored/);
    expect(r.stderr).toMatch(/✓ build succeeded/);
    expect(readFileSync(marker, 'utf8')).toBe('run\nrun\n');
    const state = JSON.parse(cli(dir, ['status', '--json']).stdout);
    expect(state.resume.skipped).not.toContain('build');
    expect(state.phases.build.attempt).toBe(2);
  });

  it('cleanup removes the packs no remaining state refers to, after a grace period', () => {
    const packsDir = join(dir, '.ci-state', 'checkpoints', 'blobs', 'packs');
    // The packs, and each pack's index record beside it.
    const packs = () => readdirSync(packsDir).filter((n) => n.endsWith('.pack'));
    const records = () => readdirSync(packsDir).filter((n) => n.endsWith('.idx'));
    cli(dir, ['init', '--workflow', 'w']);
    expect(cli(dir, build(join(dir, 'build-ran'))).code).toBe(0);
    const [first] = packs();
    expect(cli(dir, ['reset']).code).toBe(0); // the run's state is gone, its pack is left
    mkdirSync(join(dir, 'gen'));
    writeFileSync(join(dir, 'gen/a.txt'), 'A1');
    cli(dir, ['init', '--workflow', 'w2']);
    cli(dir, ['run', 'gen', '--', 'true']);
    const cp = JSON.parse(cli(dir, ['checkpoint', '--files', 'gen/**', '--json']).stdout).id;
    const second = packs().find((n) => n !== first)!;
    expect(packs().sort()).toEqual([first, second].sort());
    const idx = (pack: string) => pack.replace(/\.pack$/, '.idx');
    expect(records().sort()).toEqual([idx(first!), idx(second)].sort());

    // Each snapshot recorded the list of the blobs its manifest names.
    const listsDir = join(dir, '.ci-state', 'checkpoints', 'manifests');
    expect(readdirSync(listsDir)).toHaveLength(2);

    // Within the grace period nothing goes: a checkpoint publishes its pack before its state.
    expect(cli(dir, ['cleanup']).stdout).not.toMatch(/checkpoint content/);
    expect(packs()).toHaveLength(2);
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const n of readdirSync(packsDir)) utimesSync(join(packsDir, n), old, old);
    let r = cli(dir, ['cleanup', '--dry-run']);
    expect(r.stdout).toMatch(/would remove checkpoint content no state refers to: 1 pack \(/);
    expect(packs()).toHaveLength(2);
    r = cli(dir, ['cleanup']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^removed checkpoint content no state refers to: 1 pack \(/m);
    // The pack goes with its index record.
    expect(readdirSync(packsDir).sort()).toEqual([idx(second), second]);
    // The reset run's manifest list went with it; the remaining checkpoint's stays.
    expect(readdirSync(listsDir)).toHaveLength(1);

    // The remaining state's checkpoint still rolls back.
    writeFileSync(join(dir, 'gen/a.txt'), 'A2');
    expect(cli(dir, ['rollback', '--to', cp]).code).toBe(0);
    expect(readFileSync(join(dir, 'gen/a.txt'), 'utf8')).toBe('A1');
  });

  it('rolls a file set back exactly, with a dry run listing the changes first', () => {
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/a.txt'), 'A1');
    writeFileSync(join(dir, 'src/b.txt'), 'B1');
    cli(dir, ['init', '--workflow', 'w']);
    cli(dir, ['run', 'gen', '--', 'true']);
    const cp = JSON.parse(cli(dir, ['checkpoint', '--files', 'src/**', '--json']).stdout).id;
    // A "codegen" phase that breaks things.
    cli(dir, [
      'run',
      'codegen',
      '--',
      'sh',
      '-c',
      'echo A2 > src/a.txt; rm src/b.txt; echo new > src/c.txt',
    ]);

    let r = cli(dir, ['rollback', '--to', cp, '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/restore\s+src\/a.txt/);
    expect(r.stdout).toMatch(/create\s+src\/b.txt/);
    expect(r.stdout).toMatch(/remove\s+src\/c.txt/);
    expect(readFileSync(join(dir, 'src/a.txt'), 'utf8')).toBe('A2\n'); // nothing changed yet

    r = cli(dir, ['rollback', '--to', cp]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/files: 1 restored, 1 re-created, 1 removed/);
    expect(readFileSync(join(dir, 'src/a.txt'), 'utf8')).toBe('A1');
    expect(readFileSync(join(dir, 'src/b.txt'), 'utf8')).toBe('B1');
    expect(existsSync(join(dir, 'src/c.txt'))).toBe(false);
    const state = JSON.parse(cli(dir, ['status', '--json']).stdout);
    expect(state.phases.codegen.status).toBe('rolled_back');
    expect(state.rollbackHistory).toHaveLength(1);
  });

  it('refuses to snapshot files holding secrets, and lists what it excluded', () => {
    mkdirSync(join(dir, 'cfg'));
    writeFileSync(join(dir, 'cfg/app.json'), '{"ok":true}');
    writeFileSync(join(dir, 'cfg/.env'), 'A=1');
    writeFileSync(join(dir, 'cfg/leak.txt'), `token=ghp_${'b'.repeat(36)}`);
    cli(dir, ['init', '--workflow', 'w']);
    const r = cli(dir, ['checkpoint', '--files', 'cfg/**']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/1 file,/);
    expect(r.stdout).toMatch(/excluded 1: cfg\/\.env/);
    expect(r.stdout).toMatch(/REFUSED 1: cfg\/leak\.txt/);
    // The state keeps the list for the job summary, refused first.
    const state = JSON.parse(cli(dir, ['status', '--json']).stdout);
    expect(state.checkpoints.at(-1).skipped).toEqual({
      excluded: 1,
      refused: 1,
      paths: [
        { path: 'cfg/leak.txt', why: expect.stringMatching(/token/), refused: true },
        { path: 'cfg/.env', why: expect.stringMatching(/excluded by default/), refused: false },
      ],
    });
  });

  it('checks its input: --capture needs --restore, reasons are known', () => {
    cli(dir, ['init', '--workflow', 'w']);
    let r = cli(dir, ['checkpoint', '--capture', 'echo x']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--capture and --restore go together/);
    r = cli(dir, ['checkpoint', '--reason', 'whenever']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not a checkpoint reason: expected phase_completed/);
  });
});

const STRACE = ['/usr/bin/strace', '/bin/strace'].find((p) => existsSync(p));

describe.skipIf(STRACE === undefined)('checkpoint content and fsync', () => {
  /** `ci-state checkpoint --files out/**` under strace: what it fsynced, and its checkpoint id. */
  function checkpoint(env: NodeJS.ProcessEnv): { id: string; synced: string[] } {
    const trace = join(dir, 'strace.txt');
    const args = ['-f', '-y', '-e', 'trace=fsync,fdatasync', '-o', trace, process.execPath, CLI];
    const r = spawnSync(STRACE!, [...args, 'checkpoint', '--files', 'out/**'], {
      cwd: dir,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const synced = [...readFileSync(trace, 'utf8').matchAll(/f(?:data)?sync\(\d+<([^>]*)>\)/g)];
    rmSync(trace);
    return {
      id: /Checkpoint (\S+) recorded/.exec(r.stdout)![1]!,
      synced: synced.map((m) => m[1]!),
    };
  }

  it('fsyncs packs off a runner; on a runner, a machine that ends with the job, only the state', () => {
    mkdirSync(join(dir, 'out'));
    expect(cli(dir, ['init', '--workflow', 'w']).code).toBe(0);
    const blobs = join(dir, '.ci-state', 'checkpoints', 'blobs');
    const states = join(dir, '.ci-state', 'states');
    const first = 'first content\n'.repeat(5000);
    const second = 'second content\n'.repeat(5000);

    writeFileSync(join(dir, 'out', 'a.bin'), first);
    const laptop = checkpoint(localEnv());
    // The pack before its rename and the packs directory after it; the state's own writes.
    expect(laptop.synced.some((p) => p.startsWith(join(blobs, 'tmp')) && p.endsWith('.pack'))).toBe(
      true,
    );
    expect(laptop.synced).toContain(join(blobs, 'packs'));
    expect(laptop.synced.some((p) => p.startsWith(states))).toBe(true);

    writeFileSync(join(dir, 'out', 'a.bin'), second);
    const runner = checkpoint(localEnv({ GITHUB_ACTIONS: 'true' }));
    expect(runner.synced.filter((p) => p.startsWith(blobs))).toEqual([]);
    expect(runner.synced.some((p) => p.startsWith(states))).toBe(true);

    // Both checkpoints hold their content: each rollback puts its file back.
    writeFileSync(join(dir, 'out', 'a.bin'), 'third\n');
    expect(cli(dir, ['rollback', '--to', runner.id]).code).toBe(0);
    expect(readFileSync(join(dir, 'out', 'a.bin'), 'utf8')).toBe(second);
    expect(cli(dir, ['rollback', '--to', laptop.id]).code).toBe(0);
    expect(readFileSync(join(dir, 'out', 'a.bin'), 'utf8')).toBe(first);
  });

  // In CI the package is installed by .ci/setup: its absence is a failure there, not a skip.
  it.runIf(process.env.CI)('has strace installed (.ci/apt-packages)', () => {
    expect(STRACE).toBeDefined();
  });
});
