export const id = 9990;
export const ids = [9990,6829];
export const modules = {

/***/ 7609:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pushInBackground: () => (/* binding */ pushInBackground),
/* harmony export */   pushNow: () => (/* binding */ pushNow),
/* harmony export */   pusherMain: () => (/* binding */ pusherMain),
/* harmony export */   saveToRemote: () => (/* binding */ saveToRemote),
/* harmony export */   waitForPusher: () => (/* binding */ waitForPusher)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _store_fs_util_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27382);
/* harmony import */ var _store_keepers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(731);
/* harmony import */ var _store_local_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(21634);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(74748);
/* harmony import */ var _remote_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6829);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3647);
/**
 * Saving to the remote store off the phase's path (cli/remote.ts saves inline). When phase
 * outputs are kept in the background (keeper.ts: on another CI system by default, or
 * `CI_STATE_KEEP=background`), a phase end asks the pusher, a detached process
 * (`ci-state __keep --push <store>`), to push the store's newest state, and goes on. One pusher
 * at a time (the claim file `<store>/remote-push/pusher.json`): a phase end that finds one at work
 * leaves it to push the newer state, since it looks for a newer state before it ends (coalescing:
 * three phase ends during one push give one more push, of the newest state). What it says goes to
 * `<store>/remote-push/log`, which `ci-state flush` shows after waiting for it; flush then saves
 * the final state itself and says "saved" or "NOT saved" from that save. A job that dies first
 * leaves on the bucket the states whose push had ended: each lists only packs already uploaded.
 */









/**
 * Pushes `state` (cli/remote.ts) and tells the outcome by the line the push printed; undefined
 * without a remote store.
 */
async function pushNow(s, key, state) {
    let said;
    const printer = {
        ...s.printer,
        note: (l) => {
            if (/^state \d+ saved to /.test(l))
                said = { line: l, saved: true };
            s.printer.note(l);
        },
        annotate: (l) => {
            if (/NOT saved/.test(l))
                said = { line: l, saved: false };
            s.printer.annotate(l);
        },
    };
    const session = { ...s, current: Promise.resolve(key) };
    // The new pack is listed in the store. The state saved is the store's version that lists it
    // when nothing but its packs changed since `state` (so the bucket holds a version the store
    // has); else `state` with the pack listed: a checkpoint recorded meanwhile (a keeper) has
    // content this push did not pack, so the bucket must not list it yet (the next push saves it).
    const st = await (0,_remote_js__WEBPACK_IMPORTED_MODULE_7__.pushAfterPhase)(s.dir, key, state, printer, async (edit) => {
        const listed = await (0,_session_js__WEBPACK_IMPORTED_MODULE_8__/* .mutate */ .Tk)(session, (x) => ({ ...x, packs: edit(x.packs) }));
        return sameButPacks(listed, state) ? listed : undefined;
    });
    return said ? { state: st, ...said } : undefined;
}
/** Whether two versions of a state differ at most in their packs (and so their seq and time). */
function sameButPacks(a, b) {
    const bare = (x) => JSON.stringify({ ...x, packs: [], seq: 0, updatedAt: '' });
    return bare(a) === bare(b);
}
/** A claim without a pid is a pusher being started: alive this long after it was written. */
const STARTING_MS = 120_000;
function pushDir(storeDir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(storeDir, 'remote-push');
}
const claimFile = (storeDir) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(pushDir(storeDir), 'pusher.json');
const logFile = (storeDir) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(pushDir(storeDir), 'log');
/** Whether the claim file names a pusher that may still be at work (false: none, or stale). */
function claimAlive(storeDir, now = Date.now()) {
    const file = claimFile(storeDir);
    let claim;
    let mtime;
    try {
        mtime = node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync(file).mtimeMs;
        claim = JSON.parse(node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync(file, 'utf8'));
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return false;
        claim = {}; // being written
        mtime = now;
    }
    return claim.pid !== undefined ? (0,_store_fs_util_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(claim.pid) : now - mtime < STARTING_MS;
}
/** Takes the claim; false when a pusher holds it. A stale claim (its pusher gone) is taken over. */
function claim(storeDir) {
    node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync(pushDir(storeDir), { recursive: true });
    for (let i = 0; i < 2; i++) {
        try {
            node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(claimFile(storeDir), '{}', { flag: 'wx' });
            return true;
        }
        catch (e) {
            if (e.code !== 'EEXIST')
                throw e;
            if (claimAlive(storeDir))
                return false;
            node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(claimFile(storeDir), { force: true });
        }
    }
    return false;
}
/**
 * After a phase ended: has the pusher push the store's newest state (starting one when none is at
 * work) and says so in one line. A pusher that cannot start leaves the save to the next phase end
 * or to flush.
 */
function pushInBackground(s, state) {
    const where = (0,_remote_js__WEBPACK_IMPORTED_MODULE_7__.remoteUrl)(s.dir);
    if (!where)
        return;
    if (claim(s.dir)) {
        const log = node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync(logFile(s.dir), 'a');
        try {
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [process.argv[1] ?? '', '__keep', '--push', s.dir], {
                detached: true,
                stdio: ['ignore', log, log],
                windowsHide: true,
            });
            child.on('error', () => undefined); // its claim goes stale; flush saves
            child.unref();
            if (child.pid !== undefined)
                node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(claimFile(s.dir), JSON.stringify({ pid: child.pid }));
        }
        finally {
            node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync(log);
        }
    }
    s.printer.note(`state ${state.seq}: saving to ${where.url} in the background`);
}
/** The pusher process (`ci-state __keep --push <store>`); its exit code. */
async function pusherMain(storeDir) {
    const printer = (0,_output_js__WEBPACK_IMPORTED_MODULE_6__/* .createPrinter */ .Fr)();
    const s = {
        store: new _store_local_store_js__WEBPACK_IMPORTED_MODULE_5__/* .LocalStore */ .Vs({ dir: storeDir, onWarning: (m) => printer.warn(m) }),
        dir: storeDir,
        printer,
    };
    node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(claimFile(storeDir), JSON.stringify({ pid: process.pid }));
    let pushed = -1;
    let failures = 0;
    for (;;) {
        // The newest state, until it is the one last pushed (or two pushes in a row failed).
        while (failures < 2) {
            const key = await s.store.getCurrent();
            const state = key ? await s.store.read(key) : undefined;
            if (!key || !state || state.seq <= pushed)
                break;
            let r;
            try {
                r = await pushNow(s, key, state);
            }
            catch (e) {
                printer.warn(`state NOT saved to the remote store: ${e.message}`);
            }
            if (!r)
                break;
            failures = r.saved ? 0 : failures + 1;
            pushed = Math.max(state.seq, r.state.seq);
        }
        node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(claimFile(storeDir), { force: true });
        // A phase end that found the claim taken left its state to this pusher: one more look.
        const key = await s.store.getCurrent();
        const state = key ? await s.store.read(key) : undefined;
        if (failures >= 2 || !state || state.seq <= pushed || !claim(storeDir))
            return 0;
        node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(claimFile(storeDir), JSON.stringify({ pid: process.pid }));
    }
}
/** `flush`: waits for the pusher (at most CI_STATE_KEEP_WAIT_SECONDS), then shows what it said. */
async function waitForPusher(s) {
    if (!node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync(pushDir(s.dir)))
        return;
    const deadline = Date.now() + (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .keepWaitMs */ .VC)();
    for (let delay = 10; claimAlive(s.dir) && Date.now() < deadline;) {
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 200);
    }
    const left = claimAlive(s.dir);
    let said = '';
    try {
        said = node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync(logFile(s.dir), 'utf8');
        node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(logFile(s.dir), { force: true });
    }
    catch {
        // no log: it said nothing
    }
    for (const line of said.split('\n').filter((l) => l.trim() !== ''))
        s.printer.note((0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .keeperSaid */ .yf)(line));
    if (left)
        s.printer.warn('gave up waiting for the background save to the remote store (CI_STATE_KEEP_WAIT_SECONDS)');
    else
        node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(claimFile(s.dir), { force: true });
}
/**
 * Off a runner, after a phase ended (handoff.ts): to the remote store, in the background when
 * phase outputs are kept there, inline when `wait` (a side effect that succeeded) or
 * `CI_STATE_KEEP=inline`. The outcome of an inline save; undefined otherwise.
 */
async function saveToRemote(s, state, wait) {
    const key = await (0,_session_js__WEBPACK_IMPORTED_MODULE_8__/* .currentKey */ .Fo)(s);
    if (!key || !(0,_remote_js__WEBPACK_IMPORTED_MODULE_7__.remoteUrl)(s.dir))
        return undefined;
    const { keepsInBackground } = await Promise.all(/* import() */[__webpack_require__.e(6650), __webpack_require__.e(5030)]).then(__webpack_require__.bind(__webpack_require__, 42649));
    if (!wait && keepsInBackground()) {
        pushInBackground(s, state);
        return undefined;
    }
    return pushNow(s, key, state);
}


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openRemote: () => (/* binding */ openRemote),
/* harmony export */   pullForInit: () => (/* binding */ pullForInit),
/* harmony export */   pushAfterPhase: () => (/* binding */ pushAfterPhase),
/* harmony export */   rememberRemote: () => (/* binding */ rememberRemote),
/* harmony export */   remoteUrl: () => (/* binding */ remoteUrl),
/* harmony export */   targetOf: () => (/* binding */ targetOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);
/* harmony import */ var _transfer_proxy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61236);
/**
 * The CLI's remote store: `--remote s3://bucket/prefix` on `init` (kept in the local store for the
 * job's later commands) or `CI_STATE_REMOTE`. With one, every phase end pushes the state and the
 * new checkpoint content (src/persist/, with the S3 adapter src/remote/sync.ts), and `init` on a machine whose store has no state
 * of the scope pulls the newest one and its packs, so the next attempt resumes anywhere. The
 * server: `CI_STATE_S3_ENDPOINT` (the Action's `s3-endpoint`), `AWS_ENDPOINT_URL_S3` or
 * `AWS_ENDPOINT_URL` (path-style requests unless `CI_STATE_S3_PATH_STYLE=false`), else AWS in
 * `CI_STATE_S3_REGION` or `AWS_REGION`; credentials only from the AWS SDK's default chain.
 * `CI_STATE_INTEGRITY_KEY` (or the file `CI_STATE_INTEGRITY_KEY_FILE` names) signs and checks
 * the states.
 */




const FILE = 'remote';
/** Where the remote was named: the flag, the environment, or the store (from `init`). */
function remoteUrl(storeDir, flag, env = process.env) {
    if (flag)
        return { url: flag, from: '--remote' };
    if (env.CI_STATE_REMOTE)
        return { url: env.CI_STATE_REMOTE, from: 'CI_STATE_REMOTE' };
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, FILE);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return undefined;
    const url = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8').trim();
    return url ? { url, from: `${file} (from init --remote)` } : undefined;
}
/** Keeps `url` in the store so that the job's later commands use it (`init --remote`). */
function rememberRemote(storeDir, url) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, FILE), `${url}\n`);
}
/** The remote store `url` names (checked: a one-line error naming `from`). */
async function openRemote(url, from, env = process.env) {
    if (!url.startsWith('s3://'))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `${from}: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(url)} is not a remote store: expected s3://bucket/prefix`);
    const { parseS3Url } = await __webpack_require__.e(/* import() */ 323).then(__webpack_require__.bind(__webpack_require__, 10323));
    const { S3Store } = await __webpack_require__.e(/* import() */ 491).then(__webpack_require__.bind(__webpack_require__, 12872));
    const loc = parseS3Url(url, from);
    const endpoint = env.CI_STATE_S3_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
    const pathStyle = env.CI_STATE_S3_PATH_STYLE;
    const region = env.CI_STATE_S3_REGION || env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined;
    return new S3Store({
        bucket: loc.bucket,
        prefix: loc.prefix,
        ...(region ? { region } : {}),
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle: pathStyle ? pathStyle !== 'false' : endpoint !== undefined,
    });
}
function targetOf(remote, scopeKey, state, env = process.env) {
    const file = env.CI_STATE_INTEGRITY_KEY_FILE;
    const key = env.CI_STATE_INTEGRITY_KEY || (file ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8') : undefined);
    return { remote, scopeKey, ref: state.scope.ref, ...(key ? { integrityKey: key } : {}) };
}
/** A size for a line ("2.0 MB", "12 B"). */
async function sizeOf(bytes) {
    return (await __webpack_require__.e(/* import() */ 1349).then(__webpack_require__.bind(__webpack_require__, 61349))).formatSize(bytes);
}
/**
 * After a phase ended: pushes the state and its new content, and says so in one line, or warns
 * "NOT saved" with why (the phase's own result stands).
 */
async function pushAfterPhase(storeDir, scopeKey, state, printer, list) {
    const where = remoteUrl(storeDir);
    if (!where)
        return state;
    const { pushState } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(7397), __webpack_require__.e(4098), __webpack_require__.e(6110)]).then(__webpack_require__.bind(__webpack_require__, 86110));
    let remote;
    try {
        remote = await openRemote(where.url, where.from);
    }
    catch (e) {
        printer.annotate(`state NOT saved to the remote store: ${e.message}`);
        return state;
    }
    const r = await pushState(storeDir, state, targetOf(remote, scopeKey, state), list);
    if (r.saved && r.problem) {
        // Its pack went nowhere: the state that lists what did is saved, the phases it held run again.
        printer.annotate(`state ${r.state.seq} saved to ${remote.describe()}, but ${r.problem}`);
    }
    else if (r.saved) {
        const what = r.packs
            ? `with 1 new checkpoint pack (${await sizeOf(r.packBytes)})`
            : 'no new content';
        printer.note(`state ${r.state.seq} saved to ${remote.describe()}, ${what}`);
    }
    else
        printer.annotate(`state NOT saved to ${remote.describe()}: ${r.problem ?? 'unknown'}`);
    return r.state;
}
/**
 * Before `init` of scope `scopeKey` on a store without its state: the newest state on the remote
 * and its packs, or undefined (none there, or none that passed the checks: said why). With
 * `runId` (the CI system's run a retry shares), that run's newest state first, so a retry finds
 * its own run even when another run of the job saved later; else the scope's newest.
 */
async function pullForInit(storeDir, scopeKey, scope, printer, flag, runId) {
    const where = remoteUrl(storeDir, flag);
    if (!where)
        return undefined;
    const remote = await openRemote(where.url, where.from);
    const proxyProblem = (0,_transfer_proxy_js__WEBPACK_IMPORTED_MODULE_3__/* .proxyWarning */ .tg)();
    if (proxyProblem)
        printer.warn(proxyProblem);
    const { pullPacks, pullState } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(7397), __webpack_require__.e(4098), __webpack_require__.e(6110)]).then(__webpack_require__.bind(__webpack_require__, 86110));
    const t = targetOf(remote, scopeKey, { scope });
    let pulled;
    try {
        pulled = runId !== undefined ? await pullState(t, { runId }) : undefined;
        if (!pulled?.state) {
            const ofScope = await pullState(t);
            pulled = { ...ofScope, problems: [...(pulled?.problems ?? []), ...ofScope.problems] };
        }
    }
    catch (e) {
        printer.annotate(`no state restored from ${remote.describe()}: ${e.message}; this attempt starts fresh`);
        return undefined;
    }
    for (const p of pulled.problems)
        printer.warn(`a state on ${remote.describe()} was refused: ${p}`);
    if (!pulled.state) {
        printer.note(`no earlier state of this job on ${remote.describe()}`);
        return undefined;
    }
    const packs = await pullPacks(storeDir, pulled.state, t);
    for (const p of packs.problems)
        printer.warn(`checkpoint content: ${p}`);
    const s = pulled.state;
    printer.note(`restored the state of attempt ${s.origin.runAttempt} (run ${s.origin.runId}) from ${remote.describe()}${packs.fetched ? `, with ${packs.fetched} checkpoint pack(s) (${await sizeOf(packs.bytes)})` : ''}`);
    return s;
}


/***/ }),

/***/ 61236:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ agentProxyOptions),
/* harmony export */   U8: () => (/* binding */ keepAliveAgent),
/* harmony export */   iR: () => (/* binding */ proxiedFetch),
/* harmony export */   tg: () => (/* binding */ proxyWarning),
/* harmony export */   zJ: () => (/* binding */ proxySet)
/* harmony export */ });
/* unused harmony exports proxyConfig, agentsHonourProxy, describeProxy, fetchThrough */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44708);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/**
 * Requests through the proxy a runner hands its steps: `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY`
 * (either case, the lowercase name first, as the Actions toolkit reads them). Self-hosted runners
 * behind a corporate proxy reach the cache, the artifacts, the REST API and an S3 store only
 * through it.
 *
 * Every request goes through a `node:http(s)` agent made with the agent's own `proxyEnv` option
 * (Node.js 24.5 or later, 22.21 or later in 22.x: plain HTTP in absolute form, HTTPS through a
 * `CONNECT` tunnel, `NO_PROXY` honoured): the blob transfers and the S3 client take such agents,
 * and the clients written on `fetch` (the Twirp services, the REST API, GitLab's API) take
 * `proxiedFetch`, which sends through the same agents when a proxy is set. One implementation of
 * the variables for all, and nothing bundled for it: undici's own proxy agent would add 1.3 MB to
 * every entry point for what Node.js does already.
 *
 * A proxy URL may carry credentials: nothing here logs it, and `describeProxy` leaves them out.
 */



function proxyConfig(env = process.env) {
    const read = (name) => {
        const v = (env[name.toLowerCase()] || env[name] || '').trim();
        return v === '' ? undefined : v;
    };
    const httpProxy = read('HTTP_PROXY');
    const httpsProxy = read('HTTPS_PROXY');
    const noProxy = read('NO_PROXY');
    return {
        ...(httpProxy ? { http: httpProxy } : {}),
        ...(httpsProxy ? { https: httpsProxy } : {}),
        ...(noProxy ? { noProxy } : {}),
    };
}
/** Whether the environment sets a proxy for HTTP or HTTPS requests. */
function proxySet(env = process.env) {
    const c = proxyConfig(env);
    return c.http !== undefined || c.https !== undefined;
}
/**
 * The options of an `http.Agent` or `https.Agent` that sends its requests through the proxy of
 * their protocol (none when it has none), the hosts `NO_PROXY` names excepted.
 */
function agentProxyOptions(env = process.env) {
    const c = proxyConfig(env);
    if (c.http === undefined && c.https === undefined)
        return {};
    return {
        proxyEnv: {
            ...(c.http ? { HTTP_PROXY: c.http } : {}),
            ...(c.https ? { HTTPS_PROXY: c.https } : {}),
            ...(c.noProxy ? { NO_PROXY: c.noProxy } : {}),
        },
    };
}
/**
 * Whether this Node.js sends an agent's requests through `proxyEnv` (24.5 and later, 22.21 and
 * later in 22.x); an older one ignores the option and connects directly.
 */
function agentsHonourProxy(version = process.versions.node) {
    const [major = 0, minor = 0] = version.split('.').map(Number);
    return major > 24 || (major === 24 && minor >= 5) || (major === 22 && minor >= 21);
}
/** The warning for a proxy this Node.js cannot send requests through, or undefined. */
function proxyWarning(env = process.env, version = process.versions.node) {
    if (!proxySet(env) || agentsHonourProxy(version))
        return undefined;
    return `a proxy is set (HTTPS_PROXY/HTTP_PROXY) but Node.js ${version} connects around it: ci-state needs Node.js 24.5 or later (22.21 or later in 22.x) to use it`;
}
/** "proxy.example:3128" for a proxy URL: its host and port, never its credentials. */
function describeProxy(url) {
    try {
        const u = new URL(url.includes('://') ? url : `http://${url}`);
        return u.port ? `${u.hostname}:${u.port}` : u.hostname;
    }
    catch {
        return 'an unreadable proxy URL';
    }
}
/**
 * The keep-alive agent of a protocol, through the proxy when the environment sets one: shared by
 * the blob transfers and `proxiedFetch` (one per protocol and setting; a process has one setting).
 */
const agents = new Map();
function keepAliveAgent(protocol, env = process.env) {
    const options = agentProxyOptions(env);
    const key = `${protocol}${JSON.stringify(options)}`;
    let agent = agents.get(key);
    if (!agent) {
        const make = protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__.Agent : node_http__WEBPACK_IMPORTED_MODULE_0__.Agent;
        agent = new make({ keepAlive: true, ...options });
        agents.set(key, agent);
    }
    return agent;
}
/** `fetch`, through the proxy when the environment sets one (see `fetchThrough`). */
const proxiedFetch = (input, init) => proxySet() ? fetchThrough(input, init, process.env) : fetch(input, init);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 204, 205, 304]);
const MAX_REDIRECTS = 20;
/**
 * `fetch` over `node:http(s)` through the proxy agents of `env`: as much of fetch as ci-state's
 * clients use (a method, headers, a string or byte body, a signal, redirects followed as fetch
 * follows them, the Authorization header dropped on the way to another origin); the answer is a
 * standard `Response` streaming the body.
 */
async function fetchThrough(input, init = {}, env = process.env) {
    const request = input instanceof Request ? input : undefined;
    let url = new URL(request ? request.url : input.toString());
    let method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? request?.headers);
    let body = bodyBytes(init.body ?? null);
    const signal = init.signal ?? request?.signal ?? undefined;
    for (let hop = 0;; hop++) {
        const res = await send(url, method, headers, body, signal, env);
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location && init.redirect !== 'manual') {
            res.resume();
            if (init.redirect === 'error' || hop >= MAX_REDIRECTS)
                throw new TypeError(`fetch failed: redirect from ${url.origin}`);
            const next = new URL(location, url);
            if (next.origin !== url.origin)
                headers.delete('authorization');
            if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
                if (method !== 'HEAD')
                    method = 'GET';
                body = undefined;
                headers.delete('content-type');
            }
            url = next;
            continue;
        }
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
            if (Array.isArray(value))
                for (const v of value)
                    answer.append(name, v);
            else if (value !== undefined)
                answer.set(name, value);
        }
        const stream = NO_BODY.has(status) || method === 'HEAD' ? null : node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable.toWeb(res);
        if (!stream)
            res.resume();
        const response = new Response(stream, {
            status,
            statusText: res.statusMessage ?? '',
            headers: answer,
        });
        Object.defineProperty(response, 'url', { value: url.href });
        return response;
    }
}
function bodyBytes(body) {
    if (body === undefined)
        return undefined;
    if (body === null)
        return undefined;
    if (typeof body === 'string')
        return Buffer.from(body);
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    if (ArrayBuffer.isView(body))
        return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    throw new TypeError('fetch through a proxy: the body must be a string or bytes');
}
function send(url, method, headers, body, signal, env) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return Promise.reject(new TypeError(`fetch failed: ${url.protocol} is not HTTP`));
    const out = {};
    headers.forEach((value, name) => (out[name] = value));
    if (body)
        out['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
        const req = (url.protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__ : node_http__WEBPACK_IMPORTED_MODULE_0__).request(url, {
            method,
            headers: out,
            agent: keepAliveAgent(url.protocol, env),
            ...(signal ? { signal } : {}),
        });
        req.on('response', resolve);
        // As fetch: an abort rejects with the signal's reason, anything else as "fetch failed".
        req.on('error', (e) => reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: e })));
        req.end(body);
    });
}


/***/ })

};
