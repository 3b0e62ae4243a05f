// The environment the GitHub runner gives a JavaScript action: the GITHUB_* command files, the
// workspace and temp directories, the event file, and every input at its action.yml default.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../../scripts/import-ts.mjs';

/**
 * INPUT_<NAME> for every input of an action.yml (the main one by default), at its default, as the
 * runner passes them.
 */
export function actionInputs(token, actionYml = join(ROOT, 'action.yml')) {
  const action = parse(readFileSync(actionYml, 'utf8'));
  const env = {};
  for (const [name, spec] of Object.entries(action.inputs ?? {})) {
    let value = String(spec?.default ?? '');
    if (value.includes('${{ github.token }}'))
      value = value.replaceAll('${{ github.token }}', token);
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  return env;
}

/**
 * Creates a job's runner directories under `dir` and returns the variables that point at them.
 * `event` is the event payload (GITHUB_EVENT_PATH).
 */
export function runnerFiles(dir, event = { ref: 'refs/heads/main' }) {
  const workspace = join(dir, 'workspace');
  const temp = join(dir, 'runner-temp');
  const files = join(dir, 'files');
  for (const d of [workspace, temp, files]) mkdirSync(d, { recursive: true });
  const env = {
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: temp,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    GITHUB_EVENT_PATH: join(files, 'event.json'),
  };
  writeFileSync(env.GITHUB_EVENT_PATH, JSON.stringify(event));
  for (const [name, file] of [
    ['GITHUB_OUTPUT', 'output'],
    ['GITHUB_STATE', 'state'],
    ['GITHUB_ENV', 'env'],
    ['GITHUB_PATH', 'path'],
    ['GITHUB_STEP_SUMMARY', 'summary'],
  ]) {
    env[name] = join(files, file);
    writeFileSync(env[name], '');
  }
  return env;
}
