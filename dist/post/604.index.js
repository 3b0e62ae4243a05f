export const id = 604;
export const ids = [604];
export const modules = {

/***/ 91604:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMMENT_LIMIT_CHARS: () => (/* reexport */ report_size/* COMMENT_LIMIT_CHARS */.iW),
  COMMENT_MODES: () => (/* reexport */ comment/* COMMENT_MODES */.p8),
  DEFAULT_COMMENT_MODE: () => (/* reexport */ comment/* DEFAULT_COMMENT_MODE */.sS),
  SUMMARY_LIMIT_BYTES: () => (/* reexport */ report_size/* SUMMARY_LIMIT_BYTES */.Jz),
  ZWSP: () => (/* reexport */ report_escape/* ZWSP */.z5),
  axisFor: () => (/* reexport */ axisFor),
  breakWorkflowCommands: () => (/* reexport */ report_escape/* breakWorkflowCommands */.$U),
  capComment: () => (/* reexport */ comment/* capComment */.W2),
  clip: () => (/* reexport */ report_escape/* clip */.$Q),
  codeBlock: () => (/* reexport */ report_escape/* codeBlock */.DV),
  codeSpan: () => (/* reexport */ report_escape/* codeSpan */.SS),
  commentMarker: () => (/* reexport */ comment/* commentMarker */.Ql),
  countCodePoints: () => (/* reexport */ report_size/* countCodePoints */.sA),
  cutAtLine: () => (/* reexport */ report_size/* cutAtLine */.qE),
  cutToCodePoints: () => (/* reexport */ report_size/* cutToCodePoints */.eE),
  cutToUtf8Bytes: () => (/* reexport */ report_size/* cutToUtf8Bytes */.C_),
  escapeHtml: () => (/* reexport */ report_escape/* escapeHtml */.ZD),
  escapeInline: () => (/* reexport */ report_escape/* escapeInline */.VV),
  escapeWithCode: () => (/* reexport */ report_escape/* escapeWithCode */.HY),
  failureHistoryWords: () => (/* reexport */ report_story/* failureHistoryWords */.em),
  failureWords: () => (/* reexport */ report_story/* failureWords */.AC),
  firstFailed: () => (/* reexport */ report_story/* firstFailed */.gV),
  ganttOf: () => (/* reexport */ ganttOf),
  isResumed: () => (/* reexport */ report_story/* isResumed */.Kx),
  jobKeyOf: () => (/* reexport */ jobKeyOf),
  jobTitle: () => (/* reexport */ summary_table/* jobTitle */.a9),
  keptFailureWords: () => (/* reexport */ report_story/* keptFailureWords */["if"]),
  lastFailureWords: () => (/* reexport */ report_story/* lastFailureWords */.Eu),
  listInProse: () => (/* reexport */ report_story/* listInProse */.j3),
  mergeComment: () => (/* reexport */ comment/* mergeComment */.O8),
  mermaidLabel: () => (/* reexport */ report_escape/* mermaidLabel */._b),
  orderedPhases: () => (/* reexport */ report_story/* orderedPhases */.u3),
  parseComment: () => (/* reexport */ comment/* parseComment */.vj),
  parseCommentMode: () => (/* reexport */ comment/* parseCommentMode */.Ox),
  phaseRows: () => (/* reexport */ summary_table/* phaseRows */.vZ),
  recoveredWords: () => (/* reexport */ report_story/* recoveredWords */.b2),
  renderCommentSection: () => (/* reexport */ comment/* renderCommentSection */.f5),
  renderJobSummary: () => (/* reexport */ renderJobSummary),
  renderRunSummary: () => (/* reexport */ renderRunSummary),
  reportLinksFromEnv: () => (/* reexport */ report_links/* reportLinksFromEnv */.T),
  runIcon: () => (/* reexport */ report_story/* runIcon */.J7),
  runLinks: () => (/* reexport */ report_links/* runLinks */.$),
  runPointer: () => (/* reexport */ comment/* runPointer */.P0),
  sanitizeText: () => (/* reexport */ report_escape/* sanitizeText */.jZ),
  shouldComment: () => (/* reexport */ comment/* shouldComment */.N9),
  stateLinks: () => (/* reexport */ summary_blocks/* stateLinks */.dR),
  storyOf: () => (/* reexport */ report_story/* storyOf */.dH),
  utf8Bytes: () => (/* reexport */ report_size/* utf8Bytes */.dy),
  wellFormed: () => (/* reexport */ report_escape/* wellFormed */.ES),
  workflowCommand: () => (/* reexport */ report_escape/* workflowCommand */.NA)
});

// EXTERNAL MODULE: ./.build/report/escape.js
var report_escape = __webpack_require__(43046);
// EXTERNAL MODULE: ./.build/report/size.js
var report_size = __webpack_require__(89432);
// EXTERNAL MODULE: ./.build/report/links.js
var report_links = __webpack_require__(90008);
// EXTERNAL MODULE: ./.build/report/story.js
var report_story = __webpack_require__(59132);
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
    for (const id of (0,report_story/* orderedPhases */.u3)(state)) {
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

// EXTERNAL MODULE: ./.build/core/words.js
var words = __webpack_require__(93265);
// EXTERNAL MODULE: ./.build/report/summary-blocks.js
var summary_blocks = __webpack_require__(74724);
// EXTERNAL MODULE: ./.build/report/summary-table.js
var summary_table = __webpack_require__(2760);
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
    const urls = (0,report_links/* runLinks */.$)(links);
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
    const title = `${h} ${(0,report_story/* runIcon */.J7)(state)} ci-state · ${(0,report_escape/* escapeInline */.VV)(state.origin.workflow || state.scope.workflow, 120)} / ${(0,report_escape/* escapeInline */.VV)((0,summary_table/* jobTitle */.a9)(state), 200)}`;
    const story = opts.story !== undefined
        ? (0,report_escape/* breakWorkflowCommands */.$U)((0,report_escape/* sanitizeText */.jZ)(opts.story).replace(/[\n\t]/g, ' '))
        : (0,report_story/* storyOf */.dH)(state);
    const meta = (0,summary_blocks/* metaLine */.c_)(state, opts);
    const recovered = (0,report_story/* recoveredWords */.b2)(state);
    const lastFailure = recovered === undefined ? (0,report_story/* lastFailureWords */.Eu)(state) : undefined;
    const persistence = (0,summary_blocks/* persistenceBlock */.TX)(opts.persistence);
    const context = (0,summary_blocks/* contextBlock */.L3)(state);
    const skipped = (0,summary_blocks/* skippedBlock */.Md)(state);
    const warnings = (state.resume?.warnings ?? [])
        .slice(0, summary_table/* MAX_LIST */.a3)
        .map((w) => `- ⚠️ ${(0,report_escape/* escapeInline */.VV)(w, 300)}`);
    const { header, rows } = (0,summary_table/* phaseRows */.vZ)(state);
    const rollbacks = (0,summary_blocks/* rollbackLines */.iM)(state);
    const gantt = ganttOf(state);
    const tails = (0,summary_blocks/* tailBlocks */.P1)(state, opts.tailLines ?? 200);
    const links = (0,summary_blocks/* linksLine */.sV)(state, opts.links);
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
    return (0,summary_table/* jobTitle */.a9)(state);
}
/**
 * One summary for every job of a run (the report/ job): an overview table with each job's story,
 * then each job's summary, each given an equal share of the size limit.
 */
function renderRunSummary(states, opts = {}) {
    const limit = opts.maxBytes ?? report_size/* SUMMARY_LIMIT_BYTES */.Jz;
    const sorted = [...states].sort((a, b) => jobKeyOf(a) < jobKeyOf(b) ? -1 : jobKeyOf(a) > jobKeyOf(b) ? 1 : 0);
    const workflow = opts.title ?? sorted[0]?.origin.workflow ?? 'workflow';
    const lines = [
        `## ci-state · ${(0,report_escape/* escapeInline */.VV)(workflow, 120)}: ${sorted.length} job${sorted.length === 1 ? '' : 's'}`,
        '',
    ];
    if (sorted.length === 0)
        lines.push('_No job recorded a state in this run._');
    else {
        lines.push('| | Job | Story |', '| --- | --- | --- |');
        for (const s of sorted) {
            lines.push(`| ${(0,report_story/* runIcon */.J7)(s)} | ${(0,report_escape/* escapeInline */.VV)(jobKeyOf(s), 200)} | ${(0,report_story/* storyOf */.dH)(s, { table: true })} |`);
        }
    }
    let overview = `${lines.join('\n')}\n`;
    if ((0,report_size/* utf8Bytes */.dy)(overview) > limit / 2) {
        overview = `${(0,report_size/* cutAtLine */.qE)(overview, (t) => (0,report_size/* cutToUtf8Bytes */.C_)(t, Math.floor(limit / 2)))}\n`;
    }
    const share = Math.floor((limit - (0,report_size/* utf8Bytes */.dy)(overview)) / Math.max(1, sorted.length)) - 2;
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
    return (0,report_size/* utf8Bytes */.dy)(out) <= limit ? out : (0,report_size/* cutToUtf8Bytes */.C_)(out, limit);
}

// EXTERNAL MODULE: ./.build/report/comment.js
var comment = __webpack_require__(20068);
;// CONCATENATED MODULE: ./.build/report/index.js
/**
 * Reports, built by pure functions from states: the job summary, the sticky PR comment's body,
 * the one-sentence story they share, and the escaping and size rules they obey. No `@actions/*`,
 * no network, no environment (values such as the run's URL are passed in).
 */











/***/ })

};
