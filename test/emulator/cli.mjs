#!/usr/bin/env node
// Starts the emulator by hand and prints a job's environment, e.g.
//
//   node test/emulator/cli.mjs --repo acme/widgets --run-id 100 --ref refs/heads/main
//
// then, in another shell, `set -a; . ./emulator.env; set +a` (with --write-env emulator.env) and
// run ci-state or the toolkit clients. Ctrl-C stops the emulator and Azurite.
//
// Needs Node >= 24 (TypeScript type stripping); scripts/import-ts.mjs maps the sources' `.js`
// specifiers to their `.ts` files.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { register } from '../../scripts/import-ts.mjs';

register();

const { values } = parseArgs({
  options: {
    repo: { type: 'string', default: 'acme/widgets' },
    'run-id': { type: 'string', default: '100' },
    attempt: { type: 'string', default: '1' },
    job: { type: 'string', default: 'build' },
    ref: { type: 'string', default: 'refs/heads/main' },
    seed: { type: 'string', default: '1' },
    'latency-ms': { type: 'string', default: '0' },
    'read-only': { type: 'boolean', default: false },
    'time-scale': { type: 'string', default: '1' },
    'cache-entries-per-minute': { type: 'string' },
    'cache-budget-bytes': { type: 'string' },
    'cache-eviction-interval-ms': { type: 'string' },
    'cache-unused-ms': { type: 'string' },
    'artifacts-per-job': { type: 'string' },
    'artifact-list-max': { type: 'string' },
    'list-earlier-attempts': { type: 'boolean', default: false },
    'write-env': { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(`Usage: node test/emulator/cli.mjs [options]
  --repo OWNER/NAME   repository (default acme/widgets)
  --run-id N          GITHUB_RUN_ID (default 100)
  --attempt N         GITHUB_RUN_ATTEMPT (default 1)
  --job NAME          GITHUB_JOB (default build)
  --ref REF           GITHUB_REF (default refs/heads/main)
  --read-only         GITHUB_TOKEN is read-only (fork pull request)
  --seed N            seed for ids and fault decisions (default 1)
  --latency-ms N      network round trip added to every request, twice on a new connection
                      (default 0)
  --time-scale X      the emulator's clock runs X times real time (default 1); Retry-After is
                      given in real seconds
GitHub's limits (default: GitHub's numbers; 0 turns a count off):
  --cache-entries-per-minute N    new cache entries a minute per repository (200)
  --cache-budget-bytes N          cache storage per repository (10737418240)
  --cache-eviction-interval-ms N  how often eviction runs (3600000; 0: after every save)
  --cache-unused-ms N             entries unused this long are removed (604800000)
  --artifacts-per-job N           artifacts a job may create (500)
  --artifact-list-max N           most artifacts one ListArtifacts answers (1000)
  --list-earlier-attempts         ListArtifacts lists earlier attempts' artifacts that
                                  GetSignedArtifactURL refuses (the 2026 regression)
  --write-env PATH    also write the environment to PATH (KEY=VALUE lines)
  --json              print the environment as JSON instead of export lines`);
  process.exit(0);
}

/** A whole number >= 0 from option `--name`, or a one-line error naming it. */
function count(name) {
  const text = values[name];
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n)) {
    console.error(`--${name} must be a whole number >= 0, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return n;
}
const limitOptions = {
  cacheEntriesPerMinute: count('cache-entries-per-minute'),
  cacheBudgetBytes: count('cache-budget-bytes'),
  cacheEvictionIntervalMs: count('cache-eviction-interval-ms'),
  cacheUnusedMs: count('cache-unused-ms'),
  artifactsPerJob: count('artifacts-per-job'),
  artifactListMax: count('artifact-list-max'),
  ...(values['list-earlier-attempts'] ? { listEarlierAttempts: true } : {}),
};
const limits = Object.fromEntries(Object.entries(limitOptions).filter(([, v]) => v !== undefined));
const timeScale = Number(values['time-scale']);
if (!Number.isFinite(timeScale) || timeScale <= 0) {
  console.error(`--time-scale must be a number > 0, not ${JSON.stringify(values['time-scale'])}`);
  process.exit(2);
}

const { startEmulator } = await import('./index.ts');
const emu = await startEmulator({
  seed: Number(values.seed),
  latencyMs: Number(values['latency-ms']),
  timeScale,
  limits,
});
const env = emu.runtimeEnv({
  repo: values.repo,
  runId: values['run-id'],
  attempt: Number(values.attempt),
  job: values.job,
  ref: values.ref,
  readOnly: values['read-only'],
});

const quote = (v) => `'${v.replaceAll("'", `'\\''`)}'`;
if (values['write-env']) {
  writeFileSync(
    values['write-env'],
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n') + '\n',
  );
}
if (values.json) {
  console.log(JSON.stringify({ resultsUrl: emu.resultsUrl, apiUrl: emu.apiUrl, env }, null, 2));
} else {
  console.error(
    `emulator up in ${emu.startupMs} ms: results ${emu.resultsUrl}, REST ${emu.apiUrl}`,
  );
  for (const [k, v] of Object.entries(env)) console.log(`export ${k}=${quote(v)}`);
  console.error('Ctrl-C to stop.');
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    emu.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
