/**
 * The history on a remote store, through the CLI and a real Ceph RADOS Gateway: two attempts of a
 * run on two fresh machines (`--remote`), then `ci-state history --remote` on a third shows both,
 * exactly as the local history of the machine that saw both shows them (entries, statistics, the
 * HTML report). A history object whose bytes were changed, and a line that is not an entry, are
 * skipped and counted in one line; another branch's history is read only when asked for.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import { cli, localEnv, tempDir, type CliResult } from './helpers.js';

const gateway = useGateway();
let bucket = '';
beforeAll(async () => {
  bucket = await gateway.bucket('history');
}, 60_000);

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return localEnv({
    ...gatewayEnv(gateway.info),
    AWS_ENDPOINT_URL_S3: gateway.info.endpoint,
    AWS_EC2_METADATA_DISABLED: 'true',
    ...extra,
  });
}

function ok(r: CliResult): CliResult {
  expect(r.stderr).not.toContain('internal error');
  expect(r.code, r.stderr).toBe(0);
  return r;
}

/** A machine: a workspace named `repo` (the scope) with its own store; on `branch` when given. */
function machine(branch?: string): {
  dir: string;
  run: (args: string[], e?: NodeJS.ProcessEnv) => CliResult;
} {
  const t = tempDir('ci-state-history-remote-');
  cleanups.push(t.cleanup);
  const dir = join(t.dir, 'repo');
  mkdirSync(dir);
  if (branch) {
    const g = spawnSync('git', ['init', '-q', '-b', branch, dir], { encoding: 'utf8' });
    expect(g.status, g.stderr).toBe(0);
  }
  return { dir, run: (args, e = env()) => cli(dir, args, e) };
}

async function keys(prefix: string): Promise<string[]> {
  const r = await gateway.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (r.Contents ?? []).map((o) => o.Key!);
}

/** Attempt 1 fails in test on one machine; attempt 2 on another resumes and completes. */
function twoAttempts(remote: string, branch?: string) {
  const a = machine(branch);
  ok(a.run(['init', '--workflow', 'w', '--phases', 'build,test', '--remote', remote]));
  ok(a.run(['run', 'build', '--', 'sh', '-c', 'echo app > app.txt']));
  expect(a.run(['run', 'test', '--', 'sh', '-c', 'exit 3']).code).toBe(3);
  const f1 = a.run(['finish']);
  expect(f1.code).toBe(1);
  expect(f1.stderr).toMatch(/the history of attempt 1 saved to s3:\/\/\S+ at \S+/);
  ok(a.run(['flush']));

  const b = machine(branch);
  const e2 = env({ CI_STATE_REMOTE: remote });
  ok(b.run(['init', '--workflow', 'w', '--phases', 'build,test'], e2));
  ok(b.run(['run', 'build', '--', 'true'], e2));
  ok(b.run(['run', 'test', '--', 'true'], e2));
  const f2 = ok(b.run(['finish'], e2));
  expect(f2.stderr).toMatch(/the history of attempt 2 saved to /);
  ok(b.run(['flush'], e2));
  return { a, b };
}

describe('history on a remote store', () => {
  it('a third machine sees both attempts as the local history of the second shows them', async () => {
    const remote = `s3://${bucket}/both`;
    const { b } = twoAttempts(remote);
    const stored = (await keys('both/')).filter((k) => k.includes('/history/'));
    expect(stored).toHaveLength(2);
    for (const k of stored)
      expect(k).toMatch(
        /^both\/ci-state\/v1\/_\/[0-9a-f]{32}\/history\/local-[0-9a-f]{8}\/[12]-(failed|completed)-[0-9a-f]{16}\.jsonl$/,
      );

    const c = machine();
    const views: string[][] = [
      [],
      ['--format', 'jsonl'],
      ['--phase', 'build', '--format', 'csv'],
      ['--stats'],
      ['--stats', '--format', 'markdown'],
      ['--status', 'failed', '--format', 'json'],
    ];
    for (const view of views) {
      const local = ok(b.run(['history', '--source', 'local', ...view]));
      const there = ok(c.run(['history', '--remote', remote, ...view]));
      expect(there.stdout, view.join(' ')).toBe(local.stdout);
      expect(there.stderr).toMatch(/2 history records on s3:\/\/\S+ at \S+ \(no branch\)/);
      expect(there.stderr).not.toContain('warning');
    }
    const table = ok(c.run(['history', '--remote', remote])).stdout;
    expect(table).toMatch(/\bfailed\b/);
    expect(table).toMatch(/\bcompleted\b/);
    // The HTML report too, and from CI_STATE_REMOTE alone.
    const e = env({ CI_STATE_REMOTE: remote });
    ok(c.run(['history', '--stats', '--format', 'html', '--output', 'remote.html'], e));
    ok(
      b.run(['history', '--source', 'local', '--stats', '--format', 'html', '--output', 'l.html']),
    );
    const html = readFileSync(join(c.dir, 'remote.html'), 'utf8');
    expect(html).toContain('<html');
    expect(html).toBe(readFileSync(join(b.dir, 'l.html'), 'utf8'));
  });

  it('a changed object and a line that is not an entry are skipped and counted; the rest is read', async () => {
    const remote = `s3://${bucket}/bad`;
    twoAttempts(remote);
    const stored = (await keys('bad/')).filter((k) => k.includes('/history/'));
    const first = stored.find((k) => /\/1-failed-/.test(k))!;
    // Attempt 1's object, rewritten behind ci-state's back: its recorded SHA-256 no longer holds.
    const put = await gateway.client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: first,
        Body: Buffer.from('{"not":"the same"}\n'),
        Metadata: { sha256: 'a'.repeat(64), size: '19' },
      }),
    );
    expect(put.$metadata.httpStatusCode).toBe(200);
    // A third attempt's object, well stored, whose only line is no history entry.
    const line = Buffer.from('{"kind":"run","schemaVersion":1,"status":"exploded"}\n');
    const sha = createHash('sha256').update(line).digest('hex');
    const scope = first.split('/history/')[0]!;
    const run = first.split('/history/')[1]!.split('/')[0]!;
    await gateway.client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `${scope}/history/${run}/3-failed-${sha.slice(0, 16)}.jsonl`,
        Body: line,
        Metadata: { sha256: sha, size: String(line.length) },
      }),
    );

    const c = machine();
    const r = ok(c.run(['history', '--remote', remote, '--format', 'jsonl']));
    const attempts = r.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { attempt: number }).attempt);
    expect(attempts).toEqual([2]);
    const warnings = r.stderr.split('\n').filter((l) => l.includes('warning:'));
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toMatch(
      /skipped 1 unreadable history line in 2 files \(1 not a valid entry\)/,
    );
    expect(warnings.join('\n')).toMatch(
      /1 history object could not be read and was left out; first: .*\/1-failed-/,
    );
  });

  it('reads its own branch only, another when asked with --branch', () => {
    const remote = `s3://${bucket}/branches`;
    const main = machine('main');
    ok(main.run(['init', '--workflow', 'w', '--phases', 'build', '--remote', remote]));
    ok(main.run(['run', 'build', '--', 'true']));
    ok(main.run(['finish']));
    const feature = machine('feature');
    ok(feature.run(['init', '--workflow', 'w', '--phases', 'build', '--remote', remote]));
    expect(feature.run(['run', 'build', '--', 'false']).code).toBe(1);
    expect(feature.run(['finish']).code).toBe(1);

    const onMain = machine('main');
    const own = ok(onMain.run(['history', '--remote', remote, '--format', 'jsonl']));
    const refs = (text: string) =>
      text
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { ref: string; status: string }).ref);
    expect(refs(own.stdout)).toEqual(['refs/heads/main']);
    expect(own.stderr).toContain('(heads/main)');
    const asked = ok(
      onMain.run(['history', '--remote', remote, '--branch', 'feature', '--format', 'jsonl']),
    );
    expect(refs(asked.stdout)).toEqual(['refs/heads/feature']);
    // Off any branch (no git): neither.
    const none = ok(machine().run(['history', '--remote', remote, '--format', 'jsonl']));
    expect(none.stdout.trim()).toBe('');
  });

  it('a store that cannot be reached costs one warning at finish, not the result', () => {
    const a = machine();
    ok(a.run(['init', '--workflow', 'w', '--phases', 'build', '--remote', `s3://${bucket}/down`]));
    ok(a.run(['run', 'build', '--', 'true']));
    const down = env({ AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9' });
    const f = ok(a.run(['finish'], down));
    expect(f.stdout).toMatch(/completed in attempt 1/);
    const warnings = f.stderr.split('\n').filter((l) => l.includes('warning:'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /warning: the history of attempt 1 NOT saved to s3:\/\/\S+ at 127\.0\.0\.1:9: /,
    );
    // The local history has it all the same.
    const local = ok(a.run(['history', '--source', 'local', '--format', 'jsonl'], down));
    expect(local.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('bad input is one line naming it', () => {
    const c = machine();
    const bad = c.run(['history', '--remote', 'http://x/y']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain(
      '--remote: "http://x/y" is not a remote store: expected s3://bucket/prefix',
    );
    const mixed = c.run(['history', '--remote', `s3://${bucket}/x`, '--source', 'repo']);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('--remote goes with --source remote');
    const none = c.run(['history', '--source', 'remote']);
    expect(none.code).not.toBe(0);
    expect(none.stderr).toContain('--source remote needs a remote store');
  });
});
