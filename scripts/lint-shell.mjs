// shellcheck on the repository's shell: the tracked scripts (`*.sh` and files starting with a
// sh/bash shebang, such as .ci/run and .ci/setup) and the ```sh / ```bash blocks of the tracked
// markdown files. Workflows' `run:` blocks are checked by lint-workflows.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { requireShellcheck, shellcheck } from './shellcheck.mjs';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);

const version = requireShellcheck();
let problems = 0;
let checked = 0;
const check = (file, text, shell, firstLine, exclude = []) => {
  checked++;
  for (const c of shellcheck(text, { shell, exclude })) {
    problems++;
    console.error(`${file}:${firstLine + c.line - 1}:${c.column}: ${c.message} [${c.code}]`);
  }
};

for (const file of tracked) {
  if (file.endsWith('.md')) continue;
  const head = readFileSync(file, 'utf8').slice(0, 200);
  const shebang = /^#!\s*\/(?:usr\/)?bin\/(?:env\s+)?(bash|sh)\b/.exec(head);
  if (!shebang && !file.endsWith('.sh')) continue;
  check(file, readFileSync(file, 'utf8'), shebang?.[1] ?? 'bash', 1);
}

// Examples in the docs: commands to copy into an interactive shell (checked as bash), with
// variables the reader sets (SC2154), files an earlier command writes or a command prints (SC1090,
// SC1091) and a `cd` whose failure the reader sees at once (SC2164) left out.
for (const file of tracked.filter((f) => f.endsWith('.md') && !f.startsWith('docs/api/'))) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^```(sh|bash)\n([\s\S]*?)^```/gm)) {
    const firstLine = text.slice(0, m.index).split('\n').length + 1;
    check(`${file} (code block)`, m[2], 'bash', firstLine, [
      'SC2154',
      'SC1090',
      'SC1091',
      'SC2164',
    ]);
  }
}

if (problems) {
  console.error(`shellcheck: ${problems} problem${problems === 1 ? '' : 's'}`);
  process.exit(1);
}
const what = checked === 1 ? '1 script or code block' : `${checked} scripts and code blocks`;
console.log(`shellcheck ${version}: ${what} checked, no problems.`);
