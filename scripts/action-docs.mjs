// Generates the inputs/outputs tables of README.md and of each sub-action's README.md from its
// action.yml (between `<!-- inputs:start -->`/`end` and `<!-- outputs:start -->`/`end` markers).
// `--check` fails when a README is out of date instead of writing it.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

/** Each action folder; the main action's README adds the per-phase outputs. */
const ACTIONS = [
  {
    dir: '.',
    extraOutputs: [
      '| `phase-<id>` | One per known phase: `skipped` (this attempt does not execute it), `blocked` (its `ci-state run` fails at once: it needs outputs of a side effect that could not be restored) or `pending` (it executes), for `if:` conditions. |',
    ],
  },
  { dir: 'save' },
  { dir: 'restore' },
  { dir: 'report' },
  { dir: 'rollback' },
  { dir: 'history' },
];

const cell = (s) =>
  String(s ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ')
    .trim();

function defaultCell(input) {
  if (input.required && (input.default === undefined || input.default === '')) return '(required)';
  return input.default === '' || input.default === undefined ? '' : `\`${cell(input.default)}\``;
}

function tables(action, extraOutputs = []) {
  const inputs = [
    '| input | default | description |',
    '| --- | --- | --- |',
    ...Object.entries(action.inputs ?? {}).map(
      ([name, i]) => `| \`${name}\` | ${defaultCell(i)} | ${cell(i.description)} |`,
    ),
  ];
  const outputs = [
    '| output | description |',
    '| --- | --- |',
    ...Object.entries(action.outputs ?? {}).map(
      ([name, o]) => `| \`${name}\` | ${cell(o.description)} |`,
    ),
    ...extraOutputs,
  ];
  return { inputs, outputs };
}

function replace(text, marker, body, file) {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) throw new Error(`${file} lacks the ${marker} markers`);
  return `${text.slice(0, a + start.length)}\n${body.join('\n')}\n${text.slice(b)}`;
}

const check = process.argv.includes('--check');
const stale = [];
for (const { dir, extraOutputs } of ACTIONS) {
  const file = `${dir}/README.md`.replace(/^\.\//, '');
  const action = parse(readFileSync(`${dir}/action.yml`, 'utf8'));
  const { inputs, outputs } = tables(action, extraOutputs);
  const readme = readFileSync(file, 'utf8');
  const options = (await resolveConfig(file)) ?? {};
  const next = await format(
    replace(replace(readme, 'inputs', inputs, file), 'outputs', outputs, file),
    { ...options, parser: 'markdown' },
  );
  if (next === readme) continue;
  if (check) stale.push(file);
  else writeFileSync(file, next);
}
if (check) {
  if (stale.length) {
    console.error(
      `inputs/outputs tables out of date in ${stale.join(', ')}: run \`npm run docs\`.`,
    );
    process.exit(1);
  }
  console.log(`inputs/outputs tables match action.yml in ${ACTIONS.length} READMEs.`);
}
