export const id = 4098;
export const ids = [4098];
export const modules = {

/***/ 92331:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ packContents),
/* harmony export */   saveStateAndContent: () => (/* binding */ saveStateAndContent)
/* harmony export */ });
/* unused harmony export shippableAsIs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57975);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93265);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4671);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61349);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53704);
/**
 * Shipping checkpoint content with the state, whatever the storage: the blobs the state's file
 * checkpoints refer to and no pack the storage holds has go as one pack while (or before, as the
 * storage orders it) the state listing it is saved (`saveStateAndContent`). A later attempt
 * fetches them (pack-fetch.ts). A pack that cannot be shipped or fetched only means those phases
 * run again. See docs/checkpoints.md, "Where packs go".
 */







/**
 * The blobs pack `sha` holds, as recorded next to the blob store when it was shipped or fetched
 * (`checkpoints/packs/<sha>.bin`, see snapshot/records.ts); none if unknown.
 */
async function packContents(store, sha) {
    return (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readBlobList */ .sy)(store, 'packs', sha)) ?? [];
}
/** A pack of a side effect's content, on a storage that evicts, needs a copy that does not. */
function mustOutliveEviction(storage, sideEffect) {
    return storage.evicts && sideEffect;
}
/** The checkpoints of side-effect phases that succeeded: what an eviction must not take. */
function sideEffectCheckpoints(state) {
    const ids = new Set(Object.values(state.phases)
        .filter((r) => r.sideEffect && r.effectAttempt !== undefined && r.checkpointId)
        .map((r) => r.checkpointId));
    return state.checkpoints.filter((c) => ids.has(c.id));
}
/**
 * The blobs the state's checkpoints need and no pack the storage holds has, in the staged file:
 * a pack of the store that holds them all and little else (`shippableAsIs`; the checkpoint's own
 * pack after a phase end), linked (or copied across file systems), else a pack written of the
 * pending blobs. No pack when nothing is pending.
 */
async function preparePack(storeDir, state, ctx, storage, file) {
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .BlobStore */ .lb.forStore(storeDir);
    // Every blob the checkpoints need (a manifest not here cannot be shipped from here).
    const carried = state.carried?.checkpoints ?? [];
    const need = (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .referencedBlobs */ .sW)(store, [...state.checkpoints, ...carried])).blobs;
    if (need.size === 0)
        return { early: [] };
    // What cannot be recreated stays out of an eviction's reach: the content of a side effect's
    // checkpoint counts as shipped only where a durable copy holds it.
    const effects = storage.evicts || storage.packOrder === 'side-effects-before'
        ? (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .referencedBlobs */ .sW)(store, sideEffectCheckpoints(state))).blobs
        : new Set();
    const durable = storage.evicts ? effects : new Set();
    for (const p of state.packs) {
        const held = storage.holds(p);
        if (!held)
            continue;
        for (const b of await packContents(store, p.sha256))
            if (held === 'durable' || !durable.has(b))
                need.delete(b);
    }
    // Packs that went to the storage while they were written: listed as they are.
    const early = [];
    if (storage.shippedEarly && need.size) {
        const listed = new Set(state.packs.map((p) => p.sha256));
        for (const p of await store.packs()) {
            if (listed.has(p.id) || !p.blobs.some((b) => need.has(b.sha256)))
                continue;
            if (p.blobs.some((b) => durable.has(b.sha256)))
                continue;
            const entry = await storage.shippedEarly(storeDir, { id: p.id, fileBytes: p.fileBytes });
            if (!entry)
                continue;
            early.push({ ...entry, blobs: p.blobs.length });
            for (const b of p.blobs)
                need.delete(b.sha256);
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .writeBlobList */ .dZ)(store, 'packs', p.id, p.blobs.map((b) => b.sha256));
        }
    }
    let pending = [];
    for (const b of need)
        if (await store.has(b))
            pending.push(b);
    if (pending.length === 0)
        return { early };
    const sideEffect = pending.some((b) => effects.has(b));
    const durablePack = mustOutliveEviction(storage, sideEffect);
    // A side effect's content goes in a pack of its own (durable), the rest in the next save's, so
    // what outlives an eviction does not depend on how phase ends were grouped into saves.
    const deferred = durablePack && pending.some((b) => !durable.has(b));
    if (deferred)
        pending = pending.filter((b) => durable.has(b));
    const more = deferred ? { deferred } : {};
    const own = shippableAsIs(await store.packs(), new Set(pending), need);
    if (own) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(file, { force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(own.file, file).catch(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(own.file, file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_FICLONE));
        const pack = { file, sha: own.id, count: own.blobs.length, fileBytes: own.fileBytes };
        const blobs = own.blobs.map((b) => b.sha256);
        const digest = own.fileSha256 ? { fileSha256: own.fileSha256 } : {};
        return {
            early,
            pack: { ...pack, blobs, sideEffect, ...digest },
            ...more,
        };
    }
    ctx.log(`packing ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(pending.length, 'blob')}`);
    const r = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .packBlobs */ .aO)(store, pending, file, { sync: false });
    const pack = { file, sha: r.sha256, count: r.count, fileBytes: r.fileBytes };
    const digest = r.fileSha256 ? { fileSha256: r.fileSha256 } : {};
    return {
        early,
        pack: { ...pack, blobs: pending, sideEffect, ...digest },
        ...more,
    };
}
/**
 * A pack of the store that can be shipped as it is for the `pending` blobs: it holds every one of
 * them, and what else it holds is no more than an eighth of its bytes and none of `later` (content
 * still to ship that this save leaves for the next, see `deferred`). Shipping a little more beats writing a new pack: the copy reads and
 * writes every pending byte again, about as long as sending an eighth of them twice (the save and
 * a restore) on a runner's link. The smallest such pack; none when no pack fits.
 */
function shippableAsIs(packs, pending, later) {
    let best;
    for (const pack of packs) {
        let held = 0;
        let bytes = 0;
        let extra = 0;
        for (const b of pack.blobs) {
            bytes += b.size;
            if (pending.has(b.sha256))
                held++;
            else if (later.has(b.sha256))
                extra = Infinity;
            else
                extra += b.size;
        }
        if (held !== pending.size || extra * 8 > bytes)
            continue;
        if (!best || bytes < best.bytes)
            best = { pack, bytes };
    }
    return best?.pack;
}
/**
 * Ships the content the state's checkpoints need and no held pack has, and saves the state. With
 * a storage that takes both at once, the state saved lists the new pack where it is going and
 * `list` records the same in the local store (it returns the updated state, or undefined when the
 * store has none); when the pack did not get everywhere it was listed, the state is saved again
 * listing only where it did (a restore takes the newest save), so the state a restore finds lists
 * a missing pack only when that second save failed too, and then the phases the pack holds run
 * again. A side effect's pack, where the storage orders it first, goes before the state that lists
 * it.
 */
async function saveStateAndContent(storeDir, state, ctx, storage, list, opts = {}) {
    const first = await saveOnce(storeDir, state, ctx, storage, list, opts);
    if (!first.deferred)
        return first.save;
    // The side effect's pack went first; the rest of the pending content goes with a second save.
    const second = await saveOnce(storeDir, first.save.state, ctx, storage, list, opts);
    const problem = first.save.problem ?? second.save.problem;
    return {
        ...second.save,
        shipped: [...first.save.shipped, ...second.save.shipped],
        ...(problem ? { problem } : {}),
    };
}
/** One save: the pending content's pack (see preparePack) and the state listing it. */
async function saveOnce(storeDir, state, ctx, storage, list, opts) {
    const relist = async (from, edit) => (await list(edit)) ?? {
        ...from,
        packs: edit(from.packs),
        ...(storage.seqNamesCopies ? { seq: from.seq + 1 } : {}),
    };
    const save = (s) => (0,_state_js__WEBPACK_IMPORTED_MODULE_5__/* .saveState */ .L)(s, ctx, storage, opts);
    let staged;
    let listed = state;
    let early = [];
    let deferred;
    const done = (save) => ({ save, ...(deferred ? { deferred } : {}) });
    try {
        staged = await storage.stagePack(storeDir);
        const prepared = await preparePack(storeDir, state, ctx, storage, staged.file);
        deferred = prepared.deferred;
        early = prepared.early;
        const pack = prepared.pack;
        if (early.length)
            listed = await relist(state, (packs) => [...packs, ...early]);
        if (!pack)
            return done({ state: listed, shipped: early, report: await save(listed) });
        const planned = storage.planPack({ sha256: pack.sha, blobs: pack.count, bytes: pack.fileBytes }, state, mustOutliveEviction(storage, pack.sideEffect));
        const where = storage.placeOf(planned);
        // A large pack is announced: its progress lines come only once a few seconds have passed.
        if (ctx.progress && pack.fileBytes >= (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.progressMinBytes)())
            ctx.progress(`saving checkpoint pack ${pack.sha.slice(0, 12)} (${(0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.formatSize)(pack.fileBytes)}) to ${where}`);
        const recordShipped = async (entry) => {
            if (entry)
                await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .writeBlobList */ .dZ)(_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .BlobStore */ .lb.forStore(storeDir), 'packs', pack.sha, pack.blobs);
        };
        if (storage.packOrder === 'side-effects-before' && pack.sideEffect) {
            // The pack first; without it the state is not saved either (a restore keeps the last one
            // whose content is there, and the next save tries again).
            const shipped = await storage.putPack(pack.file, planned, pack.fileSha256);
            if (!shipped.entry) {
                const reason = shipped.problem ?? 'checkpoint content NOT saved';
                return done({
                    state: listed,
                    shipped: early,
                    problem: reason,
                    report: { saved: false, bytes: 0, copies: [{ place: where, ok: false, reason }] },
                });
            }
            await recordShipped(shipped.entry);
            // Listed once: a concurrent save may have listed the same pack already.
            const entry = shipped.entry;
            listed = await relist(listed, (packs) => [
                ...packs.filter((p) => p.sha256 !== entry.sha256),
                entry,
            ]);
            return done({
                state: listed,
                shipped: [...early, shipped.entry],
                report: await save(listed),
            });
        }
        listed = await relist(listed, (packs) => [...packs, planned]);
        const [shipped, report] = await Promise.all([
            storage.putPack(pack.file, planned, pack.fileSha256),
            save(listed),
        ]);
        await recordShipped(shipped.entry);
        if (shipped.entry && (0,node_util__WEBPACK_IMPORTED_MODULE_2__.isDeepStrictEqual)(shipped.entry, planned))
            return done({ state: listed, shipped: [...early, planned], report });
        // Listed where it did not get: saved again, listing only where it did.
        const same = (p) => p.sha256 === planned.sha256 && p.key === planned.key && p.artifact === planned.artifact;
        const fixed = await relist(listed, (packs) => [
            ...packs.filter((p) => !same(p)),
            ...(shipped.entry ? [shipped.entry] : []),
        ]);
        const again = await save(fixed);
        return done({
            state: fixed,
            shipped: [...early, ...(shipped.entry ? [shipped.entry] : [])],
            ...(shipped.problem ? { problem: shipped.problem } : {}),
            report: again.saved || !report.saved ? again : report,
        });
    }
    catch (e) {
        // Nothing was listed that this save's state does not hold: the state goes as it is.
        return {
            save: {
                state: listed,
                shipped: early,
                problem: `checkpoint content NOT saved: ${e.message}`,
                report: await save(listed),
            },
        };
    }
    finally {
        await staged?.cleanup();
    }
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
    const out = [];
    for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1))
        out.push(path.slice(0, i));
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


/***/ })

};
