export const id = 9600;
export const ids = [9600,1349];
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
    const { sessionFromEnv } = await __webpack_require__.e(/* import() */ 437).then(__webpack_require__.bind(__webpack_require__, 50437));
    const { storageWiring } = await __webpack_require__.e(/* import() */ 4099).then(__webpack_require__.bind(__webpack_require__, 54099));
    // Its progress lines on stderr, as the command's other notes.
    return sessionFromEnv(process.env, {
        wiring: storageWiring,
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
            // A pack sent to the cache as it is written needs no digest of the whole file (S3 does).
            ...(ship ? { tee: ship.tee, fileDigest: false } : {}),
            ...(ship?.expect ? { toRead: ship.expect } : {}),
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
 * The byte counts come from the clients where they give them (the bytes our blob requests hand to
 * the connection, the Azure SDK's `onProgress`, the toolkit's own "Sent …"/"Uploaded bytes …"
 * lines), else from a `poll` (the size of what a download wrote so far). Lines are written in the
 * async context the reporter was started in, so that a capture of the toolkit's output around the
 * transfer (captureToolkitLog) does not take them.
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
