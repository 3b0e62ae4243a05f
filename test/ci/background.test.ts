/**
 * Saves off the phases' path on another CI system (GitLab CI here), against a real S3 server
 * (test/s3/): phase outputs are kept by keepers and the state pushed by the pusher
 * (src/cli/remote-pusher.ts), both detached, by default. A job that dies before `flush` still
 * resumes from what reached the bucket:
 * - when the job's shell dies after its phases but its background work is let finish, the retry on
 *   a fresh machine resumes exactly as after a flush (skips deps and build, with their files);
 * - when the machine dies with the job (keepers and pusher killed with SIGKILL right after the
 *   phases), whatever reached the bucket is consistent: the retry on a fresh machine ends green,
 *   each phase it skips has its files back as attempt 1 made them, and the others run again.
 * `CI_STATE_KEEP=inline` keeps both on the phase's path.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { rawClient, useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import { tempDir } from '../cli/helpers.js';
import { machine, run, tools, type Machine } from './standin.js';
import { systemNamed, type Job } from './systems.js';

const DEADLINE = 300_000;
/** How long background work may take to end on a loaded machine before the test gives up. */
const SETTLE_MS = 120_000 * Number(process.env.CI_STATE_TIME_SCALE ?? 1);

const gateway = useGateway();
let bucket = '';
let scratch: { dir: string; cleanup: () => void };
let bin = '';
beforeAll(async () => {
  bucket = await gateway.bucket('background');
  scratch = tempDir('ci-state-background-');
  bin = tools(scratch.dir);
}, 120_000);
afterAll(() => scratch?.cleanup());

const gl = systemNamed('gitlab');
let runs = 0;
/** A GitLab job of its own pipeline (`n`), and its variables with the bucket's. */
function job(n: number): Job {
  return {
    project: 'acme/shop',
    pipeline: String(5000 + n),
    jobName: 'build',
    jobId: String(9000 + n * 10),
    branch: 'main',
    sha: 'e'.repeat(40),
  };
}
function vars(j: Job, prefix: string, extra: Record<string, string> = {}) {
  return {
    ...gatewayEnv(gateway.info),
    AWS_ENDPOINT_URL_S3: gateway.info.endpoint,
    AWS_EC2_METADATA_DISABLED: 'true',
    ...gl.env(j),
    ...extra,
    REMOTE: `s3://${bucket}/${prefix}`,
  };
}

function fresh(name: string, attempt: number, fail?: string): Machine {
  return machine(join(scratch.dir, `${name}-${++runs}`, 'app'), bin, {
    log: join(scratch.dir, `${name}.log`),
    attempt,
    ...(fail ? { fail } : {}),
  });
}

const PHASES = [
  'ci-state init --phases deps,build,test,package --remote "$REMOTE"',
  'ci-state run deps -- npm ci',
  'ci-state run build -- npm run build',
  'ci-state run test -- npm test',
  'ci-state run package -- npm pack',
].join('\n');

/** The pids of the keepers and the pusher at work in the machine's store. */
function background(m: Machine): number[] {
  const store = join(m.dir, '.ci-state');
  const pids: number[] = [];
  const read = (file: string) => {
    try {
      const pid = (JSON.parse(readFileSync(file, 'utf8')) as { pid?: number }).pid;
      if (pid !== undefined) pids.push(pid);
    } catch {
      // gone meanwhile, or being written
    }
  };
  const keeping = join(store, 'checkpoints', 'keeping');
  if (existsSync(keeping))
    for (const f of readdirSync(keeping)) if (f.endsWith('.json')) read(join(keeping, f));
  read(join(store, 'remote-push', 'pusher.json'));
  return pids.filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });
}

/** Waits until no keeper or pusher of the machine is at work. */
async function settled(m: Machine): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  for (let delay = 20; background(m).length > 0; delay = Math.min(delay * 2, 500)) {
    if (Date.now() > deadline) throw new Error('background work did not end');
    await new Promise((r) => setTimeout(r, delay));
  }
}

function ranIn(name: string, attempt: number): string[] {
  const file = join(scratch.dir, `${name}.log`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.endsWith(`@${attempt}`))
    .map((l) => l.slice(0, l.lastIndexOf('@')));
}

/** The retry, on a fresh machine: the whole job with finish and flush. */
function retry(name: string, j: Job, prefix: string) {
  const m = fresh(name, 2);
  const p = run(
    m,
    ['bash', '-c'],
    `set -eo pipefail\n${PHASES}\nci-state finish\nci-state flush`,
    vars(gl.retry(j, 1), prefix),
  );
  return { m, p };
}

/** The seqs of the states on the bucket under `prefix`, of run `run` attempt 1. */
async function bucketSeqs(prefix: string, run: string): Promise<number[]> {
  const s3 = await rawClient(gateway.info);
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const r = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
    );
    keys.push(...(r.Contents ?? []).map((o) => o.Key ?? ''));
    token = r.NextContinuationToken;
  } while (token);
  return keys.flatMap((k) => {
    const m = new RegExp(`/states/${run}/1/(\\d+)-[0-9a-f]+\\.cis$`).exec(k);
    return m ? [Number(m[1])] : [];
  });
}

const MADE_BY: Record<string, [string, string]> = {
  deps: ['node_modules/dep/index.js', 'ci'],
  build: ['dist/app.js', 'run build'],
};

describe(
  'saves off the phase path, and a job that dies before flush',
  { timeout: DEADLINE },
  () => {
    it('resumes from the phase-end saves when the job dies after its phases', async () => {
      const j = job(1);
      const m1 = fresh('settle', 1, 'test');
      const first = run(m1, ['bash', '-c'], `set -eo pipefail\n${PHASES}`, vars(j, 'settle'));
      expect(first.code, first.output).toBe(3);
      // Nothing was saved on the phases' path: the keepers and the pusher did it.
      expect(first.output).not.toMatch(/state \d+ saved to s3/);
      expect(first.output).toMatch(/state \d+: saving to s3:\/\/\S+ in the background/);
      await settled(m1); // the job's shell is gone; no flush, no finish
      // The pusher saved the newest state: the one the failure of test left in the store.
      const local = JSON.parse(run(m1, ['sh', '-c'], 'ci-state status --json', {}).output) as {
        seq: number;
        phases: Record<string, { status: string }>;
      };
      expect(local.phases.test?.status).toBe('failed');
      expect(Math.max(...(await bucketSeqs('settle', '5001')))).toBe(local.seq);
      const { m, p } = retry('settle', j, 'settle');
      expect(p.code, p.output).toBe(0);
      expect(p.output).toMatch(/restored the state of attempt 1 \(run 5001\) from s3:\/\//);
      expect(p.output).toMatch(/skip\s+deps\s+succeeded in attempt 1/);
      expect(p.output).toMatch(/skip\s+build\s+succeeded in attempt 1/);
      expect(ranIn('settle', 2)).toEqual(['test', 'pack']);
      expect(readFileSync(join(m.dir, 'dist/app.js'), 'utf8')).toBe('run build by attempt 1\n');
      expect(readFileSync(join(m.dir, 'node_modules/dep/index.js'), 'utf8')).toBe(
        'ci by attempt 1\n',
      );
    });

    it('is consistent when the machine dies with its keepers and pusher mid-way', async () => {
      // Several jobs, each killed as soon as its phases returned, whatever its background was at.
      for (let n = 2; n <= 4; n++) {
        const name = `killed-${n}`;
        const j = job(n);
        const m1 = fresh(name, 1, 'test');
        const first = run(m1, ['bash', '-c'], `set -eo pipefail\n${PHASES}`, vars(j, name));
        expect(first.code, first.output).toBe(3);
        for (const pid of background(m1)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // ended just now
          }
        }
        const { m, p } = retry(name, j, name);
        expect(p.code, p.output).toBe(0);
        expect(p.output).not.toContain('internal error');
        // Each phase either skipped with its files as attempt 1 made them, or ran again.
        const ran = ranIn(name, 2);
        for (const [phase, [file, command]] of Object.entries(MADE_BY)) {
          const skipped = new RegExp(`skip\\s+${phase}\\s+succeeded in attempt 1`).test(p.output);
          expect(skipped ? !ran.includes(command) : ran.includes(command), p.output).toBe(true);
          expect(readFileSync(join(m.dir, file), 'utf8')).toBe(
            `${command} by attempt ${skipped ? 1 : 2}\n`,
          );
        }
        expect(ran.slice(-2)).toEqual(['test', 'pack']);
      }
    });

    it('CI_STATE_KEEP=inline keeps and saves on the phase path', () => {
      const j = job(9);
      const m1 = fresh('inline', 1, 'test');
      const first = run(
        m1,
        ['bash', '-c'],
        `set -eo pipefail\n${PHASES}`,
        vars(j, 'inline', { CI_STATE_KEEP: 'inline' }),
      );
      expect(first.code, first.output).toBe(3);
      expect(first.output).not.toContain('in the background');
      expect(first.output).toMatch(
        /state \d+ saved to s3:\/\/\S+ at \S+, with 1 new checkpoint pack/,
      );
      expect(background(m1)).toEqual([]);
      expect(existsSync(join(m1.dir, '.ci-state', 'remote-push'))).toBe(false);
    });
  },
);
