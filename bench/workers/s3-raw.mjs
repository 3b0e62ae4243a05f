// The baseline of figure 9 in a process of its own: the raw AWS SDK moving the same bytes through
// the same gateway. `@aws-sdk/lib-storage` `Upload` of the file (its defaults: 5 MiB parts, 4 at
// a time), then, with a second client (as another machine), `GetObject` streamed into a file.
// Both clients are set up as a user would for Ceph: path-style, and checksums only where S3
// requires them (Ceph Pacific refuses the SDK's default checksum trailers on streamed uploads),
// which is also how ci-state's adapter talks to it. Not timed: the download is compared with the
// file (size and SHA-256), then the object is deleted. Prints one JSON line with the times.
//
//   node bench/workers/s3-raw.mjs <file> <bucket> <key> <endpoint> <download to>
//   credentials: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION (the SDK's default chain)
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';

const [file, bucket, key, endpoint, dest] = process.argv.slice(2);
const { S3Client, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
const { Upload } = await import('@aws-sdk/lib-storage');

const client = () =>
  new S3Client({
    endpoint,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

let t = performance.now();
const up = client();
await new Upload({
  client: up,
  params: { Bucket: bucket, Key: key, Body: createReadStream(file) },
}).done();
const saveMs = performance.now() - t;
up.destroy();

t = performance.now();
const down = client();
const response = await down.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
await pipeline(response.Body, createWriteStream(dest));
const restoreMs = performance.now() - t;

const digest = (f) => createHash('sha256').update(readFileSync(f)).digest('hex');
if (digest(dest) !== digest(file)) {
  console.error('s3 raw round trip: the download differs from the file');
  process.exit(1);
}
await down.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
down.destroy();
rmSync(dest, { force: true });
process.stdout.write(`${JSON.stringify({ saveMs, restoreMs, totalMs: saveMs + restoreMs })}\n`);
process.exit(0);
