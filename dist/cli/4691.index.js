export const id = 4691;
export const ids = [4691];
export const modules = {

/***/ 54691:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkQuery: () => (/* binding */ checkQuery),
/* harmony export */   entryTime: () => (/* binding */ entryTime),
/* harmony export */   filterEntries: () => (/* binding */ filterEntries),
/* harmony export */   matchesQuery: () => (/* binding */ matchesQuery),
/* harmony export */   parseDurationSpec: () => (/* binding */ parseDurationSpec),
/* harmony export */   parseTimeSpec: () => (/* binding */ parseTimeSpec)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);
/* harmony import */ var _core_schema_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64333);
/**
 * Which history entries a query keeps, and the parsing of the time and duration specs queries are
 * written with. The conditions are listed on `matchesQuery` and in docs/history.md, "Filters".
 */



/** An entry's time in ms since the epoch: a run's end, a phase's end (else start); NaN if none. */
function entryTime(e) {
    const text = e.kind === 'run' ? e.endedAt : (e.endedAt ?? e.startedAt);
    return text ? Date.parse(text) : NaN;
}
function refMatches(ref, branch) {
    return ref === branch || ref === `refs/heads/${branch}` || ref === `refs/tags/${branch}`;
}
/** `query.text` lower-cased once per query, not once per entry. */
const lowered = new WeakMap();
/**
 * Whether `e` matches `q`. All conditions must hold. `workflow`, `job` and `phase` are exact names;
 * `branch` matches the entry's ref exactly or as `refs/heads/<branch>` / `refs/tags/<branch>`;
 * `status` is a run status for run entries and a phase status for phase entries; `since`/`until`
 * (inclusive) apply to `entryTime` and drop entries without a time (phases reused on resume carry
 * none); `phase` keeps only that phase's entries; `text` is a case-insensitive substring of the
 * workflow, job or phase name (the task) or of the error.
 */
function matchesQuery(e, q) {
    if (q.workflow !== undefined && e.workflow !== q.workflow)
        return false;
    if (q.job !== undefined && e.job !== q.job)
        return false;
    if (q.branch !== undefined && !refMatches(e.ref, q.branch))
        return false;
    if (q.status !== undefined && e.status !== q.status)
        return false;
    if (q.phase !== undefined && (e.kind !== 'phase' || e.phase !== q.phase))
        return false;
    if (q.since !== undefined || q.until !== undefined) {
        const t = entryTime(e);
        if (q.since !== undefined && !(t >= q.since))
            return false;
        if (q.until !== undefined && !(t <= q.until))
            return false;
    }
    if (q.text !== undefined && q.text !== '') {
        let needle = lowered.get(q);
        if (needle === undefined)
            lowered.set(q, (needle = q.text.toLowerCase()));
        const hay = [e.workflow, e.job, e.kind === 'phase' ? e.phase : '', e.error ?? ''];
        if (!hay.some((h) => h.toLowerCase().includes(needle)))
            return false;
    }
    return true;
}
/** The entries that match `query`, streamed. */
async function* filterEntries(entries, query) {
    for await (const e of entries)
        if (matchesQuery(e, query))
            yield e;
}
const UNITS = {
    s: 1000,
    m: 60_000,
    h: 3_600_000,
    d: 86_400_000,
    w: 7 * 86_400_000,
};
/** "30d" -> 2,592,000,000. Accepts s, m, h, d, w; whole or decimal numbers. */
function parseDurationSpec(text, name) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*([smhdw])\s*$/i.exec(text);
    if (!m) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `${name} "${text}" is not a duration: use a number and a unit, like 90m, 12h, 30d or 2w`);
    }
    return Math.round(Number(m[1]) * UNITS[m[2].toLowerCase()]);
}
/** An ISO date or time, or an age before `now` ("7d": seven days ago). */
function parseTimeSpec(text, name, now = Date.now()) {
    if (/^\s*\d+(?:\.\d+)?\s*[smhdw]\s*$/i.test(text))
        return now - parseDurationSpec(text, name);
    const t = /^\d{4}-\d{2}-\d{2}/.test(text.trim()) ? Date.parse(text.trim()) : NaN;
    if (Number.isNaN(t)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `${name} "${text}" is not a time: use an ISO date (2026-01-31, 2026-01-31T12:00Z) or an age like 30m, 12h, 7d, 2w`);
    }
    return t;
}
/** Checks a query's values; throws a one-line error that names the field and what it accepts. */
function checkQuery(q) {
    if (q.status !== undefined) {
        const known = new Set([..._core_schema_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_RUN_STATUSES */ .ch, ..._core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_STATUSES */ .BV]);
        if (!known.has(q.status)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `status "${q.status}" is not a status: use one of ${[...known].join(', ')}`);
        }
    }
    for (const k of ['since', 'until']) {
        const v = q[k];
        if (v !== undefined && !Number.isFinite(v))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `${k} is not a time`);
    }
    if (q.since !== undefined && q.until !== undefined && q.since > q.until) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', 'since is after until: no entry can match');
    }
    return q;
}


/***/ })

};
