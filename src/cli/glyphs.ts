/**
 * The symbols the CLI prints on a terminal: Unicode (✓ ✗ ⏭) where the terminal can show them,
 * plain ASCII (`ok`, `FAIL`, `skip`) where it cannot or where plain output is asked for. Markdown
 * for the job summary and the PR comment is not terminal output and keeps its own symbols.
 */

/** Which symbols to print. */
export interface Glyphs {
  succeeded: string;
  failed: string;
  skipped: string;
  pending: string;
  running: string;
  rolledBack: string;
  /** Between the parts of a one-line summary (`demo · run 1 · attempt 2`). */
  separator: string;
  /** At the end of text cut short. */
  ellipsis: string;
}

const UNICODE: Glyphs = {
  succeeded: '✓',
  failed: '✗',
  skipped: '⏭',
  pending: '·',
  running: '…',
  rolledBack: '↩',
  separator: '·',
  ellipsis: '…',
};

const ASCII: Glyphs = {
  succeeded: 'ok',
  failed: 'FAIL',
  skipped: 'skip',
  pending: '-',
  running: '..',
  rolledBack: 'undo',
  separator: '|',
  ellipsis: '...',
};

/** Windows terminals known to show Unicode (the list of sindresorhus' is-unicode-supported). */
function windowsUnicode(env: NodeJS.ProcessEnv): boolean {
  const { TERM, TERM_PROGRAM } = env;
  return (
    Boolean(env.WT_SESSION) ||
    Boolean(env.TERMINUS_SUBLIME) ||
    env.ConEmuTask === '{cmd::Cmder}' ||
    TERM_PROGRAM === 'Terminus-Sublime' ||
    TERM_PROGRAM === 'vscode' ||
    TERM === 'xterm-256color' ||
    TERM === 'alacritty' ||
    TERM === 'rxvt-unicode' ||
    TERM === 'rxvt-unicode-256color' ||
    env.TERMINAL_EMULATOR === 'JetBrains-JediTerm' ||
    // The job log of a GitHub runner is UTF-8 whatever the console's code page.
    env.GITHUB_ACTIONS === 'true'
  );
}

/**
 * Whether the CLI prints Unicode symbols, in this order:
 * 1. `NO_COLOR` (set, not empty) or `TERM=dumb` ask for plain output: ASCII.
 * 2. The locale, from the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set and not empty:
 *    Unicode when it names UTF-8 (`C.UTF-8`, `en_US.utf8`), ASCII otherwise (`C`, `POSIX`).
 * 3. No locale at all (containers, CI, Windows): as is-unicode-supported decides, Unicode except
 *    on the Linux console (`TERM=linux`) and, on Windows, in terminals not known to show it.
 */
export function unicodeOutput(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): boolean {
  if (env.NO_COLOR || env.TERM === 'dumb') return false;
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG;
  if (locale) return /utf-?8/i.test(locale);
  return platform === 'win32' ? windowsUnicode(env) : env.TERM !== 'linux';
}

let chosen: Glyphs | undefined;

/** The symbols for this process (decided once, from its environment). */
export function glyphs(): Glyphs {
  return (chosen ??= unicodeOutput() ? UNICODE : ASCII);
}

/** Typographic characters in ci-state's messages and tables, and their ASCII spelling. */
const ASCII_SPELLING: Record<string, string> = {
  '–': '-',
  '—': '-',
  '…': '...',
  '≈': '~',
  '×': 'x',
  '·': '|',
  '→': '->',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
};

/**
 * Text for people, as the terminal can show it: unchanged where it shows Unicode, else with the
 * typographic characters spelt in ASCII. Only for messages and tables, never for data (`get`,
 * JSON), which must come out as stored.
 */
export function terminalText(text: string): string {
  if (glyphs() === UNICODE) return text;
  return text.replace(/[–—…≈×·→‘’“”]/g, (c) => ASCII_SPELLING[c] ?? c);
}

/** `text` cut to `max` characters, ending with the ellipsis when cut. */
export function clipLine(text: string, max: number): string {
  const { ellipsis } = glyphs();
  return text.length > max ? `${text.slice(0, max - ellipsis.length)}${ellipsis}` : text;
}
