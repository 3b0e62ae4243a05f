export const id = 2040;
export const ids = [2040];
export const modules = {

/***/ 42040:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkDeclared: () => (/* binding */ checkDeclared),
/* harmony export */   findCycle: () => (/* binding */ findCycle),
/* harmony export */   formatPhaseList: () => (/* binding */ formatPhaseList),
/* harmony export */   markAlways: () => (/* binding */ markAlways),
/* harmony export */   parsePhaseItems: () => (/* binding */ parsePhaseItems),
/* harmony export */   parsePhaseList: () => (/* binding */ parsePhaseList)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);


/**
 * Checks a declared phase list: ids unique, requirements known, no cycles. Throws one CiStateError
 * naming the input and listing every problem.
 */
function checkDeclared(declared, inputName) {
    const problems = [];
    const ids = new Set();
    for (const d of declared) {
        if (ids.has(d.id))
            problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} is declared twice`);
        ids.add(d.id);
    }
    for (const d of declared) {
        if (d.always && d.sideEffect)
            problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} is a side effect and cannot run on every attempt (always)`);
        for (const r of d.requires) {
            if (r === d.id)
                problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} requires itself`);
            else if (!ids.has(r))
                problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} requires ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(r)}, which is not declared`);
        }
    }
    if (problems.length === 0) {
        const cycle = findCycle(declared);
        if (cycle)
            problems.push(`requirements form a cycle: ${cycle.join(' -> ')}`);
    }
    if (problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phases (${inputName}): ${problems.join('; ')}`, {
            details: problems,
        });
    }
}
/** A requirement cycle as a path that starts and ends with the same phase, if there is one. */
function findCycle(declared) {
    const requires = new Map(declared.map((d) => [d.id, d.requires]));
    const state = new Map(); // 1 = on the path, 2 = done
    for (const start of requires.keys()) {
        if (state.has(start))
            continue;
        // Iterative DFS: each frame is a node and the index of its next requirement.
        const path = [];
        const stack = [{ id: start, next: 0 }];
        state.set(start, 1);
        path.push(start);
        while (stack.length > 0) {
            const top = stack[stack.length - 1];
            const reqs = requires.get(top.id) ?? [];
            if (top.next >= reqs.length) {
                state.set(top.id, 2);
                stack.pop();
                path.pop();
                continue;
            }
            const r = reqs[top.next++];
            if (!requires.has(r))
                continue;
            const s = state.get(r);
            if (s === 1)
                return [...path.slice(path.indexOf(r)), r];
            if (s === undefined) {
                state.set(r, 1);
                path.push(r);
                stack.push({ id: r, next: 0 });
            }
        }
    }
    return undefined;
}
const PHASE_LIST_HELP = 'expected phases separated by commas or new lines, each name[:req1+req2][!] (":" lists required phases, a trailing "!" marks a side effect), e.g. "build,test:build,deploy:test!"';
/**
 * Parses the phase list syntax (the `phases` input, `--phases`). Blank text gives no phases.
 *
 * Items separated by commas or new lines; each item is `name`, optionally `:req1+req2` naming the
 * phases it requires, optionally a trailing `!` marking a side effect:
 * `build, lint, test:build+lint, deploy:test!`. Blank lines and a comma ending a line are ignored;
 * an empty item between commas (`a,,b`) is refused; `#` starts a comment that runs to the end of
 * the line. A requirement must name a phase of the list; cycles are refused.
 */
function parsePhaseList(text, inputName = '--phases') {
    const declared = parsePhaseItems(text, inputName);
    checkDeclared(declared, inputName);
    return declared;
}
/** The items of a phase list, each checked on its own (not yet against each other). */
function parsePhaseItems(text, inputName) {
    if (typeof text !== 'string') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): not text; ${PHASE_LIST_HELP}`);
    }
    const items = [];
    for (const line of text.split(/\r?\n/)) {
        const parts = line
            .replace(/(^|\s)#.*$/, '')
            .split(',')
            .map((s) => s.trim());
        // A blank line or a comma ending a line is fine; an empty item before a comma ("a,,b") is
        // most likely a phase left out, so it is refused rather than ignored.
        if (parts.slice(0, -1).some((s) => s === '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(line.trim())} has an empty item between commas; ${PHASE_LIST_HELP}`);
        }
        items.push(...parts.filter((s) => s !== ''));
    }
    if (items.length > 1000) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): ${items.length} phases is more than the 1000 accepted`);
    }
    const declared = [];
    for (const item of items) {
        const m = /^([^:!\s]+)\s*(!)?\s*(?::\s*([^!]*?))?\s*(!)?$/.exec(item);
        const bad = (why) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(item)} ${why}; ${PHASE_LIST_HELP}`);
        };
        if (!m)
            return bad('is not name[:req1+req2][!]');
        const [, id = '', bang1, reqText, bang2] = m;
        if (bang1 && bang2)
            bad('has "!" twice');
        if (!_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_ID_PATTERN */ .T5.test(id))
            bad(`: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)} is not a phase id (1-64 letters, digits, ".", "_" or "-")`);
        const requires = [];
        if (reqText !== undefined) {
            const reqs = reqText.split('+').map((r) => r.trim());
            if (reqs.some((r) => r === ''))
                bad('has an empty requirement');
            for (const r of reqs) {
                if (!_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_ID_PATTERN */ .T5.test(r))
                    bad(`: requirement ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(r)} is not a phase id`);
                if (!requires.includes(r))
                    requires.push(r);
            }
        }
        declared.push({ id, requires, sideEffect: Boolean(bang1 ?? bang2), reuse: false, tags: [] });
    }
    return declared;
}
/** The phase list text of declared phases (the inverse of parsePhaseList, tags and reuse aside). */
function formatPhaseList(declared) {
    return declared
        .map((d) => {
        const reqs = d.requires ?? [];
        return `${d.id}${reqs.length > 0 ? `:${reqs.join('+')}` : ''}${d.sideEffect ? '!' : ''}`;
    })
        .join(',');
}
/**
 * Marks the phases named in `text` (ids separated by commas or new lines: the `always` input,
 * `init --always`) as running on every attempt. Each must be declared. Throws naming the input.
 */
function markAlways(declared, text, inputName) {
    const ids = text
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter((s) => s !== '');
    const known = new Set(declared.map((d) => d.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid ${inputName}: ${unknown.map((u) => (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(u)).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not declared: expected declared phases separated by commas`);
    }
    const always = new Set(ids);
    const marked = declared.map((d) => (always.has(d.id) ? { ...d, always: true } : d));
    checkDeclared(marked, inputName);
    return marked;
}


/***/ })

};
