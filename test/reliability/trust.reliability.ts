/**
 * Trust boundaries, with the real clients on the emulator (the Action-level cases are in
 * test/action/trust.test.ts: a tampered bundle, another repository, the integrity key, and
 * pull_request_target):
 *
 * - cache poisoning across a trust boundary: a pull request's job writes forged bundles under the
 *   very keys a push run on main restores from; main never sees them;
 * - cache and artifact poisoning inside one scope (a writer that can reach the job's own cache or
 *   run): every forged variant (valid digest, but another repository, scope, run or attempt, a
 *   header that lies, truncated, unsigned or wrongly signed when a key is set, a newer schema) is
 *   refused with a reason, and the genuine state is restored instead;
 * - secret leaks: token-shaped strings printed by a phase, the job's token and the integrity key
 *   reach neither the stored state, the bundles, the summary nor the PR comment.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRun, scopeKey, setContext, type RunState } from '../../src/core/index.js';
import { downloadBundleArtifact, uploadBundleArtifact } from '../../src/github/artifact-store.js';
import { encodeBundle } from '../../src/store/bundle.js';
import { restoreBundleFromCache, saveBundleToCache } from '../../src/github/cache-store.js';
import { cacheKey, parseCacheKey, stateArtifactName } from '../../src/github/keys.js';
import { restoreState, saveState, type PersistContext } from './github-persist.js';
import { ACTION, emulator, markerFile, phaseStep } from '../action/helpers.js';
import type { Emulator } from '../emulator/index.js';
import { WorkflowRun } from '../harness/index.js';
import { figure, seconds } from './helpers.js';

let emu: Emulator;
let ws: string;
beforeAll(async () => {
  emu = await emulator();
  ws = mkdtempSync(join(tmpdir(), 'ci-state-rel-trust-'));
  process.env.GITHUB_WORKSPACE = ws;
  process.env.RUNNER_TEMP = ws;
});
afterAll(async () => {
  await emu?.stop();
  rmSync(ws, { recursive: true, force: true });
});

const REPO = 'octo/app';
const MAIN = 'refs/heads/main';
const scopeOn = (ref: string) => ({ repo: REPO, workflow: 'ci', job: 'build', matrix: '', ref });
let nextRun = 95_000;

function stateOf(runId: string, ref: string, over: Partial<RunState['origin']> = {}): RunState {
  const s = createRun({
    id: `r${runId}`,
    scope: scopeOn(ref),
    origin: {
      repo: REPO,
      workflow: 'ci',
      job: 'build',
      runId,
      runAttempt: 1,
      sha: 'a'.repeat(40),
      ref,
      event: 'push',
      actor: 'octocat',
      ...over,
    },
    toolVersion: '1.0.0',
    now: new Date().toISOString(),
  });
  return { ...setContext(s, 'genuine', true), seq: 1 };
}

function ctxFor(runId: string, attempt: number, token: string, o: Partial<PersistContext> = {}) {
  const scope = scopeOn(MAIN);
  return {
    workspace: ws,
    scope,
    scopeKey: scopeKey(scope),
    repository: REPO,
    runId,
    attempt,
    token,
    apiUrl: emu.apiUrl,
    crossRun: false,
    checkpointStorage: 'cache',
    log: () => undefined,
    retry: { attempts: 2, baseDelayMs: 10 },
    ...o,
  } satisfies PersistContext;
}

/** A bundle with a correct digest around any payload (what a writer without the key can make). */
function rawBundle(payload: string, headerScopeKey: string, hmacKey?: string): Buffer {
  const body = Buffer.from(payload);
  const base = {
    v: 1,
    sha256: createHash('sha256').update(body).digest('hex'),
    size: body.length,
    scopeKey: headerScopeKey,
    createdAt: new Date().toISOString(),
  };
  const header = hmacKey
    ? {
        ...base,
        hmac: createHmac('sha256', hmacKey)
          .update(`${base.v}\n${base.sha256}\n${base.size}\n${base.scopeKey}\n${base.createdAt}`)
          .digest('hex'),
      }
    : base;
  return Buffer.concat([
    Buffer.from('CISTATE1\n'),
    Buffer.from(`${JSON.stringify(header)}\n`),
    body,
  ]);
}

describe('cache poisoning across a trust boundary', () => {
  it("a pull request's job writes forged bundles under main's keys: main never restores them", async () => {
    const started = Date.now();
    let planted = 0;
    let restoredForged = 0;
    for (const crossRun of [false, true]) {
      const runId = String(nextRun++);
      const key = scopeKey(scopeOn(MAIN));
      // The genuine attempt 1 on main.
      const env1 = emu.runtimeEnv({ repo: REPO, runId, attempt: 1, ref: MAIN });
      Object.assign(process.env, env1);
      const genuine = stateOf(runId, MAIN);
      expect(
        (await saveState(genuine, ctxFor(runId, 1, env1.GITHUB_TOKEN!, { crossRun }))).saved,
      ).toBe(true);
      // A pull request's job (its token writes to refs/pull/7/merge only) forges newer entries
      // under exactly the keys main's restore looks up: this run, and (cross-run) the scope.
      const pr = emu.runtimeEnv({ repo: REPO, runId: nextRun++, ref: 'refs/pull/7/merge' });
      Object.assign(process.env, pr);
      const forged = { ...setContext(stateOf(runId, MAIN), 'forged', true), seq: 1 };
      for (const k of [
        cacheKey(key, runId, 1, 999, 'f0'),
        cacheKey(key, String(Number(runId) + 1000), 1, 1, 'f1'),
      ]) {
        const r = await saveBundleToCache(ws, k, encodeBundle(forged, { scopeKey: key }));
        expect(r.ok, `the pull request could not write its own cache: ${r.reason}`).toBe(true);
        planted++;
      }
      const env2 = emu.runtimeEnv({ repo: REPO, runId, attempt: 2, ref: MAIN });
      Object.assign(process.env, env2);
      const r = await restoreState(ctxFor(runId, 2, env2.GITHUB_TOKEN!, { crossRun }));
      if (r.state?.context['forged']) restoredForged++;
      expect(r.state).toEqual(genuine);
    }
    figure(
      'trust: cache poisoning across the PR boundary',
      `${planted} forged bundles written by a pull request under main's restore keys (with and without cross-run reuse): ` +
        `${restoredForged} restored on main; main restored its own state both times; ${seconds(Date.now() - started)}`,
    );
  });
});

describe('poisoning inside one scope', () => {
  interface Variant {
    name: string;
    /** The forged bundle, for a run and the scope key. */
    make: (runId: string, key: string) => Buffer;
    integrityKey?: string;
    /** Words of the problem line. */
    reason: RegExp;
  }
  const KEYED = 'the-repository-secret';
  const VARIANTS: Variant[] = [
    {
      name: 'another repository',
      make: (id, key) =>
        encodeBundle({ ...stateOf(id, MAIN, { repo: 'evil/app' }) }, { scopeKey: key }),
      reason: /comes from repository "evil\/app"/,
    },
    {
      name: 'another run',
      make: (id, key) => encodeBundle(stateOf(String(Number(id) + 7), MAIN), { scopeKey: key }),
      reason: /comes from run \d+, not this run/,
    },
    {
      name: 'a later attempt',
      make: (id, key) => encodeBundle(stateOf(id, MAIN, { runAttempt: 5 }), { scopeKey: key }),
      reason: /claims attempt 5/,
    },
    {
      name: 'another scope inside, header naming this one',
      make: (id, key) => encodeBundle(stateOf(id, 'refs/heads/other'), { scopeKey: key }),
      reason: /scope its header names|another workflow, job, matrix leg or ref/,
    },
    {
      name: 'a header for another scope',
      make: (id) => encodeBundle(stateOf(id, MAIN), { scopeKey: 'b'.repeat(32) }),
      reason: /another scope/,
    },
    {
      name: 'truncated',
      make: (id, key) => encodeBundle(stateOf(id, MAIN), { scopeKey: key }).subarray(0, 200),
      reason: /truncated|malformed|missing/,
    },
    {
      name: 'a newer schema version',
      make: (id, key) =>
        rawBundle(JSON.stringify({ state: { ...stateOf(id, MAIN), schemaVersion: 99 } }), key),
      reason: /newer than this ci-state supports/,
    },
    {
      name: 'a prototype key',
      make: (id, key) =>
        rawBundle(
          JSON.stringify({ state: stateOf(id, MAIN) }).replace(
            '"context":{',
            '"context":{"__proto__":{"x":1},',
          ),
          key,
        ),
      reason: /not allowed/,
    },
    {
      name: 'unsigned, with an integrity key set',
      make: (id, key) => encodeBundle(stateOf(id, MAIN), { scopeKey: key }),
      integrityKey: KEYED,
      reason: /not signed, but an integrity key is configured/,
    },
    {
      name: 'signed with another key',
      make: (id, key) => encodeBundle(stateOf(id, MAIN), { scopeKey: key, integrityKey: 'guess' }),
      integrityKey: KEYED,
      reason: /signature does not match/,
    },
  ];

  for (const via of ['cache', 'artifact'] as const) {
    it(`forged ${via} entries (valid digests) are refused with a reason; the genuine state is restored`, async () => {
      const started = Date.now();
      const rows: string[] = [];
      for (const v of VARIANTS) {
        const runId = String(nextRun++);
        const key = scopeKey(scopeOn(MAIN));
        const env1 = emu.runtimeEnv({ repo: REPO, runId, attempt: 1, ref: MAIN });
        Object.assign(process.env, env1);
        const genuine = stateOf(runId, MAIN);
        const o = v.integrityKey ? { integrityKey: v.integrityKey } : {};
        expect((await saveState(genuine, ctxFor(runId, 1, env1.GITHUB_TOKEN!, o))).saved).toBe(
          true,
        );
        const bytes = v.make(runId, key);
        if (via === 'cache') {
          // Newer than the genuine entry: the one a prefix lookup finds first.
          const r = await saveBundleToCache(ws, cacheKey(key, runId, 1, 999, 'ee'), bytes);
          expect(r.ok, r.reason).toBe(true);
        } else {
          // Another job of the run uploads under the victim's name pattern, a later revision;
          // the cache entry is gone, so the artifacts are all there is.
          const other = emu.runtimeEnv({ repo: REPO, runId, attempt: 1, ref: MAIN, job: 'other' });
          Object.assign(process.env, other);
          const r = await uploadBundleArtifact(stateArtifactName(key, 1, 999), bytes);
          expect(r.ok, r.reason).toBe(true);
          for (const c of emu.inspect.caches().filter((e) => e.key.includes(`/${runId}/`))) {
            await fetch(
              `${emu.apiUrl}/repos/${REPO}/actions/caches?key=${encodeURIComponent(c.key)}`,
              {
                method: 'DELETE',
                headers: { authorization: `Bearer ${env1.GITHUB_TOKEN}` },
              },
            );
          }
        }
        const env2 = emu.runtimeEnv({ repo: REPO, runId, attempt: 2, ref: MAIN });
        Object.assign(process.env, env2);
        const r = await restoreState(ctxFor(runId, 2, env2.GITHUB_TOKEN!, o));
        expect(r.state, `${via} ${v.name}: ${r.problems.join(' | ')}`).toEqual(genuine);
        expect(r.source).toBe('artifact');
        expect(r.problems.join(' | '), `${via} ${v.name}`).toMatch(v.reason);
        rows.push(v.name);
      }
      figure(
        `trust: forged ${via} entries`,
        `${VARIANTS.length} forged variants (${rows.join(', ')}): ${VARIANTS.length} refused with the reason named, ` +
          `0 restored, the genuine state restored from its artifact every time; ${seconds(Date.now() - started)}`,
      );
    });
  }
});

describe('secret leaks', () => {
  it('tokens printed by a phase, the job token and the integrity key reach no stored or reported text', async () => {
    const started = Date.now();
    const ghToken = `ghp_${'A1b2C3d4'.repeat(5)}`;
    const awsKey = 'AKIAIOSFODNN7EXAMPLE';
    const integrityKey = 'integrity-key-value-9f8e7d';
    const marker = markerFile();
    emu.seed.pullRequest({ repo: REPO, number: 12 });
    const run = new WorkflowRun({
      repo: REPO,
      runId: nextRun++,
      workflow: 'ci',
      event: 'pull_request',
      pullRequest: 12,
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
    const job = run.job('build');
    await job.uses(ACTION, {
      id: 'state',
      with: { phases: 'p1,p2', 'integrity-key': integrityKey, comment: 'always' },
    });
    await phaseStep(job, 'p1', marker, {
      extra: `echo "token ${ghToken} aws ${awsKey} password=hunter2-secret" >&2`,
    });
    await phaseStep(job, 'p2', marker, {
      failOnAttempt: [1],
      extra: `echo "Authorization: Bearer ${ghToken}"`,
    });
    const r = await job.complete();
    expect(r.status).toBe('failure');
    expect(
      r.step('state')?.outcome,
      r.steps.map((x) => `${x.id}/${x.kind} ${x.outcome}: ${x.stderr.slice(-400)}`).join(' | '),
    ).toBe('success');
    const jobToken = (r.steps[0]?.env ?? {})['ACTIONS_RUNTIME_TOKEN'] ?? '';
    const ghs = emu.runtimeEnv({ repo: REPO, runId: run.runId, job: 'build' }).GITHUB_TOKEN!;
    const secrets = [ghToken, awsKey, 'hunter2-secret', integrityKey, ghs, jobToken].filter(
      Boolean,
    );

    // Everything ci-state stored or reported.
    const texts: Record<string, string> = {};
    const statePath = r.outputs('state')['state-path']!;
    texts['state file'] = readFileSync(statePath, 'utf8');
    texts['job summary'] = r.summary;
    texts['PR comment'] = emu.inspect
      .comments()
      .filter((c) => c.issueNumber === 12)
      .map((c) => c.body)
      .join('\n');
    // The runtime token is never handed to later steps (the job's persistence process holds it):
    // the exported environment is checked like every other text.
    expect(r.env.ACTIONS_RUNTIME_TOKEN).toBeUndefined();
    texts['exported environment'] = JSON.stringify(r.env);
    texts['ci-state step outputs'] = JSON.stringify(
      r.steps.filter((s) => s.kind !== 'run').map((s) => s.outputs),
    );
    // The bundles as stored (the cache archive and the artifact zip are compressed: read back).
    const env2 = emu.runtimeEnv({
      repo: REPO,
      runId: run.runId,
      attempt: 2,
      job: 'build',
      ref: 'refs/pull/12/merge',
    });
    Object.assign(process.env, env2);
    const bundleKeys = emu.inspect
      .caches()
      .filter((e) => e.key.includes(`/${run.runId}/`) && parseCacheKey(e.key));
    expect(bundleKeys.length).toBeGreaterThan(0);
    for (const c of bundleKeys) {
      const got = await restoreBundleFromCache(ws, [c.key]);
      expect(got.ok && got.value?.kind).toBe('hit');
      if (got.value?.kind === 'hit')
        texts[`cache entry ${c.key}`] = got.value.bytes.toString('utf8');
    }
    for (const a of emu.inspect
      .artifacts()
      .filter(
        (x) => x.runId === Number(run.runId) && x.name.startsWith('ci-state-') && !x.deleted,
      )) {
      const got = await downloadBundleArtifact(
        a.id,
        {
          token: env2.GITHUB_TOKEN!,
          workflowRunId: Number(run.runId),
          repositoryOwner: 'octo',
          repositoryName: 'app',
        },
        64 * 1024 * 1024,
      );
      if (got.ok) texts[`artifact ${a.name}`] = got.value!.toString('utf8');
    }
    let leaks = 0;
    for (const [where, text] of Object.entries(texts)) {
      for (const s of secrets) {
        if (text.includes(s)) leaks++;
        expect(text.includes(s), `${where} holds a secret (${s.slice(0, 6)}…)`).toBe(false);
      }
    }
    // The redacted tail says where something was.
    expect(texts['state file']).toContain('***');
    figure(
      'trust: secret leaks',
      `${secrets.length} secrets (a GitHub token and an AWS key printed by phases, a password assignment, the integrity key, ` +
        `GITHUB_TOKEN, the runtime token) searched in ${Object.keys(texts).length} stored or reported texts ` +
        `(state file, summary, PR comment, exported env, step outputs, cache entries and artifacts read back): ${leaks} found ` +
        `(the runtime token is handed to later steps as ACTIONS_RUNTIME_TOKEN, by design with persist: phase); ${seconds(Date.now() - started)}`,
    );
    run.dispose();
  });
});
