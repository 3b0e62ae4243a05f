// Preloaded (`node --import`) into the processes of the figures whose emulator hands out blob URLs
// on Azure's host names (the emulator's `blobHost` option; `ctx.emulator` in bench/run.mjs): every
// name under `.blob.core.windows.net` resolves to 127.0.0.1, where the emulator listens, through
// `dns.lookup` (which `http`, `https` and `fetch` all use to connect). Any other name resolves as
// usual.
//
// So `@actions/cache` sees the host name it sees on GitHub, and downloads as it does there: its
// check is on the signed URL's host (`hostname.endsWith('.blob.core.windows.net')`, in
// `downloadCache` of lib/internal/cacheHttpClient.js), and only then does it download in parallel
// ranges instead of one stream (with the v2 cache service, through the Azure SDK: a HEAD, then
// 4 MiB ranges, 8 at a time, in 128 MiB segments).
import dns from 'node:dns';

const AZURE_BLOB_SUFFIX = '.blob.core.windows.net';
const original = dns.lookup;
const LOOPBACK = { address: '127.0.0.1', family: 4 };

function lookup(hostname, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  if (typeof hostname !== 'string' || !hostname.toLowerCase().endsWith(AZURE_BLOB_SUFFIX))
    return original.call(this, hostname, options, callback);
  const all = typeof options === 'object' && options?.all;
  process.nextTick(() =>
    all ? callback(null, [LOOPBACK]) : callback(null, LOOPBACK.address, LOOPBACK.family),
  );
  return {};
}

dns.lookup = lookup;
