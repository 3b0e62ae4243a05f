export const id = 722;
export const ids = [722];
export const modules = {

/***/ 84722:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderJobSummary: () => (/* binding */ renderJobSummary)
});

// UNUSED EXPORTS: jobKeyOf, jobTitle, phaseRows, renderRunSummary, stateLinks

// EXTERNAL MODULE: ./.build-KICdj1/core/index.js + 10 modules
var core = __webpack_require__(1010);
;// CONCATENATED MODULE: ./.build-KICdj1/report/size.js
/**
 * Sizes as the two limits count them.
 *
 * - Job summary: GitHub drops a step's summary over 1 MiB, counted in bytes of the UTF-8 file
 *   (`SUMMARY_LIMIT_BYTES`, checked with `utf8Bytes`).
 * - Comment body: GitHub answers 422 "Body is too long (maximum is 65536 characters)" over
 *   65,536 characters (`COMMENT_LIMIT_CHARS`). GitHub validates with Ruby's `String#length` on a
 *   UTF-8 string, which counts Unicode code points: "é" is 1, "😀" is 1 (JavaScript's `.length`
 *   says 2, it counts UTF-16 code units), a family emoji joined by ZWJ is as many as its code
 *   points (7 for 👨‍👩‍👧‍👦). ci-state counts code points (`countCodePoints`) and cuts only at
 *   code point boundaries, never inside a surrogate pair. Counting UTF-16 units instead would be
 *   safe too, but would throw away up to half of the room for emoji-heavy text.
 */
const size_SUMMARY_LIMIT_BYTES = 1_048_576;
const COMMENT_LIMIT_CHARS = 65_536;
/** Bytes of `text` encoded as UTF-8 (lone surrogates count 3, as U+FFFD). */
function size_utf8Bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}
/** Unicode code points in `text` (a lone surrogate counts as one). */
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
function size_cutToUtf8Bytes(text, max) {
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
/** Cuts `text` at the last line break that leaves it within `fits`, or mid-line if none does. */
function size_cutAtLine(text, cut) {
    const head = cut(text);
    if (head.length === text.length)
        return text;
    const nl = head.lastIndexOf('\n');
    return nl > 0 ? head.slice(0, nl + 1) : head;
}

;// CONCATENATED MODULE: ./.build-KICdj1/report/escape.js
/**
 * Escaping of untrusted text for every place a report puts it: GitHub-flavoured markdown (inline
 * text, table cells, code spans, fenced code blocks), HTML, mermaid labels, and the runner's
 * workflow-command parser.
 *
 *     sanitizeText(text)          controls, ANSI escapes, bidi overrides and invisible characters out
 *     escapeInline(text, max?)    one line of plain text in a paragraph, heading or table cell
 *     codeSpan(text, { table? })  inline code (a fence longer than any backtick run inside)
 *     codeBlock(text, info?)      a fenced code block (the same rule, for output tails)
 *     escapeHtml(text)            text inside an HTML element we write (e.g. <summary>)
 *     mermaidLabel(text, max?)    a mermaid gantt task or section name
 *     breakWorkflowCommands(text) `::cmd::` and `##[cmd]` can never be read as commands
 *
 * How inline text is made inert (and why it holds for both micromark and GitHub's cmark-gfm):
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
 * Code spans and code blocks are literal by definition (no markdown, HTML, links or GitHub
 * references inside), so there only the fence length and workflow commands need care.
 */

/** U+200B ZERO WIDTH SPACE: invisible, not whitespace to the runner's `TrimStart`, not a word char. */
const ZWSP = '\u200b';
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/g;
// C0 controls but tab and line feed, DEL and C1 controls (NEL included).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
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
 */
function sanitizeText(text) {
    return String(text)
        .replace(LONE_SURROGATE, '\ufffd')
        .replace(ANSI, '')
        .replace(/\r\n?|[\u2028\u2029]/g, '\n')
        .replace(CONTROLS, '')
        .replace(BIDI, '\ufffd')
        .replace(INVISIBLE, '');
}
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
    if (countCodePoints(text) <= max)
        return text;
    return `${cutToCodePoints(text, Math.max(0, max - 1))}…`;
}
const ASCII_PUNCT = /[!-/:-@[-`{-~]/g;
/**
 * One line of untrusted text made inert for GitHub-flavoured markdown (see the top of this file).
 * Safe in a paragraph, a heading, a list item, link text and a table cell. `max` clips the text
 * (in code points, before escaping).
 */
function escape_escapeInline(text, max = Infinity) {
    const s = clip(sanitizeText(text).replace(/[\n\t]/g, ' '), max);
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
 * cells before it looks at code spans. Empty text gives an empty string.
 */
function codeSpan(text, options = {}) {
    let s = breakWorkflowCommands(clip(sanitizeText(text).replace(/[\n\t]/g, ' '), options.max ?? Infinity));
    if (s === '')
        return '';
    // GFM splits a table row at every pipe not taken by a backslash pair (`\\x`), code spans
    // included, then unescapes `\|`: a zero-width space keeps a backslash off the pipe after it.
    if (options.table)
        s = s.replace(/\\(?=\|)/g, `\\${ZWSP}`).replace(/\|/g, '\\|');
    const fence = '`'.repeat(longestRun(s, '`') + 1);
    const pad = /^[` ]|[` ]$/.test(s) ? ' ' : '';
    return `${fence}${pad}${s}${pad}${fence}`;
}
/**
 * A fenced code block holding `text` literally (output tails): the fence is longer than any
 * backtick run in the text, so no line can close it early; workflow commands are broken; the
 * info string is ours (`text` by default, letters only).
 */
function codeBlock(text, info = 'text') {
    const body = breakWorkflowCommands(sanitizeText(text)).replace(/\n+$/, '');
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
    const s = clip(sanitizeText(text).replace(/[\n\t]/g, ' '), max);
    return s
        .replace(/[&<>"':[\]`|]/g, (c) => HTML_ENTITIES[c] ?? c)
        .replace(/@/g, `@${ZWSP}`)
        .replace(/#(?=[0-9])/g, `#${ZWSP}`)
        .replace(/(gh-)(?=[0-9])/gi, `$1${ZWSP}`)
        .replace(/(www)(?=\.)/gi, `$1${ZWSP}`);
}
/** Words mermaid's gantt grammar reads as statements at the start of a line. */
const MERMAID_KEYWORDS = /^(?:gantt|dateformat|axisformat|tickinterval|includes|excludes|todaymarker|title|section|click|call|href|inclusiveenddates|topaxis|weekday|weekend|displaymode|acc\w*)\b/i;
/**
 * A mermaid gantt label: letters, digits, spaces and `_ . - / ( ) + =` only (no `:` `;` `#` `%`
 * or quotes, which are syntax), at most `max` code points, never empty, and never starting with
 * a word mermaid reads as a statement (`click`, `section`, …).
 */
function mermaidLabel(text, max = 48) {
    const s = sanitizeText(text)
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
    const s = clip(sanitizeText(text).replace(/[\n\t]/g, ' '), options.max ?? Infinity);
    const parts = s.split('`');
    // An odd number of backticks: the last one is literal text.
    const out = [];
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i] ?? '';
        const inCode = i % 2 === 1 && i < parts.length - (parts.length % 2 === 0 ? 1 : 0);
        if (inCode)
            out.push(codeSpan(part, { table: options.table ?? false }));
        else
            out.push(escape_escapeInline(i > 0 && i % 2 === 1 ? `\`${part}` : part));
    }
    return out.join('');
}

;// CONCATENATED MODULE: ./.build-KICdj1/report/story.js
/**
 * The one-sentence story of an attempt, shared by the job summary and the PR comment:
 *
 *     Attempt 2 resumed from `test`: skipped build and lint, saving 4m12s.
 *     Attempt 2 resumed from `test`: skipped build and lint, saving 4m12s, and completed.
 *     Attempt 1 failed in `test` (exit code 3).
 *     Attempt 1 rolled back from `deploy` to checkpoint `cp-1` (after `test`), undoing deploy.
 *     Attempt 1 completed 5 phases in 3m02s.
 *
 * `storyOf(state, { table? })` returns markdown in which every string from the state is escaped
 * (ids in code spans, free text through `escapeInline`; `table: true` when it goes in a table
 * cell). At most `MAX_LISTED` phase ids are named in prose.
 */


const MAX_LISTED = 6;
/** "a", "a and b", "a, b and c", "a, b, … and 7 more" (items already escaped). */
function listInProse(items, max = MAX_LISTED) {
    if (items.length === 0)
        return '';
    if (items.length === 1)
        return items[0] ?? '';
    if (items.length > max) {
        return `${items.slice(0, max - 1).join(', ')} and ${items.length - (max - 1)} more`;
    }
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** Phase ids in run order: declared first, then recorded. */
function orderedPhases(state) {
    return (0,core/* phaseOrder */.CM)(state.declared, state.phases).filter((id) => Object.hasOwn(state.phases, id));
}
/** Why a phase failed, short, escaped: "exit code 3", "cancelled", "killed by SIGKILL", or the error. */
function failureWords(record) {
    if (record.cancelled)
        return 'cancelled';
    if (record.exitCode !== undefined)
        return `exit code ${record.exitCode}`;
    if (record.signal)
        return `killed by ${escape_escapeInline(record.signal, 32)}`;
    const first = (record.error ?? '')
        .split(/\r?\n/)
        .find((l) => l.trim() !== '')
        ?.trim();
    return first ? escape_escapeInline(first, 120) : 'no error recorded';
}
/** The first failed phase in run order, if any. */
function firstFailed(state) {
    return orderedPhases(state).find((id) => state.phases[id]?.status === 'failed');
}
/** Whether this attempt picked up where an earlier one stopped. */
function isResumed(state) {
    return state.resume !== undefined && state.resume.fromAttempt < state.origin.runAttempt;
}
function outcome(state, resumed, table) {
    const code = (text, max) => codeSpan(text, { table, ...(max !== undefined ? { max } : {}) });
    const attempt = state.origin.runAttempt;
    switch (state.status) {
        case 'completed': {
            if (resumed)
                return 'completed';
            const ran = orderedPhases(state).filter((id) => {
                const r = state.phases[id];
                return r?.status === 'succeeded' && r.attempt === attempt;
            });
            const ms = ran.reduce((sum, id) => sum + (state.phases[id]?.durationMs ?? 0), 0);
            const skipped = orderedPhases(state).filter((id) => state.phases[id]?.status === 'skipped');
            const extra = skipped.length > 0 ? ` (${plural(skipped.length, 'phase')} skipped)` : '';
            return ran.length === 0
                ? `completed with no phase to run${extra}`
                : `completed ${plural(ran.length, 'phase')} in ${(0,core/* formatDuration */.a3)(ms)}${extra}`;
        }
        case 'failed': {
            const id = firstFailed(state);
            const rec = id !== undefined ? state.phases[id] : undefined;
            if (id !== undefined && rec)
                return `failed in ${code(id)} (${failureWords(rec)})`;
            return state.error ? `failed: ${escape_escapeInline(firstLine(state.error), 160)}` : 'failed';
        }
        case 'rolled_back': {
            const event = [...state.rollbackHistory].reverse().find((e) => e.attempt === attempt);
            if (!event)
                return 'rolled back';
            const from = event.from !== undefined ? ` from ${code(event.from)}` : '';
            const after = event.toPhase !== undefined ? ` (after ${code(event.toPhase)})` : '';
            const undone = event.rolledBack.length > 0
                ? `, undoing ${listInProse(event.rolledBack.map((p) => escape_escapeInline(p)))}`
                : '';
            return `rolled back${from} to checkpoint ${code(event.checkpointId, 64)}${after}${undone}`;
        }
        case 'paused':
            return state.pause ? `paused: ${escape_escapeInline(firstLine(state.pause.reason), 160)}` : 'paused';
        case 'running':
        case 'pending': {
            if (resumed)
                return undefined;
            const ids = orderedPhases(state);
            const done = ids.filter((id) => {
                const s = state.phases[id]?.status;
                return s === 'succeeded' || s === 'skipped';
            });
            const running = ids.find((id) => state.phases[id]?.status === 'running');
            return running !== undefined
                ? `is running ${code(running)} (${done.length} of ${plural(ids.length, 'phase')} done)`
                : ids.length === 0
                    ? 'has recorded no phase yet'
                    : `has ${done.length} of ${plural(ids.length, 'phase')} done`;
        }
    }
}
function firstLine(text) {
    return (text
        .split(/\r?\n/)
        .find((l) => l.trim() !== '')
        ?.trim() ?? '');
}
/**
 * The story of the state's current attempt in one sentence of markdown (escaped), ending with a
 * full stop.
 */
function story_storyOf(state, options = {}) {
    const table = options.table ?? false;
    const code = (text) => codeSpan(text, { table, max: 64 });
    const attempt = state.origin.runAttempt;
    const resumed = isResumed(state);
    const head = `Attempt ${attempt}`;
    const end = outcome(state, resumed, table);
    if (!resumed || !state.resume)
        return `${head} ${end ?? 'started'}.`;
    const r = state.resume;
    let clause;
    if (r.strategy === 'restart') {
        clause = `restarted every phase (attempt ${r.fromAttempt} was not reused)`;
    }
    else if (r.skipped.length === 0) {
        clause = `resumed from attempt ${r.fromAttempt}${r.resumeFrom !== undefined ? ` at ${code(r.resumeFrom)}` : ''} with nothing to skip`;
    }
    else {
        const from = r.resumeFrom !== undefined ? ` from ${code(r.resumeFrom)}` : '';
        const via = r.checkpointId !== undefined ? ` (checkpoint ${code(r.checkpointId)})` : '';
        const saving = r.savedMs > 0 ? `, saving ${(0,core/* formatDuration */.a3)(r.savedMs)}` : '';
        clause = `resumed${from}${via}: skipped ${listInProse(r.skipped.map((p) => escape_escapeInline(p)))}${saving}`;
    }
    if (end === undefined)
        return `${head} ${clause}.`;
    const joiner = state.status === 'completed' ? ', and ' : ', then ';
    return `${head} ${clause}${joiner}${end}.`;
}
/** An icon for the run's status. */
function story_runIcon(state) {
    switch (state.status) {
        case 'completed':
            return '✅';
        case 'failed':
            return '❌';
        case 'rolled_back':
            return '↩️';
        case 'paused':
            return '⏸️';
        default:
            return '🔵';
    }
}

;// CONCATENATED MODULE: ./.build-KICdj1/report/gantt.js


function ms(iso) {
    if (iso === undefined)
        return undefined;
    const t = Date.parse(iso);
    return Number.isFinite(t) ? t : undefined;
}
function ganttOf(state, options = {}) {
    const max = options.maxItems ?? 150;
    const items = [];
    const lastSeen = ms(state.endedAt) ?? ms(state.updatedAt) ?? 0;
    let order = 0;
    for (const id of orderedPhases(state)) {
        const rec = state.phases[id];
        const start = ms(rec?.startedAt);
        if (!rec || start === undefined)
            continue;
        let end = ms(rec.endedAt) ?? (rec.durationMs !== undefined ? start + rec.durationMs : lastSeen);
        if (end < start)
            end = start;
        const tag = rec.status === 'succeeded'
            ? 'done'
            : rec.status === 'failed'
                ? 'crit'
                : rec.status === 'running'
                    ? 'active'
                    : undefined;
        const note = rec.status === 'rolled_back'
            ? ' (rolled back)'
            : rec.status === 'failed'
                ? ' (failed)'
                : rec.status === 'skipped'
                    ? ' (skipped)'
                    : '';
        items.push({
            attempt: rec.attempt,
            label: mermaidLabel(`${id}${note}`),
            ...(tag ? { tag } : {}),
            start,
            end,
            order: order++,
        });
    }
    for (const cp of state.checkpoints) {
        const at = ms(cp.createdAt);
        if (at === undefined)
            continue;
        items.push({
            attempt: cp.attempt,
            label: mermaidLabel(`checkpoint ${cp.phase ?? cp.id}`),
            tag: 'milestone',
            start: at,
            end: at,
            order: order++,
        });
    }
    for (const ev of state.rollbackHistory) {
        const at = ms(ev.at);
        if (at === undefined)
            continue;
        items.push({
            attempt: ev.attempt,
            label: mermaidLabel(`rollback to ${ev.toPhase ?? ev.checkpointId}`),
            tag: 'milestone',
            start: at,
            end: at,
            order: order++,
        });
    }
    if (items.length === 0)
        return undefined;
    items.sort((a, b) => a.attempt - b.attempt || a.start - b.start || a.order - b.order);
    const shown = items.slice(0, Math.max(0, max));
    const span = Math.max(...shown.map((i) => i.end)) - Math.min(...shown.map((i) => i.start));
    const axis = span > 86_400_000 ? '%m-%d %H:%M' : '%H:%M:%S';
    const lines = ['gantt', '  dateFormat x', `  axisFormat ${axis}`];
    let section;
    shown.forEach((item, i) => {
        if (item.attempt !== section) {
            section = item.attempt;
            lines.push(`  section Attempt ${item.attempt}`);
        }
        const tags = item.tag ? `${item.tag}, ` : '';
        lines.push(`    ${item.label} :${tags}i${i + 1}, ${item.start}, ${item.end}`);
    });
    return { text: lines.join('\n'), items: items.length, shown: shown.length };
}

;// CONCATENATED MODULE: ./.build-KICdj1/report/links.js
/**
 * Links to the run, its attempt and its artifacts, built from values the caller passes in
 * (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_RUN_ID`, `GITHUB_RUN_ATTEMPT`): the builders
 * never read the environment themselves. Values that do not look like GitHub's give no link
 * rather than a link somewhere else.
 *
 *     reportLinksFromEnv(process.env) -> { serverUrl, repository, runId, runAttempt }
 *     runLinks(links) -> { run?, attempt?, artifacts? }   (absolute https URLs)
 */
/** Picks the link values out of an environment (pass `process.env`). */
function reportLinksFromEnv(env) {
    const attempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? '', 10);
    const out = {};
    if (env.GITHUB_SERVER_URL)
        out.serverUrl = env.GITHUB_SERVER_URL;
    if (env.GITHUB_REPOSITORY)
        out.repository = env.GITHUB_REPOSITORY;
    if (env.GITHUB_RUN_ID)
        out.runId = env.GITHUB_RUN_ID;
    if (Number.isInteger(attempt) && attempt > 0)
        out.runAttempt = attempt;
    return out;
}
const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
/** The run's URLs, or none of them when a value is missing or malformed. */
function runLinks(links) {
    if (!links?.serverUrl || !links.repository || links.runId === undefined)
        return {};
    let server;
    try {
        server = new URL(links.serverUrl);
    }
    catch {
        return {};
    }
    if ((server.protocol !== 'https:' && server.protocol !== 'http:') ||
        server.username ||
        server.password ||
        server.search ||
        server.hash ||
        !/^[A-Za-z0-9/_.-]*$/.test(server.pathname)) {
        return {};
    }
    const runId = String(links.runId);
    if (!REPOSITORY.test(links.repository) || !/^[0-9]{1,20}$/.test(runId))
        return {};
    if (links.repository.split('/').some((p) => p === '.' || p === '..'))
        return {};
    const base = `${server.origin}${server.pathname.replace(/\/+$/, '')}`;
    const run = `${base}/${links.repository}/actions/runs/${runId}`;
    const attempt = links.runAttempt !== undefined && Number.isInteger(links.runAttempt) && links.runAttempt > 0
        ? `${run}/attempts/${links.runAttempt}`
        : run;
    return { run, attempt, artifacts: `${run}#artifacts` };
}

;// CONCATENATED MODULE: ./.build-KICdj1/report/summary.js
/**
 * The job summary, built by pure functions from the state (no `@actions/*`, no environment).
 *
 *     renderJobSummary(state, { persistence?, links?, story?, maxBytes?, tailLines? }) -> markdown
 *     renderRunSummary(states, { persistence?, links?, maxBytes? }) -> markdown (the report/ job)
 *
 * What it holds: a title, where the run came from (branch, commit, event, actor, pull request),
 * the one-sentence story (story.ts), whether the state was saved ("Saved to …" / "NOT saved:
 * <reason>"), warnings of the resume plan, the phases table (status icon, phase, status, the
 * attempt that produced it, duration, skipped or resumed, checkpoint, note), rollback events, a
 * mermaid gantt of the timeline across attempts (gantt.ts), the context values (collapsed), the
 * output tails of failed phases (collapsed), and links to the run, the attempt and its artifacts.
 *
 * Size: GitHub drops a step summary over 1 MiB, so the result is at most `maxBytes` bytes of UTF-8
 * (default `SUMMARY_LIMIT_BYTES`). When it would be larger the least important parts go first:
 * the context values, then output tails (stdout of the last failed phase first, stderr of the first failed phase last),
 * then the gantt, then table rows from the end ("… N more phases"); a notice says what was cut
 * and points to the run's artifacts, where the full state is.
 *
 * Every string from the state goes through escape.ts; `persistence` is treated as untrusted text
 * whose backtick spans become code spans; `story`, when given, replaces the computed story and is
 * taken as ci-state's own markdown (only stripped of control characters and workflow commands).
 */






const PHASE_ICON = {
    pending: '⚪',
    running: '🔵',
    succeeded: '✅',
    failed: '❌',
    skipped: '⏭️',
    rolled_back: '↩️',
};
const KEPT_ICON = '♻️';
const MAX_LIST = 20;
/** The name of a job for people: job, then the matrix key in parentheses. */
function jobTitle(state) {
    const job = state.scope.job || state.origin.job || 'job';
    return state.scope.matrix ? `${job} (${state.scope.matrix})` : job;
}
/** Whether a record was kept from an earlier attempt by this attempt's resume plan. */
function keptFromEarlier(state, id, rec) {
    return (isResumed(state) &&
        (state.resume?.skipped.includes(id) ?? false) &&
        rec.status === 'succeeded' &&
        rec.attempt < state.origin.runAttempt);
}
function resumeWords(state, id, rec) {
    const current = state.origin.runAttempt;
    if (keptFromEarlier(state, id, rec)) {
        return `skipped: kept from attempt ${rec.attempt}${rec.savedMs ? `, saved ${(0,core/* formatDuration */.a3)(rec.savedMs)}` : ''}`;
    }
    if (rec.status === 'skipped')
        return 'skipped';
    if (!isResumed(state))
        return '';
    if (state.resume?.resumeFrom === id && rec.attempt === current)
        return 'resumed here';
    if (state.resume?.redo.includes(id) &&
        rec.attempt === current &&
        rec.status !== 'pending' &&
        rec.attempts > 1) {
        return 'ran again';
    }
    return '';
}
function noteOf(state, id, rec) {
    if (rec.status === 'failed')
        return failureWords(rec);
    if (rec.reason && !keptFromEarlier(state, id, rec))
        return escape_escapeInline(rec.reason, 160);
    return '';
}
function attemptWords(rec) {
    return rec.attempts > 1 ? `${rec.attempt} (started ${rec.attempts}×)` : String(rec.attempt);
}
/** The phases table header and one row per phase (all escaped). */
function phaseRows(state) {
    const header = [
        '| | Phase | Status | Attempt | Duration | Resume | Checkpoint | Note |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    const rows = [];
    for (const id of orderedPhases(state)) {
        const rec = state.phases[id];
        if (!rec)
            continue;
        const kept = keptFromEarlier(state, id, rec);
        const cells = [
            kept ? KEPT_ICON : PHASE_ICON[rec.status],
            codeSpan(id, { table: true }),
            rec.status.replace('_', ' '),
            attemptWords(rec),
            rec.durationMs !== undefined ? (0,core/* formatDuration */.a3)(rec.durationMs) : '',
            resumeWords(state, id, rec),
            rec.checkpointId ? codeSpan(rec.checkpointId, { table: true, max: 64 }) : '',
            noteOf(state, id, rec),
        ];
        rows.push(`| ${cells.join(' | ')} |`);
    }
    return { header, rows };
}
/** Keeps the last `lines` lines of `text`. */
function lastLines(text, lines) {
    const all = text.replace(/\n+$/, '').split('\n');
    if (all.length <= lines)
        return { text: all.join('\n'), cut: 0 };
    return { text: all.slice(all.length - lines).join('\n'), cut: all.length - lines };
}
/** The tails of failed (and interrupted) phases, most important first. */
function tailBlocks(state, tailLines) {
    const blocks = [];
    for (const id of orderedPhases(state)) {
        const rec = state.phases[id];
        if (!rec || (rec.status !== 'failed' && rec.status !== 'running'))
            continue;
        for (const [name, raw] of [
            ['stderr', rec.stderrTail],
            ['stdout', rec.stdoutTail],
        ]) {
            if (!raw || sanitizeText(raw).trim() === '')
                continue;
            const { text, cut } = lastLines(raw, tailLines);
            const what = cut > 0 ? `last ${tailLines} lines` : 'tail';
            blocks.push([
                `<details><summary>${PHASE_ICON[rec.status]} <code>${escapeHtml(id)}</code>: ${name} (${what})</summary>`,
                '',
                codeBlock(text),
                '',
                '</details>',
            ].join('\n'));
        }
    }
    return blocks;
}
function persistenceBlock(persistence) {
    if (persistence === undefined || persistence.trim() === '')
        return undefined;
    const saved = /^\s*saved\b/i.test(persistence) && !/NOT saved/.test(persistence);
    return `**Persistence:** ${saved ? '💾' : '⚠️'} ${escapeWithCode(persistence, { max: 2000 })}`;
}
function rollbackLines(state) {
    const events = state.rollbackHistory.slice(-MAX_LIST);
    const lines = events.map((e) => {
        const from = e.from !== undefined ? ` from ${codeSpan(e.from)}` : '';
        const to = `checkpoint ${codeSpan(e.checkpointId, { max: 64 })}${e.toPhase !== undefined ? ` (after ${codeSpan(e.toPhase)})` : ''}`;
        const undone = e.rolledBack.length > 0
            ? `, undoing ${e.rolledBack
                .slice(0, 10)
                .map((p) => codeSpan(p))
                .join(', ')}${e.rolledBack.length > 10 ? ` and ${e.rolledBack.length - 10} more` : ''}`
            : '';
        const why = e.reason ? `: ${escape_escapeInline(e.reason, 300)}` : '';
        return `- Attempt ${e.attempt} rolled back${from} to ${to}${undone}${why}`;
    });
    if (state.rollbackHistory.length > events.length) {
        lines.unshift(`- … ${state.rollbackHistory.length - events.length} earlier rollbacks`);
    }
    return lines;
}
/** The links of the state's own attempt (the state knows which attempt it was). */
function stateLinks(state, links) {
    if (!links)
        return undefined;
    return links.runId !== undefined && String(links.runId) === state.origin.runId
        ? { ...links, runAttempt: state.origin.runAttempt }
        : links;
}
function linksLine(state, links) {
    const urls = runLinks(stateLinks(state, links));
    const parts = [];
    if (urls.run)
        parts.push(`[Workflow run](${urls.run})`);
    if (urls.attempt && urls.attempt !== urls.run) {
        parts.push(`[Attempt ${state.origin.runAttempt}](${urls.attempt})`);
    }
    if (urls.artifacts)
        parts.push(`[Artifacts](${urls.artifacts})`);
    if (links?.artifactName)
        parts.push(`state artifact ${codeSpan(links.artifactName, { max: 256 })}`);
    return parts.length > 0 ? parts.join(' · ') : undefined;
}
/** "On `main` at `abc1234` (push by octocat) · pull request [#7](…): title" */
function metaLine(state, opts) {
    const o = state.origin;
    const ref = opts.branch ?? o.ref.replace(/^refs\/heads\//, '');
    const parts = [];
    const where = [
        ref ? `On ${codeSpan(ref, { max: 200 })}` : '',
        o.sha ? `at ${codeSpan(o.sha.slice(0, 7))}` : '',
    ]
        .filter(Boolean)
        .join(' ');
    const who = [
        o.event ? escape_escapeInline(o.event, 64) : '',
        o.actor ? `by ${escape_escapeInline(o.actor, 64)}` : '',
    ]
        .filter(Boolean)
        .join(' ');
    if (where || who)
        parts.push(`${where}${where && who ? ' ' : ''}${who ? `(${who})` : ''}`);
    const pr = opts.pullRequest;
    if (pr && Number.isSafeInteger(pr.number) && pr.number > 0) {
        const urls = runLinks(opts.links);
        const base = urls.run?.replace(/\/actions\/runs\/[0-9]+$/, '');
        const label = base ? `[#${pr.number}](${base}/pull/${pr.number})` : `${pr.number}`;
        parts.push(`pull request ${label}${pr.title ? `: ${escape_escapeInline(pr.title, 256)}` : ''}`);
    }
    return parts.join(' · ');
}
const MAX_CONTEXT_KEYS = 30;
/** The user's context values in a collapsed table (keys as code, values escaped). */
function contextBlock(state) {
    const entries = Object.entries(state.context);
    if (entries.length === 0)
        return undefined;
    const rows = entries.slice(0, MAX_CONTEXT_KEYS).map(([k, v]) => {
        const value = typeof v === 'string'
            ? escape_escapeInline(v, 300)
            : codeSpan(JSON.stringify(v) ?? String(v), { table: true, max: 300 });
        return `| ${codeSpan(k, { table: true, max: 100 })} | ${value} |`;
    });
    const more = entries.length > MAX_CONTEXT_KEYS
        ? `\n\n_… ${entries.length - MAX_CONTEXT_KEYS} more values in the state._`
        : '';
    return [
        `<details><summary>Context: ${entries.length} value${entries.length === 1 ? '' : 's'}</summary>`,
        '',
        ['| Key | Value |', '| --- | --- |', ...rows].join('\n') + more,
        '',
        '</details>',
    ].join('\n');
}
function cutNotice(total, cut, limitBytes, links, hard) {
    const what = [];
    if (total.context && !cut.context)
        what.push('the context values');
    if (cut.tails < total.tails) {
        what.push(cut.tails === 0
            ? 'the output tails'
            : `${total.tails - cut.tails} of ${total.tails} output tails`);
    }
    if (total.gantt && !cut.gantt)
        what.push('the timeline');
    if (cut.rows < total.rows)
        what.push(`${total.rows - cut.rows} of ${total.rows} phase rows`);
    if (hard)
        what.push('the end of the summary');
    if (what.length === 0)
        return undefined;
    const list = what.length === 1 ? what[0] : `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}`;
    const urls = runLinks(links);
    const where = urls.artifacts
        ? `the [run's artifacts](${urls.artifacts})`
        : "the run's artifacts and the state file";
    const size = limitBytes === size_SUMMARY_LIMIT_BYTES ? '1 MiB' : `${limitBytes}-byte`;
    return `> ✂️ Cut to fit GitHub's ${size} job summary limit: ${list}. The full state is in ${where}.`;
}
/**
 * The job summary of one job's state, as markdown, at most `maxBytes` bytes of UTF-8.
 */
function renderJobSummary(state, opts = {}) {
    const limit = opts.maxBytes ?? size_SUMMARY_LIMIT_BYTES;
    const level = Math.min(6, Math.max(1, opts.headingLevel ?? 3));
    const h = '#'.repeat(level);
    const sub = '#'.repeat(Math.min(6, level + 1));
    const title = `${h} ${story_runIcon(state)} ci-state · ${escape_escapeInline(state.origin.workflow || state.scope.workflow, 120)} / ${escape_escapeInline(jobTitle(state), 200)}`;
    const story = opts.story !== undefined
        ? breakWorkflowCommands(sanitizeText(opts.story).replace(/[\n\t]/g, ' '))
        : story_storyOf(state);
    const meta = metaLine(state, opts);
    const persistence = persistenceBlock(opts.persistence);
    const context = contextBlock(state);
    const warnings = (state.resume?.warnings ?? [])
        .slice(0, MAX_LIST)
        .map((w) => `- ⚠️ ${escape_escapeInline(w, 300)}`);
    const { header, rows } = phaseRows(state);
    const rollbacks = rollbackLines(state);
    const gantt = ganttOf(state);
    const tails = tailBlocks(state, opts.tailLines ?? 200);
    const links = linksLine(state, opts.links);
    const total = {
        context: context !== undefined,
        tails: tails.length,
        gantt: gantt !== undefined,
        rows: rows.length,
    };
    const compose = (cut, hard = false) => {
        const blocks = [title];
        if (meta)
            blocks.push(meta);
        blocks.push(story);
        if (persistence)
            blocks.push(persistence);
        if (warnings.length > 0)
            blocks.push(warnings.join('\n'));
        blocks.push(`${sub} Phases`);
        if (rows.length === 0)
            blocks.push('_No phases recorded._');
        else {
            blocks.push([...header, ...rows.slice(0, cut.rows)].join('\n'));
            if (cut.rows < rows.length) {
                blocks.push(`_… ${rows.length - cut.rows} more phases (cut to fit the summary limit)._`);
            }
        }
        if (rollbacks.length > 0)
            blocks.push(`${sub} Rollbacks`, rollbacks.join('\n'));
        if (gantt && cut.gantt) {
            const more = gantt.shown < gantt.items ? `\n\n_First ${gantt.shown} of ${gantt.items} items._` : '';
            blocks.push(`${sub} Timeline`, `\`\`\`mermaid\n${gantt.text}\n\`\`\`${more}`);
        }
        if (context && cut.context)
            blocks.push(context);
        if (cut.tails > 0)
            blocks.push(`${sub} Output of failed phases`, ...tails.slice(0, cut.tails));
        const notice = cutNotice(total, cut, limit, opts.links, hard);
        if (notice)
            blocks.push(notice);
        if (links)
            blocks.push('---', links);
        return `${blocks.join('\n\n')}\n`;
    };
    const fits = (text) => size_utf8Bytes(text) <= limit;
    const whole = compose(total);
    if (fits(whole))
        return whole;
    // 0. The context values.
    const full = { ...total, context: false };
    if (fits(compose(full)))
        return compose(full);
    // 1. Output tails, least important (last) first: the most kept that still fits.
    const best = (lo, hi, make) => {
        // Largest n in [lo, hi] with compose(make(n)) fitting, or lo - 1 if none.
        let ok = lo - 1;
        while (lo <= hi) {
            const mid = Math.floor((lo + hi) / 2);
            if (fits(compose(make(mid)))) {
                ok = mid;
                lo = mid + 1;
            }
            else
                hi = mid - 1;
        }
        return ok;
    };
    const keptTails = best(0, tails.length, (n) => ({ ...full, tails: n }));
    if (keptTails >= 0)
        return compose({ ...full, tails: keptTails });
    // 2. The gantt.
    const noGantt = { context: false, tails: 0, gantt: false, rows: rows.length };
    if (fits(compose(noGantt)))
        return compose(noGantt);
    // 3. Table rows from the end.
    const keptRows = best(0, rows.length, (n) => ({ ...noGantt, rows: n }));
    if (keptRows >= 0)
        return compose({ ...noGantt, rows: keptRows });
    // 4. Still too big (huge title or warnings): cut at a line, keep the notice and the links.
    const bare = compose({ context: false, tails: 0, gantt: false, rows: 0 }, true);
    const tailStart = bare.lastIndexOf('\n\n> ✂️');
    const ending = tailStart >= 0 ? bare.slice(tailStart) : '';
    const room = limit - size_utf8Bytes(ending);
    const head = size_cutAtLine(bare.slice(0, tailStart >= 0 ? tailStart : bare.length), (t) => size_cutToUtf8Bytes(t, Math.max(0, room)));
    const out = `${head.replace(/\n+$/, '')}${ending}`;
    return fits(out) ? out : size_cutToUtf8Bytes(out, limit);
}
/** The key of a job's section: its job id and matrix key. */
function jobKeyOf(state) {
    return jobTitle(state);
}
/**
 * One summary for every job of a run (the report/ job): an overview table with each job's story,
 * then each job's summary, each given an equal share of the size limit.
 */
function renderRunSummary(states, opts = {}) {
    const limit = opts.maxBytes ?? SUMMARY_LIMIT_BYTES;
    const sorted = [...states].sort((a, b) => jobKeyOf(a) < jobKeyOf(b) ? -1 : jobKeyOf(a) > jobKeyOf(b) ? 1 : 0);
    const workflow = opts.title ?? sorted[0]?.origin.workflow ?? 'workflow';
    const lines = [
        `## ci-state · ${escapeInline(workflow, 120)}: ${sorted.length} job${sorted.length === 1 ? '' : 's'}`,
        '',
    ];
    if (sorted.length === 0)
        lines.push('_No job recorded a state in this run._');
    else {
        lines.push('| | Job | Story |', '| --- | --- | --- |');
        for (const s of sorted) {
            lines.push(`| ${runIcon(s)} | ${escapeInline(jobKeyOf(s), 200)} | ${storyOf(s, { table: true })} |`);
        }
    }
    let overview = `${lines.join('\n')}\n`;
    if (utf8Bytes(overview) > limit / 2) {
        overview = `${cutAtLine(overview, (t) => cutToUtf8Bytes(t, Math.floor(limit / 2)))}\n`;
    }
    const share = Math.floor((limit - utf8Bytes(overview)) / Math.max(1, sorted.length)) - 2;
    const parts = [overview];
    for (const s of sorted) {
        if (share < 512)
            break;
        parts.push(renderJobSummary(s, {
            ...(opts.persistence?.[jobKeyOf(s)] !== undefined
                ? { persistence: opts.persistence[jobKeyOf(s)] }
                : {}),
            ...(opts.links ? { links: opts.links } : {}),
            maxBytes: share,
            headingLevel: 3,
        }));
    }
    const out = parts.join('\n');
    return utf8Bytes(out) <= limit ? out : cutToUtf8Bytes(out, limit);
}


/***/ })

};
