export const id = 2045;
export const ids = [2045,9600,1349];
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
