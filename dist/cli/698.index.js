export const id = 698;
export const ids = [698,9600,1349,7669,5844,5784];
export const modules = {

/***/ 19600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   blobStoreOf: () => (/* binding */ blobStoreOf),
/* harmony export */   describePrune: () => (/* binding */ describePrune),
/* harmony export */   describePruned: () => (/* binding */ describePruned),
/* harmony export */   describeSnapshot: () => (/* binding */ describeSnapshot),
/* harmony export */   packShipFor: () => (/* binding */ packShipFor),
/* harmony export */   pruneCheckpointContent: () => (/* binding */ pruneCheckpointContent),
/* harmony export */   restoreCheckpointFiles: () => (/* binding */ restoreCheckpointFiles),
/* harmony export */   rollbackCheckpointFiles: () => (/* binding */ rollbackCheckpointFiles),
/* harmony export */   rollbackGlobsOf: () => (/* binding */ rollbackGlobsOf),
/* harmony export */   skippedOf: () => (/* binding */ skippedOf),
/* harmony export */   snapshotGlobs: () => (/* binding */ snapshotGlobs),
/* harmony export */   takePlannedCheckpoints: () => (/* binding */ takePlannedCheckpoints)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4671);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(62724);
/* harmony import */ var _core_canonical_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13930);
/* harmony import */ var _core_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5595);
/* harmony import */ var _core_rollback_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97922);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(61349);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(93265);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(74748);
/* harmony import */ var _glyphs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(75568);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3647);
/**
 * Checkpoints with files, for the CLI: snapshot a phase's outputs (or any globs) into the store's
 * content-addressed blob store, restore them when a phase is skipped on resume, and roll a file
 * set back. The snapshot rules live in src/snapshot; the state only records where the manifest is
 * (`checkpoint.location`) and the globs. The checkpoints the run's policy asks for after a phase
 * ends: `takePlannedCheckpoints`.
 */












/**
 * The local store's blobs. Not fsynced on a GitHub runner (`GITHUB_ACTIONS=true`): there the local
 * store is the job's working copy on a machine that does not outlive the job, and what a later
 * attempt finds is what was shipped to the cache or as an artifact, verified. A sync there protects
 * nothing and makes the checkpoint wait for the disk. Publishing stays a rename: a killed process
 * leaves a pack whole or absent. Off a runner, where the store is the only copy, every pack is
 * fsynced before it is published.
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
 * The pack a checkpoint writes goes to the cache while it is written where this process can
 * reach the cache itself (see RunnerSession.shipPack); in a `run:` step the job's persistence
 * process ships it after the phase instead. Undefined off a runner.
 */
async function packShipFor(storeDir, state, printer) {
    if (!process.env.CI_STATE_SESSION)
        return undefined;
    const { sessionFromEnv } = await Promise.all(/* import() */[__webpack_require__.e(6650), __webpack_require__.e(3160)]).then(__webpack_require__.bind(__webpack_require__, 3160));
    // Its progress lines on stderr, as the command's other notes.
    return sessionFromEnv(process.env, {
        log: (0,_output_js__WEBPACK_IMPORTED_MODULE_8__/* .debugLines */ .xB)(printer),
        progress: (l) => printer.note(l),
    })?.shipPack(storeDir, state);
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
            ...(opts.paths ? { paths: opts.paths } : {}),
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
        location: (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_6__/* .manifestLocation */ .zW)(written.manifestSha),
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
/**
 * Removes checkpoint content that no state of the store refers to any more (the states the TTL and
 * cap sweep removed left their packs behind), after a grace period (see `BlobStore.prune`). When a
 * manifest cannot be read, the blobs it names are unknown and nothing is removed.
 */
async function pruneCheckpointContent(storeDir, states, options = {}) {
    const blobs = blobStoreOf(storeDir);
    const keep = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .referencedBlobs */ .sW)(blobs, states.flatMap((s) => [...s.checkpoints, ...(s.carried?.checkpoints ?? [])]));
    if (keep.unreadable.length) {
        return {
            packs: 0,
            loose: 0,
            bytes: 0,
            leftovers: 0,
            skipped: `checkpoint manifest ${keep.unreadable[0].slice(0, 12)}${(0,_glyphs_js__WEBPACK_IMPORTED_MODULE_9__/* .glyphs */ ._J)().ellipsis} of a kept state could not be read`,
        };
    }
    const pruned = await blobs.prune(keep.blobs, options);
    // The blob lists of manifests no state refers to any more, and where packs no longer here were
    // sent (local records, see snapshot/blob-lists.ts).
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
            ...(p.packs ? [(0,_core_words_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .L)(p.packs, 'pack')] : []),
            ...(p.loose ? [(0,_core_words_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .L)(p.loose, 'blob')] : []),
        ];
        lines.push(`${dryRun ? 'would remove' : 'removed'} checkpoint content no state refers to: ${parts.join(', ')} (${(0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_7__.formatSize)(p.bytes)})`);
    }
    if (p.leftovers)
        lines.push(`removed ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .L)(p.leftovers, 'leftover checkpoint temp file')} (interrupted writers, corrupt blobs set aside)`);
    return lines.length ? lines.join('\n') : undefined;
}
function describeSnapshot(s) {
    const lines = [
        `${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .L)(s.files, 'file')}, ${(0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_7__.formatSize)(s.totalBytes)}; ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .L)(s.newBlobs.length, 'new blob')} (${(0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_7__.formatSize)(s.newBytes)}) stored${s.shipped?.key ? ' and saved to the cache' : ''} in ${(0,_core_index_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(s.ms)}`,
    ];
    if (s.shipped?.problem)
        lines.push(`not saved to the cache yet (the state's save will ship it): ${s.shipped.problem}`);
    if (s.excluded.length)
        lines.push(`excluded ${s.excluded.length}: ${s.excluded
            .slice(0, 5)
            .map((e) => `${e.path} (${e.why})`)
            .join(', ')}${s.excluded.length > 5 ? `, ${(0,_glyphs_js__WEBPACK_IMPORTED_MODULE_9__/* .glyphs */ ._J)().ellipsis}` : ''}`);
    if (s.refused.length)
        lines.push(`REFUSED ${s.refused.length}: ${s.refused
            .slice(0, 5)
            .map((e) => `${e.path} (${e.why})`)
            .join(', ')}${s.refused.length > 5 ? `, ${(0,_glyphs_js__WEBPACK_IMPORTED_MODULE_9__/* .glyphs */ ._J)().ellipsis}` : ''}`);
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
/** "1 old checkpoint" / "3 old checkpoints" pruned, for notes. */
function describePruned(pruned, state) {
    return `pruned ${pruned.length} old checkpoint${pruned.length === 1 ? '' : 's'} nothing refers to (the run keeps at most ${(0,_core_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_5__.effectivePolicy)(state).max}): ${pruned.slice(0, 5).join(', ')}${pruned.length > 5 ? `, ${(0,_glyphs_js__WEBPACK_IMPORTED_MODULE_9__/* .glyphs */ ._J)().ellipsis}` : ''}`;
}
/** Takes one planned checkpoint (files under its globs, if any, and the state). */
async function takePlanned(s, state, p) {
    let snap;
    if (p.globs.length) {
        const ship = await packShipFor(s.dir, state, s.printer);
        snap = await snapshotGlobs(s.dir, process.cwd(), p.globs, ship ? { ship } : {});
    }
    const id = (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .newId */ .Si)('cp', (0,_session_js__WEBPACK_IMPORTED_MODULE_10__/* .now */ .tB)());
    let pruned = [];
    const st = await (0,_session_js__WEBPACK_IMPORTED_MODULE_10__/* .mutate */ .Tk)(s, (x) => {
        const r = (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_6__/* .createCheckpoint */ .vq)(x, {
            id,
            reason: p.reason,
            ...(p.phase !== undefined && Object.hasOwn(x.phases, p.phase) ? { phase: p.phase } : {}),
            now: (0,_session_js__WEBPACK_IMPORTED_MODULE_10__/* .now */ .tB)(),
            ...(snap ? { globs: p.globs, location: snap.location, skipped: skippedOf(snap) } : {}),
        });
        pruned = r.pruned;
        return r.state;
    });
    s.printer.note(`${p.reason} checkpoint ${id}${p.phase ? ` of ${p.phase}` : ''}: ${snap ? describeSnapshot(snap).join('; ') : 'the state (no outputs to snapshot)'}`);
    if (pruned.length)
        s.printer.note(describePruned(pruned, st));
    return st;
}
/**
 * Takes the planned checkpoints (error_recovery, before_restart, scheduled) one after the other
 * (see phase-checkpoints.ts). Never throws: a checkpoint that cannot be taken is a warning, and
 * the phase's result stands.
 */
async function takePlannedCheckpoints(s, state, planned) {
    let st = state;
    for (const p of planned) {
        try {
            st = await takePlanned(s, st, p);
        }
        catch (e) {
            s.printer.warn(`${p.reason} checkpoint${p.phase ? ` of ${p.phase}` : ''} NOT taken: ${e.message.split('\n')[0]}`);
        }
    }
    return st;
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
    await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_1__/* .noteManifestBlobs */ .yw)(store, (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_6__/* .manifestShaOf */ .D6)(cp.location) ?? cp.location, manifest);
    return {
        ok: r.problems.length === 0,
        written: r.written.length,
        unchanged: r.unchanged,
        problems: r.problems.map((p) => `${p.path}: ${p.message}`),
    };
}
/**
 * The globs a rollback to `target` writes under: the target's and those of the checkpoint it is
 * compared with. A before_rollback checkpoint snapshots them, so that rolling back to it puts
 * every file the rollback changed back as it was. Empty when the target has no files.
 */
function rollbackGlobsOf(state, target) {
    if (!(0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_6__/* .manifestShaOf */ .D6)(target.location))
        return [];
    return [...new Set([...target.globs, ...(currentFileCheckpoint(state, target)?.globs ?? [])])];
}
/** The newest checkpoint with files over the same globs before `target` (what the tree is now). */
function currentFileCheckpoint(state, target) {
    // A checkpoint of what a phase changed (no globs) is compared with none: another phase's files.
    if (target.globs.length === 0)
        return undefined;
    const same = (c) => JSON.stringify(c.globs) === JSON.stringify(target.globs);
    return [...state.checkpoints]
        .reverse()
        .find((c) => c.id !== target.id && same(c) && (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_6__/* .manifestShaOf */ .D6)(c.location));
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

/***/ 67721:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cmdCheckpoint: () => (/* binding */ cmdCheckpoint),
/* harmony export */   cmdRollback: () => (/* binding */ cmdRollback)
/* harmony export */ });
/* harmony import */ var _core_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _core_decide_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8942);
/* harmony import */ var _core_rollback_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97922);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48584);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4671);
/* harmony import */ var _checkpoints_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19600);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(93265);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3647);
/**
 * `ci-state checkpoint` and `ci-state rollback`: checkpoints of the state, its files and external
 * state. A rollback first takes a `before_rollback` checkpoint of what it is about to overwrite
 * (the state, the files under the globs it writes, the target's external captures taken again),
 * so that `rollback --to <that checkpoint>` undoes it.
 */









async function cmdCheckpoint(printer, o) {
    const sess = (0,_session_js__WEBPACK_IMPORTED_MODULE_7__.openSession)(printer);
    const reason = _core_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .CheckpointReason */ .H.safeParse(o.reason ?? 'user_request');
    if (!reason.success)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `--reason "${o.reason}" is not a checkpoint reason: expected ${_core_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .CheckpointReason */ .H.options.join(', ')}`);
    if ((o.capture === undefined) !== (o.restore === undefined))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', '--capture and --restore go together: give both commands');
    let snap;
    if (o.files?.length) {
        // No run, no checkpoint: said before any file is read.
        const { state } = await (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .requireState */ .JS)(sess);
        const ship = await (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.packShipFor)(sess.dir, state, printer);
        snap = await (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.snapshotGlobs)(sess.dir, process.cwd(), o.files, {
            ...(o.gitChanged ? { gitChangedOnly: true } : {}),
            ...(o.allowSecrets ? { allowSecrets: o.allowSecrets } : {}),
            ...(ship ? { ship } : {}),
        });
        if (snap.files === 0)
            snap = noFilesMatched(printer, o, snap);
    }
    const captures = o.capture
        ? [
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .captureExternal */ .q$)({ name: o.name, capture: o.capture, restore: o.restore }, (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.blobStoreOf)(sess.dir)),
        ]
        : [];
    let id = '';
    let pruned = [];
    const after = await (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .mutate */ .Tk)(sess, (s) => {
        const r = (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .createCheckpoint */ .vq)(s, {
            id: (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .newId */ .Si)('cp', (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)()),
            reason: reason.data,
            phase: o.phase,
            now: (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)(),
            ...(snap ? { globs: o.files, location: snap.location, skipped: (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.skippedOf)(snap) } : {}),
            ...(captures.length ? { captures } : {}),
        });
        id = r.checkpoint.id;
        pruned = r.pruned;
        return r.state;
    });
    if (o.json)
        printer.json({ id, files: snap ?? null, captures, pruned });
    else {
        printer.out(`Checkpoint ${id} recorded.`);
        if (snap)
            for (const l of (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.describeSnapshot)(snap))
                printer.out(`  ${l}`);
        for (const c of captures)
            printer.out(`  captured ${c.name}: ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .L)(c.size, 'byte')}`);
        if (pruned.length)
            printer.out(`  ${(0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.describePruned)(pruned, after)}`);
    }
}
/**
 * `--files` that took no file: refused, with the globs and what was left out, so that a typo is not
 * recorded as an empty checkpoint. With `--git-changed`, nothing changed is news, not an error: a
 * warning, and the checkpoint holds the state (and any capture) without files.
 */
function noFilesMatched(printer, o, snap) {
    const globs = (o.files ?? []).join(' ');
    if (o.gitChanged) {
        printer.warn(`--files ${globs}: git reports no change under them, so the checkpoint has no files`);
        return undefined;
    }
    const left = [...snap.refused, ...snap.excluded];
    const first = left[0];
    const why = first
        ? `: ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .L)(left.length, 'match was', 'matches were')} left out (${first.path}: ${first.why}${left.length > 1 ? '; …' : ''})`
        : '';
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint --files ${globs} matches no file${why}; no checkpoint recorded`);
}
async function cmdRollback(printer, o) {
    const s = (0,_session_js__WEBPACK_IMPORTED_MODULE_7__.openSession)(printer);
    const { state } = await (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .requireState */ .JS)(s);
    // Checks the target and the loop guard before anything on disk changes.
    const planned = (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .rollbackTo */ .S8)(state, o.to, {
        now: (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)(),
        id: (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .newId */ .Si)('rb', (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)()),
        reason: o.reason,
    });
    const target = state.checkpoints.find((c) => c.id === planned.event.checkpointId);
    const withFiles = !!(0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .manifestShaOf */ .D6)(target.location);
    const undoGlobs = (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.rollbackGlobsOf)(state, target);
    if (o.dryRun) {
        const files = withFiles
            ? await (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.rollbackCheckpointFiles)(s.dir, process.cwd(), state, target, true)
            : undefined;
        printDryRun(printer, o, target, planned.event, files, undoGlobs);
        if (!o.json)
            for (const w of (0,_core_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .effectsNotUndone */ .dc)(state, planned.event.rolledBack))
                printer.warn(w);
        return;
    }
    const undo = await takeBeforeRollback(s, state, target, undoGlobs);
    const files = withFiles
        ? await (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.rollbackCheckpointFiles)(s.dir, process.cwd(), undo.state, target, false)
        : undefined;
    const where = `${planned.event.checkpointId}${planned.event.toPhase ? ` (after ${planned.event.toPhase})` : ''}`;
    const phases = planned.event.rolledBack.length
        ? planned.event.rolledBack.join(', ')
        : 'no phases';
    const undoHint = `the state and files as they were before are in checkpoint ${undo.id} (ci-state rollback --to ${undo.id})`;
    if (files?.problems.length)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('rollback_files', `rollback to ${where} could not restore every file (${files.problems.slice(0, 3).join('; ')}); the state was not rolled back; ${undoHint}`, { exitCode: 1 });
    for (const c of target.captures) {
        try {
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .restoreExternal */ .wU)(c, (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.blobStoreOf)(s.dir));
        }
        catch (e) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('rollback_external', `rollback to ${where}: restoring ${c.name} failed (${e.message}); the state was not rolled back; ${undoHint}`, { exitCode: 1 });
        }
    }
    let event;
    await (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .mutate */ .Tk)(s, (st) => {
        const r = (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .rollbackTo */ .S8)(st, target.id, { now: (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)(), id: planned.event.id, reason: o.reason });
        event = r.event;
        return r.state;
    });
    if (o.json)
        printer.json({
            event,
            files: files?.diff ?? null,
            undoCheckpoint: undo.id,
            pruned: undo.pruned,
        });
    else if (event) {
        printer.out(`Rolled back to ${where}: ${phases} marked rolled_back.`);
        printer.out(`  before_rollback checkpoint ${undo.id} holds what was overwritten: undo with ci-state rollback --to ${undo.id}`);
        if (undo.pruned.length)
            printer.out(`  ${(0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.describePruned)(undo.pruned, undo.state)}`);
        if (files) {
            const d = files.diff;
            printer.out(`  files: ${d.modified.length} restored, ${d.deleted.length} re-created, ${d.added.length} removed`);
        }
        for (const c of target.captures)
            printer.out(`  ${c.name}: restored`);
    }
    if (event && !o.json)
        for (const w of (0,_core_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .effectsNotUndone */ .dc)(state, event.rolledBack))
            printer.warn(w);
}
function printDryRun(printer, o, target, event, files, undoGlobs) {
    const where = `${event.checkpointId}${event.toPhase ? ` (after ${event.toPhase})` : ''}`;
    const phases = event.rolledBack.length ? event.rolledBack.join(', ') : 'no phases';
    const beforeRollback = {
        reason: 'before_rollback',
        globs: undoGlobs,
        captures: target.captures.map((c) => c.name),
    };
    if (o.json) {
        printer.json({
            dryRun: true,
            event,
            files: files?.diff ?? null,
            captures: target.captures.map((c) => c.name),
            beforeRollback,
        });
        return;
    }
    printer.out(`Would roll back to ${where}: ${phases} would be marked rolled_back.`);
    printer.out(`  would first take a before_rollback checkpoint of the state${undoGlobs.length ? ` and of the files under ${undoGlobs.join(' ')}` : ''}${target.captures.length ? `, capturing ${target.captures.map((c) => c.name).join(', ')} again` : ''} (a rollback to it undoes this one)`);
    if (files) {
        const d = files.diff;
        for (const p of d.modified)
            printer.out(`  restore  ${p}`);
        for (const p of d.deleted)
            printer.out(`  create   ${p}`);
        for (const p of d.added)
            printer.out(`  remove   ${p}`);
        if (!d.modified.length && !d.deleted.length && !d.added.length)
            printer.out('  files: no change');
    }
    for (const c of target.captures)
        printer.out(`  run the restore command of ${c.name}`);
}
/**
 * The before_rollback checkpoint: the state as it is, the files under `globs` and the target's
 * external captures taken again. Recorded before anything is overwritten; a snapshot of the files
 * that fails refuses the rollback (nothing changed), a capture that fails is a warning.
 */
async function takeBeforeRollback(s, state, target, globs) {
    let snap;
    if (globs.length) {
        try {
            const ship = await (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.packShipFor)(s.dir, state, s.printer);
            snap = await (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.snapshotGlobs)(s.dir, process.cwd(), globs, ship ? { ship } : {});
        }
        catch (e) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('rollback_checkpoint', `rollback to ${target.id} refused: the before_rollback checkpoint of ${globs.join(' ')} could not be taken (${e.message.split('\n')[0]}); nothing was changed`, { exitCode: 1 });
        }
    }
    const captures = [];
    for (const c of target.captures) {
        try {
            captures.push(await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .captureExternal */ .q$)({ name: c.name, capture: c.capture, restore: c.restore }, (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.blobStoreOf)(s.dir)));
        }
        catch (e) {
            s.printer.warn(`${c.name} was not captured before the rollback, so a rollback to the before_rollback checkpoint cannot put it back: ${e.message.split('\n')[0]}`);
        }
    }
    const id = (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .newId */ .Si)('cp', (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)());
    let pruned = [];
    const st = await (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .mutate */ .Tk)(s, (x) => {
        const r = (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .createCheckpoint */ .vq)(x, {
            id,
            reason: 'before_rollback',
            now: (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)(),
            keep: [target.id],
            ...(snap ? { globs, location: snap.location, skipped: (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.skippedOf)(snap) } : {}),
            ...(captures.length ? { captures } : {}),
        });
        pruned = r.pruned;
        return r.state;
    });
    if (snap)
        s.printer.note(`before_rollback checkpoint ${id}: ${(0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.describeSnapshot)(snap).join('; ')}`);
    return { id, state: st, pruned };
}


/***/ }),

/***/ 3647:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ currentKey),
/* harmony export */   JS: () => (/* binding */ requireState),
/* harmony export */   Tk: () => (/* binding */ mutate),
/* harmony export */   openSession: () => (/* binding */ openSession),
/* harmony export */   tB: () => (/* binding */ now),
/* harmony export */   yo: () => (/* binding */ update)
/* harmony export */ });
/* unused harmony export NO_RUN */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21634);
/* harmony import */ var _store_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78318);
/**
 * The CLI's view of the local store: which state is current, and read-modify-write of it under the
 * store's lock. Every command goes through here so that "no run started" and friends read the same.
 * The `current` pointer is read once per process; a write reads the state only under the lock.
 */



const now = () => new Date().toISOString();
function openSession(printer, env = process.env) {
    const dir = _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__/* .LocalStore */ .Vs.resolveDir(env, process.cwd());
    // Read here so that a bad CI_STATE_LOCK_TIMEOUT is a one-line error for every command.
    const store = new _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__/* .LocalStore */ .Vs({
        dir,
        lockTimeoutMs: (0,_store_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .lockTimeoutFromEnv */ .wb)(env),
        onWarning: (m) => printer.warn(m),
    });
    return { store, dir, printer };
}
/** The key of the current state. Read once: one command does not move the pointer under itself. */
function currentKey(session) {
    session.current ??= session.store.getCurrent().then((key) => key ?? undefined);
    return session.current;
}
const NO_RUN = 'no run started in this store: start one with `ci-state init --workflow NAME`';
function noRun() {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('no_run', NO_RUN, { exitCode: 1 });
}
/** The current state, or a one-line error telling how to start one. */
async function requireState(session) {
    const key = await currentKey(session);
    const state = key ? await session.store.read(key) : undefined;
    if (!key || !state)
        throw noRun();
    return { key, state };
}
/**
 * Applies a transition to the current state atomically; the function sees the freshest state (read
 * under the lock, so nothing is read before it). Returning undefined leaves the state unchanged.
 */
async function update(session, fn) {
    const key = await currentKey(session);
    if (!key)
        throw noRun();
    const next = await session.store.update(key, (current) => {
        if (!current)
            throw noRun();
        return fn(current);
    });
    if (!next)
        throw noRun();
    return next;
}
/** Applies a transition to the current state atomically; the function sees the freshest state. */
function mutate(session, fn) {
    return update(session, fn);
}


/***/ }),

/***/ 13930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OD: () => (/* binding */ scopeKey),
/* harmony export */   Si: () => (/* binding */ newId),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   eG: () => (/* binding */ laterOf),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   lO: () => (/* binding */ compareIso),
/* harmony export */   ol: () => (/* binding */ digestOf),
/* harmony export */   tK: () => (/* binding */ toIso),
/* harmony export */   z4: () => (/* binding */ msBetween)
/* harmony export */ });
/* unused harmony export walkCanonical */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82437);
/**
 * Canonical JSON, digests, scope keys and ids. Canonical JSON has sorted object keys and no
 * whitespace, so equal data always gives the same text and the same sha256 whatever the key order.
 */





/**
 * JSON text with object keys sorted (by UTF-16 code units), arrays in order. Follows JSON.stringify
 * for everything else: `toJSON` is honoured, undefined/functions/symbols in objects are dropped (and
 * become null in arrays), non-finite numbers become null. Cycles and bigints are refused.
 *
 * The engine's own serializer does the work, each object handed to it as a copy with its keys
 * sorted: about twice as fast as a walk in JavaScript on a large manifest (docs/performance.md,
 * "Numbers behind choices in the code"). An object with a key that looks like an array index
 * cannot be copied in sorted order (the engine lists such keys first, in numeric order), nor can
 * a key "__proto__", and cycles and bigints must be refused with our own error: those go through
 * `walkCanonical`, which gives the same text.
 */
function canonicalJson(value) {
    try {
        const text = JSON.stringify(value, withSortedKeys);
        if (text !== undefined)
            return text;
    }
    catch {
        // an index-like key, a cycle, a bigint: the walk says what is wrong, if anything
    }
    return walkCanonical(value);
}
const INDEX_LIKE = /^(?:0|[1-9][0-9]*)$/;
const UNSORTABLE = new Error('a key the engine does not keep in order');
function withSortedKeys(_key, v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return v;
    const record = v;
    const sorted = {};
    for (const key of Object.keys(record).sort()) {
        // "__proto__" (JSON.parse makes such keys) would set the copy's prototype, not a key.
        if (key === '__proto__' || INDEX_LIKE.test(key))
            throw UNSORTABLE;
        sorted[key] = record[key];
    }
    return sorted;
}
/** `canonicalJson` by a walk in JavaScript: the reference, and the way for what the fast one refuses. */
function walkCanonical(value) {
    const seen = new Set();
    const walk = (v, inArray) => {
        if (v !== null &&
            typeof v === 'object' &&
            typeof v.toJSON === 'function') {
            v = v.toJSON();
        }
        if (v === null)
            return 'null';
        switch (typeof v) {
            case 'string':
                return JSON.stringify(v);
            case 'number':
                return Number.isFinite(v) ? JSON.stringify(v) : 'null';
            case 'boolean':
                return v ? 'true' : 'false';
            case 'bigint':
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: a bigint is not JSON data');
            case 'undefined':
            case 'function':
            case 'symbol':
                return inArray ? 'null' : undefined;
            default:
                break;
        }
        const obj = v;
        if (seen.has(obj)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: the value has a cycle');
        }
        seen.add(obj);
        let out;
        if (Array.isArray(obj)) {
            out = `[${obj.map((item) => walk(item, true)).join(',')}]`;
        }
        else {
            const record = obj;
            const parts = [];
            for (const key of Object.keys(record).sort()) {
                const text = walk(record[key], false);
                if (text !== undefined)
                    parts.push(`${JSON.stringify(key)}:${text}`);
            }
            out = `{${parts.join(',')}}`;
        }
        seen.delete(obj);
        return out;
    };
    return walk(value, false) ?? 'null';
}
/** Lowercase hex sha256 of a string (UTF-8) or bytes. */
function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** sha256 of the canonical JSON of a value. */
function digestOf(value) {
    return sha256Hex(canonicalJson(value));
}
/**
 * The key of a scope in store file names and cache keys: the first 32 hex characters of the sha256
 * of its canonical JSON. The scope is normalised first (a missing matrix is the same as "").
 */
function scopeKey(scope) {
    // The scope field of the generated RunState validator parses it as Scope does, without building
    // the schemas; what it refuses, zod checks again to say why.
    const out = {};
    if (_state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__/* .RunStateFields */ .GR['scope']?.({ scope }, out))
        return digestOf(out.scope).slice(0, 32);
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .Scope */ .HG.safeParse(scope);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `scope is not valid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).join('; ')}`);
    }
    return digestOf(parsed.data).slice(0, 32);
}
/**
 * A new id: `<prefix>-<yyyymmddThhmmssZ>-<8 hex>`. Sortable by time; the random part comes from
 * `randomHex` when given (tests, replays) or from node:crypto.
 */
function newId(prefix, now, randomHex) {
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(prefix)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id prefix ${JSON.stringify(prefix)} is not valid: expected 1-32 lowercase letters, digits or "-", starting with a letter`);
    }
    const iso = toIso(now, 'id time');
    const stamp = iso.replace(/[-:]/g, '').replace(/\.\d+/, '');
    const random = (randomHex ?? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)().replace(/-/g, '')).toLowerCase();
    if (!/^[0-9a-f]{8,}$/.test(random)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id randomness ${JSON.stringify(random.slice(0, 40))} is not valid: expected at least 8 hex digits`);
    }
    return `${prefix}-${stamp}-${random.slice(0, 8)}`;
}
/**
 * A time given to the core (the core has no clock): a Date or an ISO 8601 string with a time zone.
 * Returns the normalised UTC form (`2024-05-01T12:00:00.000Z`).
 */
function toIso(now, what = 'now') {
    let date;
    if (now instanceof Date)
        date = now;
    else if (typeof now === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(now)) {
        date = new Date(now);
    }
    else {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time with a time zone, e.g. 2024-05-01T12:00:00Z`);
    }
    const ms = date.getTime();
    if (!Number.isFinite(ms) || ms < 0 || ms > 253402300799999) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time between years 1970 and 9999`);
    }
    return date.toISOString();
}
/** Milliseconds from `a` to `b` (ISO strings); 0 when either is missing or b is before a. */
function msBetween(a, b) {
    if (a === undefined || b === undefined)
        return 0;
    const d = Date.parse(b) - Date.parse(a);
    return Number.isFinite(d) && d > 0 ? d : 0;
}
/** The later of two ISO times (the first when they are equal or the second is missing). */
function laterOf(a, b) {
    if (b === undefined)
        return a;
    return Date.parse(b) > Date.parse(a) ? b : a;
}
/** Compares ISO times: negative when a is before b. */
function compareIso(a, b) {
    return Date.parse(a) - Date.parse(b);
}


/***/ }),

/***/ 8942:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dc: () => (/* binding */ effectsNotUndone),
/* harmony export */   ir: () => (/* binding */ runsAlways),
/* harmony export */   kF: () => (/* binding */ outputsNotRestored),
/* harmony export */   sP: () => (/* binding */ checkDeclaredPhase),
/* harmony export */   yo: () => (/* binding */ decidePhase)
/* harmony export */ });
/* unused harmony exports blockedReason, attemptOutputs */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88952);
/* harmony import */ var _side_effects_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40710);
/* harmony import */ var _rollback_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97922);
/**
 * What `ci-state run PHASE` (and `phase start`) does with a phase, decided from the state alone:
 * refuse it, fail it at once (blocked), skip it or run it. The CLI carries the decision out and
 * adds what needs the file system: restoring a kept phase's outputs, and cross-run reuse (which
 * hashes input files). The rules are `decidePhase`'s; see also README, "The rules of a resumed
 * attempt".
 */





function recordOf(state, phase) {
    return Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
}
/** Whether `phase` runs on every attempt: declared so, recorded so, or `--always` (`flag`). */
function runsAlways(state, phase, flag) {
    return Boolean(flag ||
        recordOf(state, phase)?.always ||
        state.declared.some((d) => d.id === phase && d.always));
}
/** Rule 1 of `decidePhase`: throws the one-line refusal for a phase that is not declared. */
function checkDeclaredPhase(state, phase) {
    if (state.declared.length === 0 || state.allowUndeclared)
        return;
    if (state.declared.some((d) => d.id === phase))
        return;
    const ids = state.declared.map((d) => d.id);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('undeclared_phase', `phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(phase)} is not declared: expected ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .listWords */ .yh)(ids.slice(0, 50))}${ids.length > 50 ? ', …' : ''} (allow other phases with init --allow-undeclared or the input allow-undeclared-phases)`);
}
function requiresOf(state, phase) {
    const decl = state.declared.find((d) => d.id === phase);
    return [...new Set([...(decl?.requires ?? []), ...(recordOf(state, phase)?.requires ?? [])])];
}
/** Every phase required by `start`, directly or through others. */
function allRequirements(state, start) {
    const seen = new Set();
    const stack = [...start];
    while (stack.length > 0) {
        const r = stack.pop();
        if (seen.has(r))
            continue;
        seen.add(r);
        stack.push(...requiresOf(state, r));
    }
    return seen;
}
/**
 * Rule 2 of `decidePhase`, for a phase that would run: why it cannot, if it requires (directly or
 * through others) a kept side effect whose outputs are lost for good.
 */
function blockedReason(state, phase, extraRequires = []) {
    const planned = state.resume?.blocked?.[phase];
    if (planned !== undefined)
        return planned;
    const lost = state.resume?.lost ?? [];
    if (lost.length === 0)
        return undefined;
    const reqs = allRequirements(state, [...requiresOf(state, phase), ...extraRequires]);
    reqs.delete(phase);
    const need = lost.find((r) => reqs.has(r));
    return need === undefined ? undefined : (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.blockedBecause)(need);
}
/**
 * Decides what happens to `phase`: refused (not declared), blocked, skipped (kept by the plan, a
 * side effect already done, or a profile) or run. Throws for rule 1.
 *
 * Rules, in order:
 * 1. With declared phases, a name that is not declared is refused, unless the run allows
 *    undeclared phases (`init --allow-undeclared`, the Action's `allow-undeclared-phases`).
 * 2. A phase the plan blocked (it needs the outputs of a kept side effect that could not be
 *    restored), or that requires such a phase, fails at once without running its command.
 * 3. A phase that runs on every attempt (`always`) runs, unless rule 2 blocks it.
 * 4. A phase the plan skips, whose record is done, is skipped; its outputs are restored first,
 *    except a side effect that happened when this command passes `--rerun-side-effects`: it runs.
 * 5. A side-effect phase whose effect happened (`effectDone`) is not executed again unless allowed
 *    (`--rerun-side-effects` on the command, or the attempt's `rerun-side-effects`): it is skipped
 *    and the reason says so, also after a rollback, which never undoes an external effect.
 * 6. A phase the active profile skips is skipped.
 * 7. Otherwise it runs.
 */
function decidePhase(state, phase, options = {}) {
    checkDeclaredPhase(state, phase);
    const rec = recordOf(state, phase);
    const decl = state.declared.find((d) => d.id === phase);
    const sideEffect = Boolean(rec?.sideEffect || decl?.sideEffect);
    const allowed = options.rerunSideEffect === true || (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.allowsRerun)(state.resume?.rerunSideEffects, phase);
    const planned = state.resume?.blocked?.[phase];
    if (planned !== undefined)
        return { action: 'blocked', reason: planned };
    // Runs on every attempt: never skipped (a side effect is never one, see checkRunOptions).
    if (runsAlways(state, phase, options.always) && !sideEffect) {
        const blocked = blockedReason(state, phase, options.requires);
        return blocked === undefined ? { action: 'run' } : { action: 'blocked', reason: blocked };
    }
    // `run --rerun-side-effects` executes a side effect that happened, also one the plan keeps.
    const rerunNow = options.rerunSideEffect === true && (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.effectDone)(rec, sideEffect);
    if (!rerunNow &&
        state.resume?.skipped.includes(phase) &&
        rec &&
        (rec.status === 'succeeded' || rec.status === 'skipped')) {
        const checkpoint = (0,_rollback_js__WEBPACK_IMPORTED_MODULE_4__/* .fileCheckpointOf */ .em)(state, phase);
        return {
            action: 'skip',
            reason: state.resume.reasons[phase] ?? `completed in attempt ${rec.attempt}`,
            savedMs: rec.status === 'succeeded' ? (rec.durationMs ?? 0) : 0,
            restoreOutputs: true,
            ...(checkpoint ? { checkpoint } : {}),
            keepEffect: (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.effectDone)(rec, sideEffect) && !allowed,
        };
    }
    if (rec && (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.effectDone)(rec, sideEffect) && !allowed) {
        const when = rec.effectAttempt ?? rec.attempt;
        const rolledBack = rec.status === 'rolled_back';
        return {
            action: 'skip',
            reason: `has side effects and succeeded in attempt ${when}${rolledBack ? ' (a rollback does not undo its external effect)' : ''}: not run again (pass --rerun-side-effects to run it)`,
            savedMs: 0,
            restoreOutputs: false,
            keepEffect: true,
        };
    }
    const blocked = blockedReason(state, phase, options.requires);
    if (blocked !== undefined)
        return { action: 'blocked', reason: blocked };
    if (state.profile) {
        const { profile } = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveProfile */ .mC)(state.profile, state.profiles);
        const tags = decl?.tags ?? [];
        if (profile.skip.includes(phase) || tags.some((t) => profile.skipTags.includes(t))) {
            return {
                action: 'skip',
                reason: `profile ${state.profile} skips it`,
                savedMs: 0,
                restoreOutputs: false,
                keepEffect: false,
            };
        }
    }
    return { action: 'run' };
}
/**
 * A kept phase's outputs could not be restored after all. A side effect stays kept and is listed
 * as lost (the phases that require it are then blocked); any other phase leaves the plan's skip
 * list and runs again.
 */
function outputsNotRestored(state, phase, keepEffect, why) {
    const resume = state.resume;
    if (!resume)
        return state;
    if (keepEffect) {
        const lost = [...new Set([...(resume.lost ?? []), phase])];
        const warning = `${phase} has side effects and its outputs could not be restored (${why}): it is not run again, and phases that require it cannot run (pass --rerun-side-effects ${phase} to run it again)`;
        const warnings = [...(resume.warnings ?? []), warning.slice(0, 1024)].slice(-1000);
        return { ...state, resume: { ...resume, lost, warnings } };
    }
    const saved = recordOf(state, phase)?.durationMs ?? 0;
    return {
        ...state,
        resume: {
            ...resume,
            skipped: resume.skipped.filter((p) => p !== phase),
            kept: resume.kept?.filter((p) => p !== phase),
            redo: [...resume.redo, phase],
            savedMs: Math.max(0, resume.savedMs - saved),
            reasons: { ...resume.reasons, [phase]: why },
        },
    };
}
/**
 * The attempt's plan in the terms of the main step's outputs (`resumed`, `resume-from`, `skipped`,
 * `phase-<id>`). Known phases are the declared ones and those an earlier attempt recorded.
 */
function attemptOutputs(state) {
    const order = phaseOrder(state.declared, state.phases);
    const resume = state.resume && state.resume.fromAttempt < state.origin.runAttempt ? state.resume : undefined;
    const skipped = resume
        ? order.filter((id) => resume.skipped.includes(id))
        : order.filter((id) => recordOf(state, id)?.status === 'skipped');
    const blocked = resume?.blocked ?? {};
    const phases = {};
    for (const id of order) {
        phases[id] = skipped.includes(id)
            ? 'skipped'
            : Object.hasOwn(blocked, id)
                ? 'blocked'
                : 'pending';
    }
    const kept = resume
        ? (resume.kept ??
            skipped.filter((id) => !(recordOf(state, id)?.reason ?? '').startsWith('profile ')))
        : [];
    const resumed = kept.length > 0;
    // As the plan's: phases that run on every attempt count only when nothing else runs.
    const always = (id) => runsAlways(state, id);
    const pending = order.filter((id) => phases[id] === 'pending');
    const resumeFrom = resumed ? (pending.find((id) => !always(id)) ?? pending[0] ?? '') : '';
    return { resumed, resumeFrom, skipped, phases };
}
/**
 * What a rollback cannot undo: for each phase it rolls back that is a side effect that happened,
 * a sentence saying so (the rollback restores files, the state and external captures, never a
 * deploy or a publish; such a phase is not executed again without an allowance).
 */
function effectsNotUndone(state, rolledBack) {
    return rolledBack
        .filter((id) => {
        const rec = recordOf(state, id);
        const decl = state.declared.find((d) => d.id === id);
        return (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.effectDone)(rec, Boolean(rec?.sideEffect || decl?.sideEffect));
    })
        .map((id) => `${id} has side effects: its external effect (attempt ${recordOf(state, id)?.effectAttempt ?? recordOf(state, id)?.attempt}) is not undone by the rollback, and it is not executed again without --rerun-side-effects`);
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


/***/ }),

/***/ 20164:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ linkTargetProblem),
/* harmony export */   LF: () => (/* binding */ isExcludedDirName),
/* harmony export */   fY: () => (/* binding */ parentsOf),
/* harmony export */   py: () => (/* binding */ excludedDirPatterns),
/* harmony export */   sK: () => (/* binding */ defaultExclusion),
/* harmony export */   u2: () => (/* binding */ caseKey),
/* harmony export */   z9: () => (/* binding */ pathProblem),
/* harmony export */   zl: () => (/* binding */ PathRules)
/* harmony export */ });
/* unused harmony exports EXCLUDED_DIRS, isForbiddenDir */
/**
 * The rules a snapshot path must follow (`pathProblem`), checked on every manifest before anything
 * is written, whoever wrote it; and the default exclusions.
 */
/** Directories never snapshotted (any path segment, compared case-insensitively). */
const EXCLUDED_DIRS = [
    '.git',
    '.ci-state',
    // Where the job's persistence process stages what it uploads (github/keys.ts), meanwhile.
    '.ci-state-transfer',
    '.ssh',
    '.aws',
    '.gnupg',
    '.azure',
    '.kube',
    '.docker',
];
/** File names never snapshotted unless allowed, as [test, description]. */
const EXCLUDED_FILES = [
    [(n) => n.startsWith('.env'), 'environment file (.env*)'],
    [(n) => /\.(pem|key|p12|pfx|jks|keystore|kdbx)$/.test(n), 'private key or keystore'],
    [(n) => /^id_(rsa|dsa|ecdsa|ed25519)/.test(n), 'SSH private key'],
    [
        (n) => [
            '.npmrc',
            '.netrc',
            '_netrc',
            '.pypirc',
            '.pgpass',
            '.git-credentials',
            '.htpasswd',
            '.dockercfg',
            '.vault-token',
        ].includes(n),
        'credential file',
    ],
    [(n) => n.startsWith('credentials'), 'credential file (credentials*)'],
];
/** Whether a directory named `name` is one of EXCLUDED_DIRS: a walk never goes into it. */
function isExcludedDirName(name) {
    return EXCLUDED_DIRS.includes(name.toLowerCase());
}
/** Ignore patterns for the paths inside EXCLUDED_DIRS, for matching paths that are not walked. */
function excludedDirPatterns() {
    return EXCLUDED_DIRS.flatMap((d) => [`**/${d}/*`, `**/${d}/*/**`]);
}
/** Why a directory named `seg` (and all under it) is excluded by default, or undefined. */
function dirRule(seg) {
    return isExcludedDirName(seg) ? `excluded by default: inside ${seg}/` : undefined;
}
/** Why a file or link named `name` is excluded by default, or undefined. */
function fileRule(name) {
    const lower = name.toLowerCase();
    for (const [test, what] of EXCLUDED_FILES) {
        if (test(lower))
            return `excluded by default: ${what}`;
    }
    return undefined;
}
/** The facts of directory `dir` ('' for the root: none). */
function dirFacts(dir) {
    const d = { rule: undefined, problem: undefined, git: false };
    if (dir === '')
        return d;
    for (const s of dir.split('/')) {
        d.rule ??= dirRule(s);
        d.problem ??= segmentProblem(s);
        d.git ||= isGitSegment(s);
    }
    return d;
}
/** Where `path` is split into its directory (none: '') and name. */
function splitPath(path) {
    const i = path.lastIndexOf('/');
    return i < 0 ? ['', path] : [path.slice(0, i), path.slice(i + 1)];
}
function isGitSegment(s) {
    return s.toLowerCase() === '.git';
}
const MAX_PATH = 4096;
const MAX_SEGMENT_BYTES = 255;
/** What is wrong with `path` as a whole (its length, characters, anchoring), or undefined. */
function wholePathProblem(path) {
    if (path === '')
        return 'the path is empty';
    if (path.length > MAX_PATH)
        return `the path is longer than ${MAX_PATH} characters`;
    if (path.includes('\0'))
        return 'the path contains a NUL byte';
    if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) {
        return 'the path is absolute';
    }
    if (path.includes('\\'))
        return 'the path contains a backslash';
    return undefined;
}
/** What is wrong with one segment of a path, or undefined. */
function segmentProblem(s) {
    if (s === '..')
        return 'the path contains a ".." segment';
    if (s === '' || s === '.')
        return 'the path has an empty or "." segment';
    if (s.length * 3 > MAX_SEGMENT_BYTES && Buffer.byteLength(s, 'utf8') > MAX_SEGMENT_BYTES) {
        return `a path segment is longer than ${MAX_SEGMENT_BYTES} bytes`;
    }
    return undefined;
}
const IN_GIT = 'the path is inside a .git directory';
/** The rules below, for a path split into the facts of its directory and its name. */
function exclusionIn(parent, name, dir) {
    return parent.rule ?? (dir ? dirRule(name) : fileRule(name));
}
function forbiddenIn(parent, name) {
    return parent.git || isGitSegment(name);
}
function problemIn(path, parent, name) {
    const bad = wholePathProblem(path) ?? parent.problem ?? segmentProblem(name);
    if (bad)
        return bad;
    return forbiddenIn(parent, name) ? IN_GIT : undefined;
}
/**
 * Why a path is excluded by default, or undefined. `dir` says whether the path is a directory
 * (file-name rules apply to files and symbolic links only).
 */
function defaultExclusion(path, dir) {
    const [parent, name] = splitPath(path);
    return exclusionIn(dirFacts(parent), name, dir);
}
/** Directories that are excluded even when allowed (their content is never ours to restore). */
function isForbiddenDir(path) {
    const [parent, name] = splitPath(path);
    return forbiddenIn(dirFacts(parent), name);
}
/**
 * Why `path` is not an acceptable manifest path, or undefined when it is. A manifest path is a
 * posix path relative to the snapshot root: not empty, not absolute (no leading `/` or `\`, no
 * drive letter), no `.`, `..` or empty segments, no NUL byte, no backslash (a separator on
 * Windows), at most 4096 characters and 255 bytes per segment, and never inside a `.git`
 * directory (a restored hook would run code).
 */
function pathProblem(path) {
    if (typeof path !== 'string')
        return 'the path is not a string';
    const [parent, name] = splitPath(path);
    return problemIn(path, dirFacts(parent), name);
}
/**
 * `defaultExclusion`, `isForbiddenDir` and `pathProblem` for the many paths of one walk, which
 * share few directories: the facts of each directory are worked out once.
 */
class PathRules {
    dirs = new Map();
    facts(dir) {
        let d = this.dirs.get(dir);
        if (!d)
            this.dirs.set(dir, (d = dirFacts(dir)));
        return d;
    }
    /** `defaultExclusion(path, dir)`. */
    exclusion(path, dir) {
        const [parent, name] = splitPath(path);
        return exclusionIn(this.facts(parent), name, dir);
    }
    /** `isForbiddenDir(path)`. */
    forbidden(path) {
        const [parent, name] = splitPath(path);
        return forbiddenIn(this.facts(parent), name);
    }
    /** `pathProblem(path)`. */
    problem(path) {
        const [parent, name] = splitPath(path);
        return problemIn(path, this.facts(parent), name);
    }
}
/** The key under which two names collide on a case-insensitive, normalising file system. */
function caseKey(path) {
    return path.normalize('NFC').toLowerCase();
}
/** `a/b/c` -> [`a`, `a/b`]. */
function parentsOf(path) {
    const segs = path.split('/');
    const out = [];
    for (let i = 1; i < segs.length; i++)
        out.push(segs.slice(0, i).join('/'));
    return out;
}
/** Why a symbolic link at `path` with `target` is refused, or undefined (target stays inside). */
function linkTargetProblem(path, target) {
    if (target === '')
        return 'the link target is empty';
    if (target.includes('\0'))
        return 'the link target contains a NUL byte';
    if (target.length > MAX_PATH)
        return `the link target is longer than ${MAX_PATH} characters`;
    if (target.startsWith('/') || target.startsWith('\\') || /^[A-Za-z]:/.test(target)) {
        return `the link points to an absolute path (${target})`;
    }
    if (target.includes('\\'))
        return 'the link target contains a backslash';
    // Resolve lexically from the link's directory; it must stay inside the root.
    const stack = path.split('/').slice(0, -1);
    for (const s of target.split('/')) {
        if (s === '' || s === '.')
            continue;
        if (s === '..') {
            if (stack.length === 0)
                return `the link points outside the root (${target})`;
            stack.pop();
        }
        else
            stack.push(s);
    }
    if (isForbiddenDir(stack.join('/')))
        return 'the link points into a .git directory';
    return undefined;
}


/***/ }),

/***/ 61349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_INTERVAL_MS: () => (/* binding */ DEFAULT_INTERVAL_MS),
/* harmony export */   DEFAULT_MIN_BYTES: () => (/* binding */ DEFAULT_MIN_BYTES),
/* harmony export */   bytesUnder: () => (/* binding */ bytesUnder),
/* harmony export */   formatAmount: () => (/* binding */ formatAmount),
/* harmony export */   formatDone: () => (/* binding */ formatDone),
/* harmony export */   formatProgress: () => (/* binding */ formatProgress),
/* harmony export */   formatSize: () => (/* binding */ formatSize),
/* harmony export */   formatSummary: () => (/* binding */ formatSummary),
/* harmony export */   fromToolkitLines: () => (/* binding */ fromToolkitLines),
/* harmony export */   mb: () => (/* binding */ mb),
/* harmony export */   progressMinBytes: () => (/* binding */ progressMinBytes),
/* harmony export */   seconds: () => (/* binding */ seconds),
/* harmony export */   sizeAndTime: () => (/* binding */ sizeAndTime),
/* harmony export */   startProgress: () => (/* binding */ startProgress),
/* harmony export */   stopwatch: () => (/* binding */ stopwatch)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * Progress of one long transfer (a checkpoint pack, a bundle) to or from the Actions cache or
 * artifacts, as lines for a log:
 *
 *     checkpoint pack upload: 120.0 of 312.4 MB (38%), 22.0 MB/s
 *     checkpoint pack upload: 312.4 MB in 14.2 s (22.0 MB/s)
 *
 * A progress line at most every `intervalMs` (5 s; CI_STATE_PROGRESS_INTERVAL_MS, where 0 means
 * at every update), the first one only once the transfer has run that long, so short transfers
 * print none; a final line with the size and the duration when the transfer moved at least
 * `minBytes` (8 MiB; CI_STATE_PROGRESS_MIN_BYTES) or already printed progress. MB are 2^20 bytes,
 * as the toolkit counts them. The rate is the average since the start.
 *
 * A step that moves several things (the packs of a restore, the history artifacts) also says
 * what moved in one line, whatever its size: `formatSummary` ("fetched 1 checkpoint pack
 * (300.0 MB) in 9.8 s"), timed by a `stopwatch`.
 *
 * The byte counts come from the clients where they give them (the Azure SDK's `onProgress`, the
 * toolkit's own "Sent …"/"Uploaded bytes …" lines), else from a `poll` (the size of what a
 * download wrote so far). Lines are written in the async context the reporter was started in, so
 * that a capture of the toolkit's output around the transfer (captureToolkitLog) does not take
 * them.
 */



const DEFAULT_INTERVAL_MS = 5_000;
const DEFAULT_MIN_BYTES = 8 * 2 ** 20;
/** How often a `poll` runs when lines go out at every update (interval 0). */
const EAGER_POLL_MS = 100;
/** A timer may fire a little before its interval has passed by the clock used here. */
const SLACK_MS = 50;
const noop = {
    update: () => undefined,
    add: () => undefined,
    total: () => undefined,
    done: () => undefined,
    fail: () => undefined,
    end: () => undefined,
    tick: () => Promise.resolve(),
};
function envNumber(name, fallback) {
    const raw = process.env[name]?.trim();
    if (!raw)
        return fallback;
    const n = Number(raw);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
}
function mb(bytes) {
    return (bytes / 2 ** 20).toFixed(1);
}
function rate(bytes, ms) {
    return mb((bytes * 1000) / Math.max(ms, 1));
}
/** Milliseconds as seconds with one decimal: "9.8 s". */
function seconds(ms) {
    return `${(Math.max(ms, 0) / 1000).toFixed(1)} s`;
}
/** What a progress line says of the amount: "X of Y MB (Z%)", or "X MB" when Y is not known. */
function formatAmount(bytes, total) {
    if (total === undefined)
        return `${mb(bytes)} MB`;
    const of = Math.max(total, bytes);
    const pct = of === 0 ? 100 : Math.floor((100 * bytes) / of);
    return `${mb(bytes)} of ${mb(of)} MB (${pct}%)`;
}
/** A progress line, `elapsedMs` after the start: "X of Y MB (Z%), N MB/s" or "X MB, N MB/s". */
function formatProgress(bytes, total, elapsedMs) {
    return `${formatAmount(bytes, total)}, ${rate(bytes, elapsedMs)} MB/s`;
}
/** The final line of one transfer: "X MB in T s (N MB/s)". */
function formatDone(bytes, ms) {
    return `${mb(bytes)} MB in ${seconds(ms)} (${rate(bytes, ms)} MB/s)`;
}
/** A size for a summary: "300.0 MB", "2.4 KB" under 1 MB, "12 B" under 1 KB. */
function formatSize(bytes) {
    if (bytes < 2 ** 10)
        return `${bytes} B`;
    return bytes >= 2 ** 20 ? `${mb(bytes)} MB` : `${(bytes / 2 ** 10).toFixed(1)} KB`;
}
/**
 * A line that sums up a transfer or several (`what` says what moved), whatever its size:
 * "fetched 1 checkpoint pack (300.0 MB) in 9.8 s".
 */
function formatSummary(what, bytes, ms) {
    return `${what} ${sizeAndTime(bytes, ms)}`;
}
/** "(300.0 MB) in 9.8 s". */
function sizeAndTime(bytes, ms) {
    return `(${formatSize(bytes)}) in ${seconds(ms)}`;
}
/** A stopwatch: the milliseconds since it was started, by `now` (`performance.now` by default). */
function stopwatch(now = () => performance.now()) {
    const start = now();
    return () => now() - start;
}
/** The size from which a transfer is worth lines of its own (CI_STATE_PROGRESS_MIN_BYTES). */
function progressMinBytes() {
    return envNumber('CI_STATE_PROGRESS_MIN_BYTES', DEFAULT_MIN_BYTES);
}
/** A reporter for one transfer; one that does nothing without a sink. */
function startProgress(o) {
    const sink = o.sink;
    if (!sink)
        return noop;
    const interval = o.intervalMs ?? envNumber('CI_STATE_PROGRESS_INTERVAL_MS', DEFAULT_INTERVAL_MS);
    const minBytes = o.minBytes ?? progressMinBytes();
    const now = o.now ?? (() => performance.now());
    const inOrigin = node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage.snapshot();
    const emit = (line) => {
        try {
            inOrigin(() => sink(`${o.label}: ${line}`));
        }
        catch {
            // a broken sink never breaks the transfer
        }
    };
    const start = now();
    let total = o.total;
    let bytes = 0;
    /** Whether any count came in (a transfer that reports nothing prints no "0.0 MB" lines). */
    let counted = false;
    let lastLine = start;
    let lastShown;
    let printed = false;
    let closed = false;
    const maybePrint = (force = false) => {
        if (closed || !counted)
            return;
        const t = now();
        if (!force && t - lastLine + SLACK_MS < interval)
            return;
        const shown = formatAmount(bytes, total);
        if (shown === lastShown)
            return; // nothing new since the last line
        lastShown = shown;
        lastLine = t;
        printed = true;
        emit(formatProgress(bytes, total, t - start));
    };
    const update = (n) => {
        if (closed || !Number.isFinite(n))
            return;
        counted = true;
        if (n > bytes)
            bytes = n;
        if (interval === 0)
            maybePrint(true);
        else
            maybePrint();
    };
    let polling = false;
    const tick = async () => {
        if (closed)
            return;
        if (o.poll && !polling) {
            polling = true;
            try {
                const n = await o.poll();
                if (n !== undefined) {
                    counted = true;
                    if (n > bytes)
                        bytes = n;
                }
            }
            catch {
                // a failed poll is a tick without news
            }
            finally {
                polling = false;
            }
        }
        maybePrint(interval === 0);
    };
    let timer;
    if (o.timer !== false && (interval > 0 || o.poll)) {
        timer = setInterval(() => void tick(), interval > 0 ? interval : EAGER_POLL_MS);
        timer.unref();
    }
    const close = () => {
        closed = true;
        if (timer)
            clearInterval(timer);
    };
    return {
        update,
        add: (delta) => update(bytes + delta),
        total(n) {
            if (n !== undefined && Number.isFinite(n) && n >= 0)
                total = n;
        },
        done(final) {
            if (closed)
                return;
            if (final !== undefined && Number.isFinite(final)) {
                counted = true;
                bytes = final;
                // Done is all of it (a size announced in advance may have been the zip's, say).
                if (total !== undefined)
                    total = final;
            }
            // At every update, the last progress line is the complete one.
            if (interval === 0 && total !== undefined)
                maybePrint(true);
            close();
            if (bytes < minBytes && !printed)
                return;
            emit(formatDone(bytes, now() - start));
        },
        fail() {
            if (closed)
                return;
            close();
            if (!printed)
                return;
            emit(`stopped after ${mb(bytes)} MB in ${seconds(now() - start)}`);
        },
        end() {
            if (closed)
                return;
            if (interval === 0 && total !== undefined)
                maybePrint(true);
            close();
        },
        tick,
    };
}
/** The bytes of the files under `dir` (a download's destination), for a `poll`. */
async function bytesUnder(dir) {
    let sum = 0;
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { recursive: true, withFileTypes: true });
    await Promise.all(entries
        .filter((e) => e.isFile())
        .map(async (e) => {
        sum += await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(e.parentPath, e.name)).then((s) => s.size, () => 0);
    }));
    return sum;
}
/**
 * Feeds `p` from the toolkit's own progress lines (a `passThrough` of captureToolkitLog):
 * `@actions/cache`'s "Sent N of M (…%)" (its Azure SDK upload) and "Received N of M (…%)" (its
 * Azure SDK download), its "Cache Size: ~N MB (B B)" once an archive is down, and
 * `@actions/artifact`'s "Uploaded bytes N".
 */
function fromToolkitLines(p) {
    return (line) => {
        let m = /^(?:Sent|Received) (\d+) of (\d+) \(/.exec(line);
        if (m) {
            p.total(Number(m[2]));
            p.update(Number(m[1]));
            return;
        }
        m = /^Cache Size: ~\d+ MB \((\d+) B\)/.exec(line);
        if (m) {
            p.total(Number(m[1]));
            p.update(Number(m[1]));
            return;
        }
        m = /^Uploaded bytes (\d+)$/.exec(line);
        if (m)
            p.update(Number(m[1]));
    };
}


/***/ })

};
