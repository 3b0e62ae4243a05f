/**
 * The `history/` sub-action's code as the runner calls it: inputs from INPUT_* variables, outputs
 * and the job summary through the GITHUB_* files; and its action.yml in step with the inputs the
 * code reads.
 */
import { mkdtemp, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { run } from '../../src/action/history-run.js';
import { readHistorySettings as readInputs } from '../../src/action/settings.js';
import { captureStdout } from '../emulator/helpers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURE = join(import.meta.dirname, 'fixtures', 'three-runs.jsonl');

let dir: string;
let saved: NodeJS.ProcessEnv;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ci-state-history-action-'));
  saved = { ...process.env };
  for (const k of Object.keys(process.env))
    if (k.startsWith('INPUT_') || k.startsWith('GITHUB_')) delete process.env[k];
  process.env.GITHUB_OUTPUT = join(dir, 'output');
  process.env.GITHUB_STEP_SUMMARY = join(dir, 'summary.md');
  process.env.RUNNER_TEMP = dir;
  await writeFile(process.env.GITHUB_OUTPUT, '');
  await writeFile(process.env.GITHUB_STEP_SUMMARY, '');
  process.exitCode = undefined;
});

afterEach(async () => {
  process.env = saved;
  process.exitCode = undefined;
  await rm(dir, { recursive: true, force: true });
});

function inputs(values: Record<string, string>): void {
  for (const [k, v] of Object.entries(values))
    process.env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
}

async function outputs(): Promise<Record<string, string>> {
  const text = await readFile(join(dir, 'output'), 'utf8');
  const out: Record<string, string> = {};
  const re = /^(.+?)<<(ghadelimiter_[0-9a-f-]+)\r?\n([\s\S]*?)\r?\n\2\r?$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

describe('the history sub-action', () => {
  it('writes the HTML report, the outputs and the job summary from a local file', async () => {
    inputs({ source: 'local', path: FIXTURE, since: '2026-01-01' });
    const { output } = await captureStdout(() => run());
    expect(process.exitCode).toBeUndefined();
    const out = await outputs();
    expect(out).toMatchObject({
      'report-path': join(dir, 'ci-state-history.html'),
      runs: '6',
      'success-rate': '50.0',
    });
    const html = await readFile(out['report-path']!, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    const summary = await readFile(join(dir, 'summary.md'), 'utf8');
    expect(summary).toContain('### ci\\-state history');
    expect(summary).toContain('success rate **50.0%**');
    expect(output).toContain('ci-state history: 6 attempts, success 50.0%');
  });

  it('writes entries as CSV with filters, and prunes the local file on cleanup', async () => {
    const path = join(dir, 'history.jsonl');
    await copyFile(FIXTURE, path);
    inputs({
      source: 'local',
      path,
      stats: 'false',
      phase: 'build',
      status: 'failed',
      output: join(dir, 'out', 'failed-builds.csv'),
      'cleanup-older-than': '1d',
      'dry-run': 'true',
    });
    const { output } = await captureStdout(() => run());
    expect(process.exitCode).toBeUndefined();
    const csv = (await readFile(join(dir, 'out', 'failed-builds.csv'), 'utf8')).trimEnd();
    expect(csv.split('\r\n')).toHaveLength(3); // header and two failed builds
    expect((await outputs())['deleted']).toBe('0');
    expect(output).toMatch(/local history .*would remove 27 lines older than/);
    expect(await readFile(path, 'utf8')).toBe(await readFile(FIXTURE, 'utf8'));
  });

  it('fails the step with one line naming a bad input', async () => {
    inputs({ source: 'local', format: 'pdf' });
    const { output } = await captureStdout(() => run());
    expect(process.exitCode).toBe(1);
    expect(output).toMatch(/^::error::ci-state history: input format "pdf" is not a format/m);
    process.exitCode = undefined;
    for (const [values, message] of [
      [{ source: 'everywhere' }, /input source is "everywhere": expected repo, run or local/],
      [{ source: 'local', since: 'last week' }, /input since "last week" is not a time/],
      [{ source: 'local', stats: 'false', format: 'html' }, /input format html needs stats: true/],
      [{ source: 'local', 'max-runs': '0' }, /input max-runs is "0"/],
      [{ source: 'repo', repository: 'o/r' }, /input token is empty/],
      [{ source: 'run', repository: 'o/r', token: 't' }, /GITHUB_RUN_ID is not set/],
    ] as const) {
      for (const k of Object.keys(process.env)) if (k.startsWith('INPUT_')) delete process.env[k];
      inputs(values);
      expect(() => readInputs(), JSON.stringify(values)).toThrow(message);
    }
  });

  it('declares in action.yml exactly the inputs its code reads', async () => {
    const action = parse(await readFile(join(ROOT, 'history', 'action.yml'), 'utf8')) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, unknown>;
      runs: { using: string; main: string };
    };
    const code = await readFile(join(ROOT, 'src', 'action', 'history-run.ts'), 'utf8');
    // Its inputs are read by readHistorySettings, the last function of settings.ts.
    const settings = await readFile(join(ROOT, 'src', 'action', 'settings.ts'), 'utf8');
    const reader = settings.slice(settings.indexOf('export function readHistorySettings('));
    const read = new Set(
      [...reader.matchAll(/\b(?:text|bool|intInput)\('([a-z-]+)'/g)].map((m) => m[1]!),
    );
    for (const m of reader.matchAll(/for \(const k of \[([^\]]+)\] as const\)/g))
      for (const k of m[1]!.matchAll(/'([a-z-]+)'/g)) read.add(k[1]!);
    // storageOf() reads the storage inputs the main action declares (`storage`, `s3-*`).
    if (reader.includes('storageOf()')) {
      const main = parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as {
        inputs: Record<string, unknown>;
      };
      for (const k of Object.keys(main.inputs))
        if (k === 'storage' || k.startsWith('s3-')) read.add(k);
    }
    expect([...read].sort()).toEqual(Object.keys(action.inputs).sort());
    const set = new Set([...code.matchAll(/setOutput\('([a-z-]+)'/g)].map((m) => m[1]!));
    expect([...set].sort()).toEqual(Object.keys(action.outputs).sort());
    expect(action.runs).toEqual({ using: 'node24', main: '../dist/history/index.js' });
  });
});
