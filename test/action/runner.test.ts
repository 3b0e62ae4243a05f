import * as core from '@actions/core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as runner from '../../src/action/runner.js';

let dir: string;
const saved = { ...process.env };
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ci-state-runner-'));
  for (const f of ['out', 'state', 'env', 'path', 'summary']) writeFileSync(join(dir, f), '');
  Object.assign(process.env, {
    GITHUB_OUTPUT: join(dir, 'out'),
    GITHUB_STATE: join(dir, 'state'),
    GITHUB_ENV: join(dir, 'env'),
    GITHUB_PATH: join(dir, 'path'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    'INPUT_RETENTION-DAYS': '  7 ',
  });
});
afterEach(() => {
  process.env = { ...saved };
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** Parses a command file the way the runner does (heredoc entries). */
function parseCommandFile(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const body: string[] = [];
    while (lines[++i] !== m[2]) body.push(lines[i]!);
    out[m[1]!] = body.join('\n');
  }
  return out;
}

function captureStdout(fn: () => void): string {
  let text = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return text;
}

describe('the runner protocol, held to @actions/core', () => {
  it('writes outputs, state and env that parse to the same values', () => {
    const values = { a: 'plain', b: 'multi\nline\nvalue', c: { json: [1, 2] }, d: '' };
    for (const [k, v] of Object.entries(values)) runner.setOutput(k, v);
    const ours = parseCommandFile(join(dir, 'out'));
    writeFileSync(join(dir, 'out'), '');
    for (const [k, v] of Object.entries(values)) core.setOutput(k, v);
    expect(ours).toEqual(parseCommandFile(join(dir, 'out')));
    runner.saveState('s', 'x');
    runner.exportVariable('CI_STATE_TEST_VAR', 'y');
    expect(parseCommandFile(join(dir, 'state'))).toEqual({ s: 'x' });
    expect(parseCommandFile(join(dir, 'env'))).toEqual({ CI_STATE_TEST_VAR: 'y' });
    expect(process.env.CI_STATE_TEST_VAR).toBe('y');
  });

  it('reads inputs like getInput and prints log commands like core', () => {
    expect(runner.getInput('retention-days')).toBe(core.getInput('retention-days'));
    const message = 'NOT saved: 50% of\nthe calls failed';
    expect(captureStdout(() => runner.warning(message))).toBe(
      captureStdout(() => core.warning(message)),
    );
    expect(captureStdout(() => runner.notice(message))).toBe(
      captureStdout(() => core.notice(message)),
    );
    expect(captureStdout(() => runner.setSecret('abc'))).toBe(
      captureStdout(() => core.setSecret('abc')),
    );
  });

  it('adds to PATH and appends to the summary', () => {
    runner.addPath('/opt/tool/bin');
    expect(readFileSync(join(dir, 'path'), 'utf8').trim()).toBe('/opt/tool/bin');
    expect(process.env.PATH?.startsWith('/opt/tool/bin')).toBe(true);
    expect(runner.appendSummary('### hello\n')).toBe(true);
    expect(readFileSync(join(dir, 'summary'), 'utf8')).toBe('### hello\n');
    delete process.env.GITHUB_STEP_SUMMARY;
    expect(runner.appendSummary('x')).toBe(false);
  });
});
