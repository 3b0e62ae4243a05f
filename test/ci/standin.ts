/**
 * A stand-in for each CI system, enough to play docs/other-ci.md's recipes as the system would:
 * the recipe read out of the page, the system's variables set, its commands run in the order and
 * shells the system uses, its always-run hook after them. A machine is a fresh workspace (an npm
 * project, a git checkout) with its own store; `npm` is fake-npm.mjs and `ci-state` the CLI under
 * test (CI_STATE_TEST_CLI or dist/cli/index.js).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Code } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { parse as parseYaml } from 'yaml';
import { CLI } from '../cli/helpers.js';
import { CI_VARIABLE } from './systems.js';

export const DOC = join(import.meta.dirname, '..', '..', 'docs', 'other-ci.md');

export interface Recipe {
  /** The file the recipe is, as its first lines name it: `.gitlab-ci.yml`. */
  path: string;
  line: number;
  text: string;
}

/** The page's recipes by file: each code block whose first or second line is a comment naming one. */
export function recipes(markdown = readFileSync(DOC, 'utf8')): Map<string, Recipe> {
  const out = new Map<string, Recipe>();
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'code') {
      const code = node as Code;
      const head = code.value.split('\n').slice(0, 2);
      for (const l of head) {
        const m = /^(?:#|\/\/) ((?:\.?[\w-]+\/)*[\w.-]+)(?::| |$)/.exec(l);
        if (m && /^(\.gitlab-ci\.yml|\.buildkite\/|Jenkinsfile|\.circleci\/)/.test(m[1]!)) {
          out.set(m[1]!, { path: m[1]!, line: code.position?.start.line ?? 0, text: code.value });
          break;
        }
      }
    }
    for (const child of node.children ?? []) visit(child as { type: string; children?: unknown[] });
  };
  visit(fromMarkdown(markdown));
  return out;
}

export interface Step {
  what: string;
  code: number;
  output: string;
}

export interface Played {
  ok: boolean;
  steps: Step[];
  /** Everything the job printed. */
  output: string;
  /** The workspace's files the recipe archives (artifacts, test results), as the system keeps them. */
  archived: string[];
}

/** The tools every machine has: `ci-state` (the CLI under test) and the fake `npm`. */
export function tools(dir: string): string {
  const bin = join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  const node = JSON.stringify(process.execPath);
  const wrap = (name: string, script: string) => {
    writeFileSync(join(bin, name), `#!/bin/sh\nexec ${node} ${JSON.stringify(script)} "$@"\n`);
    chmodSync(join(bin, name), 0o755);
  };
  wrap('ci-state', CLI);
  wrap('npm', join(import.meta.dirname, 'fake-npm.mjs'));
  return bin;
}

export interface Machine {
  dir: string;
  /** The machine's own environment: PATH with the tools, the fake npm's settings. */
  env: Record<string, string>;
}

/** A fresh machine: a checkout of the npm project in `dir`, nothing of any CI system in its env. */
export function machine(
  dir: string,
  bin: string,
  fake: { log: string; attempt: number; fail?: string },
): Machine {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "name": "app", "version": "1.0.0" }\n');
  writeFileSync(join(dir, 'index.js'), 'export const app = 1;\n');
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !CI_VARIABLE.test(k) && !k.startsWith('AWS_')) env[k] = v;
  delete env.TERM;
  Object.assign(env, {
    LANG: 'C.UTF-8',
    PATH: `${bin}:${process.env.PATH ?? ''}`,
    FAKE_LOG: fake.log,
    FAKE_ATTEMPT: String(fake.attempt),
    ...(fake.fail ? { FAKE_FAIL: fake.fail } : {}),
    GIT_AUTHOR_NAME: 'dev',
    GIT_AUTHOR_EMAIL: 'dev@example.com',
    GIT_COMMITTER_NAME: 'dev',
    GIT_COMMITTER_EMAIL: 'dev@example.com',
  });
  const git = (args: string[]) => spawnSync('git', args, { cwd: dir, env, stdio: 'ignore' });
  git(['init', '-q', '-b', 'main']);
  git(['add', '.']);
  git(['commit', '-q', '-m', 'app']);
  return { dir, env };
}

/** Runs `script` with `shell` (e.g. ['bash', '-e', '-c']) in the machine's workspace. */
export function run(
  m: Machine,
  shell: string[],
  script: string,
  env: Record<string, string>,
  what = script,
): Step {
  const r = spawnSync(shell[0]!, [...shell.slice(1), script], {
    cwd: m.dir,
    env: { ...m.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { what, code: r.status ?? -1, output: `${r.stdout}${r.stderr}` };
}

function played(steps: Step[], failed: (s: Step) => boolean, archived: string[] = []): Played {
  return {
    ok: !steps.some(failed),
    steps,
    output: steps.map((s) => `$ ${s.what}\n${s.output}`).join(''),
    archived,
  };
}

/**
 * The files of the workspace that archive paths name: a file, a directory (`dir`, `dir/`) or
 * the files of one (`dir/*`), relative to the workspace, sorted.
 */
export function archive(m: Machine, paths: readonly string[]): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    const base = p.replace(/\/\*$|\/$/, '');
    const full = join(m.dir, base);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) {
      for (const f of readdirSync(full))
        if (statSync(join(full, f)).isFile()) out.add(`${base}/${f}`);
    } else out.add(base);
  }
  return [...out].sort();
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function lines(v: unknown): string[] {
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).map(String);
}

/**
 * GitLab CI: the job's `before_script` and `script` in one shell that stops at the first failing
 * command (the runner's bash with `set -eo pipefail`), then `after_script` in a new shell whatever
 * happened; the job fails when the first shell does. Settings variables override the file's.
 */
export function playGitLab(recipe: Recipe, m: Machine, vars: Record<string, string>): Played {
  const doc = parseYaml(recipe.text) as Record<string, unknown>;
  const jobs = Object.entries(doc).filter(([k, v]) => !k.startsWith('.') && isObject(v));
  if (jobs.length !== 1) throw new Error(`${recipe.path}: expected one job, found ${jobs.length}`);
  const [name, job] = jobs[0] as [string, Record<string, unknown>];
  if (vars.CI_JOB_NAME !== name) throw new Error(`the job is ${name}, not ${vars.CI_JOB_NAME}`);
  const fileVars = { ...(doc.variables as object), ...(job.variables as object) };
  const env = { ...(fileVars as Record<string, string>), ...vars };
  const shell = ['bash', '-c'];
  const main = ['set -eo pipefail', ...lines(job.before_script), ...lines(job.script)].join('\n');
  const after = ['set -eo pipefail', ...lines(job.after_script)].join('\n');
  const steps = [run(m, shell, main, env, 'script'), run(m, shell, after, env, 'after_script')];
  // `artifacts:`, uploaded after after_script when `when` matches how the job ended.
  const a = isObject(job.artifacts) ? job.artifacts : {};
  const ok = steps[0]!.code === 0;
  const when = String(a.when ?? 'on_success');
  const reports = isObject(a.reports) ? Object.values(a.reports).flatMap(lines) : [];
  const upload = when === 'always' || (when === 'on_success') === ok;
  const archived = upload ? archive(m, [...lines(a.paths), ...reports]) : [];
  return played(steps, (s) => s.what === 'script' && s.code !== 0, archived);
}

/**
 * Buildkite: the pipeline upload interpolates `$VAR` from the uploading agent's environment (the
 * build's BUILDKITE_* variables, not the job's secrets) and turns `$$` into `$`; the step's
 * commands run as one script with `/bin/bash -e -c`, then the repository's `post-command` hook,
 * also when the command failed. The job fails when either does.
 */
export function playBuildkite(
  pipeline: Recipe,
  hook: Recipe,
  m: Machine,
  vars: Record<string, string>,
): Played {
  const doc = parseYaml(pipeline.text) as { steps?: unknown[] };
  const steps = (doc.steps ?? []).filter(isObject).filter((s) => s.command || s.commands);
  if (steps.length !== 1) throw new Error(`${pipeline.path}: expected one command step`);
  const step = steps[0]!;
  if (vars.BUILDKITE_STEP_KEY !== step.key)
    throw new Error(`the step's key is ${String(step.key)}`);
  const upload = Object.fromEntries(
    Object.entries(vars).filter(([k]) => k.startsWith('BUILDKITE')),
  );
  const interpolate = (s: string) =>
    s.replace(/\$\$|\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (all, name?: string) =>
      all === '$$' ? '$' : (upload[name!] ?? ''),
    );
  const command = lines(step.commands ?? step.command)
    .map(interpolate)
    .join('\n');
  const env = { ...((step.env as Record<string, string>) ?? {}), ...vars };
  const ran = run(m, ['/bin/bash', '-e', '-c'], command, env, 'command');
  const hookFile = join(m.dir, '..', `post-command-${Date.now()}`);
  writeFileSync(hookFile, hook.text);
  const post = run(
    m,
    ['bash', '-c'],
    `bash ${JSON.stringify(hookFile)}`,
    { ...env, BUILDKITE_COMMAND_EXIT_STATUS: String(ran.code) },
    'post-command hook',
  );
  // `artifact_paths` (`;` between paths), uploaded after the command phase, its hooks included.
  const paths = lines(step.artifact_paths).flatMap((p) => p.split(';'));
  return played([ran, post], (s) => s.code !== 0, archive(m, paths));
}

export interface JenkinsCause {
  _class: string;
  shortDescription: string;
}

/**
 * Jenkins: the Jenkinsfile's `environment` (credentials from the stand-in's store, the
 * `reRunOf()` helper applied to the build's causes), each stage's `sh` steps with `sh -xe` until
 * one fails, then `post { always }`. The Groovy is not run: the helper must have the shape the
 * page gives (causes found by class, the build number cut out of the short description by
 * `replaceAll`), and the stand-in applies its regular expressions.
 */
export function playJenkins(
  recipe: Recipe,
  m: Machine,
  vars: Record<string, string>,
  o: {
    credentials: Record<string, string>;
    params: Record<string, string>;
    causes: JenkinsCause[];
  },
): Played {
  const text = recipe.text;
  const helper = /\nString reRunOf\(\) \{\n([\s\S]*?)\n\}\n/.exec(text)?.[1];
  if (!helper || !helper.includes('currentBuild.getBuildCauses()'))
    throw new Error('Jenkinsfile: reRunOf() reading currentBuild.getBuildCauses() not found');
  const classes = [...helper.matchAll(/endsWith\('([^']+)'\)/g)].map((x) => x[1]!);
  const replacements = [...helper.matchAll(/replaceAll\(\/((?:[^/\\]|\\.)+)\/, '([^']*)'\)/g)].map(
    (x) => [new RegExp(x[1]!, 'g'), x[2]!] as const,
  );
  if (!classes.length || replacements.length !== 2)
    throw new Error('Jenkinsfile: reRunOf() does not have the shape the stand-in knows');
  const reRunOf = () => {
    const cause = o.causes.find((c) => classes.some((k) => c._class.endsWith(k)));
    return cause
      ? replacements.reduce((s, [re, to]) => s.replace(re, to), cause.shortDescription)
      : '';
  };

  const block = (name: string, from = 0) => {
    const start = text.indexOf(`${name} {`, from);
    if (start < 0) throw new Error(`Jenkinsfile: no ${name} block`);
    let depth = 0;
    for (let i = text.indexOf('{', start); i < text.length; i++) {
      if (text[i] === '{') depth++;
      if (text[i] === '}' && --depth === 0) return text.slice(text.indexOf('{', start) + 1, i);
    }
    throw new Error(`Jenkinsfile: ${name} block not closed`);
  };
  const env: Record<string, string> = { ...vars };
  for (const line of block('environment').split('\n')) {
    const a = /^\s*(\w+) = (.*)$/.exec(line);
    if (!a) continue;
    const [, key, value] = a as unknown as [string, string, string];
    const cred = /^credentials\('([^']+)'\)$/.exec(value);
    if (cred) env[key] = o.credentials[cred[1]!] ?? '';
    else if (value === '"${params.ATTEMPT_OF ?: reRunOf()}"')
      env[key] = o.params.ATTEMPT_OF || reRunOf();
    else if (/^'[^']*'$/.test(value)) env[key] = value.slice(1, -1);
    else throw new Error(`Jenkinsfile: environment ${key} = ${value}: not known to the stand-in`);
  }
  const shSteps = (body: string) =>
    [...body.matchAll(/^\s*sh '((?:[^'\\]|\\.)*)'\s*$/gm)].map((x) => x[1]!);
  const steps: Step[] = [];
  let failed = false;
  for (const s of block('stages').matchAll(/stage\('([^']+)'\) \{/g)) {
    if (failed) break;
    const stageEnv = { ...env, STAGE_NAME: s[1]! };
    for (const script of shSteps(block('steps', text.indexOf(s[0])))) {
      const r = run(m, ['sh', '-xe', '-c'], script, stageEnv);
      steps.push(r);
      if (r.code !== 0) {
        failed = true;
        break;
      }
    }
  }
  const always = block('always', text.indexOf('post {'));
  for (const script of shSteps(always)) {
    const r = run(m, ['sh', '-xe', '-c'], script, env, `post: ${script}`);
    steps.push(r);
    if (r.code !== 0) break;
  }
  // The `junit` and `archiveArtifacts` steps of `post { always }`, after its `sh` steps.
  const kept = [
    ...always.matchAll(/^\s*junit\b.*\btestResults: '([^']+)'/gm),
    ...always.matchAll(/^\s*archiveArtifacts\b.*\bartifacts: '([^']+)'/gm),
  ].map((x) => x[1]!);
  return played(steps, (s) => s.code !== 0, archive(m, kept));
}

/**
 * CircleCI: the job's steps in order, each `run` in its own `/bin/bash -eo pipefail` shell;
 * after a failing step only the steps with `when: always` run. `checkout` is the machine's
 * workspace as it is.
 */
export function playCircleCI(recipe: Recipe, m: Machine, vars: Record<string, string>): Played {
  const doc = parseYaml(recipe.text) as {
    jobs?: Record<string, { environment?: Record<string, string>; steps?: unknown[] }>;
    workflows?: Record<string, { jobs?: unknown[] }>;
  };
  const job = doc.jobs?.[vars.CIRCLE_JOB!];
  if (!job) throw new Error(`${recipe.path}: no job ${vars.CIRCLE_JOB}`);
  const inWorkflow = Object.values(doc.workflows ?? {}).some((w) =>
    (w.jobs ?? []).some((j) => j === vars.CIRCLE_JOB || (isObject(j) && vars.CIRCLE_JOB! in j)),
  );
  if (!inWorkflow) throw new Error(`${recipe.path}: job ${vars.CIRCLE_JOB} is in no workflow`);
  const env = { ...(job.environment ?? {}), ...vars };
  const steps: Step[] = [];
  let failed = false;
  const kept: string[] = [];
  for (const s of job.steps ?? []) {
    if (s === 'checkout') continue;
    // `store_test_results` and `store_artifacts`: kept whatever happened before (see the page).
    const store = isObject(s) ? (s.store_test_results ?? s.store_artifacts) : undefined;
    if (isObject(store)) {
      kept.push(String(store.path));
      continue;
    }
    const r = isObject(s) ? s.run : undefined;
    if (r === undefined) throw new Error(`${recipe.path}: a step the stand-in does not know`);
    const spec = isObject(r) ? r : { command: r };
    const when = spec.when ?? 'on_success';
    if (failed ? when !== 'always' && when !== 'on_fail' : when === 'on_fail') continue;
    const step = run(m, ['/bin/bash', '-eo', 'pipefail', '-c'], String(spec.command), env);
    steps.push(step);
    if (step.code !== 0) failed = true;
  }
  return played(steps, (s) => s.code !== 0, archive(m, kept));
}
