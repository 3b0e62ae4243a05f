/**
 * Parsers for what a step hands back to the runner: the environment files (`GITHUB_OUTPUT`,
 * `GITHUB_STATE`, `GITHUB_ENV`, `GITHUB_PATH`) and workflow commands printed on stdout/stderr.
 * They follow the runner's own parsers (actions/runner `FileCommandManager`, `ActionCommand`) on
 * Linux: lines end at `\n`; `name=value` or `name<<DELIMITER` … `DELIMITER` (heredoc).
 */

export class FileCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileCommandError';
  }
}

/** Reads one line at `index` the way the runner does on Linux (only `\n` ends a line). */
function readLine(
  text: string,
  state: { index: number },
): { line: string; newline: string } | null {
  if (state.index >= text.length) return null;
  const start = state.index;
  const lf = text.indexOf('\n', start);
  if (lf < 0) {
    state.index = text.length;
    return { line: text.slice(start), newline: '' };
  }
  state.index = lf + 1;
  return { line: text.slice(start, lf), newline: '\n' };
}

/**
 * Parses a key/value environment file (`GITHUB_OUTPUT`, `GITHUB_STATE`, `GITHUB_ENV`).
 * Returns pairs in file order (a later pair for the same name wins when applied).
 * Throws `FileCommandError` with the runner's wording on malformed content.
 */
export function parseKeyValueFile(text: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const state = { index: 0 };
  for (let read = readLine(text, state); read !== null; read = readLine(text, state)) {
    const line = read.line;
    if (line === '') continue;
    const equals = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (equals >= 0 && (heredoc < 0 || equals < heredoc)) {
      const name = line.slice(0, equals);
      if (name === '')
        throw new FileCommandError(`Invalid format '${line}'. Name must not be empty`);
      pairs.push([name, line.slice(equals + 1)]);
    } else if (heredoc >= 0 && (equals < 0 || heredoc < equals)) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (name === '' || delimiter === '') {
        throw new FileCommandError(
          `Invalid format '${line}'. Name must not be empty and delimiter must not be empty`,
        );
      }
      const start = state.index;
      let end = state.index;
      let value = readLine(text, state);
      while (value === null || value.line !== delimiter) {
        if (value === null) {
          throw new FileCommandError(`Invalid value. Matching delimiter not found '${delimiter}'`);
        }
        if (value.newline === '') {
          throw new FileCommandError('Invalid value. EOF marker missing new line.');
        }
        end = state.index - value.newline.length;
        value = readLine(text, state);
      }
      pairs.push([name, end > start ? text.slice(start, end) : '']);
    } else {
      throw new FileCommandError(`Invalid format '${line}'`);
    }
  }
  return pairs;
}

/** Parses `GITHUB_PATH`: one directory per non-empty line, in file order. */
export function parsePathFile(text: string): string[] {
  return text.split(/\r\n|\n|\r/).filter((line) => line !== '');
}

export interface WorkflowCommand {
  name: string;
  properties: Record<string, string>;
  data: string;
}

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeProperty(s: string): string {
  return s
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');
}

/**
 * Parses a `::name key=value,key=value::data` workflow command, or returns undefined for an
 * ordinary line. Leading whitespace is allowed, as in the runner.
 */
export function parseWorkflowCommand(line: string): WorkflowCommand | undefined {
  const message = line.trimStart();
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (name === '') return undefined;
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const part of info
      .slice(space + 1)
      .trim()
      .split(',')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      if (eq <= 0 || eq === part.length - 1) continue;
      properties[part.slice(0, eq)] = unescapeProperty(part.slice(eq + 1));
    }
  }
  return { name, properties, data: unescapeData(message.slice(end + 2)) };
}
