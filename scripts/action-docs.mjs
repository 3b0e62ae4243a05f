// Generates the inputs/outputs tables of README.md from action.yml (between markers).
// `--check` fails when README.md is out of date instead of writing it.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

const action = parse(readFileSync('action.yml', 'utf8'));
const cell = (s) =>
  String(s ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ')
    .trim();

const inputs = [
  '| input | default | description |',
  '| --- | --- | --- |',
  ...Object.entries(action.inputs ?? {}).map(
    ([name, i]) =>
      `| \`${name}\` | ${i.default === '' || i.default === undefined ? '' : `\`${cell(i.default)}\``} | ${cell(i.description)} |`,
  ),
];
const outputs = [
  '| output | description |',
  '| --- | --- |',
  ...Object.entries(action.outputs ?? {}).map(
    ([name, o]) => `| \`${name}\` | ${cell(o.description)} |`,
  ),
  '| `phase-<id>` | One per known phase: `skipped` (this attempt does not execute it), `blocked` (its `ci-state run` fails at once: it needs outputs of a side effect that could not be restored) or `pending` (it executes), for `if:` conditions. |',
];

function replace(text, marker, body) {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) throw new Error(`README.md lacks the ${marker} markers`);
  return `${text.slice(0, a + start.length)}\n${body.join('\n')}\n${text.slice(b)}`;
}

const readme = readFileSync('README.md', 'utf8');
const options = (await resolveConfig('README.md')) ?? {};
const next = await format(replace(replace(readme, 'inputs', inputs), 'outputs', outputs), {
  ...options,
  parser: 'markdown',
});
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README.md inputs/outputs tables are out of date: run `npm run docs`.');
    process.exit(1);
  }
  console.log('README.md inputs/outputs tables match action.yml.');
} else {
  writeFileSync('README.md', next);
}
