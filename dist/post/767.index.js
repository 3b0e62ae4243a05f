export const id = 767;
export const ids = [767];
export const modules = {

/***/ 8767:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderJobSummary: () => (/* binding */ renderJobSummary)
/* harmony export */ });
/* unused harmony export escapeMarkdown */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19193);
/**
 * The job summary, built by pure functions from the state. Every string that came from outside
 * (phase ids, errors, branch names, output tails) goes through `escapeMarkdown`.
 */

const ICON = {
    pending: '⚪',
    running: '🔵',
    succeeded: '✅',
    failed: '❌',
    skipped: '⏭️',
    rolled_back: '↩️',
};
/** Neutralises markdown, HTML, mentions, links and workflow commands in untrusted text. */
function escapeMarkdown(text) {
    return text
        .replace(/::/g, ':\u200b:')
        .replace(/[\r\n]+/g, ' ')
        .replace(/[&<>"'`\\*_{}[\]()#+!|~]/g, (c) => `&#${c.charCodeAt(0)};`)
        .replace(/@/g, '&#64;')
        .replace(/(https?|ftp|mailto|javascript|data):/gi, '$1&#58;');
}
function renderJobSummary(state, opts) {
    const skipped = new Set(state.resume?.skipped ?? []);
    const lines = [
        `### ci-state: ${escapeMarkdown(state.origin.workflow)} / ${escapeMarkdown(state.origin.job)}`,
        '',
        opts.story,
        '',
        '| | phase | status | attempt | duration | note |',
        '| --- | --- | --- | --- | --- | --- |',
    ];
    for (const [id, rec] of Object.entries(state.phases)) {
        const status = skipped.has(id) ? 'skipped (resumed)' : rec.status;
        const note = rec.status === 'failed' ? (rec.error ?? '') : (rec.reason ?? '');
        lines.push(`| ${ICON[skipped.has(id) ? 'skipped' : rec.status] ?? ''} | ${escapeMarkdown(id)} | ${status} | ${rec.attempt} | ${rec.durationMs !== undefined && !skipped.has(id) ? (0,_core_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(rec.durationMs) : ''} | ${escapeMarkdown(note.slice(0, 200))} |`);
    }
    if (Object.keys(state.phases).length === 0)
        lines.push('| | _no phases recorded_ | | | | |');
    lines.push('', `**Persistence:** ${escapeMarkdown(opts.persistence).replace(/&#96;/g, '`')}`, '');
    return `${lines.join('\n')}\n`;
}


/***/ })

};
