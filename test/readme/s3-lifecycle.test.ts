/**
 * The README's S3 retention rule, as a user applies it: the lifecycle configuration it shows is
 * accepted by a real S3 server (Ceph's RADOS Gateway) and read back unchanged, and its prefix
 * covers every object ci-state writes for the remote the README names (`s3://ci-bucket/ci-state`).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetBucketLifecycleConfigurationCommand,
  ListObjectsV2Command,
  PutBucketLifecycleConfigurationCommand,
  type BucketLifecycleConfiguration,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Store } from '../../src/remote/s3.js';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import { blocksOf, ROOT } from './blocks.js';

const gateway = useGateway();
let bucket: string;
let dir: string;

/** The README's lifecycle rule: the JSON block with `Rules`, and the remote it is written for. */
function readmeRule(): { rule: BucketLifecycleConfiguration } {
  const found = blocksOf('README.md', 'json').filter((b) => b.text.includes('"Rules"'));
  expect(found, 'the README shows one lifecycle configuration').toHaveLength(1);
  const rule = JSON.parse(found[0]!.text) as BucketLifecycleConfiguration;
  return { rule };
}

/** The remote the README writes the rule for: `For \`s3://bucket/<prefix>\``, before the block. */
async function readmeRemotePrefix(): Promise<string> {
  const text = await readFile(join(ROOT, 'README.md'), 'utf8');
  const m = /For `s3:\/\/[^/`]+\/([^`]+)`/.exec(text.slice(0, text.indexOf('"Rules"')));
  expect(m, 'the README names the remote its lifecycle rule is for').not.toBeNull();
  return m![1]!;
}

beforeAll(async () => {
  Object.assign(process.env, gatewayEnv(gateway.info), { AWS_EC2_METADATA_DISABLED: 'true' });
  bucket = await gateway.bucket('lifecycle');
  dir = await mkdtemp(join(tmpdir(), 'ci-state-lifecycle-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the README's lifecycle rule", () => {
  it('is accepted by the S3 server and read back as written', async () => {
    const { rule } = readmeRule();
    await gateway.client.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket: bucket,
        LifecycleConfiguration: rule,
      }),
    );
    const back = await gateway.client.send(
      new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }),
    );
    expect(back.Rules).toHaveLength(rule.Rules!.length);
    const [want, got] = [rule.Rules![0]!, back.Rules![0]!];
    expect(got.ID).toBe(want.ID);
    expect(got.Status).toBe(want.Status);
    expect(got.Filter?.Prefix).toBe(want.Filter?.Prefix);
    expect(got.Expiration?.Days).toBe(want.Expiration?.Days);
  });

  it("covers every object ci-state writes under the README's remote", async () => {
    const { rule } = readmeRule();
    const remotePrefix = await readmeRemotePrefix();
    const ruled = rule.Rules![0]!.Filter!.Prefix!;
    // A state and a pack as a phase end writes them (src/remote/sync.ts keys, through the adapter).
    const { pushState } = await import('../../src/persist/wiring/s3-sync.js');
    const { LocalStore } = await import('../../src/store/index.js');
    const core = await import('../../src/core/index.js');
    const storeDir = join(dir, 'store');
    const scope = {
      repo: 'acme/w',
      workflow: 'ci',
      job: 'build',
      matrix: '',
      ref: 'refs/heads/main',
    };
    const key = core.scopeKey(scope);
    const now = () => new Date().toISOString();
    const store = new LocalStore({ dir: storeDir });
    const state = await store.update(
      key,
      (s) =>
        core.initAttempt(s, {
          scope,
          origin: {
            repo: scope.repo,
            workflow: scope.workflow,
            job: scope.job,
            runId: '7',
            runAttempt: 1,
            sha: 'a'.repeat(40),
            ref: scope.ref,
            event: 'push',
            actor: 'octocat',
          },
          onRunner: false,
          strategy: 'failed',
          toolVersion: '0.0.0',
          now: now(),
          newRunId: () => '7',
          stateId: (id: string) => `${id}-${key.slice(0, 8)}`,
        }).state,
    );
    const remote = new S3Store({
      bucket,
      prefix: remotePrefix,
      endpoint: gateway.info.endpoint,
      forcePathStyle: true,
    });
    try {
      const pushed = await pushState(
        storeDir,
        state!,
        { remote, scopeKey: key, ref: scope.ref },
        () => Promise.resolve(undefined),
      );
      expect(pushed.problem).toBeUndefined();
      expect(pushed.saved).toBe(true);
    } finally {
      remote.destroy();
    }
    const listed = await gateway.client.send(new ListObjectsV2Command({ Bucket: bucket }));
    const keys = (listed.Contents ?? []).map((o) => o.Key!);
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) expect(k.startsWith(ruled), `${k} is under ${ruled}`).toBe(true);
  });
});
