export const id = 806;
export const ids = [806,600];
export const modules = {

/***/ 19600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   blobStoreOf: () => (/* binding */ blobStoreOf),
/* harmony export */   describePrune: () => (/* binding */ describePrune),
/* harmony export */   describeSnapshot: () => (/* binding */ describeSnapshot),
/* harmony export */   fileCheckpointOf: () => (/* binding */ fileCheckpointOf),
/* harmony export */   packShipFor: () => (/* binding */ packShipFor),
/* harmony export */   pruneCheckpointContent: () => (/* binding */ pruneCheckpointContent),
/* harmony export */   restoreCheckpointFiles: () => (/* binding */ restoreCheckpointFiles),
/* harmony export */   rollbackCheckpointFiles: () => (/* binding */ rollbackCheckpointFiles),
/* harmony export */   skippedOf: () => (/* binding */ skippedOf),
/* harmony export */   snapshotGlobs: () => (/* binding */ snapshotGlobs)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68894);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(62724);
/**
 * Checkpoints with files, for the CLI: snapshot a phase's outputs (or any globs) into the store's
 * content-addressed blob store, restore them when a phase is skipped on resume, and roll a file
 * set back. The snapshot rules (exclusions, refused secrets, safe extraction) live in src/snapshot;
 * the state only records where the manifest is (`checkpoint.location`) and the globs.
 */




/**
 * The local store's blobs. Not fsynced on a GitHub runner (`GITHUB_ACTIONS=true`): there the local
 * store is the job's working copy on a machine that does not outlive the job, and what a later
 * attempt finds is what was shipped to the cache or as an artifact, verified. A sync there protects
 * nothing and makes the checkpoint wait for the disk (measured: 1.36-1.61 s against 1.53-1.61 s
 * for a 500 MiB checkpoint taken just after its files were written, docs/performance.md).
 * Publishing stays a rename: a killed process leaves a pack whole or absent. Off a runner, where
 * the store is the only copy, every pack is fsynced before it is published.
 */
function blobStoreOf(storeDir) {
    return _snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .BlobStore */ .lb.forStore(storeDir, { durable: process.env.GITHUB_ACTIONS !== 'true' });
}
/**
 * The store's cache of file digests (never shipped): unchanged files are not hashed again by the
 * next snapshot, and files a restore or a rollback wrote are recorded in it.
 */
function hashCacheOf(storeDir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(storeDir, 'checkpoints', 'hash-cache.bin');
}
/** `restoreFiles` or `rollbackFiles`, recording what it writes in the store's hash cache. */
async function withHashCache(storeDir, run) {
    const cache = await _snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .HashCache */ .rR.load(hashCacheOf(storeDir));
    const result = await run(cache);
    await cache.save(true);
    return result;
}
/**
 * On a runner whose main step set up saving (CI_STATE_CONFIG) and gave `run:` steps the services'
 * variables (`persist: phase`): the pack a checkpoint writes goes to the cache while it is written
 * (`startPackShip`), so that the save finds it there. Undefined elsewhere, and where checkpoint
 * content does not go to the cache only.
 */
async function packShipFor(storeDir, state, log) {
    if (!process.env.CI_STATE_CONFIG)
        return undefined;
    const { persistContext, readRunnerConfig, servicesAvailable } = await __webpack_require__.e(/* import() */ 108).then(__webpack_require__.bind(__webpack_require__, 6727));
    const config = readRunnerConfig();
    if (!config || !servicesAvailable())
        return undefined;
    const { startPackShip } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(86), __webpack_require__.e(294)]).then(__webpack_require__.bind(__webpack_require__, 74086));
    return startPackShip(storeDir, persistContext(state, config, { log }), state.seq);
}
async function snapshotGlobs(storeDir, root, globs, opts = {}) {
    const t0 = performance.now();
    const ship = opts.ship;
    let snap;
    try {
        snap = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .snapshotFiles */ .Oq)(blobStoreOf(storeDir), root, globs, {
            hashCache: hashCacheOf(storeDir),
            ...(opts.gitChangedOnly ? { gitChangedOnly: true } : {}),
            ...(opts.allowSecrets?.length ? { allowSecrets: opts.allowSecrets } : {}),
            ...(opts.exclude?.length ? { exclude: opts.exclude } : {}),
            ...(ship ? { tee: ship.tee } : {}),
        });
    }
    catch (e) {
        await ship?.finish(undefined);
        throw e;
    }
    const { collected, written } = snap;
    const shipped = ship && (await ship.finish(written.pack));
    return {
        ...(shipped && (shipped.key || shipped.problem) ? { shipped } : {}),
        location: (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestLocation */ .zW)(written.manifestSha),
        manifestSha: written.manifestSha,
        files: written.manifest.files.filter((f) => f.type !== 'dir').length,
        totalBytes: written.totalBytes,
        newBlobs: written.newBlobs,
        newBytes: written.newBytes,
        excluded: collected.excluded,
        refused: collected.refused,
        ms: Math.round(performance.now() - t0),
    };
}
function mb(bytes) {
    return bytes >= 1024 * 1024
        ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
        : `${(bytes / 1024).toFixed(1)} KB`;
}
/**
 * Removes checkpoint content that no state of the store refers to any more (the states the TTL and
 * cap sweep removed left their packs behind), after a grace period (see `BlobStore.prune`). When a
 * manifest cannot be read, the blobs it names are unknown and nothing is removed.
 */
async function pruneCheckpointContent(storeDir, states, options = {}) {
    const blobs = blobStoreOf(storeDir);
    const keep = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .referencedBlobs */ .sW)(blobs, states.flatMap((s) => s.checkpoints));
    if (keep.unreadable.length) {
        return {
            packs: 0,
            loose: 0,
            bytes: 0,
            leftovers: 0,
            skipped: `checkpoint manifest ${keep.unreadable[0].slice(0, 12)}… of a kept state could not be read`,
        };
    }
    const pruned = await blobs.prune(keep.blobs, options);
    // The blob lists of manifests no state refers to any more, and where packs no longer here were
    // sent (local records, see records.ts).
    await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pruneBlobLists */ .lK)(blobs, 'manifests', keep.blobs, options.dryRun);
    if (!options.dryRun) {
        const here = new Set((await blobs.packs()).map((p) => p.id));
        await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pruneBlobLists */ .lK)(blobs, 'shipped', here);
        // The digest cache as JSON, which `hash-cache.bin` replaced.
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(storeDir, 'checkpoints', 'hash-cache.json'), { force: true });
    }
    return { ...pruned, leftovers: options.dryRun ? 0 : await blobs.sweepTemp() };
}
/** What `cleanup` says of checkpoint content (lines), or nothing when there was nothing to do. */
function describePrune(p, dryRun) {
    if (p.skipped)
        return `checkpoint content kept: ${p.skipped}`;
    const lines = [];
    if (p.packs || p.loose) {
        const parts = [
            ...(p.packs ? [`${p.packs} pack${p.packs === 1 ? '' : 's'}`] : []),
            ...(p.loose ? [`${p.loose} blob${p.loose === 1 ? '' : 's'}`] : []),
        ];
        lines.push(`${dryRun ? 'would remove' : 'removed'} checkpoint content no state refers to: ${parts.join(', ')} (${mb(p.bytes)})`);
    }
    if (p.leftovers)
        lines.push(`removed ${p.leftovers} leftover checkpoint temp file${p.leftovers === 1 ? '' : 's'} (interrupted writers, corrupt blobs set aside)`);
    return lines.length ? lines.join('\n') : undefined;
}
function describeSnapshot(s) {
    const lines = [
        `${s.files} files, ${mb(s.totalBytes)}; ${s.newBlobs.length} new blobs (${mb(s.newBytes)}) stored${s.shipped?.key ? ' and saved to the cache' : ''} in ${(0,_core_index_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(s.ms)}`,
    ];
    if (s.shipped?.problem)
        lines.push(`not saved to the cache yet (the state's save will ship it): ${s.shipped.problem}`);
    if (s.excluded.length)
        lines.push(`excluded ${s.excluded.length}: ${s.excluded
            .slice(0, 5)
            .map((e) => `${e.path} (${e.why})`)
            .join(', ')}${s.excluded.length > 5 ? ', …' : ''}`);
    if (s.refused.length)
        lines.push(`REFUSED ${s.refused.length}: ${s.refused
            .slice(0, 5)
            .map((e) => `${e.path} (${e.why})`)
            .join(', ')}${s.refused.length > 5 ? ', …' : ''}`);
    return lines;
}
/**
 * What a snapshot left out, as the checkpoint records it for the job summary (undefined when
 * nothing was): refused paths first, since those are the ones a person must look at.
 */
function skippedOf(s) {
    if (!s.excluded.length && !s.refused.length)
        return undefined;
    const paths = [
        ...s.refused.map((e) => ({ path: e.path, why: e.why, refused: true })),
        ...s.excluded.map((e) => ({ path: e.path, why: e.why, refused: false })),
    ]
        .slice(0, _core_index_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_SKIPPED_LISTED */ .Eo)
        .map((e) => ({ ...e, path: e.path.slice(0, 1024), why: e.why.slice(0, 512) }));
    return { excluded: s.excluded.length, refused: s.refused.length, paths };
}
/** The checkpoint of a phase's record, when it holds files. */
function fileCheckpointOf(state, phase) {
    const id = state.phases[phase]?.checkpointId;
    const cp = id ? state.checkpoints.find((c) => c.id === id) : undefined;
    return cp && (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestShaOf */ .D6)(cp.location) ? cp : undefined;
}
/** Restores a checkpoint's files, every blob verified first; any problem means "run it again". */
async function restoreCheckpointFiles(storeDir, root, cp) {
    const store = blobStoreOf(storeDir);
    let manifest;
    try {
        manifest = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .loadManifest */ .eY)(store, cp.location);
    }
    catch (e) {
        return {
            ok: false,
            written: 0,
            unchanged: 0,
            problems: [`manifest of checkpoint ${cp.id}: ${e.message}`],
        };
    }
    const r = await withHashCache(storeDir, (hashCache) => (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .restoreFiles */ .Ce)(root, manifest, store, { hashCache }));
    await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .noteManifestBlobs */ .yw)(store, (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestShaOf */ .D6)(cp.location) ?? cp.location, manifest);
    return {
        ok: r.problems.length === 0,
        written: r.written.length,
        unchanged: r.unchanged,
        problems: r.problems.map((p) => `${p.path}: ${p.message}`),
    };
}
/** The newest checkpoint with files over the same globs before `target` (what the tree is now). */
function currentFileCheckpoint(state, target) {
    const same = (c) => JSON.stringify(c.globs) === JSON.stringify(target.globs);
    return [...state.checkpoints]
        .reverse()
        .find((c) => c.id !== target.id && same(c) && (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestShaOf */ .D6)(c.location));
}
/** Puts the files of `target` back (modified restored, deleted re-created, added removed). */
async function rollbackCheckpointFiles(storeDir, root, state, target, dryRun) {
    const store = blobStoreOf(storeDir);
    const to = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .loadManifest */ .eY)(store, target.location);
    const fromCp = currentFileCheckpoint(state, target);
    const from = fromCp ? await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .loadManifest */ .eY)(store, fromCp.location) : undefined;
    // A dry run writes nothing, so it has nothing to record.
    const r = dryRun
        ? await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .rollbackFiles */ .cH)(root, from, to, store, { dryRun })
        : await withHashCache(storeDir, (hashCache) => (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .rollbackFiles */ .cH)(root, from, to, store, { hashCache }));
    return { diff: r.diff, problems: r.problems.map((p) => `${p.path}: ${p.message}`), captures: [] };
}


/***/ }),

/***/ 28619:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ computeInputsHash),
/* harmony export */   jA: () => (/* binding */ reuseReason),
/* harmony export */   vY: () => (/* binding */ findReusable)
/* harmony export */ });
/* unused harmony exports canReuse, candidatesFromState, candidatesFromHistory */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/**
 * Cross-run reuse (opt-in per phase). A phase's inputs hash covers its input files (path and
 * content digest), its command and the environment variables it names. A new run may skip the
 * phase only when a SUCCEEDED record (in a state or the history) has the same hash; restoring the
 * outputs is the caller's part (if that fails, the phase runs).
 */


/** Version of the hashed layout: bump it when the layout changes so old hashes never match. */
const INPUTS_LAYOUT = 1;
function normalisePath(path) {
    return path
        .replace(/\\/g, '/')
        .replace(/^(\.\/)+/, '')
        .replace(/\/{2,}/g, '/');
}
/** The inputs hash (lowercase hex sha256). Files are sorted by path; env keys are sorted. */
function computeInputsHash(inputs) {
    const files = new Map();
    for (const f of inputs.files) {
        if (typeof f.path !== 'string' || f.path === '') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `input file path ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.path)} is not valid: expected a non-empty path`);
        }
        const sha = typeof f.sha256 === 'string' ? f.sha256.toLowerCase() : '';
        if (!/^[0-9a-f]{64}$/.test(sha)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `input file ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.path)} has digest ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.sha256)}: expected a hex sha256`);
        }
        const path = normalisePath(f.path);
        const seen = files.get(path);
        if (seen !== undefined && seen !== sha) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `input file ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(path)} is listed twice with different digests: expected one digest per path`);
        }
        files.set(path, sha);
    }
    if (!Array.isArray(inputs.command) || inputs.command.some((a) => typeof a !== 'string')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'inputs command is not valid: expected a list of strings (argv)');
    }
    const env = {};
    for (const [k, v] of Object.entries(inputs.env))
        env[k] = v ?? null;
    const doc = {
        v: INPUTS_LAYOUT,
        files: [...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        command: [...inputs.command],
        env,
    };
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(doc));
}
/** True when `prev` succeeded with the same (valid) inputs hash. */
function canReuse(prev, inputsHash) {
    return (prev !== undefined &&
        prev.status === 'succeeded' &&
        /^[0-9a-f]{64}$/.test(inputsHash) &&
        prev.inputsHash === inputsHash);
}
/** Reuse candidates from a state's phase records. */
function candidatesFromState(state) {
    return Object.entries(state.phases).map(([phase, r]) => ({
        phase,
        status: r.status,
        ...(r.inputsHash !== undefined ? { inputsHash: r.inputsHash } : {}),
        ...(r.endedAt !== undefined ? { endedAt: r.endedAt } : {}),
        ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
        runId: state.origin.runId,
        attempt: r.attempt,
        outputs: r.outputs,
        ...(r.checkpointId !== undefined ? { checkpointId: r.checkpointId } : {}),
    }));
}
/** Reuse candidates from history phase lines. */
function candidatesFromHistory(entries) {
    return entries.map((e) => ({
        phase: e.phase,
        status: e.status,
        ...(e.inputsHash !== undefined ? { inputsHash: e.inputsHash } : {}),
        ...(e.endedAt !== undefined ? { endedAt: e.endedAt } : {}),
        durationMs: e.durationMs,
        runId: e.runId,
        attempt: e.producedBy,
    }));
}
/**
 * The newest candidate for `phase` that can be reused with `inputsHash` (succeeded, same hash), or
 * undefined. Candidates without an end time count as oldest; on equal times the later one wins.
 */
function findReusable(candidates, phase, inputsHash) {
    let best;
    let bestAt = -Infinity;
    for (const c of candidates) {
        if (c.phase !== phase || !canReuse(c, inputsHash))
            continue;
        const at = c.endedAt !== undefined ? Date.parse(c.endedAt) : -Infinity;
        const when = Number.isFinite(at) ? at : -Infinity;
        if (best === undefined || when >= bestAt) {
            best = c;
            bestAt = when;
        }
    }
    return best;
}
/** The skip reason for a reused phase, e.g. "reused from run 123 attempt 1: same inputs". */
function reuseReason(c) {
    const where = c.runId !== undefined
        ? `run ${c.runId}${c.attempt !== undefined ? ` attempt ${c.attempt}` : ''}`
        : 'an earlier run';
    return `reused from ${where}: same inputs`;
}


/***/ })

};
