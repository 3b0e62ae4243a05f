/**
 * The tests' S3 server launcher: a second gateway starts next to the run's shared one, serves
 * signed requests with its own keys, and its stop ends exactly its own daemons and removes its
 * directory, leaving the shared gateway running.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CreateBucketCommand, ListBucketsCommand } from '@aws-sdk/client-s3';
import { expect, it } from 'vitest';
import { rawClient, useGateway } from './gateway.js';
import { startGateway } from './rgw.js';

const shared = useGateway();

/** Whether pid `pid` runs (a zombie, waiting for its reaper, counts as ended). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

it('starts a second gateway side by side and stops exactly its own daemons', async () => {
  const own = await startGateway({ memstoreBytes: 256 * 1024 * 1024 });
  let stopped = false;
  try {
    expect(own.endpoint).not.toBe(shared.info.endpoint);
    const port = Number(new URL(own.endpoint).port);
    expect(port < 6800 || port > 7300).toBe(true);
    const pids = ['client.rgw', 'osd.0', 'mon.a'].map((name) =>
      Number(readFileSync(path.join(own.dir, `${name}.pid`), 'utf8').trim()),
    );
    expect(pids.every(running)).toBe(true);

    const client = await rawClient(own);
    await client.send(new CreateBucketCommand({ Bucket: 'own-bucket' }));
    const listed = await client.send(new ListBucketsCommand({}));
    expect(listed.Buckets?.map((b) => b.Name)).toEqual(['own-bucket']);
    client.destroy();

    await own.stop();
    stopped = true;
    expect(pids.filter(running)).toEqual([]);
    expect(existsSync(own.dir)).toBe(false);
    await own.stop(); // a second stop is a no-op

    // The run's gateway is untouched and does not see the other's bucket.
    const buckets = await shared.client.send(new ListBucketsCommand({}));
    expect(buckets.Buckets?.map((b) => b.Name)).not.toContain('own-bucket');
  } finally {
    if (!stopped) await own.stop();
  }
});
