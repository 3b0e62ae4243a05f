export const id = 7941;
export const ids = [7941];
export const modules = {

/***/ 17941:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkGlobs: () => (/* binding */ checkGlobs),
/* harmony export */   compareUtf8: () => (/* binding */ compareUtf8),
/* harmony export */   globTree: () => (/* binding */ globTree),
/* harmony export */   matchPaths: () => (/* binding */ matchPaths)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73382);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);




/** Refuses globs that could reach outside the root. Returns the patterns unchanged. */
function checkGlobs(globs, what = 'glob') {
    for (const g of globs) {
        const body = g.startsWith('!') ? g.slice(1) : g;
        if (typeof g !== 'string' || body.trim() === '') {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `${what} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(g)} is empty: expected a pattern`);
        }
        if (body.includes('\0')) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `${what} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(g)} contains a NUL byte`);
        }
        if (/^[/\\]/.test(body) || /^[A-Za-z]:/.test(body)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `${what} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(g)} is absolute: expected a pattern relative to the workspace`);
        }
        if (body.split(/[/\\]/).some((s) => s === '..')) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `${what} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(g)} contains "..": expected a pattern inside the workspace`);
        }
    }
    return [...globs];
}
const yes = () => true;
const no = () => false;
/** A directory entry presented as a leaf: fdir lists it and never descends into it. */
function asLeaf(d) {
    return {
        name: d.name,
        parentPath: d.parentPath,
        isFile: yes,
        isDirectory: no,
        isSymbolicLink: no,
        isFIFO: no,
        isSocket: no,
        isBlockDevice: no,
        isCharacterDevice: no,
    };
}
/**
 * The directory listing the walk sees: every entry that is not a real directory is a leaf, and so
 * is a directory `closed` names (its absolute path is added to `closedSeen`).
 */
function leafFs(closed, closedSeen) {
    const present = (entries) => entries.map((d) => {
        // A regular file is a leaf as it is (most entries: no copy of them).
        if (d.isFile())
            return d;
        if (!d.isDirectory())
            return asLeaf(d);
        if (!closed?.(d.name))
            return d;
        closedSeen.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d.parentPath, d.name));
        return asLeaf(d);
    });
    return {
        readdir(path, options, cb) {
            node_fs__WEBPACK_IMPORTED_MODULE_0__.readdir(path, options, (err, entries) => cb(err, entries && present(entries)));
        },
        readdirSync(path, options) {
            return present(node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(path, options));
        },
    };
}
/**
 * Entries under `root` matching `globs` (minus `ignore`), sorted, never following links.
 * Directories come without their trailing slash and with `dir: true`. A directory whose name
 * `closed` accepts is listed (when it matches) but not walked into, which costs nothing per file,
 * where an ignore pattern is tested against every path.
 *
 * Symbolic links are reported as entries and never followed, and FIFOs, sockets and devices are
 * reported too (so the caller can refuse them by name) instead of being silently dropped. This is
 * done through tinyglobby's documented `fs` option: the directory listing presents every entry
 * that is not a real directory as a leaf.
 */
async function globTree(root, globs, ignore = [], closed) {
    checkGlobs(globs);
    checkGlobs(ignore, 'exclude pattern');
    if (globs.length === 0)
        return [];
    const closedSeen = new Set();
    const found = await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_3__/* .glob */ .TI)([...globs], {
        cwd: root,
        dot: true,
        onlyFiles: false,
        followSymbolicLinks: false,
        ignore: [...ignore],
        fs: leafFs(closed, closedSeen),
    });
    const out = [];
    for (const p of found) {
        const slash = p.endsWith('/');
        const path = slash ? p.slice(0, -1) : p;
        // tinyglobby only lists what is under cwd for relative patterns; keep the guard anyway.
        if (path === '' || path === '.' || path.startsWith('../') || path.startsWith('/'))
            continue;
        out.push({ path, dir: slash || (closedSeen.size > 0 && closedSeen.has((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path))) });
    }
    out.sort((a, b) => compareUtf8(a.path, b.path));
    return out;
}
const VIRTUAL_ROOT = '/__ci_state_virtual__';
/**
 * Which of `paths` (posix, relative; a trailing `/` marks a directory) match `globs` minus
 * `ignore`. The file system is not touched: for paths that may not exist on disk (deleted files
 * reported by git, manifest entries), tinyglobby walks a virtual tree built from the paths. Using
 * the same engine as `globTree` keeps the semantics identical (dot files match `*`, a directory
 * name matches what is under it, braces, extglobs).
 */
async function matchPaths(paths, globs, ignore = []) {
    checkGlobs(globs);
    checkGlobs(ignore, 'exclude pattern');
    if (globs.length === 0 || paths.length === 0)
        return new Set();
    const tree = new Map();
    const add = (dir, name, isDir) => {
        let m = tree.get(dir);
        if (!m)
            tree.set(dir, (m = new Map()));
        if (!m.has(name) || isDir)
            m.set(name, isDir);
    };
    const wanted = new Set();
    for (const p0 of paths) {
        const isDir = p0.endsWith('/');
        const p = isDir ? p0.slice(0, -1) : p0;
        if (p === '')
            continue;
        wanted.add(p);
        const segs = p.split('/');
        for (let i = 0; i < segs.length; i++) {
            add(segs.slice(0, i).join('/'), segs[i], i < segs.length - 1 || isDir);
        }
    }
    const rel = (p) => {
        const s = String(p).replace(/\/+$/, '');
        if (s === VIRTUAL_ROOT)
            return '';
        return s.startsWith(`${VIRTUAL_ROOT}/`) ? s.slice(VIRTUAL_ROOT.length + 1) : undefined;
    };
    const list = (p) => {
        const r = rel(p);
        const m = r === undefined ? undefined : tree.get(r);
        if (!m)
            return [];
        return [...m].map(([name, isDir]) => ({
            name,
            parentPath: p,
            isFile: () => !isDir,
            isDirectory: () => isDir,
            isSymbolicLink: () => false,
        }));
    };
    const virtualFs = {
        readdir: (p, _o, cb) => cb(null, list(p)),
        readdirSync: (p) => list(p),
        realpath: (p, cb) => cb(null, p),
        realpathSync: (p) => p,
        stat: (_p, cb) => cb(new Error('virtual tree')),
        statSync: () => {
            throw new Error('virtual tree');
        },
    };
    const found = await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_3__/* .glob */ .TI)([...globs], {
        cwd: VIRTUAL_ROOT,
        dot: true,
        onlyFiles: false,
        followSymbolicLinks: false,
        ignore: [...ignore],
        fs: virtualFs,
    });
    const out = new Set();
    for (const f of found) {
        const p = f.endsWith('/') ? f.slice(0, -1) : f;
        if (wanted.has(p))
            out.add(p);
    }
    return out;
}
const SURROGATE = /[\ud800-\udfff]/;
/** Byte-wise (UTF-8) order, the same on every machine and locale. */
function compareUtf8(a, b) {
    // UTF-16 order is UTF-8 order unless a surrogate pair meets a character from U+E000 up.
    if (!SURROGATE.test(a) && !SURROGATE.test(b))
        return a < b ? -1 : a > b ? 1 : 0;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}


/***/ })

};
