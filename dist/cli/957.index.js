export const id = 957;
export const ids = [957,6829,4240];
export const modules = {

/***/ 8313:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  REPORT_DIR: () => (/* binding */ REPORT_DIR),
  annotationContext: () => (/* binding */ annotationContext),
  cmdReport: () => (/* binding */ cmdReport),
  flushOffRunner: () => (/* binding */ flushOffRunner),
  persistenceLine: () => (/* binding */ persistenceLine),
  plainStory: () => (/* binding */ plainStory),
  publishReport: () => (/* binding */ publishReport),
  reportMarkdown: () => (/* binding */ reportMarkdown)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/ci/detect.js + 6 modules
var detect = __webpack_require__(26650);
// EXTERNAL MODULE: ./.build/report/escape.js
var report_escape = __webpack_require__(43046);
// EXTERNAL MODULE: ./.build/core/index.js
var core = __webpack_require__(62724);
// EXTERNAL MODULE: ./.build/core/words.js
var words = __webpack_require__(93265);
;// CONCATENATED MODULE: ./.build/report/story.js
/**
 * The one-sentence story of an attempt, shared by the job summary and the PR comment (examples in
 * docs/reports.md, "The story"), and the words for failures both use.
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
/** Phase ids in run order: declared first, then recorded. */
function orderedPhases(state) {
    return (0,core/* phaseOrder */.CM)(state.declared, state.phases).filter((id) => Object.hasOwn(state.phases, id));
}
function whyWords(why, text) {
    if (why.cancelled)
        return 'cancelled';
    if (why.exitCode !== undefined)
        return `exit code ${why.exitCode}`;
    if (why.signal)
        return `killed by ${(0,report_escape/* escapeInline */.VV)(why.signal, 32)}`;
    const first = (text ?? '')
        .split(/\r?\n/)
        .find((l) => l.trim() !== '')
        ?.trim();
    return first ? (0,report_escape/* escapeInline */.VV)(first, 120) : 'no error recorded';
}
/** Why a phase failed, short, escaped: "exit code 3", "cancelled", "killed by SIGKILL", or the error. */
function failureWords(record) {
    return whyWords(record, record.error);
}
/** The same words for a kept failure (a phase's `failures` entry or the run's `lastFailure`). */
function keptFailureWords(failure) {
    return whyWords(failure, failure.message);
}
/** "attempt 1", "attempts 1 and 2": the attempts in which `failures` happened. */
function attemptsWords(failures) {
    const attempts = [...new Set(failures.map((f) => f.attempt))].map(String);
    return `${attempts.length === 1 ? 'attempt' : 'attempts'} ${listInProse(attempts)}`;
}
/**
 * What a phase's kept failures add to its status, escaped, or '' when it never failed:
 * "succeeded in attempt 2 after failing in attempt 1 (exit code 3)" for a phase that succeeded,
 * "also failed in attempt 1" for one that failed again.
 */
function failureHistoryWords(record) {
    const failures = record.failures ?? [];
    const last = failures.at(-1);
    if (last === undefined)
        return '';
    if (record.status === 'succeeded') {
        const times = failures.length > 1 ? `, ${failures.length} failures` : '';
        return `succeeded in attempt ${record.attempt} after failing in ${attemptsWords(failures)} (${keptFailureWords(last)}${times})`;
    }
    // A failed record's own failure is the last one kept; what came before it is news.
    const earlier = record.status === 'failed' ? failures.slice(0, -1) : failures;
    if (earlier.length === 0)
        return '';
    return `${record.status === 'failed' ? 'also ' : ''}failed in ${attemptsWords(earlier)}`;
}
/**
 * The run's last failure in one line of markdown (escaped), or undefined when it never failed:
 * "`test` failed in attempt 1 (exit code 3); recoverable: a re-run can help".
 */
function lastFailureWords(state, options = {}) {
    const last = state.lastFailure;
    if (last === undefined)
        return undefined;
    const who = last.phase !== undefined
        ? `${(0,report_escape/* codeSpan */.SS)(last.phase, { table: options.table ?? false })} failed`
        : 'the run failed';
    const recoverable = last.recoverable
        ? 'recoverable: a re-run can help'
        : 'not recoverable: a re-run would fail the same way';
    return `${who} in attempt ${last.attempt} (${keptFailureWords(last)}); ${recoverable}`;
}
/**
 * For a run that completed after a failure, that failure as what it now is, a recovered one, in
 * markdown (escaped), or undefined: "attempt 1 failed in `test` (exit code 3); attempt 2
 * completed". A completed run's failure is no longer news a re-run could help with.
 */
function recoveredWords(state, options = {}) {
    const last = state.lastFailure;
    if (last === undefined || state.status !== 'completed')
        return undefined;
    const where = last.phase !== undefined
        ? ` in ${(0,report_escape/* codeSpan */.SS)(last.phase, { table: options.table ?? false })}`
        : '';
    const now = state.origin.runAttempt;
    const then = last.attempt === now ? `, then attempt ${now} completed` : `; attempt ${now} completed`;
    return `attempt ${last.attempt} failed${where} (${keptFailureWords(last)})${then}`;
}
/** The first failed phase in run order, if any. */
function firstFailed(state) {
    return orderedPhases(state).find((id) => state.phases[id]?.status === 'failed');
}
/** Whether this attempt picked up where an earlier one stopped. */
function story_isResumed(state) {
    return state.resume !== undefined && state.resume.fromAttempt < state.origin.runAttempt;
}
function outcome(state, resumed, table) {
    const code = (text, max) => (0,report_escape/* codeSpan */.SS)(text, { table, ...(max !== undefined ? { max } : {}) });
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
            const extra = skipped.length > 0 ? ` (${(0,words/* plural */.L)(skipped.length, 'phase')} skipped)` : '';
            return ran.length === 0
                ? `completed with no phase to run${extra}`
                : `completed ${(0,words/* plural */.L)(ran.length, 'phase')} in ${(0,core/* formatDuration */.a3)(ms)}${extra}`;
        }
        case 'failed': {
            const id = firstFailed(state);
            const rec = id !== undefined ? state.phases[id] : undefined;
            if (id !== undefined && rec)
                return `failed in ${code(id)} (${failureWords(rec)})`;
            return state.error ? `failed: ${(0,report_escape/* escapeInline */.VV)(firstLine(state.error), 160)}` : 'failed';
        }
        case 'rolled_back': {
            const event = [...state.rollbackHistory].reverse().find((e) => e.attempt === attempt);
            if (!event)
                return 'rolled back';
            const from = event.from !== undefined ? ` from ${code(event.from)}` : '';
            const after = event.toPhase !== undefined ? ` (after ${code(event.toPhase)})` : '';
            const undone = event.rolledBack.length > 0
                ? `, undoing ${listInProse(event.rolledBack.map((p) => (0,report_escape/* escapeInline */.VV)(p)))}`
                : '';
            return `rolled back${from} to checkpoint ${code(event.checkpointId, 64)}${after}${undone}`;
        }
        case 'paused':
            return state.pause ? `paused: ${(0,report_escape/* escapeInline */.VV)(firstLine(state.pause.reason), 160)}` : 'paused';
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
                ? `is running ${code(running)} (${done.length} of ${(0,words/* plural */.L)(ids.length, 'phase')} done)`
                : ids.length === 0
                    ? 'has recorded no phase yet'
                    : `has ${done.length} of ${(0,words/* plural */.L)(ids.length, 'phase')} done`;
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
 * The story of the state's current attempt in one sentence of markdown, ending with a full stop.
 * Every string from the state is escaped (ids in code spans, free text through `escapeInline`);
 * `table: true` when it goes in a table cell. At most `MAX_LISTED` phase ids are named in prose.
 */
function story_storyOf(state, options = {}) {
    const table = options.table ?? false;
    const code = (text) => (0,report_escape/* codeSpan */.SS)(text, { table, max: 64 });
    const attempt = state.origin.runAttempt;
    const resumed = story_isResumed(state);
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
        clause = `resumed${from}${via}: skipped ${listInProse(r.skipped.map((p) => (0,report_escape/* escapeInline */.VV)(p)))}${saving}`;
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

;// CONCATENATED MODULE: ./.build/report/summary-table.js
/**
 * The phases table of the job summary: one row per phase (status icon, phase, status, the attempt
 * that produced it, duration, skipped or resumed, checkpoint, note), and the summary's title.
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
    return (story_isResumed(state) &&
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
    if (!story_isResumed(state))
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
    const note = rec.status === 'failed'
        ? failureWords(rec)
        : rec.reason && !keptFromEarlier(state, id, rec)
            ? (0,report_escape/* escapeInline */.VV)(rec.reason, 160)
            : '';
    // Failures are kept: a phase that succeeded after failing says so.
    const history = failureHistoryWords(rec);
    // What it changed could not be kept: a re-run runs it again (said once, here and in the log).
    const notKept = rec.outputsNotKept !== undefined
        ? `not kept for a re-run: ${(0,report_escape/* escapeInline */.VV)(rec.outputsNotKept, 200)}`
        : '';
    return [note, history, notKept].filter(Boolean).join('; ');
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
            (0,report_escape/* codeSpan */.SS)(id, { table: true }),
            rec.status.replace('_', ' '),
            attemptWords(rec),
            rec.durationMs !== undefined ? (0,core/* formatDuration */.a3)(rec.durationMs) : '',
            resumeWords(state, id, rec),
            rec.checkpointId ? (0,report_escape/* codeSpan */.SS)(rec.checkpointId, { table: true, max: 64 }) : '',
            noteOf(state, id, rec),
        ];
        rows.push(`| ${cells.join(' | ')} |`);
    }
    return { header, rows };
}

;// CONCATENATED MODULE: ./.build/report/junit.js



/** Characters XML 1.0 does not allow in a document, even escaped (after sanitizeText). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** Untrusted text as XML character data or an attribute value (quotes escaped too). */
function xmlEscape(text) {
    return (0,report_escape/* sanitizeText */.jZ)(text)
        .replace(NOT_XML, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;')
        .replace(/\r/g, '&#13;');
}
/** An attribute value on one line: line breaks and tabs are kept as character references. */
function attr(text) {
    return xmlEscape(text).replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
function seconds(ms) {
    return ((ms ?? 0) / 1000).toFixed(3);
}
function lastLines(text, lines) {
    const all = text.replace(/\n+$/, '').split('\n');
    return all.length <= lines
        ? all.join('\n')
        : [`… ${all.length - lines} earlier lines cut`, ...all.slice(-lines)].join('\n');
}
/** Why a phase failed, one line: "exit code 3", "cancelled", "killed by SIGKILL" or its error. */
function failureMessage(rec) {
    if (rec.exitCode !== undefined)
        return `exit code ${rec.exitCode}`;
    if (rec.signal)
        return `killed by ${rec.signal}`;
    const first = (rec.error ?? '').split(/\r?\n/).find((l) => l.trim() !== '');
    return first?.trim().slice(0, 300) || 'failed (no error recorded)';
}
function failureBody(rec, tailLines) {
    const parts = [];
    if (rec.error)
        parts.push(rec.error);
    if (rec.stderrTail)
        parts.push(`--- stderr (tail) ---\n${lastLines(rec.stderrTail, tailLines)}`);
    if (rec.stdoutTail)
        parts.push(`--- stdout (tail) ---\n${lastLines(rec.stdoutTail, tailLines)}`);
    return parts.join('\n');
}
function outcomeOf(state, rec, tailLines) {
    const attempt = state.origin.runAttempt;
    if (rec === undefined || rec.status === 'pending')
        return { kind: 'skipped', message: `not run in attempt ${attempt}` };
    switch (rec.status) {
        case 'succeeded':
            return rec.attempt < attempt
                ? { kind: 'skipped', message: `succeeded in attempt ${rec.attempt}: kept, not run again` }
                : { kind: 'passed' };
        case 'failed':
            return { kind: 'failed', message: failureMessage(rec), body: failureBody(rec, tailLines) };
        case 'running':
            return { kind: 'error', message: 'still running when this report was written' };
        case 'rolled_back':
            return { kind: 'skipped', message: `rolled back${rec.reason ? `: ${rec.reason}` : ''}` };
        case 'skipped':
            return { kind: 'skipped', message: `skipped${rec.reason ? `: ${rec.reason}` : ''}` };
    }
}
/** The JUnit XML of the state's current attempt (see the module header). */
function renderJUnit(state, opts = {}) {
    const tailLines = opts.tailLines ?? 100;
    const attempt = state.origin.runAttempt;
    const ids = orderedPhases(state);
    for (const d of state.declared)
        if (!ids.includes(d.id))
            ids.push(d.id);
    const workflow = state.origin.workflow || state.scope.workflow;
    const classname = jobTitle(state);
    const cases = [];
    const count = { tests: 0, failures: 0, errors: 0, skipped: 0, ms: 0 };
    for (const id of ids) {
        const rec = state.phases[id];
        const o = outcomeOf(state, rec, tailLines);
        const ran = rec !== undefined && rec.attempt === attempt;
        const ms = ran ? (rec.durationMs ?? 0) : 0;
        count.tests++;
        count.ms += ms;
        const open = `    <testcase classname="${attr(classname)}" name="${attr(id)}" time="${seconds(ms)}"`;
        if (o.kind === 'passed') {
            cases.push(`${open}/>`);
            continue;
        }
        let inner;
        if (o.kind === 'failed') {
            count.failures++;
            inner = `<failure message="${attr(o.message)}" type="failed">${xmlEscape(o.body)}</failure>`;
        }
        else if (o.kind === 'error') {
            count.errors++;
            inner = `<error message="${attr(o.message)}" type="running"/>`;
        }
        else {
            count.skipped++;
            inner = `<skipped message="${attr(o.message)}"/>`;
        }
        cases.push(`${open}>\n      ${inner}\n    </testcase>`);
    }
    const totals = `tests="${count.tests}" failures="${count.failures}" errors="${count.errors}" skipped="${count.skipped}" time="${seconds(count.ms)}"`;
    const suiteName = `${workflow} / ${jobTitle(state)}: run ${state.origin.runId}, attempt ${attempt}`;
    const started = Object.values(state.phases)
        .filter((r) => r.attempt === attempt && r.startedAt !== undefined)
        .map((r) => r.startedAt)
        .sort()[0] ??
        opts.now ??
        '';
    const properties = [
        ['ci-state.run', state.origin.runId],
        ['ci-state.attempt', String(attempt)],
        ['ci-state.status', state.status],
    ]
        .map(([k, v]) => `      <property name="${attr(k)}" value="${attr(v)}"/>`)
        .join('\n');
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="ci-state" ${totals}>`,
        `  <testsuite name="${attr(suiteName)}" ${totals}${started ? ` timestamp="${attr(started.replace(/Z$/, ''))}"` : ''}>`,
        '    <properties>',
        properties,
        '    </properties>',
        ...cases,
        '  </testsuite>',
        '</testsuites>',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./.build/report/gantt.js


function ms(iso) {
    if (iso === undefined)
        return undefined;
    const t = Date.parse(iso);
    return Number.isFinite(t) ? t : undefined;
}
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Tick intervals mermaid takes (`tickInterval`), shortest first, with the axis label each needs. */
const TICKS = [
    [SECOND, '1second', '%H:%M:%S'],
    [5 * SECOND, '5second', '%H:%M:%S'],
    [15 * SECOND, '15second', '%H:%M:%S'],
    [30 * SECOND, '30second', '%H:%M:%S'],
    [MINUTE, '1minute', '%H:%M'],
    [5 * MINUTE, '5minute', '%H:%M'],
    [15 * MINUTE, '15minute', '%H:%M'],
    [30 * MINUTE, '30minute', '%H:%M'],
    [HOUR, '1hour', '%H:%M'],
    [3 * HOUR, '3hour', '%H:%M'],
    [6 * HOUR, '6hour', '%m-%d %H:%M'],
    [12 * HOUR, '12hour', '%m-%d %H:%M'],
    [DAY, '1day', '%m-%d'],
    [7 * DAY, '1week', '%m-%d'],
];
/** At most this many ticks, so that their labels never run into each other. */
const MAX_TICKS = 6;
/** The tick interval and axis label format for a chart spanning `span` ms. */
function axisFor(span) {
    const fit = TICKS.find(([every]) => span / every <= MAX_TICKS) ?? TICKS[TICKS.length - 1];
    return { tick: fit[1], axis: fit[2] };
}
/**
 * Runs of phases that a later run replaced in the state (a phase that failed or was rolled back in
 * attempt 1 and ran again in attempt 2): from the failures each record keeps (with the time the
 * failed try started) and from the records checkpoints keep (a rollback's before_rollback
 * checkpoint holds what it undid). One bar per run: a phase, an attempt and a start time.
 */
function replacedRuns(state) {
    const runs = new Map();
    const current = new Set();
    const key = (id, attempt, start) => `${id}\u0000${attempt}\u0000${start}`;
    for (const [id, rec] of Object.entries(state.phases)) {
        const start = ms(rec.startedAt);
        if (start !== undefined)
            current.add(key(id, rec.attempt, start));
    }
    const rolledBack = (id, attempt, end) => state.rollbackHistory.some((e) => e.attempt === attempt && e.rolledBack.includes(id) && (ms(e.at) ?? 0) >= end);
    // The failures first: a try that failed is shown as failed, whatever a checkpoint says of it.
    for (const [id, rec] of Object.entries(state.phases)) {
        for (const f of rec.failures ?? []) {
            const start = ms(f.startedAt);
            const end = ms(f.at);
            if (start === undefined || end === undefined)
                continue;
            const k = key(id, f.attempt, start);
            if (current.has(k) || runs.has(k))
                continue;
            const label = (0,report_escape/* mermaidLabel */._b)(`${id} (${f.cancelled ? 'cancelled' : 'failed'})`);
            runs.set(k, { attempt: f.attempt, label, tag: 'crit', start, end: Math.max(start, end) });
        }
    }
    for (const cp of [...state.checkpoints].reverse()) {
        for (const [id, rec] of Object.entries(cp.snapshot.phases)) {
            const start = ms(rec.startedAt);
            const end = ms(rec.endedAt);
            if (start === undefined || end === undefined)
                continue;
            const k = key(id, rec.attempt, start);
            if (current.has(k) || runs.has(k))
                continue;
            const undone = rolledBack(id, rec.attempt, end);
            const note = undone ? ' (rolled back)' : rec.status === 'failed' ? ' (failed)' : '';
            const tag = rec.status === 'failed' ? 'crit' : undone ? undefined : 'done';
            runs.set(k, {
                attempt: rec.attempt,
                label: (0,report_escape/* mermaidLabel */._b)(`${id}${note}`),
                ...(tag ? { tag } : {}),
                start,
                end: Math.max(start, end),
            });
        }
    }
    return [...runs.values()];
}
/**
 * The chart of the state's timeline (at most `maxItems` bars and milestones, default 150), or
 * undefined when nothing is timed. Times are Unix milliseconds (`dateFormat x`), so no date string
 * is ever parsed from the state; the axis has at most six ticks at a round interval
 * (`tickInterval`), so its labels stay apart; every label goes through `mermaidLabel` (letters,
 * digits and a few safe signs; no statement keyword first). The caller wraps the text in a
 * ```` ```mermaid ```` fence.
 */
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
            label: (0,report_escape/* mermaidLabel */._b)(`${id}${note}`),
            ...(tag ? { tag } : {}),
            start,
            end,
            order: order++,
        });
    }
    for (const run of replacedRuns(state)) {
        items.push({ ...run, order: order++ });
    }
    for (const cp of state.checkpoints) {
        const at = ms(cp.createdAt);
        if (at === undefined)
            continue;
        items.push({
            attempt: cp.attempt,
            label: (0,report_escape/* mermaidLabel */._b)(`checkpoint ${cp.phase ?? cp.id}`),
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
            label: (0,report_escape/* mermaidLabel */._b)(`rollback to ${ev.toPhase ?? ev.checkpointId}`),
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
    const { tick, axis } = axisFor(span);
    const lines = ['gantt', '  dateFormat x', `  axisFormat ${axis}`, `  tickInterval ${tick}`];
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

;// CONCATENATED MODULE: ./.build/report/links.js
/**
 * Links to the run, its attempt and its artifacts, built from values the caller passes in
 * (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_RUN_ID`, `GITHUB_RUN_ATTEMPT`): the builders
 * never read the environment themselves. Values that do not look like GitHub's give no link
 * rather than a link somewhere else.
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
function links_runLinks(links) {
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

// EXTERNAL MODULE: ./.build/report/size.js
var report_size = __webpack_require__(89432);
;// CONCATENATED MODULE: ./.build/report/summary-blocks.js





function summary_blocks_lastLines(text, lines) {
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
            if (!raw || (0,report_escape/* sanitizeText */.jZ)(raw).trim() === '')
                continue;
            const { text, cut } = summary_blocks_lastLines(raw, tailLines);
            const what = cut > 0 ? `last ${(0,words/* plural */.L)(tailLines, 'line')}` : 'tail';
            blocks.push([
                `<details><summary>${PHASE_ICON[rec.status]} <code>${(0,report_escape/* escapeHtml */.ZD)(id)}</code>: ${name} (${what})</summary>`,
                '',
                (0,report_escape/* codeBlock */.DV)(text),
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
    return `**Persistence:** ${saved ? '💾' : '⚠️'} ${(0,report_escape/* escapeWithCode */.HY)(persistence, { max: 2000 })}`;
}
function rollbackLines(state) {
    const events = state.rollbackHistory.slice(-MAX_LIST);
    const lines = events.map((e) => {
        const from = e.from !== undefined ? ` from ${(0,report_escape/* codeSpan */.SS)(e.from)}` : '';
        const to = `checkpoint ${(0,report_escape/* codeSpan */.SS)(e.checkpointId, { max: 64 })}${e.toPhase !== undefined ? ` (after ${(0,report_escape/* codeSpan */.SS)(e.toPhase)})` : ''}`;
        const undone = e.rolledBack.length > 0
            ? `, undoing ${e.rolledBack
                .slice(0, 10)
                .map((p) => (0,report_escape/* codeSpan */.SS)(p))
                .join(', ')}${e.rolledBack.length > 10 ? ` and ${e.rolledBack.length - 10} more` : ''}`
            : '';
        const why = e.reason ? `: ${(0,report_escape/* escapeInline */.VV)(e.reason, 300)}` : '';
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
    const urls = links_runLinks(stateLinks(state, links));
    const parts = [];
    if (urls.run)
        parts.push(`[Workflow run](${urls.run})`);
    if (urls.attempt && urls.attempt !== urls.run) {
        parts.push(`[Attempt ${state.origin.runAttempt}](${urls.attempt})`);
    }
    if (urls.artifacts)
        parts.push(`[Artifacts](${urls.artifacts})`);
    if (links?.artifactName)
        parts.push(`state artifact ${(0,report_escape/* codeSpan */.SS)(links.artifactName, { max: 256 })}`);
    return parts.length > 0 ? parts.join(' · ') : undefined;
}
/** "On `main` at `abc1234` (push by octocat) · pull request [#7](…): title" */
function metaLine(state, opts) {
    const o = state.origin;
    const ref = opts.branch ?? o.ref.replace(/^refs\/heads\//, '');
    const parts = [];
    const where = [
        ref ? `On ${(0,report_escape/* codeSpan */.SS)(ref, { max: 200 })}` : '',
        o.sha ? `at ${(0,report_escape/* codeSpan */.SS)(o.sha.slice(0, 7))}` : '',
    ]
        .filter(Boolean)
        .join(' ');
    const who = [
        o.event ? (0,report_escape/* escapeInline */.VV)(o.event, 64) : '',
        o.actor ? `by ${(0,report_escape/* escapeInline */.VV)(o.actor, 64)}` : '',
    ]
        .filter(Boolean)
        .join(' ');
    if (where || who)
        parts.push(`${where}${where && who ? ' ' : ''}${who ? `(${who})` : ''}`);
    const pr = opts.pullRequest;
    if (pr && Number.isSafeInteger(pr.number) && pr.number > 0) {
        const urls = links_runLinks(opts.links);
        const base = urls.run?.replace(/\/actions\/runs\/[0-9]+$/, '');
        const label = base ? `[#${pr.number}](${base}/pull/${pr.number})` : `${pr.number}`;
        parts.push(`pull request ${label}${pr.title ? `: ${(0,report_escape/* escapeInline */.VV)(pr.title, 256)}` : ''}`);
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
            ? (0,report_escape/* escapeInline */.VV)(v, 300)
            : (0,report_escape/* codeSpan */.SS)(JSON.stringify(v) ?? String(v), { table: true, max: 300 });
        return `| ${(0,report_escape/* codeSpan */.SS)(k, { table: true, max: 100 })} | ${value} |`;
    });
    const more = entries.length > MAX_CONTEXT_KEYS
        ? `\n\n_… ${(0,words/* plural */.L)(entries.length - MAX_CONTEXT_KEYS, 'more value', 'more values')} in the state._`
        : '';
    return [
        `<details><summary>Context: ${entries.length} value${entries.length === 1 ? '' : 's'}</summary>`,
        '',
        ['| Key | Value |', '| --- | --- |', ...rows].join('\n') + more,
        '',
        '</details>',
    ].join('\n');
}
const MAX_SKIPPED_CHECKPOINTS = 10;
/**
 * What this attempt's file checkpoints left out: one collapsed list per checkpoint, refused paths
 * (token-shaped content, unsafe links) marked, each with the rule or reason.
 */
function skippedBlock(state) {
    const cps = state.checkpoints.filter((c) => c.skipped && c.attempt === state.origin.runAttempt);
    if (cps.length === 0)
        return undefined;
    const parts = cps.slice(0, MAX_SKIPPED_CHECKPOINTS).map((c) => {
        const sk = c.skipped;
        const counts = [
            sk.refused ? `🚫 ${sk.refused} refused` : '',
            sk.excluded ? `${sk.excluded} excluded` : '',
        ]
            .filter(Boolean)
            .join(', ');
        const of = c.phase ? ` of <code>${(0,report_escape/* escapeHtml */.ZD)(c.phase, 100)}</code>` : '';
        const rows = sk.paths.map((p) => `| ${p.refused ? '🚫 ' : ''}${(0,report_escape/* codeSpan */.SS)(p.path, { table: true, max: 300 })} | ${(0,report_escape/* escapeInline */.VV)(p.why, 300)} |`);
        const listed = sk.excluded + sk.refused;
        const more = listed > sk.paths.length
            ? `\n\n_… ${listed - sk.paths.length} more (the checkpoint's output lists them all)._`
            : '';
        return [
            `<details><summary>Checkpoint${of}: ${counts}</summary>`,
            '',
            `Checkpoint ${(0,report_escape/* codeSpan */.SS)(c.id, { max: 128 })}${c.globs.length
                ? ` of ${c.globs
                    .slice(0, 5)
                    .map((g) => (0,report_escape/* codeSpan */.SS)(g, { max: 200 }))
                    .join(', ')}`
                : ''}:`,
            '',
            ['| Path | Why |', '| --- | --- |', ...rows].join('\n') + more,
            '',
            '</details>',
        ].join('\n');
    });
    if (cps.length > MAX_SKIPPED_CHECKPOINTS) {
        parts.push(`_… ${(0,words/* plural */.L)(cps.length - MAX_SKIPPED_CHECKPOINTS, 'more checkpoint', 'more checkpoints')} left files out._`);
    }
    return parts.join('\n\n');
}

;// CONCATENATED MODULE: ./.build/report/summary.js








function cutNotice(total, cut, limitBytes, links, hard) {
    const what = [];
    if (total.skipped && !cut.skipped)
        what.push('the files left out of checkpoints');
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
    const urls = links_runLinks(links);
    const where = urls.artifacts
        ? `the [run's artifacts](${urls.artifacts})`
        : "the run's artifacts and the state file";
    const size = limitBytes === report_size/* SUMMARY_LIMIT_BYTES */.Jz ? '1 MiB' : `${limitBytes}-byte`;
    return `> ✂️ Cut to fit GitHub's ${size} job summary limit: ${list}. The full state is in ${where}.`;
}
/**
 * The job summary of one job's state, as markdown, at most `maxBytes` bytes of UTF-8 (default
 * `SUMMARY_LIMIT_BYTES`). When it would be larger the least important parts go first: the context
 * values and the files left out of checkpoints, then output tails (stdout of the last failed phase
 * first, stderr of the first failed phase last), then the gantt, then table rows from the end
 * ("… N more phases"); a notice says what was cut and points to the run's artifacts, where the
 * full state is.
 */
function renderJobSummary(state, opts = {}) {
    const limit = opts.maxBytes ?? report_size/* SUMMARY_LIMIT_BYTES */.Jz;
    const level = Math.min(6, Math.max(1, opts.headingLevel ?? 3));
    const h = '#'.repeat(level);
    const sub = '#'.repeat(Math.min(6, level + 1));
    const title = `${h} ${story_runIcon(state)} ci-state · ${(0,report_escape/* escapeInline */.VV)(state.origin.workflow || state.scope.workflow, 120)} / ${(0,report_escape/* escapeInline */.VV)(jobTitle(state), 200)}`;
    const story = opts.story !== undefined
        ? (0,report_escape/* breakWorkflowCommands */.$U)((0,report_escape/* sanitizeText */.jZ)(opts.story).replace(/[\n\t]/g, ' '))
        : story_storyOf(state);
    const meta = metaLine(state, opts);
    const recovered = recoveredWords(state);
    const lastFailure = recovered === undefined ? lastFailureWords(state) : undefined;
    const persistence = persistenceBlock(opts.persistence);
    const context = contextBlock(state);
    const skipped = skippedBlock(state);
    const warnings = (state.resume?.warnings ?? [])
        .slice(0, MAX_LIST)
        .map((w) => `- ⚠️ ${(0,report_escape/* escapeInline */.VV)(w, 300)}`);
    const { header, rows } = phaseRows(state);
    const rollbacks = rollbackLines(state);
    const gantt = ganttOf(state);
    const tails = tailBlocks(state, opts.tailLines ?? 200);
    const links = linksLine(state, opts.links);
    const total = {
        skipped: skipped !== undefined,
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
        if (recovered)
            blocks.push(`Recovered: ${recovered}.`);
        if (lastFailure)
            blocks.push(`Last failure: ${lastFailure}.`);
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
                blocks.push(`_… ${(0,words/* plural */.L)(rows.length - cut.rows, 'more phase', 'more phases')} (cut to fit the summary limit)._`);
            }
        }
        if (rollbacks.length > 0)
            blocks.push(`${sub} Rollbacks`, rollbacks.join('\n'));
        if (skipped && cut.skipped)
            blocks.push(`${sub} Left out of checkpoints`, skipped);
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
    const fits = (text) => (0,report_size/* utf8Bytes */.dy)(text) <= limit;
    const whole = compose(total);
    if (fits(whole))
        return whole;
    // 0. The context values.
    const full = { ...total, skipped: false, context: false };
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
    const noGantt = {
        skipped: false,
        context: false,
        tails: 0,
        gantt: false,
        rows: rows.length,
    };
    if (fits(compose(noGantt)))
        return compose(noGantt);
    // 3. Table rows from the end.
    const keptRows = best(0, rows.length, (n) => ({ ...noGantt, rows: n }));
    if (keptRows >= 0)
        return compose({ ...noGantt, rows: keptRows });
    // 4. Still too big (huge title or warnings): cut at a line, keep the notice and the links.
    const bare = compose({ skipped: false, context: false, tails: 0, gantt: false, rows: 0 }, true);
    const tailStart = bare.lastIndexOf('\n\n> ✂️');
    const ending = tailStart >= 0 ? bare.slice(tailStart) : '';
    const room = limit - (0,report_size/* utf8Bytes */.dy)(ending);
    const head = (0,report_size/* cutAtLine */.qE)(bare.slice(0, tailStart >= 0 ? tailStart : bare.length), (t) => (0,report_size/* cutToUtf8Bytes */.C_)(t, Math.max(0, room)));
    const out = `${head.replace(/\n+$/, '')}${ending}`;
    return fits(out) ? out : (0,report_size/* cutToUtf8Bytes */.C_)(out, limit);
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

// EXTERNAL MODULE: ./.build/cli/output.js + 1 modules
var output = __webpack_require__(74748);
// EXTERNAL MODULE: ./.build/cli/remote.js
var remote = __webpack_require__(6829);
// EXTERNAL MODULE: ./.build/cli/session.js
var session = __webpack_require__(3647);
;// CONCATENATED MODULE: ./.build/report/comment.js
/**
 * The sticky PR comment, as pure functions: one comment per pull request and workflow (found by a
 * hidden marker, see src/github/comment.ts for the author rule), one section per job. The body's
 * layout, when a comment is written and what is cut when it is too long are in docs/reports.md,
 * "The sticky PR comment" and "Size".
 */









const COMMENT_MODES = (/* unused pure expression or super */ null && (['off', 'always', 'on-failure', 'on-resume']));
const DEFAULT_COMMENT_MODE = 'on-resume';
/**
 * Reads the `comment` setting: `off`, `always`, `on-failure` or `on-resume` (the default, also
 * for an empty value); `true` and `false` are read as `always` and `off`.
 */
function parseCommentMode(text, inputName = 'comment') {
    const v = (text ?? '').trim().toLowerCase();
    if (v === '')
        return DEFAULT_COMMENT_MODE;
    if (v === 'true')
        return 'always';
    if (v === 'false')
        return 'off';
    if (COMMENT_MODES.includes(v))
        return v;
    throw new CiStateError('invalid_input', `${inputName} ${JSON.stringify(String(text).slice(0, 40))} is not valid: expected off, always, on-failure or on-resume`);
}
function failedLike(s) {
    return s.status === 'failed' || s.status === 'rolled_back';
}
/**
 * Whether a run warrants a new comment:
 * - `off`: never; `always`: always;
 * - `on-failure`: a job failed or was rolled back;
 * - `on-resume` (default): a job failed or was rolled back (so there is something a re-run will
 *   resume), or a job resumed from an earlier attempt (so there is time saved to report).
 * An existing comment is updated whatever the mode but `off` (see upsertStickyComment), so a
 * comment that said "failed" does not stay stale after a successful re-run.
 */
function shouldComment(mode, state) {
    const states = Array.isArray(state) ? state : [state];
    switch (mode) {
        case 'off':
            return false;
        case 'always':
            return true;
        case 'on-failure':
            return states.some(failedLike);
        case 'on-resume':
            return states.some((s) => failedLike(s) || isResumed(s));
    }
}
/**
 * The hidden marker of a workflow's comment. `header` tells apart several comments of one
 * workflow on a PR (or of workflows with the same name); both go into the hash.
 */
function commentMarker(options) {
    const hash = (0,external_node_crypto_.createHash)('sha256')
        .update(`${options.workflow}\u0000${options.header ?? ''}`)
        .digest('hex')
        .slice(0, 16);
    return `<!-- ci-state:comment workflow=${hash} -->`;
}
const DETAILS = '<!-- ci-state:details -->';
const DETAILS_END = '<!-- ci-state:details-end -->';
const DETAILS_CUT = "_Details cut to fit GitHub's comment size limit: see this job's summary._";
const FOOTER = '<sub>ci-state: one section per job, updated in place on every attempt.</sub>';
/** One job's section of the comment (markdown, escaped), with its status in a hidden marker. */
function renderCommentSection(state, opts = {}) {
    const maxRows = opts.maxRows ?? 30;
    const urls = links_runLinks(stateLinks(state, opts.links));
    const lines = [
        `<!-- ci-state:job status=${state.status} -->`,
        '',
        `#### ${story_runIcon(state)} ${(0,report_escape/* escapeInline */.VV)(opts.title ?? jobTitle(state), 200)}`,
        '',
        story_storyOf(state),
    ];
    if (opts.persistence && /NOT saved/.test(opts.persistence)) {
        lines.push('', `⚠️ ${(0,report_escape/* escapeWithCode */.HY)(opts.persistence, { max: 500 })}`);
    }
    for (const w of (state.resume?.warnings ?? []).slice(0, 5)) {
        lines.push('', `⚠️ ${(0,report_escape/* escapeInline */.VV)(w, 300)}`);
    }
    const link = urls.attempt ?? urls.run;
    if (link) {
        lines.push('', `[Job summary and logs](${link})${urls.artifacts ? ` · [Artifacts](${urls.artifacts})` : ''}`);
    }
    const { header, rows } = phaseRows(state);
    if (rows.length > 0) {
        lines.push('', DETAILS, '', [...header, ...rows.slice(0, maxRows)].join('\n'));
        if (rows.length > maxRows) {
            lines.push('', `_… ${(0,words/* plural */.L)(rows.length - maxRows, 'more phase', 'more phases')} in the job summary._`);
        }
        lines.push('', DETAILS_END);
    }
    return lines.join('\n');
}
function encodeKey(key) {
    return Buffer.from(key, 'utf8').toString('base64url');
}
function decodeKey(encoded) {
    return Buffer.from(encoded, 'base64url').toString('utf8');
}
const SECTION = /<!-- ci-state:section job=([A-Za-z0-9_-]*) -->\n([\s\S]*?)\n<!-- ci-state:section-end job=\1 -->/g;
const SECTION_MARKERS = /^<!-- ci-state:section(?:-end)? job=[A-Za-z0-9_-]* -->$/gm;
/** The sections of a ci-state comment body (those that parse; anything else is dropped). */
function parseComment(body) {
    const first = body.indexOf('<!-- ci-state:section job=');
    const head = (first >= 0 ? body.slice(0, first) : body).trim();
    const sections = [];
    const seen = new Set();
    for (const m of body.matchAll(SECTION)) {
        const key = decodeKey(m[1] ?? '');
        if (seen.has(key))
            continue;
        seen.add(key);
        const content = (m[2] ?? '').replace(/^\n+|\n+$/g, '');
        const status = /<!-- ci-state:job status=([a-z_]+) -->/.exec(content)?.[1];
        const parsed = core/* RunStatus */.i2.safeParse(status);
        sections.push({ key, status: parsed.success ? parsed.data : 'completed', content });
    }
    return { head, sections };
}
function compareKeys(a, b) {
    return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
function compose(head, sections, options) {
    const parts = [head];
    for (const s of sections) {
        const k = encodeKey(s.key);
        parts.push(`<!-- ci-state:section job=${k} -->\n\n${s.content}\n\n<!-- ci-state:section-end job=${k} -->`);
    }
    const cut = options.dropped > 0 || sections.some((s) => s.content.includes(DETAILS_CUT));
    if (cut) {
        const dropped = options.dropped > 0
            ? ` ${options.dropped} job${options.dropped === 1 ? ' is' : 's are'} not shown.`
            : '';
        parts.push(`> ✂️ Shortened to fit GitHub's 65,536-character comment limit.${dropped} ${options.pointer}`);
    }
    parts.push(FOOTER);
    return `${parts.join('\n\n')}\n`;
}
/** Least important first: completed, then in progress, then rolled back, then failed; larger first. */
function cutOrder(sections) {
    const rank = {
        completed: 0,
        pending: 1,
        running: 1,
        paused: 1,
        rolled_back: 2,
        failed: 3,
    };
    return [...sections].sort((a, b) => rank[a.status] - rank[b.status] ||
        b.content.length - a.content.length ||
        (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
}
function withoutDetails(content) {
    const start = content.indexOf(DETAILS);
    const end = content.indexOf(DETAILS_END);
    if (start < 0 || end < start)
        return content;
    return `${content.slice(0, start)}${DETAILS_CUT}${content.slice(end + DETAILS_END.length)}`;
}
const DEFAULT_POINTER = 'The job summaries of the run have the full report.';
/**
 * Caps a comment body at `limit` characters as GitHub counts them (code points, see size.ts). A
 * body that fits is returned as is. Otherwise the least important parts go first: the details
 * (phases table) of completed jobs, then of running, rolled back and failed ones (larger first);
 * then whole sections in the same order; a notice points to the job summaries. `pointer` is
 * ci-state's own markdown (e.g. a link to the run), added to the notice. Only a body that is not
 * ci-state's is cut at a line.
 */
function capComment(body, options = {}) {
    const limit = options.limit ?? report_size/* COMMENT_LIMIT_CHARS */.iW;
    const pointer = options.pointer ?? DEFAULT_POINTER;
    if ((0,report_size/* countCodePoints */.sA)(body) <= limit)
        return body;
    const fits = (text) => (0,report_size/* countCodePoints */.sA)(text) <= limit;
    const parsed = parseComment(body);
    if (parsed.sections.length > 0) {
        const sections = [...parsed.sections];
        const index = new Map(sections.map((s, i) => [s.key, i]));
        const order = cutOrder(sections);
        // 1. Details, least important section first.
        let text = compose(parsed.head, sections, { dropped: 0, pointer });
        for (const s of order) {
            if (fits(text))
                return text;
            const i = index.get(s.key) ?? -1;
            const cur = sections[i];
            if (!cur)
                continue;
            const content = withoutDetails(cur.content);
            if (content === cur.content)
                continue;
            sections[i] = { ...cur, content };
            text = compose(parsed.head, sections, { dropped: 0, pointer });
        }
        if (fits(text))
            return text;
        // 2. Whole sections, in the same order.
        const dropped = new Set();
        for (const s of order) {
            dropped.add(s.key);
            text = compose(parsed.head, sections.filter((x) => !dropped.has(x.key)), { dropped: dropped.size, pointer });
            if (fits(text))
                return text;
        }
    }
    // 3. Not ci-state's layout (or a head alone too long): cut at a line, then the notice.
    const notice = `\n\n> ✂️ Cut to fit GitHub's 65,536-character comment limit. ${pointer}\n`;
    const room = limit - (0,report_size/* countCodePoints */.sA)(notice);
    const head = (0,report_size/* cutAtLine */.qE)(body, (t) => (0,report_size/* cutToCodePoints */.eE)(t, Math.max(0, room)));
    const out = `${head.replace(/\n+$/, '')}${notice}`;
    return fits(out) ? out : (0,report_size/* cutToCodePoints */.eE)(out, limit);
}
/**
 * The comment body with this job's section put in: the existing body's other sections are kept
 * (if it carries `marker`), this job's replaces its old one, sections are sorted by job key, and
 * the result is capped. `existingBody` undefined starts a new comment.
 */
function mergeComment(existingBody, options) {
    const existing = existingBody !== undefined && existingBody.includes(options.marker)
        ? parseComment(existingBody).sections
        : [];
    const content = options.section.replace(SECTION_MARKERS, '').replace(/^\n+|\n+$/g, '');
    const status = /<!-- ci-state:job status=([a-z_]+) -->/.exec(content)?.[1];
    const parsedStatus = core/* RunStatus */.i2.safeParse(status);
    // Keys go through UTF-8 (base64url) in the markers: compare them as they come back.
    const jobKey = (0,report_escape/* wellFormed */.ES)(options.jobKey);
    const sections = existing.filter((s) => s.key !== jobKey);
    sections.push({
        key: jobKey,
        status: parsedStatus.success ? parsedStatus.data : 'completed',
        content,
    });
    sections.sort(compareKeys);
    const header = (0,report_escape/* sanitizeText */.jZ)(options.header ?? '').trim();
    const title = `### ci-state${header ? ` · ${(0,report_escape/* escapeInline */.VV)(header, 200)}` : ''}`;
    const head = `${options.marker}\n\n${title}`;
    const pointer = options.pointer ?? DEFAULT_POINTER;
    return capComment(compose(head, sections, { dropped: 0, pointer }), {
        pointer,
        ...(options.limit !== undefined ? { limit: options.limit } : {}),
    });
}
/** A link to the run for the notice of a cut comment (ci-state's markdown), if links are known. */
function runPointer(links) {
    const urls = runLinks(links);
    return urls.attempt ? `See the [job summaries of the run](${urls.attempt}).` : undefined;
}

// EXTERNAL MODULE: ./.build/transfer/proxy.js
var proxy = __webpack_require__(61236);
;// CONCATENATED MODULE: ./.build/cli/commands/gitlab-note.js



/** Pages of 100 notes read at most. */
const MAX_PAGES = 50;
class HttpProblem extends Error {
}
/** The GitLab target from the job's variables, or why there is none (undefined: not an MR job). */
function gitLabTarget(env) {
    const mr = env.CI_MERGE_REQUEST_IID;
    if (!mr)
        return undefined;
    const token = env.CI_STATE_GITLAB_TOKEN;
    if (!token)
        return { missing: 'CI_STATE_GITLAB_TOKEN' };
    const api = env.CI_API_V4_URL;
    const project = env.CI_PROJECT_ID;
    if (!api || !project)
        return {
            missing: [!api && 'CI_API_V4_URL', !project && 'CI_PROJECT_ID'].filter(Boolean).join(' and '),
        };
    return { target: { api: api.replace(/\/+$/, ''), project, mr, token } };
}
async function call(t, method, path, body) {
    const url = `${t.api}/projects/${encodeURIComponent(t.project)}${path}`;
    let last = '';
    for (let attempt = 1; attempt <= 3; attempt++) {
        let res;
        try {
            res = await (0,proxy/* proxiedFetch */.iR)(url, {
                method,
                headers: {
                    'PRIVATE-TOKEN': t.token,
                    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
                },
                ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
                signal: AbortSignal.timeout(30_000),
            });
        }
        catch (e) {
            last = e.message;
            continue;
        }
        if (res.ok)
            return { value: (await res.json()), headers: res.headers };
        const text = (await res.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
        last = `${method} ${path.split('?')[0]}: HTTP ${res.status}${text ? ` ${text}` : ''}`;
        if (res.status < 500 && res.status !== 429)
            break;
    }
    throw new HttpProblem(last.split(t.token).join('***'));
}
/** The user the token acts as, when GitLab says (a token without `read_user` may not). */
async function tokenUser(t) {
    try {
        const url = `${t.api}/user`;
        const res = await (0,proxy/* proxiedFetch */.iR)(url, {
            headers: { 'PRIVATE-TOKEN': t.token },
            signal: AbortSignal.timeout(30_000),
        });
        if (!res.ok)
            return undefined;
        const id = (await res.json()).id;
        return typeof id === 'number' ? id : undefined;
    }
    catch {
        return undefined;
    }
}
/** The note carrying `marker` (written by the token's user when known), if any. */
async function findNote(t, marker) {
    const me = await tokenUser(t);
    const base = `/merge_requests/${encodeURIComponent(t.mr)}/notes`;
    for (let page = 1; page <= MAX_PAGES; page++) {
        const { value, headers } = await call(t, 'GET', `${base}?per_page=100&page=${page}&sort=asc&order_by=created_at`);
        const found = value.find((n) => !n.system &&
            typeof n.body === 'string' &&
            n.body.includes(marker) &&
            (me === undefined || n.author?.id === me));
        if (found)
            return found;
        const next = headers.get('x-next-page');
        if (value.length < 100 || next === '')
            return undefined;
    }
    return undefined;
}
/**
 * Creates the merge request's ci-state note, or updates it with this job's section (`render`
 * gets the current body, undefined for a new note, and returns the new one).
 */
async function upsertNote(t, marker, render) {
    try {
        const base = `/merge_requests/${encodeURIComponent(t.mr)}/notes`;
        const note = await findNote(t, marker);
        const body = render(note?.body);
        if (note) {
            if (note.body === body)
                return { ok: true, action: 'unchanged', id: note.id };
            await call(t, 'PUT', `${base}/${note.id}`, { body });
            return { ok: true, action: 'updated', id: note.id };
        }
        const { value } = await call(t, 'POST', base, { body });
        return { ok: true, action: 'created', id: value.id };
    }
    catch (e) {
        return { ok: false, problem: e.message.split(t.token).join('***') };
    }
}
/** The hidden marker of the note for `state`'s workflow (the GitHub sticky comment's). */
function noteMarker(state) {
    return commentMarker({ workflow: state.origin.workflow });
}
/** The note's body with `state`'s section put in (the GitHub sticky comment's layout). */
function renderNote(existing, state, persistence) {
    return mergeComment(existing, {
        marker: noteMarker(state),
        jobKey: jobKeyOf(state),
        section: renderCommentSection(state, persistence ? { persistence } : {}),
        pointer: "The job's log and its ci-state-report artifact have the full report.",
    });
}

;// CONCATENATED MODULE: ./.build/cli/commands/report.js
/**
 * Reports off GitHub. `ci-state report` writes the current run's markdown (the GitHub job
 * summary's renderer, report/summary.ts) or JUnit XML (report/junit.ts). `ci-state flush` off a
 * runner saves the final state (waiting for the background pusher first), then on GitLab CI,
 * Buildkite, Jenkins and CircleCI publishes the report where the system shows it: the story and
 * the phases table in the log; `summary.md` and `junit.xml` in the report directory
 * (`CI_STATE_REPORT_DIR`, default `ci-state-report/`) for the job to archive; a Buildkite
 * annotation (`buildkite-agent annotate`, one per job, updated in place); a GitLab merge-request
 * note (gitlab-note.ts) when a token is given. A report that cannot be published is one line and
 * never changes the exit code.
 */












/** Where flush writes the report files, relative to the workspace. */
const REPORT_DIR = 'ci-state-report';
function reportDir(env = process.env) {
    return env.CI_STATE_REPORT_DIR || REPORT_DIR;
}
/** The markdown report: the GitHub job summary of the state, with the persistence line. */
function reportMarkdown(state, persistence) {
    return renderJobSummary(state, persistence ? { persistence } : {});
}
/** The story's markdown as plain text for the log: no code spans, escapes or zero-width spaces. */
function plainStory(markdown) {
    return markdown
        .replace(/\\([!-/:-@[-`{-~])/g, '$1')
        .replace(/`+/g, '')
        .replace(/\u200b/g, '');
}
/**
 * The report's persistence line from a save's outcome: "Saved to `s3://… at host` (state 14, no
 * new content)" or the "state NOT saved …" line as it was printed.
 */
function persistenceLine(o) {
    const m = /^state (\d+) saved to (.*?)(?:, (.*))?$/.exec(o.line);
    if (!o.saved || !m)
        return o.line;
    return `Saved to \`${m[2]}\` (state ${m[1]}${m[3] ? `, ${m[3]}` : ''})`;
}
async function cmdReport(printer, o) {
    const { state } = await (0,session/* requireState */.JS)((0,session.openSession)(printer));
    const text = o.format === 'junit'
        ? renderJUnit(state, { now: new Date().toISOString() })
        : reportMarkdown(state);
    if (o.out === undefined) {
        printer.out(text.replace(/\n$/, ''));
        return;
    }
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(o.out)), { recursive: true });
    (0,external_node_fs_.writeFileSync)(o.out, text);
    printer.note(`report written to ${o.out}`);
}
/**
 * `flush` off a runner: waits for the background save, saves the final state to the remote store
 * (when there is one) and says whether it was saved, then publishes the report on a CI system.
 */
async function flushOffRunner(s) {
    const { saveToRemote, waitForPusher } = await __webpack_require__.e(/* import() */ 7609).then(__webpack_require__.bind(__webpack_require__, 7609));
    await waitForPusher(s);
    let { state } = await (0,session/* requireState */.JS)(s);
    let persistence;
    if (!(0,remote.remoteUrl)(s.dir)) {
        s.printer.note('no ci-state session in this job (CI_STATE_SESSION) and no remote store: nothing to save');
    }
    else {
        const saved = await saveToRemote(s, state, true);
        if (saved) {
            state = saved.state;
            persistence = persistenceLine(saved);
        }
    }
    const provider = (0,detect/* providerOf */.l)(process.env);
    if (provider !== 'github' && provider !== 'local') {
        try {
            await publishReport(s, state, provider, persistence);
        }
        catch (e) {
            s.printer.warn(`the report was not published: ${e.message}`);
        }
    }
    return 0;
}
/** Publishes the report where `provider` shows it (see the module header). */
async function publishReport(s, state, provider, persistence) {
    s.printer.out(`ci-state: ${plainStory(story_storyOf(state))}`);
    for (const l of (0,output/* statusLines */.Cd)(state))
        s.printer.out(l);
    const markdown = reportMarkdown(state, persistence);
    const dir = reportDir();
    try {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, 'summary.md'), markdown);
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, 'junit.xml'), renderJUnit(state, { now: new Date().toISOString() }));
        s.printer.note(`report written to ${(0,external_node_path_.join)(dir, 'summary.md')} and ${(0,external_node_path_.join)(dir, 'junit.xml')}`);
    }
    catch (e) {
        s.printer.warn(`report NOT written to ${dir}: ${e.message}`);
    }
    if (provider === 'buildkite')
        await annotate(s, state, markdown, dir);
    if (provider === 'gitlab')
        await mergeRequestNote(s, state, persistence, dir);
}
/**
 * The annotation's context, the same for a job and its retries: `ci-state-<job>`, and a hash of
 * the matrix key (a Buildkite matrix leg's label) and of a job name that had to be changed.
 */
function annotationContext(state) {
    const job = state.scope.job || 'job';
    const slug = job.replace(/[^A-Za-z0-9_.-]+/g, '-').slice(0, 64);
    const odd = slug !== job || state.scope.matrix !== '';
    const hash = (0,external_node_crypto_.createHash)('sha256').update(`${job}\u0000${state.scope.matrix}`).digest('hex');
    return `ci-state-${slug}${odd ? `-${hash.slice(0, 8)}` : ''}`;
}
function annotationStyle(state) {
    if (state.status === 'completed')
        return 'success';
    return state.status === 'failed' || state.status === 'rolled_back' ? 'error' : 'info';
}
/** `buildkite-agent annotate` with the markdown on stdin; its exit code and stderr, or ENOENT. */
function runAgent(args, input) {
    return new Promise((done) => {
        const child = (0,external_node_child_process_.spawn)('buildkite-agent', args, {
            stdio: ['pipe', 'ignore', 'pipe'],
            timeout: 120_000,
            windowsHide: true,
        });
        let stderr = '';
        child.stderr.on('data', (d) => (stderr = `${stderr}${d.toString()}`.slice(-2000)));
        child.on('error', (e) => done(e.code === 'ENOENT' ? 'missing' : { code: null, stderr: e.message }));
        child.on('close', (code) => done({ code, stderr }));
        child.stdin.on('error', () => undefined); // an agent that exits early: its exit code says why
        child.stdin.end(input);
    });
}
async function annotate(s, state, markdown, dir) {
    const context = annotationContext(state);
    const style = annotationStyle(state);
    const r = await runAgent(['annotate', '--context', context, '--style', style], markdown);
    if (r === 'missing') {
        s.printer.note(`buildkite-agent is not on the PATH: no annotation; the report is in the log and ${dir}/`);
    }
    else if (r.code !== 0) {
        const why = r.stderr.trim().split('\n').at(-1)?.slice(0, 300) ?? '';
        s.printer.warn(`Buildkite annotation NOT written: buildkite-agent exited with ${r.code ?? 'an error'}${why ? `: ${why}` : ''}`);
    }
    else
        s.printer.note(`Buildkite annotation ${context} written (${style})`);
}
async function mergeRequestNote(s, state, persistence, dir) {
    const g = gitLabTarget(process.env);
    if (!g)
        return; // not a merge-request pipeline
    if (!g.target) {
        s.printer.note(`no merge-request note: ${g.missing} is not set; the report is in the log and ${dir}/summary.md`);
        return;
    }
    const t = g.target;
    const r = await upsertNote(t, noteMarker(state), (existing) => renderNote(existing, state, persistence));
    if (r.ok)
        s.printer.note(`merge request !${t.mr}: ci-state note ${r.action} (note ${r.id})`);
    else
        s.printer.warn(`merge request !${t.mr}: ci-state note NOT written: ${r.problem}`);
}


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openRemote: () => (/* binding */ openRemote),
/* harmony export */   pullForInit: () => (/* binding */ pullForInit),
/* harmony export */   pushAfterPhase: () => (/* binding */ pushAfterPhase),
/* harmony export */   rememberRemote: () => (/* binding */ rememberRemote),
/* harmony export */   remoteUrl: () => (/* binding */ remoteUrl),
/* harmony export */   targetOf: () => (/* binding */ targetOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);
/* harmony import */ var _transfer_proxy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61236);
/**
 * The CLI's remote store: `--remote s3://bucket/prefix` on `init` (kept in the local store for the
 * job's later commands) or `CI_STATE_REMOTE`. With one, every phase end pushes the state and the
 * new checkpoint content (src/persist/, with the S3 adapter src/remote/sync.ts), and `init` on a machine whose store has no state
 * of the scope pulls the newest one and its packs, so the next attempt resumes anywhere. The
 * server: `CI_STATE_S3_ENDPOINT` (the Action's `s3-endpoint`), `AWS_ENDPOINT_URL_S3` or
 * `AWS_ENDPOINT_URL` (path-style requests unless `CI_STATE_S3_PATH_STYLE=false`), else AWS in
 * `CI_STATE_S3_REGION` or `AWS_REGION`; credentials only from the AWS SDK's default chain.
 * `CI_STATE_INTEGRITY_KEY` (or the file `CI_STATE_INTEGRITY_KEY_FILE` names) signs and checks
 * the states.
 */




const FILE = 'remote';
/** Where the remote was named: the flag, the environment, or the store (from `init`). */
function remoteUrl(storeDir, flag, env = process.env) {
    if (flag)
        return { url: flag, from: '--remote' };
    if (env.CI_STATE_REMOTE)
        return { url: env.CI_STATE_REMOTE, from: 'CI_STATE_REMOTE' };
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, FILE);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return undefined;
    const url = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8').trim();
    return url ? { url, from: `${file} (from init --remote)` } : undefined;
}
/** Keeps `url` in the store so that the job's later commands use it (`init --remote`). */
function rememberRemote(storeDir, url) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, FILE), `${url}\n`);
}
/** The remote store `url` names (checked: a one-line error naming `from`). */
async function openRemote(url, from, env = process.env) {
    if (!url.startsWith('s3://'))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `${from}: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(url)} is not a remote store: expected s3://bucket/prefix`);
    const { parseS3Url } = await __webpack_require__.e(/* import() */ 323).then(__webpack_require__.bind(__webpack_require__, 10323));
    const { S3Store } = await __webpack_require__.e(/* import() */ 491).then(__webpack_require__.bind(__webpack_require__, 12872));
    const loc = parseS3Url(url, from);
    const endpoint = env.CI_STATE_S3_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
    const pathStyle = env.CI_STATE_S3_PATH_STYLE;
    const region = env.CI_STATE_S3_REGION || env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined;
    return new S3Store({
        bucket: loc.bucket,
        prefix: loc.prefix,
        ...(region ? { region } : {}),
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle: pathStyle ? pathStyle !== 'false' : endpoint !== undefined,
    });
}
function targetOf(remote, scopeKey, state, env = process.env) {
    const file = env.CI_STATE_INTEGRITY_KEY_FILE;
    const key = env.CI_STATE_INTEGRITY_KEY || (file ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8') : undefined);
    return { remote, scopeKey, ref: state.scope.ref, ...(key ? { integrityKey: key } : {}) };
}
/** A size for a line ("2.0 MB", "12 B"). */
async function sizeOf(bytes) {
    return (await __webpack_require__.e(/* import() */ 1349).then(__webpack_require__.bind(__webpack_require__, 61349))).formatSize(bytes);
}
/**
 * After a phase ended: pushes the state and its new content, and says so in one line, or warns
 * "NOT saved" with why (the phase's own result stands).
 */
async function pushAfterPhase(storeDir, scopeKey, state, printer, list) {
    const where = remoteUrl(storeDir);
    if (!where)
        return state;
    const { pushState } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(7397), __webpack_require__.e(4098), __webpack_require__.e(6110)]).then(__webpack_require__.bind(__webpack_require__, 86110));
    let remote;
    try {
        remote = await openRemote(where.url, where.from);
    }
    catch (e) {
        printer.annotate(`state NOT saved to the remote store: ${e.message}`);
        return state;
    }
    const r = await pushState(storeDir, state, targetOf(remote, scopeKey, state), list);
    if (r.saved && r.problem) {
        // Its pack went nowhere: the state that lists what did is saved, the phases it held run again.
        printer.annotate(`state ${r.state.seq} saved to ${remote.describe()}, but ${r.problem}`);
    }
    else if (r.saved) {
        const what = r.packs
            ? `with 1 new checkpoint pack (${await sizeOf(r.packBytes)})`
            : 'no new content';
        printer.note(`state ${r.state.seq} saved to ${remote.describe()}, ${what}`);
    }
    else
        printer.annotate(`state NOT saved to ${remote.describe()}: ${r.problem ?? 'unknown'}`);
    return r.state;
}
/**
 * Before `init` of scope `scopeKey` on a store without its state: the newest state on the remote
 * and its packs, or undefined (none there, or none that passed the checks: said why). With
 * `runId` (the CI system's run a retry shares), that run's newest state first, so a retry finds
 * its own run even when another run of the job saved later; else the scope's newest.
 */
async function pullForInit(storeDir, scopeKey, scope, printer, flag, runId) {
    const where = remoteUrl(storeDir, flag);
    if (!where)
        return undefined;
    const remote = await openRemote(where.url, where.from);
    const proxyProblem = (0,_transfer_proxy_js__WEBPACK_IMPORTED_MODULE_3__/* .proxyWarning */ .tg)();
    if (proxyProblem)
        printer.warn(proxyProblem);
    const { pullPacks, pullState } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(7397), __webpack_require__.e(4098), __webpack_require__.e(6110)]).then(__webpack_require__.bind(__webpack_require__, 86110));
    const t = targetOf(remote, scopeKey, { scope });
    let pulled;
    try {
        pulled = runId !== undefined ? await pullState(t, { runId }) : undefined;
        if (!pulled?.state) {
            const ofScope = await pullState(t);
            pulled = { ...ofScope, problems: [...(pulled?.problems ?? []), ...ofScope.problems] };
        }
    }
    catch (e) {
        printer.annotate(`no state restored from ${remote.describe()}: ${e.message}; this attempt starts fresh`);
        return undefined;
    }
    for (const p of pulled.problems)
        printer.warn(`a state on ${remote.describe()} was refused: ${p}`);
    if (!pulled.state) {
        printer.note(`no earlier state of this job on ${remote.describe()}`);
        return undefined;
    }
    const packs = await pullPacks(storeDir, pulled.state, t);
    for (const p of packs.problems)
        printer.warn(`checkpoint content: ${p}`);
    const s = pulled.state;
    printer.note(`restored the state of attempt ${s.origin.runAttempt} (run ${s.origin.runId}) from ${remote.describe()}${packs.fetched ? `, with ${packs.fetched} checkpoint pack(s) (${await sizeOf(packs.bytes)})` : ''}`);
    return s;
}


/***/ }),

/***/ 5595:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMPLETED_REASONS: () => (/* binding */ COMPLETED_REASONS),
/* harmony export */   DEFAULT_MAX_CHECKPOINTS: () => (/* binding */ DEFAULT_MAX_CHECKPOINTS),
/* harmony export */   checkpointsAfterPhase: () => (/* binding */ checkpointsAfterPhase),
/* harmony export */   effectivePolicy: () => (/* binding */ effectivePolicy),
/* harmony export */   holdsCompletedPhase: () => (/* binding */ holdsCompletedPhase),
/* harmony export */   linksPhaseRecord: () => (/* binding */ linksPhaseRecord),
/* harmony export */   parseCheckpointInterval: () => (/* binding */ parseCheckpointInterval),
/* harmony export */   parseMaxCheckpoints: () => (/* binding */ parseMaxCheckpoints),
/* harmony export */   prunableCheckpoints: () => (/* binding */ prunableCheckpoints),
/* harmony export */   pruneCheckpoints: () => (/* binding */ pruneCheckpoints),
/* harmony export */   referencedCheckpoints: () => (/* binding */ referencedCheckpoints),
/* harmony export */   scheduledDue: () => (/* binding */ scheduledDue),
/* harmony export */   succeededOutputs: () => (/* binding */ succeededOutputs),
/* harmony export */   withCheckpointPolicy: () => (/* binding */ withCheckpointPolicy)
/* harmony export */ });
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48584);



/** How many checkpoints a run keeps when its policy says nothing. */
const DEFAULT_MAX_CHECKPOINTS = 50;
/** The reasons whose checkpoints hold what a phase completed (a resume may restore them). */
const COMPLETED_REASONS = new Set([
    'phase_completed',
    'user_request',
    'scheduled',
]);
/** The reasons whose checkpoint becomes the checkpoint of its phase's record (`checkpointId`). */
const LINKED_REASONS = new Set([
    'phase_completed',
    'user_request',
]);
function linksPhaseRecord(reason) {
    return LINKED_REASONS.has(reason);
}
/**
 * Whether `cp` holds what `phase` completed: a checkpoint of that phase, taken for a completed
 * reason, after the phase succeeded (or was skipped as done). Never an error_recovery,
 * before_restart or before_rollback checkpoint.
 */
function holdsCompletedPhase(cp, phase) {
    if (cp.phase !== phase || !COMPLETED_REASONS.has(cp.reason))
        return false;
    const rec = Object.hasOwn(cp.snapshot.phases, phase) ? cp.snapshot.phases[phase] : undefined;
    return rec?.status === 'succeeded' || rec?.status === 'skipped';
}
/** The state with `policy` as its checkpoint policy (checked: a one-line error when not valid). */
function withCheckpointPolicy(state, policy) {
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .CheckpointPolicy */ .zh.safeParse(policy);
    if (!parsed.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint policy is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(policy)'}: ${i.message}`).join('; ')}`);
    return { ...state, checkpointPolicy: parsed.data };
}
/** The policy in force: the run's, with the defaults filled in. */
function effectivePolicy(state) {
    const p = state.checkpointPolicy;
    return {
        ...(p?.interval ? { interval: p.interval } : {}),
        max: p?.max ?? DEFAULT_MAX_CHECKPOINTS,
        onError: p?.onError ?? true,
    };
}
const INTERVAL_ACCEPTS = 'expected N (every N phase ends), Nm or Nh (every N minutes or hours), or both as "N,Nm"';
/**
 * `--checkpoint-interval` / `checkpoint-interval`: "3" (phase ends), "30m", "2h", or "3,30m".
 * `what` names the option or input in the error.
 */
function parseCheckpointInterval(text, what) {
    const parts = text.split(',').map((p) => p.trim());
    const out = {};
    for (const part of parts) {
        const m = /^(\d{1,6})([mh]?)$/.exec(part);
        const n = m ? Number(m[1]) : NaN;
        if (!m || n < 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: ${INTERVAL_ACCEPTS}`);
        if (m[2] === '') {
            if (out.phases !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: ${INTERVAL_ACCEPTS}`);
            out.phases = n;
        }
        else {
            if (out.minutes !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: ${INTERVAL_ACCEPTS}`);
            out.minutes = m[2] === 'h' ? n * 60 : n;
        }
    }
    const checked = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .CheckpointPolicy */ .zh.shape.interval.unwrap().safeParse(out);
    if (!checked.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: at most 10000 phase ends and 8760h (525600m)`);
    return out;
}
/** `--max-checkpoints` / `max-checkpoints`: a whole number from 1 to 10000. */
function parseMaxCheckpoints(text, what) {
    const n = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > 10_000)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: expected a whole number of checkpoints from 1 to 10000`);
    return n;
}
/** The newest checkpoint for which `keep` holds (array order is creation order). */
function newest(state, keep) {
    let best;
    for (const c of state.checkpoints) {
        if (!keep(c))
            continue;
        if (best === undefined || (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(c.createdAt, best.createdAt) >= 0)
            best = c;
    }
    return best;
}
/**
 * The checkpoints the state refers to, which are never pruned: a phase record's checkpoint, the
 * resume plan's, a rollback event's, and the newest checkpoint of each succeeded phase's outputs.
 */
function referencedCheckpoints(state) {
    const ids = new Set();
    for (const [pid, rec] of Object.entries(state.phases)) {
        if (rec.checkpointId !== undefined)
            ids.add(rec.checkpointId);
        if (rec.status === 'succeeded') {
            const cp = newest(state, (c) => holdsCompletedPhase(c, pid));
            if (cp)
                ids.add(cp.id);
        }
    }
    if (state.resume?.checkpointId !== undefined)
        ids.add(state.resume.checkpointId);
    for (const e of state.rollbackHistory)
        ids.add(e.checkpointId);
    return ids;
}
/**
 * The ids to drop so that at most `max` checkpoints remain: the oldest ones that are neither
 * referenced nor in `keep`. Fewer (down to none) when everything else is referenced.
 */
function prunableCheckpoints(state, max, keep = []) {
    const excess = state.checkpoints.length - max;
    if (excess <= 0)
        return [];
    const held = referencedCheckpoints(state);
    for (const id of keep)
        held.add(id);
    const order = state.checkpoints
        .map((c, i) => ({ c, i }))
        .sort((a, b) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(a.c.createdAt, b.c.createdAt) || a.i - b.i);
    const out = [];
    for (const { c } of order) {
        if (out.length >= excess)
            break;
        if (!held.has(c.id))
            out.push(c.id);
    }
    return out;
}
/** Drops the checkpoints `prunableCheckpoints` names. */
function pruneCheckpoints(state, max, keep = []) {
    const pruned = prunableCheckpoints(state, max, keep);
    if (pruned.length === 0)
        return { state, pruned };
    const gone = new Set(pruned);
    return {
        state: { ...state, checkpoints: state.checkpoints.filter((c) => !gone.has(c.id)) },
        pruned,
    };
}
/** Union of the outputs globs of the phases that succeeded, in phase order, without repeats. */
function succeededOutputs(state) {
    const globs = new Set();
    for (const rec of Object.values(state.phases)) {
        if (rec.status === 'succeeded')
            for (const g of rec.outputs)
                globs.add(g);
    }
    return [...globs];
}
/** When the current attempt began: its plan's time, else the run's creation. */
function attemptStart(state) {
    return state.resume?.plannedAt ?? state.createdAt;
}
/**
 * Whether a scheduled checkpoint is due after a phase end: `interval.phases` phases of this
 * attempt ended (succeeded or failed) since the last scheduled checkpoint, or `interval.minutes`
 * passed since it (or since the attempt began).
 */
function scheduledDue(state, now) {
    const interval = effectivePolicy(state).interval;
    if (!interval)
        return false;
    const attempt = state.origin.runAttempt;
    const last = newest(state, (c) => c.reason === 'scheduled' && c.attempt === attempt);
    if (interval.phases !== undefined) {
        let ended = 0;
        for (const [pid, rec] of Object.entries(state.phases)) {
            if (rec.attempt !== attempt || rec.endedAt === undefined || rec.startedAt === undefined)
                continue;
            if (rec.status !== 'succeeded' && rec.status !== 'failed')
                continue;
            const before = last && Object.hasOwn(last.snapshot.phases, pid) ? last.snapshot.phases[pid] : undefined;
            if (before?.endedAt === rec.endedAt)
                continue;
            ended++;
        }
        if (ended >= interval.phases)
            return true;
    }
    if (interval.minutes !== undefined) {
        const start = attemptStart(state);
        const since = last && (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(last.createdAt, start) > 0 ? last.createdAt : start;
        if (Date.parse(now) - Date.parse(since) >= interval.minutes * 60_000)
            return true;
    }
    return false;
}
/**
 * The checkpoints to take when `phase` ended with `outcome` (the state already records the end):
 * the outputs of a failed or cancelled phase (when `onError`), then a scheduled one if due.
 */
function checkpointsAfterPhase(state, phase, outcome, outputs, now) {
    const policy = effectivePolicy(state);
    const out = [];
    if (outcome !== 'succeeded' && policy.onError && outputs.length > 0) {
        out.push({
            reason: outcome === 'cancelled' ? 'before_restart' : 'error_recovery',
            phase,
            globs: [...outputs],
        });
    }
    if (scheduledDue(state, now)) {
        out.push({
            reason: 'scheduled',
            ...(outcome === 'succeeded' ? { phase } : {}),
            globs: succeededOutputs(state),
        });
    }
    return out;
}


/***/ }),

/***/ 59813:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ abandonedEntriesFor),
/* harmony export */   g: () => (/* binding */ historyEntriesFor)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48584);
/**
 * History entries (the lines of the history log, see src/history/): one for a finished attempt and
 * one per phase, derived from its final state.
 * A run entry carries the run's last failure (also after a later success) and a phase entry how
 * many failures its record keeps, so a phase that needed re-runs is visible in history.
 * Queries and statistics over them live in src/history.
 */

function ms(from, to) {
    if (!from || !to)
        return 0;
    return Math.max(0, Date.parse(to) - Date.parse(from));
}
function historyEntriesFor(state) {
    const common = {
        schemaVersion: _schema_js__WEBPACK_IMPORTED_MODULE_0__/* .SCHEMA_VERSION */ .f$,
        runId: state.origin.runId,
        attempt: state.origin.runAttempt,
        repo: state.origin.repo,
        workflow: state.origin.workflow,
        job: state.origin.job,
        matrix: state.scope.matrix,
        ref: state.origin.ref,
        sha: state.origin.sha,
        stateId: state.id,
    };
    const phases = Object.entries(state.phases);
    const skipped = state.resume?.skipped ?? [];
    const attemptStart = state.resume?.plannedAt ??
        phases
            .map(([, r]) => r.startedAt)
            .filter((t) => !!t)
            .sort()[0] ??
        state.createdAt;
    const endedAt = state.endedAt ?? state.updatedAt;
    const failed = phases.find(([, r]) => r.status === 'failed' && r.attempt === common.attempt);
    const run = {
        ...common,
        kind: 'run',
        status: state.status,
        startedAt: attemptStart,
        endedAt,
        durationMs: ms(attemptStart, endedAt),
        phases: {
            total: phases.length,
            succeeded: phases.filter(([, r]) => r.status === 'succeeded').length,
            failed: phases.filter(([, r]) => r.status === 'failed').length,
            skipped: phases.filter(([, r]) => r.status === 'skipped').length + skipped.length,
            rolledBack: phases.filter(([, r]) => r.status === 'rolled_back').length,
        },
        resumed: skipped.length > 0,
        skipped,
        savedMs: state.resume?.savedMs ?? 0,
    };
    if (state.resume?.resumeFrom)
        run.resumeFrom = state.resume.resumeFrom;
    if (failed)
        run.error = `${failed[0]}: ${failed[1].error ?? 'failed'}`.slice(0, 4096);
    else if (state.status === 'failed' && state.error)
        run.error = state.error;
    // Kept when this attempt completed after it: how a run that failed before was recovered.
    if (state.lastFailure)
        run.lastFailure = state.lastFailure;
    const lines = [run];
    for (const [id, rec] of phases) {
        const reused = skipped.includes(id) || rec.attempt !== common.attempt;
        const entry = {
            ...common,
            kind: 'phase',
            phase: id,
            status: reused && rec.status === 'succeeded' ? 'skipped' : rec.status,
            producedBy: rec.attempt,
            durationMs: reused ? 0 : (rec.durationMs ?? 0),
            savedMs: reused ? (rec.savedMs ?? rec.durationMs ?? 0) : 0,
        };
        if (!reused) {
            if (rec.startedAt)
                entry.startedAt = rec.startedAt;
            if (rec.endedAt)
                entry.endedAt = rec.endedAt;
            if (rec.exitCode !== undefined)
                entry.exitCode = rec.exitCode;
            if (rec.error)
                entry.error = rec.error;
        }
        if (rec.failures?.length)
            entry.failures = rec.failures.length;
        lines.push(entry);
    }
    return lines;
}
/**
 * The history of an attempt that never finished, because attempt `next` began over it (`ci-state
 * init` after a job that was killed or never ran `finish`): its entries as they stand, the run's
 * status `abandoned`, ended at its last recorded change. Phases it left running stay `running`.
 */
function abandonedEntriesFor(state, next) {
    const [first, ...rest] = historyEntriesFor(state);
    const run = first;
    const running = Object.entries(state.phases)
        .filter(([, r]) => r.status === 'running')
        .map(([id]) => id);
    const why = `abandoned: attempt ${next} began before attempt ${run.attempt} finished${running.length ? ` (${running.join(', ')} was running)` : ''}`;
    const error = (run.error ? `${why}; ${run.error}` : why).slice(0, 4096);
    return [{ ...run, status: 'abandoned', error }, ...rest];
}


/***/ }),

/***/ 1332:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ compact)
/* harmony export */ });
/* unused harmony export omit */
/** Plain-object helpers for building records and states: no `undefined` keys, keys left out. */
/** A copy of `obj` without the keys whose value is undefined (so documents stay plain JSON). */
function compact(obj) {
    const out = {};
    for (const [k, v] of Object.entries(obj))
        if (v !== undefined)
            out[k] = v;
    return out;
}
/** A copy of `obj` without the given keys. */
function omit(obj, ...keys) {
    const out = { ...obj };
    for (const k of keys)
        delete out[k];
    return out;
}


/***/ }),

/***/ 88952:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ar: () => (/* binding */ profileSkips),
/* harmony export */   mC: () => (/* binding */ resolveProfile)
/* harmony export */ });
/* unused harmony export BUILTIN_PROFILES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/**
 * Profiles (task types) that skip sets of phases by id or tag: the built-in ones, lookup by name,
 * and the phases a profile skips.
 */

/** Profiles every run knows. A phases file may define more, or override these by name. */
const BUILTIN_PROFILES = Object.freeze({
    docs: {
        skip: ['test', 'tests', 'e2e', 'integration', 'lint'],
        skipTags: ['test'],
        description: 'documentation-only change: skips tests and lint',
    },
    full: { skip: [], skipTags: [], description: 'runs every phase' },
});
/** Finds a profile by name among the built-in ones and `profiles` (which win on a name clash). */
function resolveProfile(name, profiles = {}, inputName = '--profile') {
    const all = { ...BUILTIN_PROFILES };
    for (const [k, v] of Object.entries(profiles))
        all[k] = v;
    const key = typeof name === 'string' ? name.trim() : '';
    if (key !== '' && Object.hasOwn(all, key))
        return { name: key, profile: all[key] };
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('unknown_profile', `unknown profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} (${inputName}): expected ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .listWords */ .yh)(Object.keys(all).sort())}`);
}
/** The phases a profile skips, by id or tag, each with the reason `profile <name>`. */
function profileSkips(resolved, phases) {
    const ids = new Set(resolved.profile.skip);
    const tags = new Set(resolved.profile.skipTags);
    const out = new Map();
    for (const phase of phases) {
        if (ids.has(phase.id) || (phase.tags ?? []).some((t) => tags.has(t))) {
            out.set(phase.id, `profile ${resolved.name}`);
        }
    }
    return out;
}


/***/ }),

/***/ 70171:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   vX: () => (/* binding */ TailBuffer)
/* harmony export */ });
/* unused harmony export REDACTED */
/**
 * Secret redaction for output tails and error text (best effort over what looks like a
 * credential; `redactSecrets` lists the shapes), and a bounded tail buffer for streams.
 */
const REDACTED = '***';
const PEM_BEGIN = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;
const PEM_END = /-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;
const whole = () => REDACTED;
const SECRET_WORDS = '(?:password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)';
const VALUE = `(?<value>"[^"\\r\\n]{1,4096}"|'[^'\\r\\n]{1,4096}'|[^\\s"',;&]{1,4096})`;
/** Replaces the value of an assignment, unless it is already redacted or names a variable. */
function replaceValue(match, groups) {
    const value = groups['value'] ?? '';
    const bare = value.replace(/^["']|["']$/g, '');
    if (bare === REDACTED || bare === '' || /^\$\{?\{?[A-Za-z_][A-Za-z0-9_.]*\}?\}?$/.test(bare)) {
        return match;
    }
    const quoteChar = /^["']/.test(value) ? value[0] : '';
    return `${groups['keep'] ?? ''}${quoteChar}${REDACTED}${quoteChar}`;
}
const RULES = [
    // Complete PEM private key blocks.
    {
        re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/g,
        replace: whole,
    },
    // GitHub tokens: classic prefixes and fine-grained PATs.
    { re: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{20,255}(?![A-Za-z0-9_])/g, replace: whole },
    { re: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{20,255}(?![A-Za-z0-9_])/g, replace: whole },
    // AWS access key ids.
    { re: /(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}(?![A-Z0-9])/g, replace: whole },
    // Slack tokens.
    { re: /(?<![A-Za-z0-9])xox[a-z]-[A-Za-z0-9-]{10,250}/g, replace: whole },
    // JWTs (header.payload.signature, base64url).
    {
        re: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,4096}\.[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,4096}/g,
        replace: whole,
    },
    // Credentials in URLs: scheme://user:secret@host
    {
        re: /(?<keep>\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,256}:)[^\s@/]{1,512}(?=@)/gi,
        replace: (_m, g) => `${g['keep'] ?? ''}${REDACTED}`,
    },
    // Authorization values.
    {
        re: /(?<keep>\b(?:Bearer|Basic)\s+)(?!\*\*\*)[A-Za-z0-9._~+/=-]{8,4096}/g,
        replace: (_m, g) => `${g['keep'] ?? ''}${REDACTED}`,
    },
    // Assignments: password=..., "token": "...", API_KEY: ...
    {
        re: new RegExp(`(?<keep>(?<![A-Za-z0-9_.-])["']?[A-Za-z0-9_.-]{0,40}${SECRET_WORDS}[A-Za-z0-9_.-]{0,40}["']?\\s{0,5}[=:]\\s{0,5})${VALUE}`, 'gi'),
        replace: replaceValue,
    },
    // Command-line options: --password value, -token value
    {
        re: new RegExp(`(?<keep>(?<![A-Za-z0-9_.-])--?[A-Za-z0-9_-]{0,40}${SECRET_WORDS}[A-Za-z0-9_-]{0,40}\\s{1,5})(?!-)${VALUE}`, 'gi'),
        replace: replaceValue,
    },
];
/**
 * Replaces token-shaped strings in `text` with `***`: GitHub tokens (ghp_, gho_, ghu_, ghs_, ghr_,
 * github_pat_), AWS access key ids (AKIA/ASIA…), Slack tokens (xox?-…), JWTs (eyJ….….…), PEM
 * private key blocks (also cut-off ones at either end of a tail), credentials in URLs
 * (https://user:secret@host), `Bearer`/`Basic` authorization values and `password=`, `token:`,
 * `secret=`, `api_key=` style assignments.
 */
function redactSecrets(text) {
    let count = 0;
    let out = text;
    // A tail can start inside a key block (END without BEGIN) or stop inside one (BEGIN without END).
    const end = PEM_END.exec(out);
    if (end && !PEM_BEGIN.test(out.slice(0, end.index))) {
        out = `${REDACTED}${out.slice(end.index + end[0].length)}`;
        count++;
    }
    for (const rule of RULES) {
        out = out.replace(rule.re, (...args) => {
            const match = args[0];
            const last = args[args.length - 1];
            const groups = (typeof last === 'object' && last !== null ? last : {});
            const replaced = rule.replace(match, groups);
            if (replaced !== match)
                count++;
            return replaced;
        });
    }
    const begin = PEM_BEGIN.exec(out);
    if (begin) {
        out = `${out.slice(0, begin.index)}${REDACTED}`;
        count++;
    }
    return { text: out, count };
}
/**
 * Keeps the last `maxBytes` bytes written to it. `toString()` decodes them as UTF-8, starting at a
 * line boundary (or at least a character boundary) when earlier bytes were dropped, redacts
 * secrets, and starts with a note saying how many bytes were dropped.
 */
class TailBuffer {
    maxBytes;
    chunks = [];
    held = 0;
    dropped = 0;
    total = 0;
    constructor(maxBytes) {
        if (!Number.isInteger(maxBytes) || maxBytes < 1) {
            throw new RangeError(`TailBuffer: maxBytes must be a positive integer, got ${maxBytes}`);
        }
        this.maxBytes = maxBytes;
    }
    /** Adds a chunk of the stream. */
    push(chunk) {
        let buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
        this.total += buf.length;
        if (buf.length > this.maxBytes) {
            this.dropped += buf.length - this.maxBytes;
            buf = buf.subarray(buf.length - this.maxBytes);
            this.dropped += this.held;
            this.chunks = [];
            this.held = 0;
        }
        this.chunks.push(Buffer.from(buf));
        this.held += buf.length;
        while (this.held > this.maxBytes) {
            const first = this.chunks[0];
            const excess = this.held - this.maxBytes;
            if (first.length <= excess) {
                this.chunks.shift();
                this.held -= first.length;
                this.dropped += first.length;
            }
            else {
                this.chunks[0] = first.subarray(excess);
                this.held -= excess;
                this.dropped += excess;
            }
        }
    }
    /** Bytes pushed in total. */
    get totalBytes() {
        return this.total;
    }
    /** Bytes no longer held (not counting those cut to reach a line boundary in toString). */
    get droppedBytes() {
        return this.dropped;
    }
    /** The held bytes, untouched. */
    bytes() {
        return Buffer.concat(this.chunks);
    }
    /** The kept tail as redacted text; a first line says how many bytes were dropped, if any. */
    toString() {
        let buf = this.bytes();
        let dropped = this.dropped;
        if (dropped > 0 && buf.length > 0) {
            // Start after the first line break when there is one in the first half, else at the first
            // byte that starts a UTF-8 character.
            const nl = buf.indexOf(0x0a);
            let start = 0;
            if (nl >= 0 && nl < buf.length / 2)
                start = nl + 1;
            else
                while (start < buf.length && start < 4 && (buf[start] & 0xc0) === 0x80)
                    start++;
            dropped += start;
            buf = buf.subarray(start);
        }
        const text = redactSecrets(new TextDecoder('utf-8').decode(buf)).text;
        return dropped > 0 ? `[${dropped} earlier bytes not kept]\n${text}` : text;
    }
}


/***/ }),

/***/ 97922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ manifestShaOf),
/* harmony export */   G2: () => (/* binding */ findCheckpoint),
/* harmony export */   S8: () => (/* binding */ rollbackTo),
/* harmony export */   em: () => (/* binding */ fileCheckpointOf),
/* harmony export */   vq: () => (/* binding */ createCheckpoint),
/* harmony export */   zW: () => (/* binding */ manifestLocation),
/* harmony export */   zo: () => (/* binding */ describeCheckpoints)
/* harmony export */ });
/* unused harmony exports stateDigest, latestPhase */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5595);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1332);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5608);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/**
 * Checkpoints and rollback: taking a checkpoint of the phases and context (the store adds the
 * files), finding one by id or phase, and rolling the state back to it. Pure functions of the
 * state; the cap on checkpoints is in checkpoint-policy.ts.
 */






const LOCATION = /^snapshot:sha256:([0-9a-f]{64})$/;
/** The checkpoint `location` of a snapshot manifest stored as blob `sha`. */
function manifestLocation(sha) {
    return `snapshot:sha256:${sha}`;
}
/** The manifest digest in a checkpoint `location`, or undefined when it names none (state only). */
function manifestShaOf(location) {
    return location === undefined ? undefined : LOCATION.exec(location)?.[1];
}
/**
 * The checkpoint of a phase's record, when it holds files and what the phase completed (never the
 * outputs of a failed or cancelled try).
 */
function fileCheckpointOf(state, phase) {
    const id = state.phases[phase]?.checkpointId;
    const cp = id ? state.checkpoints.find((c) => c.id === id) : undefined;
    return cp && manifestShaOf(cp.location) && (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.holdsCompletedPhase)(cp, phase) ? cp : undefined;
}
/**
 * The checkpoint with id `target`, else the newest checkpoint of phase `target` taken for a
 * phase_completed, user_request or scheduled reason (never an error_recovery, before_restart or
 * before_rollback one: those are reached by id). To resume from (`checkpoint:<phase>`), it
 * must also have been taken after the phase succeeded; a rollback also goes back to a checkpoint
 * a person took of the phase before it ran (`checkpoint --phase migrate`, then `run migrate`).
 */
function findCheckpoint(state, target, purpose = 'resume') {
    const byId = state.checkpoints.find((c) => c.id === target);
    if (byId)
        return byId;
    let newest;
    for (const c of state.checkpoints) {
        const fits = purpose === 'rollback'
            ? c.phase === target && _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.COMPLETED_REASONS.has(c.reason)
            : (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.holdsCompletedPhase)(c, target);
        if (!fits)
            continue;
        if (newest === undefined || (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(c.createdAt, newest.createdAt) >= 0)
            newest = c;
    }
    return newest;
}
/** "cp-1 (build), cp-2 (test)" for error messages; "none" when there are none. */
function describeCheckpoints(state, max = 20) {
    if (state.checkpoints.length === 0)
        return 'none (this state has no checkpoints)';
    const shown = state.checkpoints
        .slice(-max)
        .map((c) => `${c.id}${c.phase !== undefined ? ` (${c.phase})` : ''}`);
    const more = state.checkpoints.length > max ? ` and ${state.checkpoints.length - max} older` : '';
    return `${shown.join(', ')}${more}`;
}
/** sha256 of the canonical JSON of `{ phases, context }`: what a checkpoint's stateDigest holds. */
function stateDigest(phases, context) {
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .digestOf */ .ol)({ phases, context });
}
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
function checkId(id, what) {
    if (typeof id !== 'string' || id.length < 1 || id.length > 128 || CONTROL.test(id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} id ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not valid: expected 1-128 printable characters`);
    }
    return id;
}
/**
 * Takes a checkpoint of the state's phases and context: a snapshot of them and their digest (the
 * store adds the files). A phase_completed or user_request checkpoint of a phase becomes that
 * phase record's checkpoint. A new checkpoint past the run's cap drops the oldest ones nothing
 * refers to (checkpoint-policy.ts). Returns the new state, the checkpoint and the ids of older
 * checkpoints the cap pruned.
 */
function createCheckpoint(state, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const id = checkId(options.id ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .newId */ .Si)('cp', now), 'checkpoint');
    if (state.checkpoints.some((c) => c.id === id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} already exists: checkpoints are immutable, expected a new id`);
    }
    const reason = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .CheckpointReason */ .H.safeParse(options.reason);
    if (!reason.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint reason ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.reason)} is not valid: expected ${_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .CheckpointReason */ .H.options.join(', ')}`);
    }
    let phases = state.phases;
    if (options.phase !== undefined) {
        const phase = options.phase;
        const rec = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
        if (rec === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(phase)} is not a recorded phase: expected one of ${Object.keys(state.phases).join(', ') || '(none yet)'}`);
        }
        if ((0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.linksPhaseRecord)(reason.data))
            phases = { ...state.phases, [phase]: { ...rec, checkpointId: id } };
    }
    const snapshot = structuredClone({ phases, context: state.context });
    const checkpoint = (0,_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .compact */ .o)({
        id,
        phase: options.phase,
        reason: reason.data,
        createdAt: now,
        attempt: state.origin.runAttempt,
        stateDigest: stateDigest(snapshot.phases, snapshot.context),
        snapshot,
        files: options.files ? options.files.map((f) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .FileEntry */ .jL.parse(f)) : [],
        globs: options.globs ? [...options.globs] : [],
        captures: options.captures ? options.captures.map((c) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .ExternalCapture */ .gd.parse(c)) : [],
        location: options.location,
        skipped: options.skipped,
    });
    const next = {
        ...state,
        phases,
        checkpoints: [...state.checkpoints, checkpoint],
        updatedAt: (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt),
    };
    const capped = (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.pruneCheckpoints)(next, (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.effectivePolicy)(next).max, [id, ...(options.keep ?? [])]);
    return { state: capped.state, checkpoint, pruned: capped.pruned };
}
/** The latest phase reached: the one started last (ties go to the later one in order). */
function latestPhase(state) {
    let best;
    let bestAt = '';
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.startedAt === undefined)
            continue;
        if (best === undefined || (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(rec.startedAt, bestAt) >= 0) {
            best = id;
            bestAt = rec.startedAt;
        }
    }
    return best;
}
/**
 * Rolls back to a checkpoint (by id) or to the newest checkpoint of a phase (`findCheckpoint`).
 * It restores the phases that had succeeded (or been skipped) when the checkpoint was taken and the
 * context, marks every phase that moved on since then `rolled_back`, records a RollbackEvent and
 * sets the run `rolled_back` (it goes on from there: the next phase that starts makes it `running`
 * again). Returns the new state and the event it recorded.
 *
 * Loop guard: rolling back between the same pair of phases (the latest phase reached, the
 * checkpoint's phase) is refused once `maxRollbacks` (default 3) events between them exist.
 */
function rollbackTo(state, target, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const id = checkId(options.id ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .newId */ .Si)('rb', now), 'rollback');
    const max = options.maxRollbacks ?? 3;
    if (!Number.isInteger(max) || max < 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `maxRollbacks ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(max)} is not valid: expected a non-negative integer`);
    }
    const checkpoint = typeof target === 'string' ? findCheckpoint(state, target, 'rollback') : undefined;
    if (!checkpoint) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('unknown_checkpoint', `unknown rollback target ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(target)}: expected a checkpoint id or a phase with a checkpoint; available: ${describeCheckpoints(state)}`);
    }
    if (state.rollbackHistory.some((e) => e.id === id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `rollback ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} already exists: expected a new id`);
    }
    const from = latestPhase(state);
    const toPhase = checkpoint.phase;
    const earlier = state.rollbackHistory.filter((e) => e.from === from && e.toPhase === toPhase).length;
    if (earlier >= max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('rollback_loop', `rollback from ${from ?? '(no phase)'} to ${toPhase ?? `checkpoint ${checkpoint.id}`} refused: already rolled back ${earlier} time${earlier === 1 ? '' : 's'} between these phases (limit ${max})`, { exitCode: 1 });
    }
    const snap = checkpoint.snapshot.phases;
    const phases = {};
    const rolledBack = [];
    for (const [pid, cur] of Object.entries(state.phases)) {
        const old = Object.hasOwn(snap, pid) ? snap[pid] : undefined;
        if (old !== undefined && (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(old) === (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(cur))
            phases[pid] = cur;
        else if (old !== undefined && (old.status === 'succeeded' || old.status === 'skipped')) {
            phases[pid] = structuredClone(old);
        }
        else if (cur.status === 'pending')
            phases[pid] = cur;
        else {
            const { checkpointId: _dropped, ...rest } = cur;
            phases[pid] = { ...rest, status: 'rolled_back' };
            rolledBack.push(pid);
        }
    }
    for (const [pid, old] of Object.entries(snap)) {
        if (!Object.hasOwn(phases, pid))
            phases[pid] = structuredClone(old);
    }
    const event = (0,_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .compact */ .o)({
        id,
        at: now,
        attempt: state.origin.runAttempt,
        from,
        checkpointId: checkpoint.id,
        toPhase,
        rolledBack,
        reason: options.reason === undefined ? undefined : (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)(options.reason, 1024),
    });
    const { endedAt: _e, pause: _p, error: _r, ...rest } = state;
    let resume = state.resume;
    if (resume) {
        const stillKept = (pid) => {
            const s = phases[pid]?.status;
            return s === 'succeeded' || s === 'skipped';
        };
        const lost = resume.skipped.filter((pid) => !stillKept(pid));
        if (lost.length > 0) {
            const lostMs = lost.reduce((sum, pid) => sum + (state.phases[pid]?.savedMs ?? 0), 0);
            resume = {
                ...resume,
                skipped: resume.skipped.filter(stillKept),
                redo: [...resume.redo, ...lost.filter((pid) => !resume?.redo.includes(pid))],
                savedMs: Math.max(0, resume.savedMs - lostMs),
            };
        }
    }
    const next = (0,_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .compact */ .o)({
        ...rest,
        status: 'rolled_back',
        phases,
        context: structuredClone(checkpoint.snapshot.context),
        rollbackHistory: [...state.rollbackHistory, event],
        resume,
        updatedAt: (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt),
    });
    return { state: next, event };
}


/***/ }),

/***/ 24540:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JH: () => (/* binding */ finishRun),
/* harmony export */   NQ: () => (/* binding */ declaredNotRun),
/* harmony export */   aj: () => (/* binding */ pauseRun),
/* harmony export */   d0: () => (/* binding */ unpauseRun)
/* harmony export */ });
/* unused harmony exports UNFINISHED_PHASE_ERROR, deriveRunStatus */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88952);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1332);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91753);
/**
 * Run transitions: pausing, unpausing and finishing a run, and the run status its phases imply.
 * Pure like the phase transitions: a NEW RunState, or a CiStateError and no change.
 *
 * Run status: `createRun` -> pending; starting a phase -> running; `pauseRun` -> paused;
 * `finishRun` -> completed (no phase failed) or failed; `rollbackTo` -> rolled_back;
 * `beginAttempt` starts the next attempt of a run that did not complete -> pending.
 */






/** Pauses a run between phases (refused while a phase runs). */
function pauseRun(state, reason, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .checkOpen */ .hh)(state, 'pause the run');
    const running = Object.entries(state.phases).filter(([, r]) => r.status === 'running');
    if (running.length > 0) {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot pause the run: phase ${running.map(([id]) => id).join(', ')} is running`);
    }
    if (typeof reason !== 'string' || reason.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'pausing a run needs a reason: expected a non-empty description');
    }
    return {
        ...state,
        status: 'paused',
        pause: { reason: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(reason, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .REASON_MAX */ .oD), at },
        updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at),
    };
}
/** Ends a pause; the run goes back to running (or pending when nothing ran in this attempt). */
function unpauseRun(state, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    if (state.status !== 'paused')
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot unpause the run: it is ${state.status}, not paused`);
    const { pause: _pause, ...rest } = state;
    const next = { ...rest, status: 'running', updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at) };
    return { ...next, status: deriveRunStatus(next) };
}
/** The error given to phases still running when the run finishes. */
const UNFINISHED_PHASE_ERROR = 'did not finish: the run ended while it was running';
/**
 * Finishes the run: `failed` when a phase failed (or `error` is given), or when a declared phase
 * neither ran nor was skipped (error "not run: test"; the next attempt resumes it), else
 * `completed`; a run that was rolled back and did not go on stays `rolled_back`. Phases still
 * running are failed first (they did not finish). Refused for a run already finished or paused.
 */
function finishRun(state, now, options = {}) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
        const what = state.status === 'completed' || state.status === 'failed'
            ? state.status
            : `ended (${state.status})`;
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot finish the run: it already ${what}`);
    }
    if (state.status === 'paused') {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)('cannot finish the run: it is paused; continue it with `ci-state resume` first, or leave it paused');
    }
    let phases = state.phases;
    let lastFailure = state.lastFailure;
    let interrupted = false;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status !== 'running')
            continue;
        const end = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .finished */ .xl)(rec, at, undefined);
        const failure = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .phaseFailure */ .Or)(id, rec, end.endedAt ?? at, UNFINISHED_PHASE_ERROR, {});
        lastFailure = failure.lastFailure;
        interrupted = true;
        phases = {
            ...phases,
            [id]: (0,_objects_js__WEBPACK_IMPORTED_MODULE_5__/* .compact */ .o)({
                ...rec,
                status: 'failed',
                ...end,
                error: UNFINISHED_PHASE_ERROR,
                failures: failure.failures,
            }),
        };
    }
    const anyFailed = Object.values(phases).some((r) => r.status === 'failed');
    // Declared phases are a contract: a run that left one unrun is not completed.
    const notRun = anyFailed || state.status === 'rolled_back' ? [] : declaredNotRun(state);
    const error = options.error !== undefined && options.error.trim() !== ''
        ? (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(options.error, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .ERROR_MAX */ .m0)
        : notRun.length > 0
            ? (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(`not run: ${notRun.join(', ')}`, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .ERROR_MAX */ .m0)
            : undefined;
    const status = anyFailed || error !== undefined
        ? 'failed'
        : state.status === 'rolled_back'
            ? 'rolled_back'
            : 'completed';
    const endedAt = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at);
    if (error !== undefined) {
        lastFailure = {
            attempt: state.origin.runAttempt,
            at: endedAt,
            message: error,
            recoverable: options.recoverable ?? (interrupted || (options.error === undefined && notRun.length > 0)),
        };
    }
    return (0,_objects_js__WEBPACK_IMPORTED_MODULE_5__/* .compact */ .o)({ ...state, status, phases, error, lastFailure, endedAt, updatedAt: endedAt });
}
/**
 * Declared phases that neither ran nor were skipped in the run (pending or never recorded), leaving
 * out those the active profile skips.
 */
function declaredNotRun(state) {
    let byProfile = new Map();
    if (state.profile !== undefined) {
        byProfile = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .profileSkips */ .ar)((0,_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveProfile */ .mC)(state.profile, state.profiles), state.declared);
    }
    return state.declared
        .map((d) => d.id)
        .filter((id) => !byProfile.has(id))
        .filter((id) => {
        const rec = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOf */ .zv)(state, id);
        return rec === undefined || rec.status === 'pending';
    });
}
/**
 * The status a run's phases and markers imply: paused when paused; once ended, failed if a phase
 * failed (or the run has an error), else completed (or rolled_back if it ended rolled back);
 * running when a phase runs or one ran in this attempt; otherwise pending (or rolled_back).
 */
function deriveRunStatus(state) {
    const records = Object.values(state.phases);
    if (state.pause !== undefined)
        return 'paused';
    const anyFailed = records.some((r) => r.status === 'failed');
    if (state.endedAt !== undefined) {
        if (anyFailed || state.error !== undefined)
            return 'failed';
        return state.status === 'rolled_back' ? 'rolled_back' : 'completed';
    }
    if (records.some((r) => r.status === 'running'))
        return 'running';
    if (state.status === 'rolled_back')
        return 'rolled_back';
    const ranNow = (s) => s === 'succeeded' || s === 'failed';
    if (records.some((r) => ranNow(r.status) && r.attempt === state.origin.runAttempt && r.attempts > 0)) {
        return 'running';
    }
    return 'pending';
}


/***/ }),

/***/ 91753:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CU: () => (/* binding */ parseInput),
/* harmony export */   Or: () => (/* binding */ phaseFailure),
/* harmony export */   RT: () => (/* binding */ tail),
/* harmony export */   Su: () => (/* binding */ withPhase),
/* harmony export */   Vk: () => (/* binding */ illegal),
/* harmony export */   Wn: () => (/* binding */ describeStatus),
/* harmony export */   XQ: () => (/* binding */ checkPhaseId),
/* harmony export */   hh: () => (/* binding */ checkOpen),
/* harmony export */   iE: () => (/* binding */ stamp),
/* harmony export */   iU: () => (/* binding */ message),
/* harmony export */   m0: () => (/* binding */ ERROR_MAX),
/* harmony export */   oD: () => (/* binding */ REASON_MAX),
/* harmony export */   xl: () => (/* binding */ finished),
/* harmony export */   zv: () => (/* binding */ recordOf)
/* harmony export */ });
/* unused harmony export TAIL_MAX */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1332);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5608);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70171);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48584);







const TAIL_MAX = 65_536;
const ERROR_MAX = 4096;
const REASON_MAX = 1024;
function illegal(message) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('illegal_transition', message);
}
function parseInput(schema, value, what) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is not valid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).join('; ')}`);
    }
    return parsed.data;
}
function checkPhaseId(phase) {
    if (typeof phase !== 'string' || !_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PHASE_ID_PATTERN */ .T5.test(phase)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(phase)} is not a phase id: expected 1-64 characters, letters, digits, ".", "_" or "-", starting with a letter or digit`);
    }
    return phase;
}
function recordOf(state, phase) {
    return Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
}
function withPhase(state, phase, record) {
    return { ...state.phases, [phase]: record };
}
/** Redacts secrets and bounds the size of captured output. */
function tail(text) {
    return text === undefined ? undefined : (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepTail */ .G)((0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecrets */ .fp)(text).text, TAIL_MAX);
}
function message(text, max) {
    return (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)((0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecrets */ .fp)(text).text, max);
}
/**
 * A phase's failure: the record's `failures` with it appended (the last MAX_PHASE_FAILURES kept)
 * and the run's `lastFailure` (a failed phase is recoverable: a re-run runs it again).
 */
function phaseFailure(phase, prev, at, error, detail) {
    const d = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        exitCode: detail.exitCode,
        signal: detail.signal === undefined ? undefined : (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)(detail.signal, 32),
        cancelled: detail.cancelled,
    });
    const entry = {
        attempt: prev.attempt,
        ...(prev.startedAt !== undefined ? { startedAt: prev.startedAt } : {}),
        at,
        message: message(error, _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .FAILURE_MESSAGE_MAX */ .m0),
        ...d,
    };
    return {
        failures: [...(prev.failures ?? []), entry].slice(-_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_PHASE_FAILURES */ .Fc),
        lastFailure: {
            phase,
            attempt: prev.attempt,
            at,
            message: message(error, ERROR_MAX),
            ...d,
            recoverable: true,
        },
    };
}
/** Refuses changes to a run that finished or is paused. */
function checkOpen(state, doing) {
    if (state.status === 'completed') {
        throw illegal(`cannot ${doing}: the run is completed; start a new run with \`ci-state init\``);
    }
    if (state.status === 'failed' || state.endedAt !== undefined) {
        throw illegal(`cannot ${doing}: the run ${state.status === 'failed' ? 'is failed' : `ended (${state.status})`}; start its next attempt with \`ci-state resume\` (or \`ci-state init\`), or a new run with \`ci-state reset\` then \`ci-state init\``);
    }
    if (state.status === 'paused') {
        throw illegal(`cannot ${doing}: the run is paused (${(0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)(state.pause?.reason ?? 'no reason', 200)}); continue it with \`ci-state resume\``);
    }
}
function describeStatus(record) {
    return record === undefined ? 'not recorded' : record.status;
}
/** The run's updatedAt for a change at `now` (never before createdAt). */
function stamp(state, now) {
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt);
}
/** Fields a finished record keeps from its running record. */
function finished(prev, now, durationMs) {
    const endedAt = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, prev.startedAt);
    if (durationMs !== undefined && (!Number.isInteger(durationMs) || durationMs < 0)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `duration ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(durationMs)} is not valid: expected a whole number of milliseconds, 0 or more`);
    }
    return { endedAt, durationMs: durationMs ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .msBetween */ .z4)(prev.startedAt, endedAt) };
}


/***/ }),

/***/ 5608:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ keepTail),
/* harmony export */   s: () => (/* binding */ keepHead)
/* harmony export */ });
/** Strings cut to a length, for the bounded text fields of records (output tails, messages). */
/** The end of a string, at most `max` characters (for output tails). */
function keepTail(text, max) {
    return text.length > max ? text.slice(text.length - max) : text;
}
/** The start of a string, at most `max` characters (an ellipsis marks the cut). */
function keepHead(text, max) {
    return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}


/***/ }),

/***/ 61236:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ agentProxyOptions),
/* harmony export */   U8: () => (/* binding */ keepAliveAgent),
/* harmony export */   iR: () => (/* binding */ proxiedFetch),
/* harmony export */   tg: () => (/* binding */ proxyWarning),
/* harmony export */   zJ: () => (/* binding */ proxySet)
/* harmony export */ });
/* unused harmony exports proxyConfig, agentsHonourProxy, describeProxy, fetchThrough */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44708);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/**
 * Requests through the proxy a runner hands its steps: `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY`
 * (either case, the lowercase name first, as the Actions toolkit reads them). Self-hosted runners
 * behind a corporate proxy reach the cache, the artifacts, the REST API and an S3 store only
 * through it.
 *
 * Every request goes through a `node:http(s)` agent made with the agent's own `proxyEnv` option
 * (Node.js 24.5 or later, 22.21 or later in 22.x: plain HTTP in absolute form, HTTPS through a
 * `CONNECT` tunnel, `NO_PROXY` honoured): the blob transfers and the S3 client take such agents,
 * and the clients written on `fetch` (the Twirp services, the REST API, GitLab's API) take
 * `proxiedFetch`, which sends through the same agents when a proxy is set. One implementation of
 * the variables for all, and nothing bundled for it: undici's own proxy agent would add 1.3 MB to
 * every entry point for what Node.js does already.
 *
 * A proxy URL may carry credentials: nothing here logs it, and `describeProxy` leaves them out.
 */



function proxyConfig(env = process.env) {
    const read = (name) => {
        const v = (env[name.toLowerCase()] || env[name] || '').trim();
        return v === '' ? undefined : v;
    };
    const httpProxy = read('HTTP_PROXY');
    const httpsProxy = read('HTTPS_PROXY');
    const noProxy = read('NO_PROXY');
    return {
        ...(httpProxy ? { http: httpProxy } : {}),
        ...(httpsProxy ? { https: httpsProxy } : {}),
        ...(noProxy ? { noProxy } : {}),
    };
}
/** Whether the environment sets a proxy for HTTP or HTTPS requests. */
function proxySet(env = process.env) {
    const c = proxyConfig(env);
    return c.http !== undefined || c.https !== undefined;
}
/**
 * The options of an `http.Agent` or `https.Agent` that sends its requests through the proxy of
 * their protocol (none when it has none), the hosts `NO_PROXY` names excepted.
 */
function agentProxyOptions(env = process.env) {
    const c = proxyConfig(env);
    if (c.http === undefined && c.https === undefined)
        return {};
    return {
        proxyEnv: {
            ...(c.http ? { HTTP_PROXY: c.http } : {}),
            ...(c.https ? { HTTPS_PROXY: c.https } : {}),
            ...(c.noProxy ? { NO_PROXY: c.noProxy } : {}),
        },
    };
}
/**
 * Whether this Node.js sends an agent's requests through `proxyEnv` (24.5 and later, 22.21 and
 * later in 22.x); an older one ignores the option and connects directly.
 */
function agentsHonourProxy(version = process.versions.node) {
    const [major = 0, minor = 0] = version.split('.').map(Number);
    return major > 24 || (major === 24 && minor >= 5) || (major === 22 && minor >= 21);
}
/** The warning for a proxy this Node.js cannot send requests through, or undefined. */
function proxyWarning(env = process.env, version = process.versions.node) {
    if (!proxySet(env) || agentsHonourProxy(version))
        return undefined;
    return `a proxy is set (HTTPS_PROXY/HTTP_PROXY) but Node.js ${version} connects around it: ci-state needs Node.js 24.5 or later (22.21 or later in 22.x) to use it`;
}
/** "proxy.example:3128" for a proxy URL: its host and port, never its credentials. */
function describeProxy(url) {
    try {
        const u = new URL(url.includes('://') ? url : `http://${url}`);
        return u.port ? `${u.hostname}:${u.port}` : u.hostname;
    }
    catch {
        return 'an unreadable proxy URL';
    }
}
/**
 * The keep-alive agent of a protocol, through the proxy when the environment sets one: shared by
 * the blob transfers and `proxiedFetch` (one per protocol and setting; a process has one setting).
 */
const agents = new Map();
function keepAliveAgent(protocol, env = process.env) {
    const options = agentProxyOptions(env);
    const key = `${protocol}${JSON.stringify(options)}`;
    let agent = agents.get(key);
    if (!agent) {
        const make = protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__.Agent : node_http__WEBPACK_IMPORTED_MODULE_0__.Agent;
        agent = new make({ keepAlive: true, ...options });
        agents.set(key, agent);
    }
    return agent;
}
/** `fetch`, through the proxy when the environment sets one (see `fetchThrough`). */
const proxiedFetch = (input, init) => proxySet() ? fetchThrough(input, init, process.env) : fetch(input, init);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 204, 205, 304]);
const MAX_REDIRECTS = 20;
/**
 * `fetch` over `node:http(s)` through the proxy agents of `env`: as much of fetch as ci-state's
 * clients use (a method, headers, a string or byte body, a signal, redirects followed as fetch
 * follows them, the Authorization header dropped on the way to another origin); the answer is a
 * standard `Response` streaming the body.
 */
async function fetchThrough(input, init = {}, env = process.env) {
    const request = input instanceof Request ? input : undefined;
    let url = new URL(request ? request.url : input.toString());
    let method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? request?.headers);
    let body = bodyBytes(init.body ?? null);
    const signal = init.signal ?? request?.signal ?? undefined;
    for (let hop = 0;; hop++) {
        const res = await send(url, method, headers, body, signal, env);
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location && init.redirect !== 'manual') {
            res.resume();
            if (init.redirect === 'error' || hop >= MAX_REDIRECTS)
                throw new TypeError(`fetch failed: redirect from ${url.origin}`);
            const next = new URL(location, url);
            if (next.origin !== url.origin)
                headers.delete('authorization');
            if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
                if (method !== 'HEAD')
                    method = 'GET';
                body = undefined;
                headers.delete('content-type');
            }
            url = next;
            continue;
        }
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
            if (Array.isArray(value))
                for (const v of value)
                    answer.append(name, v);
            else if (value !== undefined)
                answer.set(name, value);
        }
        const stream = NO_BODY.has(status) || method === 'HEAD' ? null : node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable.toWeb(res);
        if (!stream)
            res.resume();
        const response = new Response(stream, {
            status,
            statusText: res.statusMessage ?? '',
            headers: answer,
        });
        Object.defineProperty(response, 'url', { value: url.href });
        return response;
    }
}
function bodyBytes(body) {
    if (body === undefined)
        return undefined;
    if (body === null)
        return undefined;
    if (typeof body === 'string')
        return Buffer.from(body);
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    if (ArrayBuffer.isView(body))
        return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    throw new TypeError('fetch through a proxy: the body must be a string or bytes');
}
function send(url, method, headers, body, signal, env) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return Promise.reject(new TypeError(`fetch failed: ${url.protocol} is not HTTP`));
    const out = {};
    headers.forEach((value, name) => (out[name] = value));
    if (body)
        out['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
        const req = (url.protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__ : node_http__WEBPACK_IMPORTED_MODULE_0__).request(url, {
            method,
            headers: out,
            agent: keepAliveAgent(url.protocol, env),
            ...(signal ? { signal } : {}),
        });
        req.on('response', resolve);
        // As fetch: an abort rejects with the signal's reason, anything else as "fetch failed".
        req.on('error', (e) => reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: e })));
        req.end(body);
    });
}


/***/ })

};
