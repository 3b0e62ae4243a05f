// The `npm` of the recipes' stand-in (standin.ts): `npm install --global ci-state` is the
// build under test, already on the PATH; `npm ci`, `npm run build`, `npm test` and `npm pack` do
// real file work in the workspace. Each appends "<command>@<attempt>" to $FAKE_LOG (outside the
// workspace), fails when a file an earlier command makes is missing, fails with exit code 3 when
// $FAKE_FAIL names it, and writes its files saying which attempt ($FAKE_ATTEMPT) made them.
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const command = process.argv.slice(2).join(' ');
if (command === 'install --global ci-state') {
  console.log('npm: ci-state is the build under test, on the PATH');
  process.exit(0);
}

const COMMANDS = {
  ci: { needs: ['package.json'], makes: ['node_modules/dep/index.js'] },
  'run build': { needs: ['node_modules/dep/index.js'], makes: ['dist/app.js'] },
  test: { needs: ['dist/app.js'], makes: ['reports/test.txt'] },
  pack: { needs: ['dist/app.js'], makes: ['app-1.0.0.tgz'] },
};
const known = COMMANDS[command];
if (!known) {
  console.error(`npm ${command}: the stand-in's npm knows ${Object.keys(COMMANDS).join(', ')}`);
  process.exit(1);
}
const attempt = process.env.FAKE_ATTEMPT ?? '?';
if (process.env.FAKE_LOG) appendFileSync(process.env.FAKE_LOG, `${command}@${attempt}\n`);
for (const file of known.needs) {
  if (!existsSync(file)) {
    console.error(`npm ${command}: ${file} is missing`);
    process.exit(1);
  }
}
if (process.env.FAKE_FAIL === command) {
  console.error(`npm ${command}: 2 of 10 failed (the failure this attempt was given)`);
  process.exit(3);
}
for (const file of known.makes) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${command} by attempt ${attempt}\n`);
}
console.log(`npm ${command}: done`);
