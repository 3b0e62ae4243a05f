/**
 * `ci-state run` loads zod only when it needs it (src/core/zod.ts): a phase the plan skips is
 * decided and recorded without it; running a command loads it, and so does a skip that meets a
 * corrupt state (the messages are zod's, as from any other command).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, cli, localEnv, tempDir } from './helpers.js';

/** The bundle's files that hold zod. */
const zodFiles = readdirSync(dirname(CLI)).filter(
  (f) => f.endsWith('.js') && readFileSync(join(dirname(CLI), f), 'utf8').includes('"$ZodType"'),
);

const { dir, cleanup } = tempDir('ci-state-zod-');
const hook = join(dir, 'log-loads.mjs');

/** Runs the CLI with every module it loads listed; the bundle files it loaded. */
function traced(cwd: string, args: string[]): { code: number; out: string; loaded: string[] } {
  const log = join(dir, `loads-${Math.random().toString(16).slice(2)}.txt`);
  writeFileSync(log, '');
  const r = spawnSync(process.execPath, ['--import', hook, CLI, ...args], {
    cwd,
    env: localEnv({ LOAD_LOG: log }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  const loaded = readFileSync(log, 'utf8')
    .split('\n')
    .filter((u) => u.startsWith('file:'))
    .map((u) => basename(new URL(u).pathname));
  return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}`, loaded };
}

/** A store whose attempt 2 keeps p1 (succeeded in attempt 1) and runs p2 again. */
function resumedStore(name: string): string {
  const cwd = join(dir, name);
  const run = (args: string[]) => cli(cwd, args);
  mkdirSync(cwd);
  expect(run(['init', '--phases', 'p1,p2']).code).toBe(0);
  expect(run(['run', 'p1', '--', 'true']).code).toBe(0);
  expect(run(['run', 'p2', '--', 'false']).code).toBe(1);
  run(['finish']);
  expect(run(['init']).code).toBe(0);
  return cwd;
}

beforeAll(() => {
  writeFileSync(
    hook,
    `import { registerHooks } from 'node:module';
import { appendFileSync } from 'node:fs';
registerHooks({
  load(url, context, next) {
    appendFileSync(process.env.LOAD_LOG, url + '\\n');
    return next(url, context);
  },
});
`,
  );
});
afterAll(cleanup);

describe('zod on demand in `ci-state run`', () => {
  it('finds zod in the bundle', () => {
    expect(zodFiles.length).toBeGreaterThan(0);
  });

  it('skips a kept phase without loading zod, and loads it to run a command', () => {
    const cwd = resumedStore('skip');
    const skip = traced(cwd, ['run', 'p1', '--', 'true']);
    expect(skip.code).toBe(0);
    expect(skip.out).toMatch(/p1 skipped: completed in attempt 1/);
    expect(skip.loaded.filter((f) => zodFiles.includes(f))).toEqual([]);

    const ran = traced(cwd, ['run', 'p2', '--', 'true']);
    expect(ran.code).toBe(0);
    expect(ran.out).toMatch(/p2 succeeded/);
    expect(ran.loaded.filter((f) => zodFiles.includes(f)).length).toBeGreaterThan(0);
    expect(cli(cwd, ['status']).stdout).toMatch(/p2\s+succeeded\s+attempt 2/);
  });

  it('loads zod when the skip meets a corrupt state, and says what zod found', () => {
    const cwd = resumedStore('corrupt');
    const states = join(cwd, '.ci-state', 'states');
    const [key] = readdirSync(states);
    const file = join(states, key as string, 'state.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...doc, status: 'bogus' }));

    const skip = traced(cwd, ['run', 'p1', '--', 'true']);
    expect(skip.code).toBe(0);
    expect(skip.out).toMatch(/state\.json was corrupt \(.*status: Invalid option/);
    expect(skip.out).toMatch(/recovered from backup/);
    expect(skip.out).not.toMatch(/zod was loaded/);
    expect(skip.out).toMatch(/p1 skipped/);
    expect(skip.loaded.filter((f) => zodFiles.includes(f)).length).toBeGreaterThan(0);
  });
});
