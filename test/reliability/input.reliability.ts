/**
 * Hostile input that is not a state document, and the size limits:
 *
 * - the injection corpus (markdown, HTML, links, mentions, workflow commands such as
 *   `::add-mask::` and `::error::`, bidi and zero-width characters…, test/report/corpus.ts) in
 *   phase names, branch names, pull request titles, skip reasons, errors, context keys and output
 *   tails: refused where a name must be a name, otherwise inert in every line the CLI prints, and
 *   in a real job's log and summary (the report functions themselves are covered, field by field,
 *   by test/report/safety.test.ts and escape.test.ts);
 * - cache keys from branch names with commas or 400 characters: saved and restored;
 * - the job summary at 1 MiB - 1, 1 MiB and 1 MiB + 1 bytes, and the PR comment at 65,535,
 *   65,536 and 65,537 characters of multibyte text: trimmed when over, never rejected.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRun,
  failPhase,
  PhaseId,
  RunState,
  scopeKey,
  skipPhase,
  startPhase,
  type PhaseRecord,
} from '../../src/core/index.js';
import { upsertStickyComment } from '../../src/github/comment.js';
import { cacheKey } from '../../src/github/keys.js';
import { createRestClient } from '../../src/github/octokit.js';
import { restoreState, saveState, type PersistContext } from './github-persist.js';
import {
  commentMarker,
  COMMENT_LIMIT_CHARS,
  countCodePoints,
  renderJobSummary,
  SUMMARY_LIMIT_BYTES,
  utf8Bytes,
} from '../../src/report/index.js';
import { LocalStore } from '../../src/store/index.js';
import { ACTION, emulator, markerFile, phaseStep, ranPhases } from '../action/helpers.js';
import { CLI, localEnv } from '../cli/helpers.js';
import type { Emulator } from '../emulator/index.js';
import { WorkflowRun } from '../harness/index.js';
import { HOSTILE } from '../report/corpus.js';
import { leaks, workflowCommandLines } from '../report/markdown.js';
import { figure, seconds } from './helpers.js';

let emu: Emulator;
let root: string;
beforeAll(async () => {
  emu = await emulator();
  root = mkdtempSync(join(tmpdir(), 'ci-state-rel-input-'));
});
afterAll(async () => {
  await emu?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A line the runner would execute: `::name ...::` after leading whitespace, or `##[` anywhere. */
const COMMAND_LINE = /^\s*::[A-Za-z-]+(?: [^\r\n]*?)?::|##\[/;

function commandLines(text: string): string[] {
  return [
    ...new Set([
      ...text.split(/\r\n|\r|\n/).filter((l) => COMMAND_LINE.test(l)),
      ...workflowCommandLines(text),
    ]),
  ];
}

const fit = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s) || 'x';

describe('the injection corpus', () => {
  it('phase names are names: every hostile one is refused (by the schema and by the CLI)', () => {
    let refused = 0;
    for (const s of HOSTILE) {
      const ok = PhaseId.safeParse(s).success;
      if (!ok) refused++;
      else expect(s, 'a hostile string passed as a phase id').toMatch(/^[A-Za-z0-9._-]+$/);
    }
    // And through the CLI, one line each time, nothing written.
    const dir = mkdtempSync(join(root, 'names-'));
    const env = { ...localEnv(), CI_STATE_DIR: join(dir, 'store') };
    const cli = (args: string[]) =>
      spawnSync(process.execPath, [CLI, ...args], { cwd: dir, env, encoding: 'utf8' });
    expect(cli(['init', '--workflow', 'ci']).status).toBe(0);
    let cliRefused = 0;
    for (const s of HOSTILE.filter((x) => x.trim() !== '').slice(0, 12)) {
      const r = cli(['run', s, '--', 'true']);
      expect(r.status, s).not.toBe(0);
      expect(r.status, s).not.toBe(70);
      expect(r.stderr.trimEnd().split(/\r\n|\r|\n/), s).toHaveLength(1);
      expect(commandLines(r.stdout + r.stderr), s).toEqual([]);
      cliRefused++;
    }
    figure(
      'injection: phase names',
      `${HOSTILE.length} hostile strings: ${refused} refused as phase ids (the rest are plain ids); ` +
        `${cliRefused} given to \`ci-state run\`: refused with one line, no command printed`,
    );
  });

  it('in reasons, errors, context keys, tails and the workflow name: no line the CLI prints is a workflow command', async () => {
    const dir = mkdtempSync(join(root, 'cli-'));
    const store = new LocalStore({ dir: join(dir, 'store') });
    const scope = {
      repo: 'octo/app',
      workflow: fit(`ci\n::error::wf ${HOSTILE[24]}`, 256),
      job: 'build',
      matrix: '',
      ref: 'refs/heads/main',
    };
    const T = (s: number) => new Date(Date.parse('2025-03-01T00:00:00Z') + s * 1000).toISOString();
    let s = createRun({
      id: 'inj',
      scope,
      origin: {
        repo: 'octo/app',
        workflow: scope.workflow,
        job: 'build',
        runId: '1',
        runAttempt: 1,
        sha: 'a'.repeat(40),
        ref: scope.ref,
        event: 'push',
        actor: fit(HOSTILE[13]!, 256),
      },
      toolVersion: '1.0.0',
      now: T(0),
    });
    HOSTILE.forEach((h, i) => {
      const id = `p${i}`;
      if (i % 2 === 0) s = skipPhase(s, id, { now: T(i + 1), reason: fit(`r ${h}\n${h}`, 1024) });
      else {
        s = startPhase(s, id, { now: T(i + 1) });
        s = failPhase(s, id, {
          now: T(i + 2),
          error: fit(`${h}\r\n::warning::${h}`, 4096),
          exitCode: 1,
          stdoutTail: fit(`${h}\n::add-mask::hunter2\n${h}`, 65_536),
          stderrTail: fit(`::stop-commands::x\n${h}`, 65_536),
        });
      }
    });
    const context: Record<string, unknown> = {};
    for (const h of HOSTILE) {
      const key = fit(`k ${h}\n::error::key`, 256);
      if (!['__proto__', 'constructor', 'prototype'].includes(key)) context[key] = h;
    }
    await store.write(RunState.parse({ ...s, context }));
    await store.setCurrent(scopeKey(scope));

    const env = { ...localEnv(), CI_STATE_DIR: join(dir, 'store') };
    let lines = 0;
    const commands: string[] = [];
    for (const args of [
      ['status'],
      ['journal'],
      ['get', Object.keys(context)[3]!],
      ['finish'],
      ['history'],
    ]) {
      const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, env, encoding: 'utf8' });
      expect(r.status, `${args[0]}: ${r.stderr}`).not.toBe(70);
      const text = `${r.stdout}\n${r.stderr}`;
      lines += text.split(/\r\n|\r|\n/).length;
      commands.push(...commandLines(text).map((l) => `${args[0]}: ${l}`));
    }
    expect(commands).toEqual([]);
    figure(
      'injection: CLI output',
      `${HOSTILE.length} hostile strings in skip reasons, errors, tails, context keys, the actor and the workflow name ` +
        `(each with line breaks and ::error::/::warning::/::add-mask::/::stop-commands::): status, journal, get, finish, history printed ` +
        `${lines} lines, ${commands.length} of them a workflow command`,
    );
  });

  it('a pull request with a hostile branch and title, and tails full of the corpus: the job log and summary stay inert', async () => {
    const started = Date.now();
    const branch = `evil/<img-src=x-onerror=alert(1)>/[click](https://evil.example)/@octocat/${'#1'}/\`x\`/::error::b`;
    const title = `${HOSTILE[0]} ${HOSTILE[2]} ::add-mask::title ${HOSTILE[13]}`;
    const marker = markerFile();
    emu.seed.pullRequest({ repo: 'octo/app', number: 9, title, headRef: branch });
    const mk = (attempt: number) =>
      new WorkflowRun({
        repo: 'octo/app',
        runId: 88_001,
        attempt,
        workflow: 'ci',
        event: 'pull_request',
        pullRequest: 9,
        headRef: branch,
        eventPayload: { pull_request: { number: 9, title } },
        env: (ctx) =>
          emu.runtimeEnv({
            repo: ctx.repo,
            runId: ctx.runId,
            attempt: ctx.attempt,
            job: ctx.job,
            ref: ctx.ref,
            sha: ctx.sha,
            event: ctx.event,
            jobBackendId: ctx.jobBackendId,
          }),
      });
    const tail = HOSTILE.slice(0, 30)
      .map((h) => h.replace(/'/g, ''))
      .join('\n');
    const go = async (run: WorkflowRun) => {
      const job = run.job('build');
      await job.uses(ACTION, { id: 'state', with: { phases: 'p1,p2', comment: 'always' } });
      await phaseStep(job, 'p1', marker, { extra: `printf '%s\\n' '${tail}' >&2` });
      await phaseStep(job, 'p2', marker, {
        failOnAttempt: [1],
        extra: `printf '%s\\n' '${tail}'`,
      });
      return job.complete();
    };
    const r1 = await go(mk(1));
    const r2 = await go(mk(2));
    const steps = (r: typeof r1) =>
      r.steps.map((x) => `${x.id}/${x.kind} ${x.outcome}: ${x.stderr.slice(-300)}`).join(' | ');
    expect(r1.status, steps(r1)).toBe('failure');
    expect(r2.status, steps(r2)).toBe('success');
    expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p2@2']);
    let checked = 0;
    for (const r of [r1, r2]) {
      // ci-state's own steps (main, post): no line of their output is a command made of the input.
      for (const step of r.steps.filter((x) => x.kind !== 'run')) {
        for (const l of commandLines(step.stdout)) {
          expect(l, `${step.id}/${step.kind}`).not.toMatch(
            /evil|hunter2|title|onerror|octocat|click/,
          );
        }
        checked++;
      }
      // The summary, parsed as GitHub's renderer does: no HTML, link, image, mention, reference
      // or command line that the input made (test/report/markdown.ts: leaks).
      expect(leaks(r.summary, /^https:\/\/github\.com\/octo\/app\//)).toEqual([]);
      // Annotations raised by ci-state carry none of it either.
      for (const a of r.annotations.filter((x) => x.kind !== 'run')) {
        expect(a.message).not.toMatch(/hunter2|onerror|evil\.example/);
      }
    }
    const comment = emu.inspect.comments().find((c) => c.issueNumber === 9);
    expect(comment, 'the sticky comment').toBeDefined();
    expect(leaks(comment!.body, /^https:\/\/github\.com\/octo\/app\//)).toEqual([]);
    figure(
      'injection: pull request job',
      `hostile branch and title, ${HOSTILE.slice(0, 30).length} corpus lines in the tails, two attempts (failed, resumed): ` +
        `${checked} ci-state steps with no command of the input in their output, both summaries and the PR comment inert ` +
        `(parsed as GFM: no HTML, link, image, mention, reference or command line from the input); ${seconds(Date.now() - started)}`,
    );
  });
});

describe('cache keys from awkward branch names', () => {
  it('a branch with commas and one of 400 characters: keys stay valid, the state is saved and restored', async () => {
    const started = Date.now();
    const ws = mkdtempSync(join(root, 'keys-'));
    process.env.GITHUB_WORKSPACE = ws;
    process.env.RUNNER_TEMP = ws;
    const refs = [
      'refs/heads/feat,with,commas',
      `refs/heads/${'long-branch-'.repeat(33)}x`.slice(0, 11 + 400),
      `refs/heads/${',a'.repeat(200)}`,
    ];
    const results: string[] = [];
    let runId = 91_000;
    for (const ref of refs) {
      const scope = { repo: 'octo/app', workflow: 'ci', job: 'build', matrix: '', ref };
      const key = scopeKey(scope);
      const id = String(runId++);
      const k = cacheKey(key, id, 1, 1, 'abcd1234');
      expect(k.length).toBeLessThanOrEqual(512);
      expect(k).not.toContain(',');
      const env1 = emu.runtimeEnv({ repo: 'octo/app', runId: id, attempt: 1, ref });
      Object.assign(process.env, env1);
      const state = {
        ...createRun({
          id: 'k',
          scope,
          origin: {
            repo: 'octo/app',
            workflow: 'ci',
            job: 'build',
            runId: id,
            runAttempt: 1,
            sha: 'a'.repeat(40),
            ref,
            event: 'push',
            actor: 'octocat',
          },
          toolVersion: '1.0.0',
          now: new Date().toISOString(),
        }),
        seq: 1,
      };
      const ctx = (attempt: number, token: string): PersistContext => ({
        workspace: ws,
        scope,
        scopeKey: key,
        repository: 'octo/app',
        runId: id,
        attempt,
        token,
        apiUrl: emu.apiUrl,
        crossRun: false,
        checkpointStorage: 'cache',
        log: () => undefined,
      });
      const saved = await saveState(state, ctx(1, env1.GITHUB_TOKEN!));
      expect(saved.cache.ok, `${ref.length}: ${saved.cache.reason}`).toBe(true);
      expect(saved.artifact.ok, `${ref.length}: ${saved.artifact.reason}`).toBe(true);
      const env2 = emu.runtimeEnv({ repo: 'octo/app', runId: id, attempt: 2, ref });
      Object.assign(process.env, env2);
      const restored = await restoreState(ctx(2, env2.GITHUB_TOKEN!));
      expect(restored.state).toEqual(state);
      results.push(
        `${ref.length - 11}-character branch${ref.includes(',') ? ' with commas' : ''}: key of ${saved.cache.key!.length} characters, restored from ${restored.source}`,
      );
    }
    figure('cache keys', `${results.join('; ')}; ${seconds(Date.now() - started)}`);
  });
});

/** A failed state with `n` failed phases whose stderr tails are given. */
function bigState(n: number, tail: (i: number) => string): RunState {
  const T = (s: number) => new Date(Date.parse('2025-03-01T00:00:00Z') + s * 1000).toISOString();
  const base = createRun({
    id: 'big',
    scope: { repo: 'octo/app', workflow: 'ci', job: 'build', matrix: '', ref: 'refs/heads/main' },
    origin: {
      repo: 'octo/app',
      workflow: 'ci',
      job: 'build',
      runId: '1',
      runAttempt: 1,
      sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
      event: 'push',
      actor: 'octocat',
    },
    toolVersion: '1.0.0',
    now: T(0),
  });
  const phases: Record<string, PhaseRecord> = {};
  for (let i = 0; i < n; i++) {
    phases[`f${String(i).padStart(3, '0')}`] = {
      status: 'failed',
      attempt: 1,
      attempts: 1,
      startedAt: T(i),
      endedAt: T(i + 1),
      durationMs: 1000,
      exitCode: 1,
      error: 'exit code 1',
      stderrTail: tail(i),
      outputs: [],
      sideEffect: false,
      conditional: false,
      requires: [],
    };
  }
  return RunState.parse({ ...base, status: 'failed', endedAt: T(n + 1), phases });
}

describe('size limits: trimmed, never rejected', () => {
  it('the job summary at 1 MiB - 1, 1 MiB and 1 MiB + 1 bytes (multibyte text)', () => {
    // Tails of 2-byte characters; the last tail is tuned so the whole lands on the target, a
    // 1-byte character making up an odd difference.
    const unit = 'é';
    const probe = renderJobSummary(bigState(17, () => unit.repeat(30_000)));
    const results: string[] = [];
    for (const delta of [-1, 0, 1]) {
      const target = SUMMARY_LIMIT_BYTES + delta;
      const missing = target - utf8Bytes(probe);
      const extra = unit.repeat(Math.floor(missing / 2)) + (missing % 2 ? 'a' : '');
      const state = bigState(17, (i) => unit.repeat(30_000) + (i === 16 ? extra : ''));
      const uncut = renderJobSummary(state, { maxBytes: 10 * SUMMARY_LIMIT_BYTES });
      expect(utf8Bytes(uncut), `summary for ${target}`).toBe(target);
      const md = renderJobSummary(state);
      const bytes = utf8Bytes(md);
      expect(bytes).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
      expect(Buffer.from(md, 'utf8').toString('utf8')).toBe(md); // no broken character
      if (delta <= 0) {
        expect(md).toBe(uncut);
        expect(md).not.toContain('✂️');
      } else {
        expect(md).toContain("> ✂️ Cut to fit GitHub's 1 MiB job summary limit");
        expect(md.match(/<details>/g)?.length).toBe(md.match(/<\/details>/g)?.length);
      }
      results.push(
        `${target} bytes -> ${bytes} (${delta <= 0 ? 'whole' : 'trimmed, with a note'})`,
      );
    }
    figure('limits: job summary', results.join('; '));
  });

  it('the PR comment at 65,535, 65,536 and 65,537 characters of multibyte text', async () => {
    const { GITHUB_TOKEN: token } = emu.runtimeEnv({ repo: 'octo/app', runId: 93_000 });
    const rest = createRestClient({ token: token!, baseUrl: emu.apiUrl });
    const marker = commentMarker({ workflow: 'ci' });
    // Astral emoji (2 UTF-16 units, 4 bytes), CJK (3 bytes), combining marks, a joined family.
    const piece = '😀日e\u0301👨‍👩‍👧 line\n';
    const results: string[] = [];
    emu.inspect.clearRequests();
    for (const [i, size] of [
      COMMENT_LIMIT_CHARS - 1,
      COMMENT_LIMIT_CHARS,
      COMMENT_LIMIT_CHARS + 1,
    ].entries()) {
      const head = `${marker}\n`;
      let body = head;
      while (countCodePoints(body) < size) body += piece;
      while (countCodePoints(body) > size) body = body.slice(0, -1);
      if (/[\ud800-\udbff]$/.test(body)) body = `${body.slice(0, -1)}x`;
      expect(countCodePoints(body)).toBe(size);
      const pr = 500 + i;
      emu.seed.pullRequest({ repo: 'octo/app', number: pr });
      const r = await upsertStickyComment({
        rest,
        owner: 'octo',
        repo: 'app',
        issueNumber: pr,
        marker,
        render: () => body,
        settleMs: 10,
      });
      expect(r.ok).toBe(true);
      const stored = emu.inspect.comments().find((c) => c.issueNumber === pr)?.body ?? '';
      const n = countCodePoints(stored);
      expect(n).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
      if (size <= COMMENT_LIMIT_CHARS) expect(stored).toBe(body);
      else expect(stored.length).toBeGreaterThan(0);
      expect(stored).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/); // no half of a pair
      results.push(
        `${size} characters (${body.length} UTF-16 units) -> ${n} (${size <= COMMENT_LIMIT_CHARS ? 'whole' : 'trimmed'})`,
      );
    }
    const rejected = emu.inspect.requests().filter((q) => q.status === 422).length;
    expect(rejected).toBe(0);
    figure('limits: PR comment', `${results.join('; ')}; ${rejected} rejected (422)`);
  });
});
