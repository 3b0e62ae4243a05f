export const id = 4748;
export const ids = [4748];
export const modules = {

/***/ 75568:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DX: () => (/* binding */ clipLine),
/* harmony export */   _J: () => (/* binding */ glyphs),
/* harmony export */   eR: () => (/* binding */ terminalText)
/* harmony export */ });
/* unused harmony export unicodeOutput */
/**
 * The symbols the CLI prints on a terminal: Unicode (✓ ✗ ⏭) where the terminal can show them,
 * plain ASCII (`ok`, `FAIL`, `skip`) where it cannot or where plain output is asked for. Markdown
 * for the job summary and the PR comment is not terminal output and keeps its own symbols.
 */
const UNICODE = {
    succeeded: '✓',
    failed: '✗',
    skipped: '⏭',
    pending: '·',
    running: '…',
    rolledBack: '↩',
    separator: '·',
    ellipsis: '…',
};
const ASCII = {
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
function windowsUnicode(env) {
    const { TERM, TERM_PROGRAM } = env;
    return (Boolean(env.WT_SESSION) ||
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
        env.GITHUB_ACTIONS === 'true');
}
/**
 * Whether the CLI prints Unicode symbols, in this order:
 * 1. `NO_COLOR` (set, not empty) or `TERM=dumb` ask for plain output: ASCII.
 * 2. The locale, from the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set and not empty:
 *    Unicode when it names UTF-8 (`C.UTF-8`, `en_US.utf8`), ASCII otherwise (`C`, `POSIX`).
 * 3. No locale at all (containers, CI, Windows): as is-unicode-supported decides, Unicode except
 *    on the Linux console (`TERM=linux`) and, on Windows, in terminals not known to show it.
 */
function unicodeOutput(env = process.env, platform = process.platform) {
    if (env.NO_COLOR || env.TERM === 'dumb')
        return false;
    const locale = env.LC_ALL || env.LC_CTYPE || env.LANG;
    if (locale)
        return /utf-?8/i.test(locale);
    return platform === 'win32' ? windowsUnicode(env) : env.TERM !== 'linux';
}
let chosen;
/** The symbols for this process (decided once, from its environment). */
function glyphs() {
    return (chosen ??= unicodeOutput() ? UNICODE : ASCII);
}
/** Typographic characters in ci-state's messages and tables, and their ASCII spelling. */
const ASCII_SPELLING = {
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
function terminalText(text) {
    if (glyphs() === UNICODE)
        return text;
    return text.replace(/[–—…≈×·→‘’“”]/g, (c) => ASCII_SPELLING[c] ?? c);
}
/** `text` cut to `max` characters, ending with the ellipsis when cut. */
function clipLine(text, max) {
    const { ellipsis } = glyphs();
    return text.length > max ? `${text.slice(0, max - ellipsis.length)}${ellipsis}` : text;
}


/***/ }),

/***/ 74748:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Fr: () => (/* binding */ createPrinter),
  xB: () => (/* binding */ debugLines),
  Zn: () => (/* binding */ printPlan),
  N7: () => (/* binding */ reportError),
  Cd: () => (/* binding */ statusLines),
  D5: () => (/* binding */ summaryJson),
  tp: () => (/* binding */ table)
});

// UNUSED EXPORTS: describeRecord, inertLines, phaseIcon

// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/core/duration.js
var core_duration = __webpack_require__(41634);
// EXTERNAL MODULE: ./.build/core/text.js
var core_text = __webpack_require__(15677);
// EXTERNAL MODULE: ./.build/core/words.js
var words = __webpack_require__(93265);
;// CONCATENATED MODULE: ./.build/core/summary.js
/** Human-readable lines for the CLI and reports: plans (durations read as duration.ts says). */



/**
 * The plan in lines a person reads: one headline, one line per phase in run order, then warnings.
 *
 *     Resuming from attempt 1 (strategy failed): 3 phases skipped, 2 run again from test; saves about 4m12s.
 *       skip  build   succeeded in attempt 1 (2m01s)
 *       run   test    failed in attempt 1: exit code 3
 *     warning: deploy has side effects and succeeded in attempt 1: not run again
 */
function describePlan(plan, state) {
    const fromAttempt = plan.fromAttempt ?? state?.origin.runAttempt;
    const parts = [
        `${(0,words/* plural */.L)(plan.skip.length, 'phase')} skipped`,
        `${plan.redo.length} run again${plan.resumeFrom !== undefined ? ` from ${plan.resumeFrom}` : ''}`,
    ];
    const saved = plan.savedMs > 0 ? `; saves about ${(0,core_duration/* formatDuration */.a)(plan.savedMs)}` : '';
    const from = fromAttempt !== undefined ? ` from attempt ${fromAttempt}` : '';
    const lines = [
        `Resuming${from} (strategy ${(0,core_text/* oneLine */.TN)(plan.strategy)}): ${parts.join(', ')}${saved}.`,
    ];
    const skip = new Set(plan.skip);
    const width = Math.min(32, Math.max(0, ...plan.order.map((id) => id.length)));
    const blocked = plan.blocked ?? {};
    for (const id of plan.order) {
        const isBlocked = !skip.has(id) && Object.hasOwn(blocked, id);
        const action = skip.has(id) ? 'skip' : isBlocked ? 'fail' : 'run ';
        const reason = isBlocked ? blocked[id] : plan.reasons[id];
        lines.push(`  ${action}  ${id.padEnd(width)}${reason ? `  ${(0,core_text/* oneLine */.TN)(reason)}` : ''}`.trimEnd());
    }
    for (const warning of plan.warnings)
        lines.push(`warning: ${(0,core_text/* oneLine */.TN)(warning)}`);
    return lines;
}

// EXTERNAL MODULE: ./.build/report/escape.js
var report_escape = __webpack_require__(43046);
// EXTERNAL MODULE: ./.build/cli/glyphs.js
var glyphs = __webpack_require__(75568);
// EXTERNAL MODULE: ./.build/cli/pipes.js
var pipes = __webpack_require__(76938);
;// CONCATENATED MODULE: ./.build/cli/output.js
/** Printing for people and for programs: one place decides streams, prefixes and JSON. */






/**
 * Text from a state (phase reasons and errors, context keys, the workflow's name) can hold line
 * breaks and `::name::`: printed as it is, a line of it would be read by the runner as a workflow
 * command (`::add-mask::`, `::error::`, `::stop-commands::`). Every printed line that would be one
 * (the runner breaks lines at CR, LF and CRLF) is broken invisibly, a zero-width space between
 * the colons; every other line is printed exactly as it is.
 */
function inertLines(text) {
    return text
        .split(/(\r\n|\r|\n)/)
        .map((part) => (/^\s*::|##\[/.test(part) ? (0,report_escape/* breakWorkflowCommands */.$U)(part) : part))
        .join('');
}
function createPrinter(stdout = process.stdout, stderr = process.stderr) {
    // A closed stream (pipes.ts) is written no more: what ci-state has to say is then lost, not fatal.
    const say = (line) => (0,pipes/* writeTo */.jH)(stderr, `${inertLines((0,glyphs/* terminalText */.eR)(line))}\n`);
    const print = (text) => (0,pipes/* writeTo */.jH)(stdout, `${text}\n`);
    return {
        note: (line) => say(`ci-state: ${line}`),
        out: (line) => print(inertLines(line)),
        json: (value) => print(JSON.stringify(value, null, 2)),
        warn: (line) => say(`ci-state: warning: ${line}`),
        annotate: (line) => process.env.GITHUB_ACTIONS === 'true'
            ? print((0,report_escape/* workflowCommand */.NA)('warning', `ci-state: ${line}`))
            : say(`ci-state: warning: ${line}`),
        debug: (line) => {
            if (process.env.RUNNER_DEBUG === '1')
                say(`ci-state: ${line}`);
        },
    };
}
/** Lines shown only when the runner's debug logging is on (RUNNER_DEBUG=1), as notes. */
function debugLines(p) {
    return process.env.RUNNER_DEBUG === '1' ? (line) => p.note(line) : () => undefined;
}
function phaseIcon(status) {
    const g = (0,glyphs/* glyphs */._J)();
    return status === 'rolled_back' ? g.rolledBack : g[status];
}
function pad(text, width) {
    return text.length >= width ? text : text + ' '.repeat(width - text.length);
}
/** A plain-text table: columns padded to the widest cell. */
function table(rows) {
    const widths = [];
    for (const row of rows)
        row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
    return rows.map((row) => row
        .map((c, i) => (i === row.length - 1 ? c : pad(c, widths[i] ?? 0)))
        .join('  ')
        .trimEnd());
}
function describeRecord(id, rec, currentAttempt) {
    const duration = rec.durationMs !== undefined ? (0,core_duration/* formatDuration */.a)(rec.durationMs) : '';
    const notes = [];
    if (rec.reason)
        notes.push(rec.reason);
    else if (rec.attempt !== currentAttempt &&
        (rec.status === 'succeeded' || rec.status === 'failed'))
        notes.push(`from attempt ${rec.attempt}`);
    if (rec.status === 'failed' && rec.error)
        notes.push(rec.error);
    if (rec.sideEffect)
        notes.push('side effect');
    return [
        phaseIcon(rec.status),
        id,
        rec.status,
        `attempt ${rec.attempt}`,
        duration,
        notes.join('; '),
    ];
}
function statusLines(state) {
    const lines = [
        `${[state.origin.workflow, `run ${state.origin.runId}`, `attempt ${state.origin.runAttempt}`, state.status].join(` ${(0,glyphs/* glyphs */._J)().separator} `)}${state.pause ? ` (paused: ${state.pause.reason})` : ''}`,
    ];
    const ids = Object.keys(state.phases);
    if (ids.length === 0) {
        lines.push('  no phases recorded yet');
    }
    else {
        const rows = ids.map((id) => describeRecord(id, state.phases[id], state.origin.runAttempt));
        for (const l of table(rows))
            lines.push(`  ${l}`);
    }
    const declaredOnly = state.declared.filter((d) => !(d.id in state.phases)).map((d) => d.id);
    if (declaredOnly.length)
        lines.push(`  not started: ${declaredOnly.join(', ')}`);
    if (state.resume && state.resume.skipped.length) {
        lines.push(`  resumed from attempt ${state.resume.fromAttempt} (${state.resume.strategy}): skipped ${state.resume.skipped.join(', ')}, saving ${(0,core_duration/* formatDuration */.a)(state.resume.savedMs)}`);
    }
    const ctx = Object.keys(state.context);
    if (ctx.length)
        lines.push(`  context: ${ctx.join(', ')}`);
    if (state.checkpoints.length)
        lines.push(`  checkpoints: ${state.checkpoints.map((c) => c.id).join(', ')}`);
    return lines;
}
function printPlan(p, state, plan) {
    for (const line of describePlan(plan, state))
        p.out(line);
}
/** The few fields of a state that the JSON output of init, resume and finish shows. */
function summaryJson(state) {
    return {
        id: state.id,
        workflow: state.origin.workflow,
        runId: state.origin.runId,
        attempt: state.origin.runAttempt,
        status: state.status,
        profile: state.profile ?? null,
    };
}
/** A command's error as one line on stderr; returns the exit code. */
function reportError(e) {
    if (e instanceof errors/* CiStateError */.eS) {
        (0,pipes/* writeTo */.jH)(process.stderr, `ci-state: ${(0,glyphs/* terminalText */.eR)(e.message)}\n`);
        return e.exitCode;
    }
    const err = e;
    (0,pipes/* writeTo */.jH)(process.stderr, `ci-state: internal error: ${(0,glyphs/* terminalText */.eR)(err?.message ?? String(e))}\n`);
    if (process.env.CI_STATE_DEBUG)
        (0,pipes/* writeTo */.jH)(process.stderr, `${err?.stack ?? ''}\n`);
    return 70;
}


/***/ }),

/***/ 41634:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
/** How a duration reads in the CLI, the reports and the history: one short string. */
/** "350ms", "1.2s", "12.3s", "4m12s", "1h02m". Negative or non-finite values read as "0ms". */
function formatDuration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return '0ms';
    if (ms < 999.5)
        return `${Math.round(ms)}ms`;
    if (ms < 59_950)
        return `${(ms / 1000).toFixed(1)}s`;
    const totalSeconds = Math.round(ms / 1000);
    if (totalSeconds < 3600) {
        return `${Math.floor(totalSeconds / 60)}m${String(totalSeconds % 60).padStart(2, '0')}s`;
    }
    const totalMinutes = Math.round(ms / 60_000);
    return `${Math.floor(totalMinutes / 60)}h${String(totalMinutes % 60).padStart(2, '0')}m`;
}


/***/ }),

/***/ 8005:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eS: () => (/* binding */ CiStateError),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   yh: () => (/* binding */ listWords)
/* harmony export */ });
/* unused harmony export isCiStateError */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15677);
/**
 * The one error type the core throws. Every message is a single line that names the input and says
 * what is accepted, so the CLI and the Action can print it as is (an annotation, a log line).
 */

const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;
class CiStateError extends Error {
    name = 'CiStateError';
    code;
    exitCode;
    /** Every individual problem (the message may list only the first ones when there are many). */
    details;
    /**
     * `new CiStateError(code, message, options?)`. The third argument may be just the exit code.
     * For callers written against the other order, `(message, code)` is recognised (a code is one
     * snake_case word; a message has spaces) and taken as meant.
     */
    constructor(code, message, options = {}) {
        if (!CODE_PATTERN.test(code) && CODE_PATTERN.test(message))
            [code, message] = [message, code];
        const opts = typeof options === 'number' ? { exitCode: options } : options;
        super((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(message), opts.cause === undefined ? undefined : { cause: opts.cause });
        this.code = code;
        this.exitCode = opts.exitCode ?? 2;
        this.details = opts.details ?? [];
    }
}
function isCiStateError(err) {
    return err instanceof CiStateError;
}
/** Error messages stay on one line (core/text.ts); exported here with the other message helpers. */

/**
 * Quotes an untrusted value for an error message: JSON string syntax (so it is one line and its
 * bounds are visible), cut to `max` characters.
 */
function quote(value, max = 80) {
    let text;
    if (typeof value === 'string')
        text = value;
    else {
        try {
            text = JSON.stringify(value) ?? String(value);
        }
        catch {
            text = String(value);
        }
    }
    if (text.length > max)
        text = `${text.slice(0, max)}…`;
    return JSON.stringify(text);
}
/** "a, b, c or d" */
function listWords(items, conjunction = 'or') {
    if (items.length === 0)
        return '(none)';
    if (items.length === 1)
        return items[0];
    return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}


/***/ }),

/***/ 15677:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   jZ: () => (/* binding */ sanitizeText)
/* harmony export */ });
/**
 * Untrusted text made harmless before it is shown: one cleaner for reports, terminal lines and
 * error messages, so each place removes the same dangerous characters.
 */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/g;
// C0 controls but tab and line feed, DEL and C1 controls (NEL included).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// Any run of controls, tab and line feed included (one line: each run is one space).
// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f]+/g;
/** Line breaks of any kind, with the white space around them. */
const LINE_BREAKS = /\s*[\r\n\u2028\u2029]+\s*/g;
/** Bidirectional embeddings, overrides, isolates and marks: they reorder what a reader sees. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Invisible characters with no legitimate use in a report (ZWJ and ZWNJ are kept: scripts, emoji). */
const INVISIBLE = /[\u00ad\u180e\u200b\u2060-\u2064\ufeff]|\udb40[\udc00-\udc7f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** `text` with lone surrogates replaced by U+FFFD (what a UTF-8 round trip gives). */
function wellFormed(text) {
    return String(text).replace(LONE_SURROGATE, '\ufffd');
}
/**
 * Normalises untrusted text before any escaping: ANSI escape sequences and control characters
 * are removed, line endings become `\n` (also `\r`, U+2028, U+2029), bidi controls become U+FFFD
 * (so the reader sees that something was there), invisible characters (zero-width space, word
 * joiner, BOM, soft hyphen, tag characters) are removed, and lone surrogates become U+FFFD.
 * With `oneLine`, line breaks with the white space around them, and each run of other controls
 * (tabs included), become one space instead, so words on either side stay apart.
 */
function sanitizeText(text, options = {}) {
    const s = wellFormed(text).replace(ANSI, '');
    const flat = options.oneLine
        ? s.replace(LINE_BREAKS, ' ').replace(CONTROL_RUNS, ' ')
        : s.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROLS, '');
    return flat.replace(BIDI, '\ufffd').replace(INVISIBLE, '');
}
/** `sanitizeText(text, { oneLine: true })`: a message or terminal line that stays one line. */
function oneLine(text) {
    return sanitizeText(text, { oneLine: true });
}


/***/ }),

/***/ 93265:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** Counts in words, one rule for every message: "1 file", "2 files", "1 cache entry". */
/** `n` and the word for it: `one` when n is 1, else `many` (default: `one` + "s"). */
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}


/***/ }),

/***/ 43046:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $U: () => (/* binding */ breakWorkflowCommands),
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   ES: () => (/* reexport safe */ _core_text_js__WEBPACK_IMPORTED_MODULE_0__.ES),
/* harmony export */   HY: () => (/* binding */ escapeWithCode),
/* harmony export */   NA: () => (/* binding */ workflowCommand),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   _b: () => (/* binding */ mermaidLabel),
/* harmony export */   jZ: () => (/* reexport safe */ _core_text_js__WEBPACK_IMPORTED_MODULE_0__.jZ)
/* harmony export */ });
/* unused harmony exports ZWSP, clip */
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15677);
/* harmony import */ var _size_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89432);
/**
 * Escaping of untrusted text for every place a report puts it: GitHub-flavoured markdown (inline
 * text, table cells, code spans, fenced code blocks), HTML, mermaid labels, and the runner's
 * workflow-command parser. `sanitizeText` and `wellFormed` (core/text.ts) are re-exported; the
 * rules as a reader sees them are in docs/reports.md, "Safety".
 */


/** U+200B ZERO WIDTH SPACE: invisible, not whitespace to the runner's `TrimStart`, not a word char. */
const ZWSP = '\u200b';

/**
 * Breaks the two forms the runner reads as workflow commands on a line of stdout: `::name::`
 * (after leading whitespace) and `##[name]` (anywhere in the line). A zero-width space goes
 * between the two colons and the two hashes; nothing visible changes.
 */
function breakWorkflowCommands(text) {
    return text.replace(/:(?=:)/g, `:${ZWSP}`).replace(/#(?=#\[)/g, `#${ZWSP}`);
}
/** The first `max` code points of `text` (surrogate pairs are never split), with "…" if cut. */
function clip(text, max) {
    if (!Number.isFinite(max) || text.length <= max)
        return text;
    if ((0,_size_js__WEBPACK_IMPORTED_MODULE_1__/* .countCodePoints */ .sA)(text) <= max)
        return text;
    return `${(0,_size_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToCodePoints */ .eE)(text, Math.max(0, max - 1))}…`;
}
const ASCII_PUNCT = /[!-/:-@[-`{-~]/g;
/**
 * One line of untrusted text made inert for GitHub-flavoured markdown. Safe in a paragraph, a
 * heading, a list item, link text and a table cell. `max` clips the text (in code points, before
 * escaping).
 *
 * How it is made inert (and why it holds for both micromark and GitHub's cmark-gfm):
 * - Every ASCII punctuation character gets a backslash, which CommonMark defines as "this
 *   character is literal". So no emphasis, code, link, image, HTML tag, entity, autolink `<…>`,
 *   table pipe, heading, list or block quote can start from untrusted text, and no `::` or `##[`
 *   remains in the raw markdown (the runner only ever sees raw text).
 * - GitHub-flavoured autolink literals (`www.`, `http://`, `user@host`) are recognised in the raw
 *   text; the backslashes break them (`http\:\/\/`, `www\.`, `user\@`).
 * - GitHub turns some *rendered* text into links after markdown: `@mentions`, `#123` / `GH-123`
 *   references and `:emoji:` shortcodes. Backslashes do not survive rendering, so a zero-width
 *   space (U+200B) is put where it breaks the pattern: after every `@`, after `#` and `GH-` before
 *   a digit, after a `:` before a word character or `/` (`:smile:`, also `://`), and before the
 *   `.` of `www.`, in case a renderer links bare URLs after the fact.
 * - Line breaks and tabs become spaces (a table row or a sentence stays one line).
 */
function escapeInline(text, max = Infinity) {
    const s = clip((0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeText */ .jZ)(text).replace(/[\n\t]/g, ' '), max);
    return s.replace(ASCII_PUNCT, (c, offset) => {
        const next = s.charAt(offset + 1);
        switch (c) {
            case '@':
                return `\\@${ZWSP}`;
            case '#':
                return /[0-9]/.test(next) ? `\\#${ZWSP}` : '\\#';
            case ':':
                // `:word` may become an :emoji: with a colon that follows (even one of ours), `://` a URL.
                return /[a-z0-9_+/-]/i.test(next) ? `\\:${ZWSP}` : '\\:';
            case '-':
                return /gh$/i.test(s.slice(Math.max(0, offset - 2), offset)) && /[0-9]/.test(next)
                    ? `\\-${ZWSP}`
                    : '\\-';
            case '.':
                return /(?:^|[^a-z0-9])www$/i.test(s.slice(Math.max(0, offset - 4), offset))
                    ? `${ZWSP}\\.`
                    : '\\.';
            default:
                return `\\${c}`;
        }
    });
}
/** The longest run of `char` in `text`. */
function longestRun(text, char) {
    let best = 0;
    let run = 0;
    for (const c of text) {
        run = c === char ? run + 1 : 0;
        if (run > best)
            best = run;
    }
    return best;
}
/**
 * Inline code: the text literally, on one line, between backtick fences longer than any backtick
 * run inside (padded with a space when it starts or ends with a backtick or a space, which
 * CommonMark strips again). In a table cell (`table: true`) pipes are escaped, as GFM splits
 * cells before it looks at code spans. Empty text gives an empty string. Code spans and code
 * blocks are literal by definition (no markdown, HTML, links or GitHub references inside), so
 * there only the fence length and workflow commands need care.
 */
function codeSpan(text, options = {}) {
    let s = breakWorkflowCommands(clip((0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeText */ .jZ)(text).replace(/[\n\t]/g, ' '), options.max ?? Infinity));
    if (s === '')
        return '';
    // GFM splits a table row at every pipe not taken by a backslash pair (`\\x`), code spans
    // included, then unescapes `\|`: a zero-width space keeps a backslash off the pipe after it.
    if (options.table)
        s = s.replace(/\\(?=\|)/g, `\\${ZWSP}`).replace(/\|/g, '\\|');
    const fence = '`'.repeat(longestRun(s, '`') + 1);
    // CommonMark strips one space from each end when both ends are spaces (unless all are).
    const pad = /^`|`$/.test(s) || (/^ /.test(s) && / $/.test(s) && /[^ ]/.test(s)) ? ' ' : '';
    return `${fence}${pad}${s}${pad}${fence}`;
}
/**
 * A fenced code block holding `text` literally (output tails): the fence is longer than any
 * backtick run in the text, so no line can close it early; workflow commands are broken; the
 * info string is ours (`text` by default, letters only).
 */
function codeBlock(text, info = 'text') {
    const body = breakWorkflowCommands((0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeText */ .jZ)(text)).replace(/\n+$/, '');
    const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
    const lang = /^[a-z]*$/i.test(info) ? info : 'text';
    return `${fence}${lang}\n${body}\n${fence}`;
}
const HTML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    ':': '&#58;',
    '[': '&#91;',
    ']': '&#93;',
    '`': '&#96;',
    '|': '&#124;',
};
/**
 * Text for inside an HTML element that we write ourselves (e.g. `<summary>`): one line, entities
 * for `& < > " '` and the markdown-significant characters, and the same zero-width breaks as
 * `escapeInline` for mentions and references (GitHub links them in rendered HTML text too).
 */
function escapeHtml(text, max = Infinity) {
    const s = clip((0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeText */ .jZ)(text).replace(/[\n\t]/g, ' '), max);
    // Zero-width breaks first: the entities put in next contain `#` and digits.
    return s
        .replace(/@/g, `@${ZWSP}`)
        .replace(/#(?=[0-9])/g, `#${ZWSP}`)
        .replace(/(gh-)(?=[0-9])/gi, `$1${ZWSP}`)
        .replace(/(www)(?=\.)/gi, `$1${ZWSP}`)
        .replace(/[&<>"':[\]`|]/g, (c) => HTML_ENTITIES[c] ?? c);
}
/** Words mermaid's gantt grammar reads as statements at the start of a line. */
const MERMAID_KEYWORDS = /^(?:gantt|dateformat|axisformat|tickinterval|includes|excludes|todaymarker|title|section|click|call|href|inclusiveenddates|topaxis|weekday|weekend|displaymode|acc\w*)\b/i;
/**
 * A mermaid gantt label: letters, digits, spaces and `_ . - / ( ) + =` only (no `:` `;` `#` `%`
 * or quotes, which are syntax), at most `max` code points, never empty, and never starting with
 * a word mermaid reads as a statement (`click`, `section`, …).
 */
function mermaidLabel(text, max = 48) {
    const s = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeText */ .jZ)(text)
        .replace(/[^\p{L}\p{N} _.\-/()+=]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const clipped = clip(s, max).replace(/…$/, '').trim();
    if (clipped === '')
        return '-';
    return MERMAID_KEYWORDS.test(clipped) ? `phase ${clipped}` : clipped;
}
/**
 * Markdown written by ci-state that embeds code spans (`like this`): text outside backticks is
 * escaped with `escapeInline`, text between a pair of backticks becomes a `codeSpan`. Used for
 * messages built from untrusted parts (e.g. "Saved to cache key `…`").
 */
function escapeWithCode(text, options = {}) {
    const s = clip((0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeText */ .jZ)(text).replace(/[\n\t]/g, ' '), options.max ?? Infinity);
    const parts = s.split('`');
    // An odd number of backticks: the last one is literal text.
    const out = [];
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i] ?? '';
        const inCode = i % 2 === 1 && i < parts.length - (parts.length % 2 === 0 ? 1 : 0);
        if (inCode)
            out.push(codeSpan(part, { table: options.table ?? false }));
        else
            out.push(escapeInline(i > 0 && i % 2 === 1 ? `\`${part}` : part));
    }
    return out.join('');
}
/** One workflow command line (`::warning file=a::message`), escaped as @actions/core does. */
function workflowCommand(command, message = '', properties = {}) {
    const data = (v) => v.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const props = Object.entries(properties)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => `${k}=${data(v).replace(/:/g, '%3A').replace(/,/g, '%2C')}`)
        .join(',');
    return `::${command}${props ? ` ${props}` : ''}::${data(message)}`;
}


/***/ }),

/***/ 89432:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C_: () => (/* binding */ cutToUtf8Bytes),
/* harmony export */   Jz: () => (/* binding */ SUMMARY_LIMIT_BYTES),
/* harmony export */   dy: () => (/* binding */ utf8Bytes),
/* harmony export */   eE: () => (/* binding */ cutToCodePoints),
/* harmony export */   iW: () => (/* binding */ COMMENT_LIMIT_CHARS),
/* harmony export */   qE: () => (/* binding */ cutAtLine),
/* harmony export */   sA: () => (/* binding */ countCodePoints)
/* harmony export */ });
/**
 * Sizes as GitHub's two limits count them: a job summary in bytes of UTF-8, a comment body in
 * Unicode code points (docs/reports.md, "Size"). Cuts never split a code point.
 */
/** GitHub drops a step's summary over 1 MiB of UTF-8 (checked with `utf8Bytes`). */
const SUMMARY_LIMIT_BYTES = 1_048_576;
/**
 * Past this many code points GitHub answers 422 "Body is too long (maximum is 65536 characters)".
 */
const COMMENT_LIMIT_CHARS = 65_536;
/** Bytes of `text` encoded as UTF-8 (lone surrogates count 3, as U+FFFD). */
function utf8Bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}
/**
 * Unicode code points in `text` (a lone surrogate counts as one), as GitHub's Ruby `String#length`
 * counts a comment body. Counting UTF-16 units instead would be safe too, but would throw away up
 * to half of the room for emoji-heavy text.
 */
function countCodePoints(text) {
    let n = text.length;
    for (let i = 0; i < text.length - 1; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff) {
            const d = text.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                n--;
                i++;
            }
        }
    }
    return n;
}
/** The longest prefix of `text` with at most `max` code points. */
function cutToCodePoints(text, max) {
    if (max <= 0)
        return '';
    let count = 0;
    let i = 0;
    while (i < text.length && count < max) {
        const c = text.charCodeAt(i);
        const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length
            ? text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff
            : false;
        i += pair ? 2 : 1;
        count++;
    }
    return text.slice(0, i);
}
/** The longest prefix of `text` whose UTF-8 encoding has at most `max` bytes. */
function cutToUtf8Bytes(text, max) {
    if (max <= 0)
        return '';
    let bytes = 0;
    let i = 0;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        let size;
        let width = 1;
        if (c < 0x80)
            size = 1;
        else if (c < 0x800)
            size = 2;
        else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
            const d = text.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                size = 4;
                width = 2;
            }
            else
                size = 3;
        }
        else
            size = 3;
        if (bytes + size > max)
            break;
        bytes += size;
        i += width;
    }
    return text.slice(0, i);
}
/** `cut(text)`, shortened to its last line break when there is one (else cut mid-line). */
function cutAtLine(text, cut) {
    const head = cut(text);
    if (head.length === text.length)
        return text;
    const nl = head.lastIndexOf('\n');
    return nl > 0 ? head.slice(0, nl + 1) : head;
}


/***/ })

};
