/**
 * The reports of the CLI off GitHub. `report --format junit` (report/junit.ts) is read back by a
 * strict XML parser (fast-xml-parser, after its validator) for generated states with hostile text: well formed, one testcase per
 * phase, the outcome and the text as the state has them. `flush` publishes where each system
 * shows the report: a Buildkite annotation through a stand-in `buildkite-agent` on the PATH
 * (fake-buildkite-agent.mjs: the real agent needs Buildkite's servers), updated in place on the
 * retry; a GitLab merge-request note on a real HTTP server on 127.0.0.1 (gitlab-notes.ts), created
 * once and updated in place, never a second one; report files everywhere. A report that cannot be
 * published is one line and never changes the exit code.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeText } from '../../src/core/text.js';
import { renderJUnit } from '../../src/report/junit.js';
import { annotationContext } from '../../src/cli/commands/report.js';
import { failedFirstAttempt, resumedSecondAttempt, withRecord } from '../report/helpers.js';
import { HOSTILE } from '../report/corpus.js';
import { tempDir } from '../cli/helpers.js';
import { machine, tools, type Machine } from './standin.js';
import { systemNamed, type Job } from './systems.js';
import { gitLabServer, seedOthers, type GitLabServer } from './gitlab-notes.js';
import { parseXml, testcases } from './xml.js';

const DEADLINE = 300_000;

/** What a reader gets back of `text` (sanitized, minus what XML 1.0 cannot hold). */
const inXml = (text: string) =>
  // eslint-disable-next-line no-control-regex
  sanitizeText(text).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

describe('report --format junit', () => {
  it('is the schema shape Jenkins and CircleCI read, with every outcome', () => {
    const first = parseXml(renderJUnit(failedFirstAttempt()));
    expect(first.name).toBe('testsuites');
    expect(first.children.map((c) => c.name)).toEqual(['testsuite']);
    const suite = first.children[0]!;
    expect(suite.attributes).toMatchObject({ tests: '4', failures: '1', skipped: '1' });
    const cases = testcases(first);
    expect(cases.map((c) => [c.attributes.name, c.children.map((x) => x.name)])).toEqual([
      ['build', []],
      ['lint', []],
      ['test', ['failure']],
      ['e2e', ['skipped']],
    ]);
    const failure = cases[2]!.children[0]!;
    expect(failure.attributes.message).toBe('exit code 3');
    expect(failure.text).toContain('FAIL src/cart.test.ts\n  expected 2, got 3');
    expect(failure.text).toContain('running 12 tests');
    expect(cases[3]!.children[0]!.attributes.message).toBe('not run in attempt 1');

    // The retry: kept phases are skipped with why, the rest passed.
    const second = testcases(parseXml(renderJUnit(resumedSecondAttempt())));
    expect(
      second.map((c) => [c.attributes.name, c.children[0]?.attributes.message ?? 'passed']),
    ).toEqual([
      ['build', 'succeeded in attempt 1: kept, not run again'],
      ['lint', 'succeeded in attempt 1: kept, not run again'],
      ['test', 'passed'],
      ['e2e', 'passed'],
    ]);
  });

  it('says a phase still running with an error, and a rolled-back one as skipped', () => {
    let s = withRecord(failedFirstAttempt(), 'e2e', { status: 'running' });
    s = withRecord(s, 'lint', { status: 'rolled_back', reason: 'deploy check failed' });
    const root = parseXml(renderJUnit(s));
    expect(root.children[0]!.attributes).toMatchObject({ errors: '1', skipped: '1' });
    const by = Object.fromEntries(testcases(root).map((c) => [c.attributes.name, c.children[0]]));
    expect(by.e2e).toMatchObject({
      name: 'error',
      attributes: { message: 'still running when this report was written' },
    });
    expect(by.lint).toMatchObject({
      name: 'skipped',
      attributes: { message: 'rolled back: deploy check failed' },
    });
  });

  it('stays well formed and keeps the text of any error, tail and reason (generated)', () => {
    const text = fc.oneof(
      fc.constantFrom(...HOSTILE),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
    );
    fc.assert(
      fc.property(text, text, text, text, (error, out, err, reason) => {
        let s = withRecord(failedFirstAttempt(), 'test', {
          error: error.slice(0, 4000) || 'x',
          stdoutTail: out,
          stderrTail: err,
        });
        s = withRecord(s, 'e2e', { status: 'skipped', reason: reason.slice(0, 1000) });
        s = { ...s, origin: { ...s.origin, workflow: reason.slice(0, 100) } };
        const root = parseXml(renderJUnit(s, { tailLines: 10_000 }));
        const cases = testcases(root);
        expect(cases).toHaveLength(4);
        const failure = cases[2]!.children.find((c) => c.name === 'failure')!;
        expect(failure.text).toContain(inXml(out).replace(/\n+$/, ''));
        expect(failure.text).toContain(inXml(err).replace(/\n+$/, ''));
        const skipped = cases[3]!.children.find((c) => c.name === 'skipped')!;
        expect(skipped.attributes.message).toBe(
          `skipped${reason.slice(0, 1000) ? `: ${inXml(reason.slice(0, 1000))}` : ''}`,
        );
      }),
      { numRuns: 300, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
  });
});

describe("a Buildkite annotation's context", () => {
  it('is one per job and matrix leg: the same on a retry, another for another job (generated)', () => {
    const job = fc.string({ minLength: 1, maxLength: 80, unit: 'grapheme-ascii' });
    const matrix = fc.oneof(fc.constant(''), fc.string({ maxLength: 40 }));
    const ctx = (j: string, m: string) => {
      const s = failedFirstAttempt();
      return annotationContext({ ...s, scope: { ...s.scope, job: j, matrix: m } });
    };
    fc.assert(
      fc.property(job, matrix, job, matrix, (j1, m1, j2, m2) => {
        const a = ctx(j1, m1);
        expect(a).toMatch(/^ci-state-[A-Za-z0-9_.-]{1,64}(-[0-9a-f]{8})?$/);
        expect(ctx(j1, m1)).toBe(a);
        if (j1 !== j2 || m1 !== m2) expect(ctx(j2, m2)).not.toBe(a);
      }),
      { numRuns: 500, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
    expect(ctx('build', '')).toBe('ci-state-build');
  });
});

// ---------------------------------------------------------------- flush publishes

let scratch: { dir: string; cleanup: () => void };
let bin = '';
let agentBin = '';
let gitlab: GitLabServer;
const TOKEN = 'glpat-secret-token-value-1234';
beforeAll(async () => {
  scratch = tempDir('ci-state-reports-');
  bin = tools(scratch.dir);
  agentBin = join(scratch.dir, 'agent-bin');
  tools(agentBin); // a directory of its own, so that a job can run without the agent
  const agent = join(agentBin, 'bin', 'buildkite-agent');
  const script = join(import.meta.dirname, 'fake-buildkite-agent.mjs');
  writeFileSync(agent, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} "${script}" "$@"\n`);
  chmodSync(agent, 0o755);
  gitlab = await gitLabServer({ token: TOKEN, project: '77' });
});
afterAll(async () => {
  await gitlab?.close();
  scratch?.cleanup();
});

let machines = 0;
function fresh(): Machine {
  return machine(join(scratch.dir, `m${++machines}`, 'app'), bin, {
    log: join(scratch.dir, 'npm.log'),
    attempt: 1,
  });
}

/** Runs `script` with bash in the machine's workspace, without blocking the test's servers. */
function sh(m: Machine, script: string, env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((done) => {
    const child = spawn('bash', ['-c', script], { cwd: m.dir, env: { ...m.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.on('close', (code) => done({ code: code ?? -1, output }));
  });
}

/** A job: phases a (writes a file) and b (fails with exit code 4 when `fail`), finish, flush. */
const JOB = (fail: boolean) =>
  [
    'ci-state init --phases a,b',
    "ci-state run a -- sh -c 'echo a > a.txt'",
    `ci-state run b -- sh -c 'echo "b <&> ran"; exit ${fail ? 4 : 0}'`,
    'ci-state finish || true',
    'ci-state flush',
  ].join('\n');

const lines = (output: string, re: RegExp) => output.split('\n').filter((l) => re.test(l));

describe('flush publishes the report where the system shows it', { timeout: DEADLINE }, () => {
  it('Buildkite: one annotation per job, updated in place on the retry', async () => {
    const bk = systemNamed('buildkite');
    const job: Job = {
      org: 'acme',
      pipeline: 'shop',
      build: '0190f3a2-57b1-4c3e-9a51-5c0a3e2b7d10',
      job: '0190f3a2-5a10-4d2e-8f3b-1e2d3c4b0000',
      key: 'build',
      label: ':hammer: build',
      branch: 'main',
      sha: 'b'.repeat(40),
      retries: '0',
    };
    const m = fresh();
    const log = join(scratch.dir, 'agent.log');
    const env = (j: Job) => ({
      ...bk.env(j),
      PATH: `${join(agentBin, 'bin')}:${m.env.PATH}`,
      FAKE_AGENT_LOG: log,
    });
    const first = await sh(m, JOB(true), env(job));
    expect(first.code, first.output).toBe(0);
    const retry = await sh(m, JOB(false), env(bk.retry(job, 1)));
    expect(retry.code, retry.output).toBe(0);
    const calls = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { argv: string[]; stdin: string });
    // One context for the job and its retry: its key, and a hash of its matrix leg's label.
    const context = calls[0]!.argv[2]!;
    expect(context).toMatch(/^ci-state-build-[0-9a-f]{8}$/);
    expect(calls.map((c) => c.argv)).toEqual([
      ['annotate', '--context', context, '--style', 'error'],
      ['annotate', '--context', context, '--style', 'success'],
    ]);
    expect(calls[0]!.stdin).toMatch(/^### ❌ ci-state · shop \/ build \\\(label.*hammer.*\)\n/);
    expect(calls[0]!.stdin).toContain('Attempt 1 failed in `b` (exit code 4).');
    expect(calls[0]!.stdin).toContain('| ❌ | `b` | failed | 1 |');
    expect(calls[1]!.stdin).toContain('Attempt 2 resumed from `b`: skipped a, saving');
    expect(first.output).toContain('ci-state: Attempt 1 failed in b (exit code 4).');
    expect(
      lines(retry.output, /Buildkite annotation ci-state-build-[0-9a-f]{8} written \(success\)/),
    ).toHaveLength(1);
    // The files too.
    expect(readFileSync(join(m.dir, 'ci-state-report', 'summary.md'), 'utf8')).toBe(
      calls[1]!.stdin,
    );
    expect(existsSync(join(m.dir, 'ci-state-report', 'junit.xml'))).toBe(true);
  });

  it('Buildkite: without the agent, or when it fails, one line and the same exit code', async () => {
    const bk = systemNamed('buildkite');
    const job: Job = {
      org: 'acme',
      pipeline: 'shop',
      build: 'b1',
      job: 'j1',
      key: 'k',
      branch: 'main',
      sha: 'c'.repeat(40),
      retries: '0',
    };
    const missing = await sh(fresh(), JOB(false), bk.env(job));
    expect(missing.code, missing.output).toBe(0);
    expect(lines(missing.output, /buildkite-agent/)).toEqual([
      'ci-state: buildkite-agent is not on the PATH: no annotation; the report is in the log and ci-state-report/',
    ]);
    const failing = await sh(fresh(), JOB(false), {
      ...bk.env({ ...job, build: 'b2', job: 'j2' }),
      PATH: `${join(agentBin, 'bin')}:${process.env.PATH ?? ''}`,
      FAKE_AGENT_LOG: join(scratch.dir, 'agent-fail.log'),
      FAKE_AGENT_FAIL: '1',
    });
    expect(failing.code, failing.output).toBe(0);
    expect(lines(failing.output, /warning/)).toEqual([
      'ci-state: warning: Buildkite annotation NOT written: buildkite-agent exited with 1: fatal: failed to annotate build: 401 Unauthorized',
    ]);
  });

  it('GitLab CI: one merge-request note, created once and updated in place on the retry', async () => {
    const gl = systemNamed('gitlab');
    const job: Job = {
      project: 'acme/shop',
      pipeline: '812',
      jobName: 'build',
      jobId: '4711',
      branch: 'feature',
      mr: '5',
      sha: 'a'.repeat(40),
    };
    const m = fresh();
    const env = (j: Job, token = TOKEN) => ({
      ...gl.env(j),
      CI_PROJECT_ID: '77',
      CI_API_V4_URL: gitlab.api,
      CI_STATE_GITLAB_TOKEN: token,
    });
    seedOthers(gitlab, '5', '<!-- ci-state:comment workflow=');
    const first = await sh(m, JOB(true), env(job));
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/merge request !5: ci-state note created \(note \d+\)/);
    const ours = () => gitlab.notes.get('5')!.filter((n) => n.id >= 100);
    expect(ours()).toHaveLength(1);
    const note = ours()[0]!;
    expect(note.body).toMatch(/^<!-- ci-state:comment workflow=[0-9a-f]{16} -->\n\n### ci-state\n/);
    expect(note.body).toContain('#### ❌ build');
    expect(note.body).toContain('Attempt 1 failed in `b` (exit code 4).');

    const retry = await sh(m, JOB(false), env(gl.retry(job, 1)));
    expect(retry.code, retry.output).toBe(0);
    expect(retry.output).toContain(`merge request !5: ci-state note updated (note ${note.id})`);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.updates).toBe(1);
    expect(ours()[0]!.body).toContain('#### ✅ build');
    expect(ours()[0]!.body).not.toContain('❌ build');
    // GitLab's notes are untouched, and the token is never printed.
    expect(
      gitlab.notes
        .get('5')!
        .filter((n) => n.id < 100)
        .map((n) => n.updates),
    ).toEqual([0, 0]);
    expect(first.output + retry.output).not.toContain(TOKEN);
  });

  it('report writes either format to a file, and names the format it does not know', async () => {
    const m = fresh();
    const job = await sh(
      m,
      [
        'ci-state init --phases a,b',
        "ci-state run a -- sh -c 'echo a > a.txt'",
        "ci-state run b -- sh -c 'exit 4' || true",
        'ci-state report --format junit --out out/deep/junit.xml',
        'ci-state report --out out/summary.md',
        'ci-state report --format markdown > out/stdout.md',
      ].join('\n'),
      {},
    );
    expect(job.code, job.output).toBe(0);
    expect(job.output).toContain('ci-state: report written to out/deep/junit.xml');
    const junit = parseXml(readFileSync(join(m.dir, 'out/deep/junit.xml'), 'utf8'));
    expect(testcases(junit).map((c) => c.children[0]?.name ?? 'passed')).toEqual([
      'passed',
      'failure',
    ]);
    const md = readFileSync(join(m.dir, 'out/summary.md'), 'utf8');
    expect(md).toContain('| ❌ | `b` | failed | 1 |');
    expect(readFileSync(join(m.dir, 'out/stdout.md'), 'utf8')).toBe(md);
    const bad = await sh(m, 'ci-state report --format xml', {});
    expect(bad.code).toBe(2);
    expect(bad.output).toBe(
      "ci-state: option '--format <format>' argument 'xml' is invalid. Allowed choices are markdown, junit.\n",
    );
  });

  it('GitLab CI: a refused token or none is one line, the report in the log and its file', async () => {
    const gl = systemNamed('gitlab');
    const job: Job = {
      project: 'acme/shop',
      pipeline: '900',
      jobName: 'build',
      jobId: '1',
      branch: 'x',
      mr: '6',
      sha: 'a'.repeat(40),
    };
    const base = { ...gl.env(job), CI_PROJECT_ID: '77', CI_API_V4_URL: gitlab.api };
    const refused = await sh(fresh(), JOB(false), {
      ...base,
      CI_STATE_GITLAB_TOKEN: 'wrong-token',
    });
    expect(refused.code, refused.output).toBe(0);
    expect(lines(refused.output, /warning/)).toEqual([
      'ci-state: warning: merge request !6: ci-state note NOT written: GET /merge_requests/6/notes: HTTP 401 {"message":"401 Unauthorized"}',
    ]);
    expect(refused.output).not.toContain('wrong-token');
    expect(gitlab.notes.get('6') ?? []).toEqual([]);
    const m = fresh();
    const none = await sh(m, JOB(true), base);
    expect(none.code, none.output).toBe(0);
    expect(lines(none.output, /merge-request note/)).toEqual([
      'ci-state: no merge-request note: CI_STATE_GITLAB_TOKEN is not set; the report is in the log and ci-state-report/summary.md',
    ]);
    expect(none.output).toContain('ci-state: Attempt 1 failed in b (exit code 4).');
    expect(none.output).toMatch(/✗\s+b\s+failed\s+attempt 1/);
    expect(readFileSync(join(m.dir, 'ci-state-report', 'summary.md'), 'utf8')).toContain(
      'Attempt 1 failed in `b` (exit code 4).',
    );
  });
});
