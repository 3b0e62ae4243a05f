// Generates the README's table of CLI commands (between `<!-- cli:start -->` and `<!-- cli:end -->`)
// from the command-line program's own definitions in src/cli/program.ts: each command and
// subcommand with its arguments, options and description. Fails when a command, subcommand or
// option has no description. `--check` fails when the README is out of date instead of writing it.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { importTs } from './import-ts.mjs';

const FILE = 'README.md';
const module = await importTs('src/cli/program.ts');
const program = module.buildProgram(/* printer, unused until a command runs */ {}, { code: 0 });

/** Table cell text: pipes escaped, `<` escaped outside code spans (it would start HTML). */
function cell(text) {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/</g, '\\<')))
    .join('')
    .replace(/\|/g, '\\|');
}

/** "start attempt 1 …" as a sentence: "Start attempt 1 ….". */
function sentence(text) {
  const t = text.trim();
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? '' : '.'}`;
}

const missing = [];
const rows = [];
function walk(cmd, prefix) {
  for (const sub of cmd.commands) {
    const name = `${prefix}${sub.name()}`;
    if (!sub.description()) missing.push(`command "${name}"`);
    for (const o of sub.options)
      if (!o.hidden && !o.description) missing.push(`option ${o.long ?? o.short} of "${name}"`);
    const args = sub.registeredArguments.map((a) => {
      const n = `${a.name()}${a.variadic ? '...' : ''}`;
      return a.required ? `<${n}>` : `[${n}]`;
    });
    const options = sub.options
      .filter((o) => !o.hidden)
      .map((o) => `\`${o.long ?? o.short}\``)
      .join(', ');
    rows.push(
      `| ${cell(`\`${[name, ...args].join(' ')}\``)} | ${options} | ${cell(sentence(sub.description()))} |`,
    );
    walk(sub, `${name} `);
  }
}
walk(program, '');
if (missing.length) {
  console.error(`no description in src/cli/program.ts for: ${missing.join(', ')}`);
  process.exit(1);
}

const table = ['| command | options | what it does |', '| --- | --- | --- |', ...rows];
const start = '<!-- cli:start -->';
const end = '<!-- cli:end -->';
const readme = readFileSync(FILE, 'utf8');
const a = readme.indexOf(start);
const b = readme.indexOf(end);
if (a < 0 || b < a) throw new Error(`${FILE} lacks the cli markers`);
const next = await format(
  `${readme.slice(0, a + start.length)}\n\n${table.join('\n')}\n\n${readme.slice(b)}`,
  { ...((await resolveConfig(FILE)) ?? {}), parser: 'markdown' },
);
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error(`the CLI table in ${FILE} is out of date: run \`npm run docs:cli\`.`);
    process.exit(1);
  }
  console.log(
    `the CLI table in ${FILE} matches the ${rows.length} commands of src/cli/program.ts.`,
  );
} else if (next !== readme) writeFileSync(FILE, next);
