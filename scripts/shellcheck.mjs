// shellcheck (Debian's `shellcheck` package, installed by .ci/setup) on shell text: a script file,
// a workflow's `run:` block or a markdown code block. Problems come back with their line in the
// text, for the caller to place in its file.
import { spawnSync } from 'node:child_process';

/**
 * Checks that a workflow's `run:` blocks may break, as actionlint leaves them out: a sourced file
 * not found (SC1091), `${{ }}` making a word or expression constant (SC2194, SC2050, SC2157), and
 * variables that come from the step's `env:` (SC2154).
 */
export const TEMPLATE_EXCLUDES = ['SC1091', 'SC2194', 'SC2050', 'SC2154', 'SC2157'];

/** Stops with one line when shellcheck is not installed. */
export function requireShellcheck() {
  const r = spawnSync('shellcheck', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    console.error(
      'shellcheck not found: install the Debian package shellcheck (bash .ci/setup does, from .ci/apt-packages)',
    );
    process.exit(1);
  }
  return /version: (\S+)/.exec(r.stdout)?.[1] ?? 'unknown';
}

/** `${{ … }}` replaced by underscores of the same length, so columns stay right (as actionlint). */
export function withoutExpressions(script) {
  return script.replace(/\$\{\{[\s\S]*?\}\}/g, (m) => m.replace(/[^\n]/g, '_'));
}

/**
 * shellcheck's findings on `text` for `shell` (bash or sh): `{ line, column, level, code, message }`,
 * lines counted in `text`.
 */
export function shellcheck(text, { shell = 'bash', exclude = [] } = {}) {
  const args = ['--norc', '-f', 'json1', '-s', shell];
  if (exclude.length) args.push('-e', exclude.join(','));
  const r = spawnSync('shellcheck', [...args, '-'], { input: text, encoding: 'utf8' });
  if (r.error || (r.status !== 0 && r.status !== 1))
    throw new Error(`shellcheck failed: ${r.error?.message ?? r.stderr.trim()}`);
  return JSON.parse(r.stdout).comments.map((c) => ({
    line: c.line,
    column: c.column,
    level: c.level,
    code: `SC${c.code}`,
    message: c.message,
  }));
}
