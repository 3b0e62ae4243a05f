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
  --write-env PATH    also write the environment to PATH (KEY=VALUE lines)
  --json              print the environment as JSON instead of export lines`);
  process.exit(0);
}

const { startEmulator } = await import('./index.ts');
const emu = await startEmulator({
  seed: Number(values.seed),
  latencyMs: Number(values['latency-ms']),
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
