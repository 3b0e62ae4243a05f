/**
 * Never a false "saved" on S3: many phase ends of the built CLI with a remote store
 * (`CI_STATE_REMOTE=s3://…`) on a real Ceph gateway, through a proxy that injects the store's
 * faults at each phase end (test/promise/s3-outage.ts): 503 SlowDown on every request or on
 * some, a skewed clock, connections reset before the gateway sees the request, answers lost or
 * cut off after the gateway wrote, the gateway stopped for the whole save, and the gateway
 * stopped in the middle of the save (while the state object is on its way). After every phase
 * end, with the faults off, every "state N saved to s3://…" line it printed must name a state the
 * gateway acknowledged storing, that is in the bucket with those bytes (or superseded by a newer
 * state of the attempt), holds that seq and that attempt, and equals the machine's own copy of
 * that version. A "NOT saved" line is allowed (the fault said so); one whose state landed anyway
 * is counted. After each job, a fresh machine restores exactly the newest state in the bucket.
 *
 * `CI_STATE_RELIABILITY_S3_PHASE_ENDS` (default 60 times the scale) phase ends, in jobs of six
 * phases, one machine each, keeping outputs inline (one save at a time: the last test of
 * test/promise/s3.test.ts for two at once).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, localEnv, type CliResult } from '../cli/helpers.js';
import {
  checkSavedClaims,
  deleteKeys,
  listAll,
  saveLines,
  stateKeyParts,
} from '../promise/s3-bucket.js';
import {
  startOutageProxy,
  type OutageMode,
  type OutageProxy,
  type OutageScope,
} from '../promise/s3-outage.js';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import { count, figure, seconds } from './helpers.js';

const PHASE_ENDS = count('s3_phase_ends', 60);
const PHASES = 6;
const TIME_SCALE = Number(process.env.CI_STATE_TIME_SCALE ?? 1);

const gateway = useGateway();
let bucket = '';
let proxy: OutageProxy;
let root = '';
beforeAll(async () => {
  bucket = await gateway.bucket('reliability');
  proxy = await startOutageProxy(gateway.info.endpoint, bucket);
  root = mkdtempSync(join(tmpdir(), 'ci-state-rel-s3-'));
});
afterAll(async () => {
  await proxy?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A small deterministic generator (mulberry32), seeded by CI_STATE_RELIABILITY_SEED. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isState = (method: string, key: string) => method === 'PUT' && key.endsWith('.cis');
const isPack = (method: string, key: string) => method === 'PUT' && key.endsWith('.cip');
const isList = (method: string, key: string) => method === 'GET' && key === '';

/** A fault of one phase end: a mode of the proxy, for some of its requests. */
interface Fault {
  name: string;
  mode: OutageMode | 'stop-mid-save';
  only?: Partial<OutageScope>;
  weight: number;
}

const FAULTS: Fault[] = [
  { name: 'none', mode: 'pass', weight: 20 },
  { name: 'every third request 503, every third answer lost', mode: 'flaky', weight: 10 },
  { name: 'two 503 SlowDown', mode: 'slowdown', only: { count: 2 }, weight: 10 },
  {
    name: 'the state PUT answer lost',
    mode: 'lost',
    only: { count: 1, match: isState },
    weight: 10,
  },
  { name: 'the pack PUT answer lost', mode: 'lost', only: { count: 1, match: isPack }, weight: 5 },
  { name: 'the list cut off', mode: 'cut', only: { count: 1, match: isList }, weight: 5 },
  { name: 'one connection reset', mode: 'reset', only: { count: 1 }, weight: 5 },
  { name: 'every answer lost', mode: 'lost', weight: 5 },
  { name: 'every answer cut off', mode: 'cut', weight: 5 },
  { name: 'every connection reset', mode: 'reset', weight: 3 },
  { name: 'gateway stopped', mode: 'refused', weight: 8 },
  { name: 'gateway stopped mid-save', mode: 'stop-mid-save', weight: 8 },
  { name: 'clock skewed', mode: 'skew', weight: 3 },
  { name: 'always 503 SlowDown', mode: 'slowdown', weight: 3 },
];

function pick(r: () => number): Fault {
  const total = FAULTS.reduce((n, f) => n + f.weight, 0);
  let x = r() * total;
  for (const f of FAULTS) if ((x -= f.weight) < 0) return f;
  return FAULTS[0]!;
}

function cli(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000 * TIME_SCALE);
  return new Promise((resolve) => {
    child.on('error', (e) => (stderr += `${e.message}\n`));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

interface Tally {
  phaseEnds: number;
  faults: Record<string, number>;
  injected: number;
  saved: number;
  readBack: number;
  comparedLocal: number;
  notSaved: number;
  notSavedButLanded: number;
  falseSaved: number;
  replacedByOlder: number;
  jobs: number;
  restoredNewest: number;
  restoredNothing: number;
}

describe('S3: never a false "saved"', () => {
  it(`${PHASE_ENDS} phase ends under the store's faults: every "saved" line names a state the bucket holds`, async () => {
    const seed = Number(process.env.CI_STATE_RELIABILITY_SEED ?? Date.now() % 1_000_000);
    const r = rng(seed);
    const began = Date.now();
    const t: Tally = {
      phaseEnds: 0,
      faults: {},
      injected: 0,
      saved: 0,
      readBack: 0,
      comparedLocal: 0,
      notSaved: 0,
      notSavedButLanded: 0,
      falseSaved: 0,
      replacedByOlder: 0,
      jobs: 0,
      restoredNewest: 0,
      restoredNothing: 0,
    };
    const problems: string[] = [];
    const url = (prefix: string) => `s3://${bucket}/${prefix}`;
    let job = 0;
    while (t.phaseEnds < PHASE_ENDS) {
      job++;
      t.jobs++;
      proxy.tag = job;
      const prefix = `job${job}/`;
      const machine = join(root, `job${job}`);
      const ws = join(machine, 'repo');
      const store = join(machine, 'store');
      mkdirSync(ws, { recursive: true });
      const signed = r() < 0.5;
      const env = localEnv({
        ...gatewayEnv(gateway.info),
        AWS_ENDPOINT_URL_S3: proxy.endpoint,
        AWS_EC2_METADATA_DISABLED: 'true',
        CI_STATE_REMOTE: url(prefix),
        CI_STATE_DIR: store,
        CI_STATE_KEEP: 'inline',
        ...(signed ? { CI_STATE_INTEGRITY_KEY: `reliability-${seed}` } : {}),
      });
      const phases = Array.from({ length: PHASES }, (_, i) => `p${i + 1}`);
      const init = await cli(ws, ['init', '--workflow', 'rel', '--phases', phases.join(',')], env);
      expect(init.code, init.stderr).toBe(0);
      const origin = await cli(ws, ['status', '--json'], env).then(
        (x) => (JSON.parse(x.stdout) as { origin: { runId: string; runAttempt: number } }).origin,
      );
      for (const p of phases) {
        if (t.phaseEnds >= PHASE_ENDS) break;
        const fault = pick(r);
        t.faults[fault.name] = (t.faults[fault.name] ?? 0) + 1;
        const before = proxy.faulted;
        const ledgerBefore = proxy.ledger.length;
        // Each phase writes new content (a pack to send) and one in five fails.
        const fails = r() < 0.2;
        const script = `mkdir -p out/${p} && head -c ${1000 + Math.floor(r() * 50_000)} /dev/urandom > out/${p}/data${fails ? ' && exit 5' : ''}`;
        const args = ['run', p, '--outputs', `out/${p}/**`, '--', 'sh', '-c', script];
        let res: CliResult;
        if (fault.mode === 'stop-mid-save') {
          // The gateway stops while the state object is on its way to it: the request is
          // held, the proxy stops listening (open connections closed), then the held request
          // goes on to the gateway, whose answer nobody gets.
          const held = proxy.hold(isState);
          const running = cli(ws, args, env);
          const arrived = await Promise.race([
            held.reached.then(() => true),
            running.then(() => false),
          ]);
          if (arrived) {
            await proxy.set('refused');
            held.release();
          } else held.cancel();
          res = await running;
        } else {
          await proxy.set(fault.mode, fault.only);
          res = await cli(ws, args, env);
        }
        await proxy.set('pass');
        await proxy.idle();
        t.phaseEnds++;
        t.injected += proxy.faulted - before;
        if (res.code !== (fails ? 5 : 0))
          problems.push(`job ${job} ${p} (${fault.name}): exit ${res.code}: ${res.stderr.trim()}`);
        const text = `${res.stdout}\n${res.stderr}`;
        const claims = await checkSavedClaims({
          client: gateway.client,
          bucket,
          prefix,
          url: url(prefix),
          ledger: proxy.ledger,
          tag: job,
          origin,
          text,
          store,
        });
        t.saved += claims.claims;
        t.readBack += claims.readBack;
        t.comparedLocal += claims.comparedLocal;
        t.falseSaved += claims.problems.length + claims.replacedByOlder.length;
        t.replacedByOlder += claims.replacedByOlder.length;
        for (const x of [...claims.problems, ...claims.replacedByOlder])
          problems.push(`job ${job} ${p} (${fault.name}): ${x}`);
        const lines = saveLines(text);
        if (lines.saved.length + lines.notSaved.length !== 1)
          problems.push(
            `job ${job} ${p} (${fault.name}): ${lines.saved.length} "saved" and ${lines.notSaved.length} "NOT saved" lines, not one`,
          );
        if (lines.notSaved.length) {
          t.notSaved++;
          const landed = proxy.ledger
            .slice(ledgerBefore)
            .some((e) => e.method === 'PUT' && e.status === 200 && e.key.endsWith('.cis'));
          if (landed) t.notSavedButLanded++;
        }
        if (fault.mode === 'pass' && lines.notSaved.length)
          problems.push(`job ${job} ${p}: NOT saved with no fault: ${lines.notSaved[0]}`);
      }

      // A fresh machine restores exactly the newest state in the bucket (by seq).
      const states = (await listAll(gateway.client, bucket, prefix))
        .map((o) => ({ key: o.key, parts: stateKeyParts(o.key) }))
        .filter((x) => x.parts !== undefined)
        .sort((a, b) => b.parts!.seq - a.parts!.seq);
      const next = join(root, `job${job}-next`);
      mkdirSync(join(next, 'repo'), { recursive: true });
      proxy.tag = -job;
      const i2 = await cli(
        join(next, 'repo'),
        ['init', '--workflow', 'rel', '--phases', phases.join(',')],
        { ...env, CI_STATE_DIR: join(next, 'store') },
      );
      // The state object it read and took (the last one it got whole).
      const read = proxy.ledger.findLast(
        (e) => e.tag === -job && e.method === 'GET' && e.status === 200 && e.key.endsWith('.cis'),
      );
      const got = /restored the state of attempt \d+ \(run \S+\) from /.exec(i2.stderr);
      if (!states.length) {
        if (got) problems.push(`job ${job}: the bucket holds no state, init ${got[0]}`);
        else t.restoredNothing++;
      } else if (!got || read?.key !== states[0]!.key) {
        problems.push(
          `job ${job}: init read ${read?.key ?? 'nothing'}; the newest state is ${states[0]!.key}: ${i2.stderr.trim()}`,
        );
      } else t.restoredNewest++;
      rmSync(machine, { recursive: true, force: true });
      rmSync(next, { recursive: true, force: true });
      await deleteKeys(
        gateway.client,
        bucket,
        (await listAll(gateway.client, bucket, prefix)).map((o) => o.key),
      );
    }
    const faults = Object.entries(t.faults)
      .map(([f, n]) => `${f} ${n}`)
      .join(', ');
    figure(
      's3 saved claims',
      `${t.phaseEnds} phase ends in ${t.jobs} jobs (seed ${seed}; ${faults}; ${t.injected} requests faulted): ` +
        `${t.saved} "saved" (${t.readBack} read back, ${t.comparedLocal} equal to the machine's copy), ` +
        `${t.notSaved} "NOT saved" (said so; ${t.notSavedButLanded} of them had landed all the same), ` +
        `${t.falseSaved} false "saved"; ${t.restoredNewest} jobs resumed from their newest state, ` +
        `${t.restoredNothing} with nothing saved; ${seconds(Date.now() - began)}`,
    );
    expect(problems, `seed ${seed} (CI_STATE_RELIABILITY_SEED)`).toEqual([]);
    expect(t.falseSaved).toBe(0);
  });
});
