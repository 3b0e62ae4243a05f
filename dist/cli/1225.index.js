export const id = 1225;
export const ids = [1225];
export const modules = {

/***/ 41225:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_OUTPUTS_MAX: () => (/* binding */ DEFAULT_OUTPUTS_MAX),
  checkpointOutputs: () => (/* binding */ checkpointOutputs),
  keepChangedOutputs: () => (/* binding */ keepChangedOutputs),
  keepPending: () => (/* binding */ keepPending),
  markBeforeCommand: () => (/* binding */ markBeforeCommand),
  outputsMode: () => (/* binding */ outputsMode),
  parseSize: () => (/* binding */ parseSize),
  reusedOutputs: () => (/* binding */ reusedOutputs)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/core/words.js
var words = __webpack_require__(93265);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./.build/snapshot/rules.js
var rules = __webpack_require__(20164);
;// CONCATENATED MODULE: ./.build/snapshot/changed.js
/**
 * What a phase created or changed in the workspace while it ran: the files, links and directories
 * whose status-change time (ctime) is at or after a mark taken just before the command started.
 * ctime is set by the kernel on every write, create, rename, chmod and link, and cannot be set back
 * by a program (unlike mtime, which `cp -p`, `tar` and `touch -d` choose), so a file the phase only
 * read is not taken, and one it restored with an old mtime is. The mark is a file created in the
 * store and read back with lstat, so it comes from the same clock as the files' times.
 *
 * The walk never enters the default excluded directories (`.git/`, the store, credential folders:
 * see rules.ts) nor the store, wherever it lives, and never follows links.
 */



/** Takes a mark: creates a file under `dir`, reads its ctime, removes it. */
function markNow(dir) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const file = (0,external_node_path_.join)(dir, `mark-${process.pid}-${Math.random().toString(36).slice(2)}`);
    (0,external_node_fs_.writeFileSync)(file, '');
    try {
        return { ctimeNs: (0,external_node_fs_.lstatSync)(file, { bigint: true }).ctimeNs };
    }
    finally {
        (0,external_node_fs_.rmSync)(file, { force: true });
    }
}
/**
 * What a file's status says about its content: inode, size, mtime and ctime. Any write, rename
 * or replacement changes it (ctime cannot be set back), so content read while the stamp stayed
 * the same is the content the stamp was taken of. Undefined: the entry is gone.
 */
function stampOf(abs) {
    const st = (0,external_node_fs_.lstatSync)(abs, { bigint: true, throwIfNoEntry: false });
    return st && stampOfStats(st);
}
function stampOfStats(st) {
    return `${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
}
/**
 * Lists what changed under `root` since `mark` (see the module header). `skip`: absolute paths of
 * directories not to enter (the store). Entries that vanish during the walk are left out.
 */
function changedSince(root, mark, skip = []) {
    const base = (0,external_node_path_.resolve)(root);
    const skipped = new Set(skip.map((p) => (0,external_node_path_.resolve)(p)));
    const paths = [];
    const stamps = [];
    let bytes = 0;
    let scanned = 0;
    // Iterative, depth first; relative paths are built once per directory.
    const stack = [{ abs: base, rel: '' }];
    while (stack.length > 0) {
        const { abs, rel } = stack.pop();
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(abs, { withFileTypes: true });
        }
        catch {
            continue; // gone, or not readable: nothing of it can be kept
        }
        for (const e of entries) {
            const name = e.name;
            const childAbs = abs + external_node_path_.sep + name;
            const childRel = rel === '' ? name : `${rel}/${name}`;
            if (e.isDirectory()) {
                if ((0,rules/* isExcludedDirName */.LF)(name) || skipped.has(childAbs))
                    continue;
                scanned++;
                stack.push({ abs: childAbs, rel: childRel });
                continue;
            }
            scanned++;
            const st = (0,external_node_fs_.lstatSync)(childAbs, { bigint: true, throwIfNoEntry: false });
            if (!st || st.ctimeNs < mark.ctimeNs)
                continue;
            paths.push(childRel);
            stamps.push(stampOfStats(st));
            bytes += Number(st.size);
        }
    }
    return { paths, bytes, scanned, stamps };
}
/** `dir` relative to `root` when it lies inside it (for the walk's skip list), else undefined. */
function insideRoot(root, dir) {
    const rel = relative(resolve(root), resolve(dir));
    return rel === '' || rel.startsWith('..') || resolve(rel) === rel ? undefined : resolve(dir);
}

// EXTERNAL MODULE: ./.build/cli/glyphs.js
var glyphs = __webpack_require__(75568);
// EXTERNAL MODULE: ./.build/cli/session.js
var session = __webpack_require__(3647);
// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/core/rollback.js
var rollback = __webpack_require__(97922);
// EXTERNAL MODULE: ./.build/core/outputs-note.js
var outputs_note = __webpack_require__(8815);
;// CONCATENATED MODULE: ./.build/cli/phase-outputs.js
/**
 * A phase's outputs, kept so that a later attempt can skip it: by default what the phase created
 * or changed in the workspace while it ran (snapshot/changed.ts), `--outputs <globs>` for the files
 * under those globs, `--outputs none` for none. What cannot be kept whole (over the size cap, or
 * files the snapshot rules leave out) is recorded on the phase, which then runs again on a re-run
 * instead of being skipped without its effects.
 */









/** Above this, what a phase changed is not kept (`--outputs-max-size`, CI_STATE_OUTPUTS_MAX_SIZE). */
const DEFAULT_OUTPUTS_MAX = 1024 ** 3;
const UNITS = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };
/** A size such as `1GiB`, `500m`, `1048576` (units are powers of 1024); throws naming `name`. */
function parseSize(text, name) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?\s*$/i.exec(text);
    const n = m ? Number(m[1]) * (UNITS[(m[2] ?? '').toLowerCase()] ?? NaN) : NaN;
    if (!Number.isFinite(n) || n < 0) {
        throw new errors/* CiStateError */.eS('invalid_input', `invalid ${name} ${(0,errors/* quote */.hD)(text)}: expected a size such as 1GiB, 500MiB or a number of bytes`);
    }
    return Math.floor(n);
}
/** How the phase's outputs are found, from `--outputs` and `--outputs-max-size` (checked). */
function outputsMode(outputs, maxSize, env = process.env) {
    if (outputs?.length === 1 && outputs[0] === 'none')
        return { kind: 'none' };
    if (outputs?.length) {
        if (outputs.includes('none'))
            throw new errors/* CiStateError */.eS('invalid_input', 'invalid --outputs: "none" stands alone (no outputs); otherwise give globs');
        return { kind: 'globs', globs: [...outputs] };
    }
    const text = maxSize ?? env.CI_STATE_OUTPUTS_MAX_SIZE;
    const name = maxSize !== undefined ? '--outputs-max-size' : 'CI_STATE_OUTPUTS_MAX_SIZE';
    return {
        kind: 'detect',
        maxBytes: text === undefined || text === '' ? DEFAULT_OUTPUTS_MAX : parseSize(text, name),
    };
}
/** The mark a detecting phase takes just before its command starts. */
function markBeforeCommand(s, mode) {
    return mode.kind === 'detect' ? markNow((0,external_node_path_.join)(s.dir, 'checkpoints')) : undefined;
}
/** Records on the phase why what it changed was not kept, and says so once. */
async function notKept(s, phase, why) {
    s.printer.warn(`${phase}: ${why}; it runs again on a re-run`);
    return (0,session/* mutate */.Tk)(s, (x) => (0,outputs_note/* noteOutputs */.t)(x, phase, why));
}
/**
 * After the phase succeeded: keeps what it changed since `mark` as a checkpoint of the phase
 * (reason phase_completed), or records why it could not; in the background where keeper.ts says
 * so (not for a side effect). Nothing changed: nothing kept.
 */
async function keepChangedOutputs(s, state, phase, mark, maxBytes) {
    const root = process.cwd();
    const changed = changedSince(root, mark, [s.dir]);
    if (changed.paths.length === 0) {
        s.printer.debug(`${phase}: changed nothing in the workspace (${changed.scanned} entries looked at)`);
        return state;
    }
    const { formatSize } = await __webpack_require__.e(/* import() */ 1349).then(__webpack_require__.bind(__webpack_require__, 61349));
    if (changed.bytes > maxBytes) {
        return notKept(s, phase, `what it changed (${(0,words/* plural */.L)(changed.paths.length, 'file')}, ${formatSize(changed.bytes)}) is over the outputs cap of ${formatSize(maxBytes)} (--outputs-max-size), so it is not kept`);
    }
    const { keepsInBackground, keepInBackground } = await __webpack_require__.e(/* import() */ 2649).then(__webpack_require__.bind(__webpack_require__, 42649));
    if (keepsInBackground() && state.phases[phase]?.sideEffect !== true)
        return keepInBackground(s, phase, changed, formatSize(changed.bytes));
    const snap = await snapshotOutputs(s, state, [], changed.paths);
    return recordOutputs(s, phase, [], snap, { changed: true });
}
/**
 * The keeper's work (keeper.ts): snapshots the files of `job`, then records the checkpoint on its
 * phase if every file still has the stamp it had when the phase ended, or why it was not kept.
 * Hands the state to the job's persistence afterwards.
 */
async function keepPending(s, job) {
    const state = await s.store.read(job.key);
    if (state?.phases[job.phase]?.outputsPending !== job.id) {
        s.printer.note(`${job.phase}: nothing to keep (the phase was recorded again since)`);
        return;
    }
    const snap = await snapshotOutputs(s, state, [], job.paths);
    const moved = job.paths.filter((p, i) => stampOf((0,external_node_path_.join)(job.root, p)) !== job.stamps[i]);
    const shown = moved.slice(0, 3).join(', ') + (moved.length > 3 ? `, ${(0,glyphs/* glyphs */._J)().ellipsis}` : '');
    const st = await recordOutputs(s, job.phase, [], snap, {
        changed: true,
        pending: job.id,
        ...(moved.length
            ? {
                changedAgain: `${(0,words/* plural */.L)(moved.length, 'file')} it changed (${shown}) changed again before they were kept`,
            }
            : {}),
    });
    const { persistAfterPhase } = await __webpack_require__.e(/* import() */ 8605).then(__webpack_require__.bind(__webpack_require__, 38605));
    await persistAfterPhase(s, st, job.phase);
}
/** The snapshot of a phase's outputs: the files under `globs`, or exactly `paths`. */
async function snapshotOutputs(s, state, globs, paths) {
    const { packShipFor, snapshotGlobs } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(5324), __webpack_require__.e(1551), __webpack_require__.e(8638), __webpack_require__.e(2890), __webpack_require__.e(7669)]).then(__webpack_require__.bind(__webpack_require__, 19600));
    const ship = await packShipFor(s.dir, state, s.printer);
    return snapshotGlobs(s.dir, process.cwd(), globs, {
        ...(ship ? { ship } : {}),
        ...(paths ? { paths } : {}),
    });
}
/**
 * Records `snap` as the checkpoint of `phase` (reason phase_completed), and what it left out as
 * not kept. `pending`: only if the phase is still marked as kept by that keeper, whose mark goes.
 * `changedAgain`: the files changed after the phase ended (the checkpoint is not the phase's).
 */
async function recordOutputs(s, phase, globs, snap, o) {
    const { describeSnapshot, skippedOf } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(5324), __webpack_require__.e(1551), __webpack_require__.e(8638), __webpack_require__.e(2890), __webpack_require__.e(7669)]).then(__webpack_require__.bind(__webpack_require__, 19600));
    const left = [...snap.refused, ...snap.excluded].map((e) => e.path);
    const shown = left.slice(0, 3).join(', ') + (left.length > 3 ? `, ${(0,glyphs/* glyphs */._J)().ellipsis}` : '');
    const why = o.changedAgain ??
        (left.length && o.changed
            ? `${(0,words/* plural */.L)(left.length, 'file')} it changed could not be kept (${shown}: see the checkpoint line above)`
            : undefined);
    let recorded = false;
    const st = await (0,session/* mutate */.Tk)(s, (x) => {
        const rec = x.phases[phase];
        if (o.pending !== undefined && rec?.outputsPending !== o.pending)
            return x;
        recorded = true;
        const next = o.changedAgain
            ? x
            : (0,rollback/* createCheckpoint */.vq)(x, {
                id: (0,canonical/* newId */.Si)('cp', (0,session/* now */.tB)()),
                phase,
                reason: 'phase_completed',
                now: (0,session/* now */.tB)(),
                globs,
                location: snap.location,
                skipped: skippedOf(snap),
            }).state;
        // A keeper's mark goes with what it found; otherwise only a reason is added.
        return o.pending !== undefined || why ? (0,outputs_note/* noteOutputs */.t)(next, phase, why) : next;
    });
    if (!recorded)
        return st;
    if (!o.changedAgain) {
        const id = st.phases[phase]?.checkpointId ?? '';
        const what = o.changed ? ' (what it changed)' : '';
        s.printer.note(`checkpoint ${id} of ${phase}${what}: ${describeSnapshot(snap).join('; ')}`);
    }
    if (why)
        s.printer.warn(`${phase}: ${why}; it runs again on a re-run`);
    return st;
}
/**
 * Snapshots a phase's outputs into a checkpoint of that phase (reason phase_completed): the files
 * under `globs`. Returns the state and the paths the snapshot left out.
 */
async function checkpointOutputs(s, state, phase, globs) {
    const snap = await snapshotOutputs(s, state, globs);
    const st = await recordOutputs(s, phase, globs, snap, {});
    return { state: st, left: [...snap.refused, ...snap.excluded].map((e) => e.path) };
}
/**
 * Restores the outputs of a record an earlier run left for reuse (its checkpoint, verified);
 * whether the record can be reused. Outputs that cannot be restored mean the phase runs, said why.
 */
async function reusedOutputs(s, carried, phase) {
    const id = carried.records[phase]?.checkpointId;
    if (id === undefined)
        return true; // it changed nothing that was kept: nothing to restore
    const cp = carried.checkpoints?.find((c) => c.id === id && c.location);
    let problem = `the checkpoint of its outputs (${id}) was not carried over`;
    if (cp) {
        const { restoreCheckpointFiles } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(5324), __webpack_require__.e(1551), __webpack_require__.e(8638), __webpack_require__.e(2890), __webpack_require__.e(7669)]).then(__webpack_require__.bind(__webpack_require__, 19600));
        const restored = await restoreCheckpointFiles(s.dir, process.cwd(), cp);
        if (restored.ok) {
            s.printer.note(`${phase}: restored its outputs from run ${carried.runId}'s checkpoint ${cp.id} (${restored.written} written, ${restored.unchanged} unchanged)`);
            return true;
        }
        problem = restored.problems.slice(0, 3).join('; ');
    }
    s.printer.note(`${phase}: not reused from run ${carried.runId} (same inputs), its outputs could not be restored: ${problem}; it runs`);
    return false;
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


/***/ })

};
