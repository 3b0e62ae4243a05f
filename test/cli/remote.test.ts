/**
 * The CLI with a remote store (`init --remote s3://…`) on a real Ceph RADOS Gateway: attempt 1
 * in one workspace fails in a later phase, attempt 2 in a fresh workspace with a fresh store (a
 * new machine) resumes from what the gateway holds, its skipped phase's files back. Bad settings
 * and an unreachable server are one line, and a phase's result stands when its save fails.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import { cli, localEnv, tempDir, type CliResult } from './helpers.js';

const gateway = useGateway();
let bucket = '';
beforeAll(async () => {
  bucket = await gateway.bucket('cli');
}, 60_000);

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return localEnv({
    ...gatewayEnv(gateway.info),
    AWS_ENDPOINT_URL_S3: gateway.info.endpoint,
    ...extra,
  });
}

function ok(r: CliResult): CliResult {
  expect(r.stderr).not.toContain('internal error');
  expect(r.code, r.stderr).toBe(0);
  return r;
}

/** A machine: a workspace named `repo` (the scope) with its own store. */
function machine(): { dir: string; run: (args: string[], e?: NodeJS.ProcessEnv) => CliResult } {
  const t = tempDir('ci-state-remote-');
  cleanups.push(t.cleanup);
  const dir = join(t.dir, 'repo');
  mkdirSync(dir);
  return { dir, run: (args, e = env()) => cli(dir, args, e) };
}

async function keys(prefix: string): Promise<string[]> {
  const r = await gateway.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (r.Contents ?? []).map((o) => o.Key!);
}

describe('a remote store', () => {
  it('attempt 2 on a fresh machine resumes from the gateway, the skipped build’s files back', async () => {
    const remote = `s3://${bucket}/team/ci`;
    const a = machine();
    const i1 = ok(a.run(['init', '--workflow', 'w', '--phases', 'build,test', '--remote', remote]));
    expect(i1.stderr).toContain(`no earlier state of this job on s3://${bucket}/team/ci/`);
    const b = ok(
      a.run(['run', 'build', '--', 'sh', '-c', 'mkdir -p dist && echo app > dist/app.js']),
    );
    expect(b.stderr).toMatch(
      new RegExp(
        `state \\d+ saved to s3://${bucket}/team/ci/ at \\S+, with 1 new checkpoint pack \\(\\d+ B\\)`,
      ),
    );
    expect(a.run(['run', 'test', '--', 'sh', '-c', 'exit 4']).code).toBe(4);
    const stored = await keys('team/ci/ci-state/v1/');
    expect(stored.filter((k) => k.includes('/packs/'))).toHaveLength(1);
    // The attempt's newest state and the one before it: earlier ones are deleted.
    expect(stored.filter((k) => k.endsWith('.cis'))).toHaveLength(2);

    // A new machine: nothing of attempt 1 but what the gateway holds; the remote from the env.
    const m = machine();
    const e2 = env({ CI_STATE_REMOTE: remote });
    const i2 = ok(m.run(['init', '--workflow', 'w', '--phases', 'build,test'], e2));
    expect(i2.stderr).toMatch(
      /restored the state of attempt 1 \(run \S+\) from s3:\/\/\S+ at \S+, with 1 checkpoint pack/,
    );
    expect(i2.stdout).toMatch(/skip\s+build/);
    const b2 = ok(m.run(['run', 'build', '--', 'sh', '-c', 'echo ran > ran.txt'], e2));
    expect(b2.stderr).toContain('build: restored its outputs from checkpoint');
    expect(existsSync(join(m.dir, 'ran.txt'))).toBe(false);
    expect(readFileSync(join(m.dir, 'dist/app.js'), 'utf8')).toBe('app\n');
    ok(m.run(['run', 'test', '--', 'cat', 'dist/app.js'], e2));
  });

  it('a state whose signature does not match the integrity key is refused, and the attempt starts fresh', async () => {
    const remote = `s3://${bucket}/signed`;
    const a = machine();
    const signed = env({ CI_STATE_INTEGRITY_KEY: 'k1', CI_STATE_REMOTE: remote });
    ok(a.run(['init', '--workflow', 'w', '--phases', 'build,test'], signed));
    ok(a.run(['run', 'build', '--', 'true'], signed));
    const m = machine();
    const other = env({ CI_STATE_INTEGRITY_KEY: 'k2', CI_STATE_REMOTE: remote });
    const i = ok(m.run(['init', '--workflow', 'w', '--phases', 'build,test'], other));
    expect(i.stderr).toMatch(
      /a state on s3:\/\/\S+ at \S+ was refused: .*signature does not match/,
    );
    expect(i.stderr).toContain('no earlier state of this job on');
  });

  it('a pack whose bytes were changed on the server is refused; the phase runs again', async () => {
    const remote = `s3://${bucket}/tampered`;
    const a = machine();
    const e = env({ CI_STATE_REMOTE: remote });
    ok(a.run(['init', '--workflow', 'w', '--phases', 'build,test'], e));
    ok(a.run(['run', 'build', '--', 'sh', '-c', 'echo one > out.txt'], e));
    const pack = (await keys('tampered/')).find((k) => k.includes('/packs/'))!;
    await gateway.client.send(
      new PutObjectCommand({ Bucket: bucket, Key: pack, Body: Buffer.from('not a pack') }),
    );
    const m = machine();
    const i = ok(m.run(['init', '--workflow', 'w', '--phases', 'build,test'], e));
    expect(i.stderr).toMatch(/checkpoint content: pack \S+: /);
    expect(i.stdout).toMatch(
      /run\s+build\s+succeeded in attempt 1 \(\S+\); its outputs could not be restored/,
    );
    const b = ok(m.run(['run', 'build', '--', 'sh', '-c', 'echo two > out.txt'], e));
    expect(b.stderr).toContain('build succeeded');
    expect(readFileSync(join(m.dir, 'out.txt'), 'utf8')).toBe('two\n');
  });

  it('bad input and an unreachable server: one line; the phase’s own result stands', () => {
    const a = machine();
    const bad = a.run(['init', '--workflow', 'w', '--remote', 'http://x/y']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain(
      '--remote: "http://x/y" is not a remote store: expected s3://bucket/prefix',
    );
    const badBucket = a.run(['init', '--workflow', 'w', '--remote', 's3://No_Such']);
    expect(badBucket.stderr).toMatch(
      /--remote "s3:\/\/No_Such" is not an s3:\/\/bucket\/prefix location/,
    );

    // The server goes away after init: the phase succeeds, its save is NOT saved, said once.
    const down = env({ AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9' });
    writeFileSync(join(a.dir, 'x'), '');
    ok(a.run(['init', '--workflow', 'w', '--phases', 'build', '--remote', `s3://${bucket}/down`]));
    const r = a.run(['run', 'build', '--', 'true'], down);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: state NOT saved to s3:\/\/\S+ at 127\.0\.0\.1:9: /);
    expect(r.stderr).not.toContain(gateway.info.secretAccessKey);
  });
});
