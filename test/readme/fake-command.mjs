// One command of the fake project that test/readme/ puts in a job's workspace (`npm run build`,
// `npm test`, `npm run e2e`, `npm run lint`, and the hooks of `npm ci` and `npm pack`). It appends
// "<where> <command>@<attempt>" to $FAKE_LOG (outside the workspace), fails when a file made by a
// command before it in the job ($FAKE_CHAIN) is missing, fails with exit code 3 when $FAKE_FAIL
// names it, and otherwise writes its own files (scripts/products.json), saying which attempt made
// them. It runs with the workspace as its directory, as npm runs scripts.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const command = process.argv[2] ?? '';
const products = JSON.parse(readFileSync(new URL('./products.json', import.meta.url), 'utf8'));
const attempt = process.env.GITHUB_RUN_ATTEMPT ?? '?';
const where = process.env.FAKE_WHERE ?? '?';

if (process.env.FAKE_LOG) appendFileSync(process.env.FAKE_LOG, `${where} ${command}@${attempt}\n`);

const chain = (process.env.FAKE_CHAIN ?? '').split(',').filter(Boolean);
const earlier = chain.indexOf(command) > 0 ? chain.slice(0, chain.indexOf(command)) : [];
for (const before of earlier) {
  for (const file of products[before] ?? []) {
    if (!existsSync(file.path)) {
      console.error(`${command}: ${file.path} is missing (${before} makes it)`);
      process.exit(1);
    }
  }
}

if (process.env.FAKE_FAIL === command) {
  console.error(`${command}: 2 of 10 failed (the failure this attempt was given)`);
  process.exit(3);
}

for (const file of products[command] ?? []) {
  if (!file.stamped) continue;
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, `${command} by attempt ${attempt} (${where})\n`);
}
console.log(`${command}: done`);
