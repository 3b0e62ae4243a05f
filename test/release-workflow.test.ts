/**
 * The release workflow's own steps (.github/workflows/release.yml), run as the runner would run
 * them (bash -eo pipefail, the job's TAG expression evaluated for a tag push and for a manual run)
 * in a clone of a real git repository whose origin is a local bare repository. `gh` is the one
 * part replaced: a script on PATH that records what it was asked to publish.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { interpolate } from './harness/expressions.js';

const ROOT = resolve(import.meta.dirname, '..');
const FILE = join(ROOT, '.github/workflows/release.yml');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
const wf = parse(readFileSync(FILE, 'utf8')) as {
  jobs: { release: { env: Record<string, string>; steps: Step[] } };
};
const job = wf.jobs.release;
/** Steps that need the whole project and a network, checked elsewhere: `npm test` runs check-dist. */
const ELSEWHERE = new Set(['npm ci', 'npm run check-dist']);

let dir: string;
let work: string;
let bin: string;
const gitEnv = {
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release@example.invalid',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

function sh(cmd: string, cwd = work, env: Record<string, string> = {}) {
  const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', cmd], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...gitEnv, ...env, PATH: `${bin}:${process.env.PATH}` },
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}
function must(cmd: string, cwd = work) {
  const r = sh(cmd, cwd);
  if (r.status !== 0) throw new Error(`${cmd}: ${r.err}`);
  return r.out.trim();
}

/** The project at `version`, with its CHANGELOG section, committed, tagged and pushed. */
function release(version: string, changelog: string): string {
  const pkg = JSON.parse(readFileSync(join(work, 'package.json'), 'utf8'));
  writeFileSync(join(work, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2) + '\n');
  writeFileSync(join(work, 'CHANGELOG.md'), changelog);
  must(`git add -A && git commit -qm "v${version}" && git tag v${version}`);
  must(`git push -q origin HEAD:main "refs/tags/v${version}"`);
  return must('git rev-parse HEAD');
}

/** The job's TAG, as its `env:` expression gives it for `event`. */
function tagFor(event: 'push' | 'workflow_dispatch', tag: string): string {
  const github =
    event === 'push'
      ? { event_name: 'push', ref_name: tag, ref: `refs/tags/${tag}` }
      : { event_name: 'workflow_dispatch', ref_name: 'main', ref: 'refs/heads/main' };
  const inputs = event === 'push' ? {} : { tag };
  return interpolate(job.env.TAG!, { contexts: { github, inputs }, status: 'success' });
}

/** Runs the job's `run:` steps in order, as the runner would, until one fails. */
function runSteps(tag: string): { failed?: string; log: string } {
  const temp = mkdtempSync(join(dir, 'runner-temp-'));
  let log = '';
  for (const step of job.steps) {
    if (step.run === undefined || ELSEWHERE.has(step.run.trim())) continue;
    const r = sh(step.run, work, { TAG: tag, RUNNER_TEMP: temp, GH_TOKEN: 'test-token' });
    log += r.out + r.err;
    if (r.status !== 0) return { failed: step.name, log };
  }
  return { log };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ci-state-release-'));
  bin = join(dir, 'bin');
  mkdirSync(bin);
  // gh: records its arguments and the notes file it was given.
  writeFileSync(
    join(bin, 'gh'),
    `#!/usr/bin/env bash\nprintf '%s\\n' "$@" > "${dir}/gh-args"\n` +
      `while [ $# -gt 0 ]; do [ "$1" = --notes-file ] && cp "$2" "${dir}/gh-notes"; shift; done\n`,
  );
  chmodSync(join(bin, 'gh'), 0o755);
  const origin = join(dir, 'origin.git');
  must(`git init -q --bare -b main ${origin}`, dir);
  work = join(dir, 'work');
  must(`git clone -q ${origin} work`, dir);
  mkdirSync(join(work, 'scripts'));
  writeFileSync(
    join(work, 'scripts/release-notes.mjs'),
    readFileSync(join(ROOT, 'scripts/release-notes.mjs')),
  );
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'p', version: '0.0.0' }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('release workflow', () => {
  it('runs only steps this test runs or that npm test checks', () => {
    for (const step of job.steps) {
      if (step.uses) expect(step.uses).toMatch(/^actions\/(checkout|setup-node)@[0-9a-f]{40}$/);
    }
    expect(job.steps.filter((s) => s.run !== undefined).length).toBe(6);
  });

  it('publishes a tag push with its CHANGELOG notes and moves the major tag to it', () => {
    const commit = release('0.1.0', '# Changelog\n\n## [0.1.0] - 2026-11-26\n\n- First.\n');
    const tag = tagFor('push', 'v0.1.0');
    expect(tag).toBe('v0.1.0');
    const r = runSteps(tag);
    expect(r.failed, r.log).toBeUndefined();
    expect(readFileSync(join(dir, 'gh-args'), 'utf8').split('\n')).toEqual(
      expect.arrayContaining(['release', 'create', 'v0.1.0', '--verify-tag', '--title']),
    );
    expect(readFileSync(join(dir, 'gh-notes'), 'utf8').trim()).toBe('- First.');
    expect(must('git ls-remote origin refs/tags/v0').split(/\s/)[0]).toBe(commit);
  });

  it('a manual run naming a later tag moves the major tag on', () => {
    const commit = release(
      '0.1.1',
      '# Changelog\n\n## [0.1.1] - 2026-11-27\n\n- Fixed.\n\n## [0.1.0] - 2026-11-26\n\n- First.\n',
    );
    const tag = tagFor('workflow_dispatch', 'v0.1.1');
    expect(tag).toBe('v0.1.1');
    const r = runSteps(tag);
    expect(r.failed, r.log).toBeUndefined();
    expect(readFileSync(join(dir, 'gh-notes'), 'utf8').trim()).toBe('- Fixed.');
    expect(must('git ls-remote origin refs/tags/v0').split(/\s/)[0]).toBe(commit);
  });

  it('stops before publishing when the tag does not name package.json version', () => {
    rmSync(join(dir, 'gh-args'), { force: true });
    must('git tag v0.2.0 && git push -q origin refs/tags/v0.2.0');
    const r = runSteps('v0.2.0');
    expect(r.failed).toBe("The tag names package.json's version");
    expect(r.log).toContain('::error::tag v0.2.0 does not match package.json version 0.1.1');
    expect(() => readFileSync(join(dir, 'gh-args'))).toThrow();
  });

  it('stops before publishing when CHANGELOG.md has no section for the version', () => {
    const pkg = JSON.parse(readFileSync(join(work, 'package.json'), 'utf8'));
    writeFileSync(join(work, 'package.json'), JSON.stringify({ ...pkg, version: '0.3.0' }));
    must('git commit -qam "v0.3.0" && git tag v0.3.0 && git push -q origin refs/tags/v0.3.0');
    const r = runSteps('v0.3.0');
    expect(r.failed).toBe('Release notes from CHANGELOG.md');
    expect(r.log).toContain('CHANGELOG.md has no "## [0.3.0]" section');
    expect(() => readFileSync(join(dir, 'gh-args'))).toThrow();
    expect(must('git ls-remote origin refs/tags/v0')).not.toContain(must('git rev-parse v0.3.0'));
  });
});
