/**
 * The runner's contract with a JavaScript action, as ci-state's own steps use it: inputs from
 * INPUT_* variables, outputs/state/env/path through the GITHUB_* command files (heredoc form with a
 * random delimiter), log commands on stdout, and the step summary file.
 *
 * Why not `@actions/core`: importing it loads `@actions/http-client` and undici (for OIDC, which
 * ci-state never uses), which more than doubles the cold start of a step that has nothing to
 * restore. The toolkit clients loaded later for the cache and artifacts bring their own copy.
 * Escaping and file formats follow @actions/core 3 (command.js, file-command.js) exactly.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { EOL } from 'node:os';
import { delimiter } from 'node:path';
import { CiStateError } from '../core/errors.js';
import { workflowCommand } from '../report/escape.js';

function toValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

export function issue(
  command: string,
  message = '',
  properties: Record<string, string> = {},
): void {
  process.stdout.write(`${workflowCommand(command, message, properties)}${EOL}`);
}

function fileCommand(envName: string, key: string, value: unknown): boolean {
  const file = process.env[envName];
  if (!file) return false;
  const text = toValue(value);
  const delim = `ghadelimiter_${randomUUID()}`;
  if (key.includes(delim) || text.includes(delim))
    throw new Error(`value contains the delimiter ${delim}`);
  appendFileSync(file, `${key}<<${delim}${EOL}${text}${EOL}${delim}${EOL}`, 'utf8');
  return true;
}

/** An input's value, trimmed ('' when unset), as the runner passes it (INPUT_<NAME>, spaces to _). */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** An input's value, or undefined when empty. */
export function optionalInput(name: string): string | undefined {
  const v = getInput(name);
  return v === '' ? undefined : v;
}

/** A yes/no input (true/yes/on/1, false/no/off/0); anything else is one clear error. */
export function booleanInput(name: string, fallback: boolean): boolean {
  const v = optionalInput(name);
  if (v === undefined) return fallback;
  if (/^(true|yes|on|1)$/i.test(v)) return true;
  if (/^(false|no|off|0)$/i.test(v)) return false;
  throw new CiStateError('invalid_input', `input ${name} is "${v}": expected true or false`);
}

export function setOutput(name: string, value: unknown): void {
  if (!fileCommand('GITHUB_OUTPUT', name, value)) {
    process.stdout.write(EOL);
    issue('set-output', toValue(value), { name });
  }
}

export function saveState(name: string, value: unknown): void {
  if (!fileCommand('GITHUB_STATE', name, value)) issue('save-state', toValue(value), { name });
}

export function getState(name: string): string {
  return process.env[`STATE_${name}`] ?? '';
}

export function exportVariable(name: string, value: unknown): void {
  process.env[name] = toValue(value);
  if (!fileCommand('GITHUB_ENV', name, value)) issue('set-env', toValue(value), { name });
}

export function addPath(dir: string): void {
  const file = process.env.GITHUB_PATH;
  if (file) appendFileSync(file, `${dir}${EOL}`, 'utf8');
  else issue('add-path', dir);
  process.env.PATH = `${dir}${delimiter}${process.env.PATH ?? ''}`;
}

export function setSecret(secret: string): void {
  issue('add-mask', secret);
}

export function info(message: string): void {
  process.stdout.write(`${message}${EOL}`);
}

export function debug(message: string): void {
  issue('debug', message);
}

export function notice(message: string): void {
  issue('notice', message);
}

export function warning(message: string): void {
  issue('warning', message);
}

export function error(message: string): void {
  issue('error', message);
}

export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** Appends markdown to the step summary; false when there is no summary file (not on a runner). */
export function appendSummary(markdown: string): boolean {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file || !existsSync(file)) return false;
  appendFileSync(file, markdown, 'utf8');
  return true;
}
