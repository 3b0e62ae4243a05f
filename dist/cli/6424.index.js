export const id = 6424;
export const ids = [6424];
export const modules = {

/***/ 76424:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KR: () => (/* binding */ PersisterStatus),
/* harmony export */   L4: () => (/* binding */ SESSION_ENV),
/* harmony export */   MK: () => (/* binding */ lastEndedPhase),
/* harmony export */   describeSave: () => (/* binding */ describeSave),
/* harmony export */   lo: () => (/* binding */ cacheBytesOf),
/* harmony export */   q2: () => (/* binding */ SaveOutcome),
/* harmony export */   xg: () => (/* binding */ SessionFile)
/* harmony export */ });
/* unused harmony exports S3Location, RunnerSettings, PersisterAddress, writeSessionFile, partlySaved */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92857);
/**
 * The job's session file (RUNNER_TEMP, mode 600; its path is exported as CI_STATE_SESSION): how
 * the job saves, where its store is, which storage (GitHub's services, or a bucket: never a
 * credential), and where the job's persistence process listens. Also the wording of a save's
 * outcome, the same for every storage.
 */



/** A bucket (`storage: s3`): no credentials, those come from the AWS SDK's default chain. */
const S3Location = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    bucket: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    prefix: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    region: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    endpoint: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    forcePathStyle: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
});
/** How the job saves: the Action's inputs that matter after the main step. */
const RunnerSettings = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    /** phase: after every phase end (in the background); job: only at the end. */
    persist: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['phase', 'job']),
    crossRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    retentionDays: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(400).optional(),
    /** Where checkpoint content goes on GitHub (the `checkpoint-storage` input, github/keys.ts). */
    checkpointStorage: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['cache', 'artifact', 'both']),
    /** Packs larger than this (bytes) go to an artifact instead of the cache (`cache-pack-limit`). */
    cachePackLimit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().optional(),
    failOnError: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** A file (mode 600, in RUNNER_TEMP) holding the integrity key; never the key itself. */
    integrityKeyFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** `storage: s3`: the bucket; without it, GitHub's cache and artifacts. */
    s3: S3Location.optional(),
});
const Hex = (n) => zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(new RegExp(`^[0-9a-f]{${n}}$`));
/** Where the job's persistence process listens, and the secret its requests carry. */
const PersisterAddress = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    socket: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(300),
    secret: Hex(64),
    pid: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    /** Its log: one line per save, shown by the post step. */
    log: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
/** The job's session file (CI_STATE_SESSION). */
const SessionFile = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    v: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    storeDir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    scopeKey: Hex(32),
    settings: RunnerSettings,
    persister: PersisterAddress.optional(),
});
const SESSION_ENV = 'CI_STATE_SESSION';
/** Writes the session file (mode 600), whole or not at all. */
async function writeSessionFile(path, file) {
    const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, JSON.stringify(SessionFile.parse(file)), { mode: 0o600 });
    await rename(tmp, path);
}
/** One line saying where a save went, or why it went nowhere: the report's only wording. */
function describeSave(report, reason) {
    if (!report)
        return `NOT saved: ${reason ?? 'nothing was attempted'}`;
    if (report.saved) {
        const where = report.copies.filter((c) => c.ok).map((c) => c.where ?? c.place);
        const missing = report.copies
            .filter((c) => !c.ok && !c.skipped)
            .map((c) => `${c.place} NOT saved (${c.reason})`);
        return `Saved to ${where.join(' and ')}${missing.length ? `; ${missing.join('; ')}` : ''}.`;
    }
    const reasons = report.copies
        .map((c) => c.reason)
        .filter(Boolean)
        .join('; ');
    return `NOT saved: ${reasons || 'the services did not confirm the save'}`;
}
/** True when a copy the save made was not made (a partial save: said as a warning). */
function partlySaved(report) {
    return report.copies.some((c) => !c.ok && !c.skipped);
}
/** What one save at a phase end (or the process's saves so far) came to. */
const SaveOutcome = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    seq: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    saved: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** The phase whose end the saved state is the first to hold (undefined: none ended yet). */
    afterPhase: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    line: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    problem: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
/** What the persistence process did in the job. */
const PersisterStatus = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    requests: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    saves: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    /** Requests answered by a later save (intermediate states skipped). */
    coalesced: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    refused: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    /** Bytes of the cache entries its saves made (states and packs): its share of the repository's. */
    cacheBytes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().optional(),
    /** The last save that was verified. */
    last: SaveOutcome.optional(),
    /** Why the last save that failed did, if it is more recent than the last verified one. */
    lastProblem: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
/** Bytes of the cache entries a save made: the state's and its packs' that got to the cache. */
function cacheBytesOf(done) {
    const state = done.report.copies.some((c) => c.place === 'cache' && c.ok) ? done.report.bytes : 0;
    return done.shipped.reduce((n, p) => n + (p.key ? p.bytes : 0), state);
}
/** The phase that ended last in `state` (the one a save of it is "after"). */
function lastEndedPhase(state) {
    let best;
    for (const [id, r] of Object.entries(state.phases)) {
        if (r.status === 'running' || r.status === 'skipped' || !r.endedAt)
            continue;
        if (!best || r.endedAt >= best.at)
            best = { id, at: r.endedAt };
    }
    return best?.id;
}


/***/ })

};
