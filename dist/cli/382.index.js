export const id = 382;
export const ids = [382];
export const modules = {

/***/ 40382:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   execPhase: () => (/* binding */ execPhase),
/* harmony export */   exitCodeForSignal: () => (/* binding */ exitCodeForSignal)
/* harmony export */ });
/* unused harmony exports commandSpawner, spawnErrorMessage */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var _core_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70171);
/* harmony import */ var _transfer_retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67926);
/* harmony import */ var _pipes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76938);
/**
 * Runs a phase's command the way a shell would: found as a shell finds it (on Windows, `npm` is
 * `npm.cmd`), the child's output goes straight to ours (teed so that a bounded, redacted tail is
 * kept for the state), stdin is inherited, and SIGINT/SIGTERM/SIGHUP sent to ci-state are forwarded
 * to the child so that cancellation reaches the real work. When our stdout or stderr closes (a
 * reader that stopped: `| head -1`), the child's stream to it closes too: the command meets the
 * closed pipe as it would in a shell pipeline (SIGPIPE, or EPIPE on its next write) and its end,
 * whatever it is, is recorded.
 */





const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** The exit code a shell gives a command that a signal ended: 128 + the signal's number. */
function exitCodeForSignal(signal) {
    const n = node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals[signal];
    return 128 + (n ?? 0);
}
/**
 * What starts a command on `platform`, finding it as a shell would. On Windows, Node's spawn finds
 * only `.exe` files and cannot start a `.cmd` or `.bat` (npm, npx, yarn, pnpm are `.cmd` shims):
 * cross-spawn (the package most tools use for this, execa among them) looks the name up through PATH
 * and PATHEXT, starts a script through cmd.exe with its arguments escaped for it, and reports a
 * command it cannot find as ENOENT. Elsewhere Node's spawn already searches PATH as a shell does,
 * so cross-spawn is not even loaded.
 */
async function commandSpawner(platform = process.platform) {
    return platform === 'win32' ? (await __webpack_require__.e(/* import() */ 546).then(__webpack_require__.t.bind(__webpack_require__, 80546, 19))).default.spawn : node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn;
}
/** Why a command could not be started, in one line (the same for Node's spawn and cross-spawn). */
function spawnErrorMessage(file, e) {
    return e.code === 'ENOENT'
        ? `command not found: ${file}`
        : e.code === 'EACCES'
            ? `command is not executable: ${file}`
            : `cannot start ${file}: ${e.message}`;
}
async function execPhase(command, opts = {}) {
    const [file, ...args] = command;
    if (!file)
        throw new Error('no command given');
    const tailBytes = opts.tailBytes ?? 4096;
    const out = new _core_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .TailBuffer */ .vX(tailBytes);
    const err = new _core_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .TailBuffer */ .vX(tailBytes);
    // process.hrtime rather than performance.now(): the same monotonic clock, without loading perf_hooks.
    const started = process.hrtime.bigint();
    const start = await commandSpawner();
    return new Promise((resolve) => {
        let cancelledBy;
        let spawnError;
        // Listening before the spawn: the command may act on its own (and whoever waits on it may
        // signal us) before the spawn call has returned. A signal is dispatched after this
        // synchronous code, when `running.child` is set.
        const running = {};
        const forward = (sig) => {
            cancelledBy ??= sig;
            // The save after the phase gets a bounded time to finish and report (see withRetry).
            (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .requestCancel */ .AX)(sig);
            const c = running.child;
            if (c && c.exitCode === null && c.signalCode === null)
                c.kill(sig);
        };
        for (const sig of FORWARDED)
            process.on(sig, forward);
        let child;
        try {
            child = start(file, args, {
                stdio: ['inherit', 'pipe', 'pipe'],
                env: opts.env ?? process.env,
                cwd: opts.cwd,
            });
        }
        catch (e) {
            // Arguments spawn refuses at once (a NUL byte in one): nothing runs, nothing to forward to.
            for (const sig of FORWARDED)
                process.off(sig, forward);
            throw e;
        }
        running.child = child;
        const tee = (from, to, tail) => from.on('data', (chunk) => {
            tail.push(chunk);
            (0,_pipes_js__WEBPACK_IMPORTED_MODULE_4__/* .writeTo */ .jH)(to, chunk);
        });
        tee(child.stdout, process.stdout, out);
        tee(child.stderr, process.stderr, err);
        // Our end of a pipe closed: so does the child's end of the one that feeds it.
        const stopWatching = (0,_pipes_js__WEBPACK_IMPORTED_MODULE_4__/* .onBroken */ .$3)((stream) => {
            if (stream === process.stdout)
                child.stdout.destroy();
            if (stream === process.stderr)
                child.stderr.destroy();
        });
        child.on('error', (e) => {
            spawnError = spawnErrorMessage(file, e);
        });
        child.on('close', (code, signal) => {
            // From here to the end of the save, a signal must not end the process mid-write and
            // unreported: it asks the save to finish within its grace time (a second one ends it).
            // Installed before `forward` goes: a signal's handle closes with its last listener, and a
            // signal that had arrived but was not yet dispatched would be lost with it (a SIGINT just
            // as the command ends would then not bound the save).
            (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .handleCancelSignals */ .gg)();
            for (const sig of FORWARDED)
                process.off(sig, forward);
            stopWatching();
            const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
            const result = {
                exitCode: spawnError
                    ? 127
                    : code !== null
                        ? code
                        : exitCodeForSignal(signal ?? cancelledBy ?? 'SIGKILL'),
                durationMs,
                stdoutTail: out.toString(),
                stderrTail: err.toString(),
            };
            if (signal)
                result.signal = signal;
            if (cancelledBy)
                result.cancelledBy = cancelledBy;
            if (spawnError)
                result.spawnError = spawnError;
            resolve(result);
        });
    });
}


/***/ }),

/***/ 67926:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ requestCancel),
/* harmony export */   II: () => (/* binding */ statusFromMessage),
/* harmony export */   NK: () => (/* binding */ cancelRequested),
/* harmony export */   bD: () => (/* binding */ withRetry),
/* harmony export */   gg: () => (/* binding */ handleCancelSignals),
/* harmony export */   s: () => (/* binding */ RATE_LIMIT_WAIT_MS),
/* harmony export */   z$: () => (/* binding */ captureToolkitLog)
/* harmony export */ });
/* unused harmony exports DEFAULT_RETRY, retryFromEnv, CANCEL_GRACE_MS, releaseToolkitCapture */
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var _stdout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84997);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93265);
/**
 * Bounded retries for ci-state's own calls to the toolkit clients, and a capture of what those
 * clients print: their return values cannot tell a miss from a service error, only their log can,
 * and their error annotations must not land on a job whose result they do not change
 * (docs/adr/0002).
 */



/** GitHub's advice for a 429 that does not say how long to wait: at least a minute. */
const RATE_LIMIT_WAIT_MS = 60_000;
const DEFAULT_RETRY = {
    attempts: 4,
    baseDelayMs: 1000,
    maxDelayMs: 15_000,
    deadlineMs: 120_000,
};
// A ref'd timer: during a wait between tries nothing else may keep the process alive (an unref'd
// one let Node exit mid-restore with "unsettled top-level await", failing the step).
const defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * Operators can tune the retries with CI_STATE_RETRY_ATTEMPTS and CI_STATE_TIMEOUT_SECONDS (the
 * time one save or restore may take in all, retries included).
 */
function retryFromEnv(env = process.env) {
    const out = {};
    const attempts = Number(env.CI_STATE_RETRY_ATTEMPTS);
    if (Number.isInteger(attempts) && attempts >= 1 && attempts <= 20)
        out.attempts = attempts;
    const seconds = Number(env.CI_STATE_TIMEOUT_SECONDS);
    if (Number.isFinite(seconds) && seconds > 0 && seconds <= 3600)
        out.deadlineMs = seconds * 1000;
    return out;
}
/**
 * Time a save or restore still gets, in all, once the step has been told to stop: the runner sends
 * SIGINT, then SIGTERM 7.5 s later, then kills the process 2.5 s after that.
 */
const CANCEL_GRACE_MS = 5000;
let cancel;
const cancelListeners = new Set();
/**
 * The step has been told to stop (SIGINT/SIGTERM): the try in progress may go on for
 * CANCEL_GRACE_MS from now, a new one may start within that time, and none is retried; then
 * withRetry gives up with "cancelled by <signal>" (see handleCancelSignals).
 */
function requestCancel(signal) {
    if (cancel)
        return;
    cancel = { signal, at: Date.now() };
    for (const f of [...cancelListeners])
        f();
}
/** The cancellation requested in this process, if any. */
function cancelRequested() {
    return cancel;
}
let signalsHandled = false;
const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
/**
 * From now on SIGINT, SIGTERM and SIGHUP request cancellation instead of ending the process at
 * once, so that a save in progress finishes (or gives up) within CANCEL_GRACE_MS and its outcome
 * is reported. A second signal ends the process at once (128 + the signal's number).
 */
function handleCancelSignals() {
    if (signalsHandled)
        return;
    signalsHandled = true;
    for (const sig of Object.keys(SIGNAL_NUMBERS)) {
        process.on(sig, () => {
            if (cancel)
                process.exit(128 + (SIGNAL_NUMBERS[sig] ?? 0));
            requestCancel(sig);
        });
    }
}
function cancelReason() {
    return `cancelled by ${cancel?.signal ?? 'a signal'} before it was done`;
}
/** Resolves CANCEL_GRACE_MS after a cancellation (already requested or still to come). */
function afterCancelGrace() {
    let timer;
    let listener;
    const promise = new Promise((resolve) => {
        const arm = () => {
            const left = CANCEL_GRACE_MS - (Date.now() - (cancel?.at ?? Date.now()));
            timer = setTimeout(resolve, Math.max(0, left));
            timer.unref?.();
        };
        if (cancel)
            arm();
        else {
            listener = arm;
            cancelListeners.add(listener);
        }
    });
    return {
        promise,
        dispose: () => {
            if (listener)
                cancelListeners.delete(listener);
            clearTimeout(timer);
        },
    };
}
/** Resolves with `onTimeout` when `promise` has not settled in `ms` (the work itself goes on). */
function raceDeadline(promise, ms, onTimeout) {
    if (!Number.isFinite(ms))
        return promise;
    let timer;
    const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(onTimeout()), Math.max(0, ms));
        timer.unref?.();
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
async function withRetry(fn, options = {}) {
    const o = { ...DEFAULT_RETRY, ...retryFromEnv(), ...options };
    const sleep = o.sleep ?? defaultSleep;
    const now = o.now ?? Date.now;
    const random = o.random ?? Math.random;
    const start = now();
    const reasons = [];
    for (let attempt = 1; attempt <= o.attempts; attempt++) {
        if (cancel && Date.now() - cancel.at >= CANCEL_GRACE_MS) {
            reasons.push(cancelReason());
            break;
        }
        let outcome;
        const left = o.deadlineMs - (now() - start);
        const grace = afterCancelGrace();
        // The captures this attempt starts (and any retry inside it), given back if it is abandoned.
        const mine = new Set();
        const scopes = [...(attemptScopes.getStore() ?? []), mine];
        try {
            outcome = await Promise.race([
                raceDeadline(attemptScopes.run(scopes, () => fn(attempt)), left, () => {
                    releaseToolkitCapture(mine);
                    return {
                        ok: false,
                        final: true,
                        reason: `no answer within the time limit of ${Math.round(o.deadlineMs / 1000)}s`,
                    };
                }),
                grace.promise.then(() => {
                    releaseToolkitCapture();
                    return { ok: false, final: true, reason: cancelReason() };
                }),
            ]);
        }
        catch (e) {
            outcome = { ok: false, reason: e.message ?? String(e) };
        }
        finally {
            grace.dispose();
        }
        if (outcome.ok)
            return { ok: true, value: outcome.value, attempts: attempt, reasons };
        reasons.push(outcome.reason ?? 'failed');
        if (outcome.final || attempt === o.attempts)
            break;
        if (cancel) {
            reasons.push(cancelReason()); // no retry once the step was told to stop
            break;
        }
        const backoff = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (attempt - 1));
        const delay = Math.max(outcome.retryAfterMs ?? 0, Math.round(backoff * (0.5 + random() / 2)));
        if (now() - start + delay > o.deadlineMs) {
            reasons.push(`gave up after ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(attempt, 'attempt')} (time limit ${Math.round(o.deadlineMs / 1000)}s)`);
            break;
        }
        o.onRetry?.(outcome.reason ?? 'failed', delay, attempt);
        // A cancellation during the wait ends it: no retry once the step was told to stop.
        let wake = () => undefined;
        const woken = new Promise((r) => (wake = r));
        cancelListeners.add(wake);
        await Promise.race([sleep(delay), woken]);
        cancelListeners.delete(wake);
        if (cancel) {
            reasons.push(cancelReason());
            break;
        }
    }
    return { ok: false, attempts: reasons.length, reasons };
}
/** The capture of the call running in the current async context. */
const captures = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
const releases = new Set();
/** The release sets of the `withRetry` attempts the current async context runs in. */
const attemptScopes = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** The diversion of stdout while the captures are routing it, and stdout's own write. */
let diverted;
let out = (s) => process.stdout.write(s);
function take(cap, line) {
    const m = /^::(error|warning)(?: [^:]*)?::(.*)$/.exec(line);
    if (m)
        (m[1] === 'error' ? cap.log.errors : cap.log.warnings).push(unescapeData(m[2]));
    else if (line.startsWith('::'))
        out(`${line}\n`);
    else {
        cap.log.infos.push(line);
        cap.passThrough(line);
    }
}
/** Routes stdout through the captures while at least one is active. */
function intercept() {
    if (diverted)
        return;
    diverted = (0,_stdout_js__WEBPACK_IMPORTED_MODULE_2__/* .divertStdout */ .aT)(() => {
        const cap = captures.getStore();
        return cap && !cap.released ? cap : undefined;
    });
    out = diverted.write;
}
/**
 * Gives stdout back now from the captures in `only` (default: every capture), e.g. those of a call
 * abandoned at its deadline that may never return. A capture running beside it keeps its lines.
 */
function releaseToolkitCapture(only = releases) {
    for (const release of [...only])
        release();
}
/**
 * Runs fn while taking aside the workflow commands (`::error::`, `::warning::`) and plain lines it
 * writes to stdout (other workflow commands, such as `::debug::`, still go out).
 *
 * Why: `restoreCache` returns `undefined` both on a miss and on a service error, and `saveCache`
 * returns -1 on every failure; the only difference is what they log (`::error::` for a 5xx,
 * `::warning::` for anything else, `info` for a taken key). ci-state needs to know which it was
 * (to retry, and to say "NOT saved: <reason>" truthfully). Each line goes to the capture of the
 * call that wrote it (found through the async context), so captured calls may run at once (a
 * cache save beside an artifact upload).
 */
async function captureToolkitLog(fn, passThrough = () => undefined) {
    const cap = {
        log: { errors: [], warnings: [], infos: [] },
        pending: '',
        line: (line) => take(cap, line),
        passThrough,
        released: false,
    };
    intercept();
    const scopes = attemptScopes.getStore() ?? [];
    const giveBack = () => {
        if (cap.released)
            return;
        cap.released = true;
        if (cap.pending)
            take(cap, cap.pending);
        cap.pending = '';
        releases.delete(giveBack);
        for (const scope of scopes)
            scope.delete(giveBack);
        if (releases.size === 0 && diverted) {
            diverted.restore();
            diverted = undefined;
        }
    };
    releases.add(giveBack);
    for (const scope of scopes)
        scope.add(giveBack);
    try {
        const value = await captures.run(cap, fn);
        return { value, log: cap.log };
    }
    finally {
        giveBack();
    }
}
function unescapeData(s) {
    return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
/** Reads "(429)" / "status code 503" style codes out of a client's message. */
function statusFromMessage(message) {
    // No \b before "(": there is no word boundary between a space and "(" (so " (429)" never matched).
    const m = /(?:\bstatus(?: code)?:?\s*|\()([1-5]\d\d)\b/i.exec(message);
    return m ? Number(m[1]) : undefined;
}


/***/ }),

/***/ 84997:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N5: () => (/* binding */ pastQuiet),
/* harmony export */   QJ: () => (/* binding */ withQuietStdout),
/* harmony export */   aT: () => (/* binding */ divertStdout)
/* harmony export */ });
/**
 * Taking over process.stdout, in one place: the toolkit clients print progress, debug lines and
 * workflow commands there, which ci-state either takes aside (retry.ts, to learn how a call
 * failed) or keeps out of a CLI command's output (withQuietStdout).
 *
 *     divertStdout(pick): { write, restore }   each write goes, split into lines, to the sink
 *                                              pick() returns at that moment, or to stdout itself
 *     withQuietStdout(fn, log?): Promise<T>    lines written to stdout while fn runs go to `log`
 *                                              (default: dropped)
 *     pastQuiet(fn)                            what fn writes goes to stdout all the same
 */
/**
 * Replaces process.stdout.write until `restore`: a write goes to stdout as before when `pick`
 * returns undefined, else into the sink, which gets each complete line without its "\r\n".
 * Diversions nest: each restores what it replaced.
 */
function divertStdout(pick) {
    const original = process.stdout.write;
    const write = original.bind(process.stdout);
    process.stdout.write = ((chunk, ...rest) => {
        const sink = pick();
        if (!sink)
            return write(chunk, ...rest);
        sink.pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        let i;
        while ((i = sink.pending.indexOf('\n')) >= 0) {
            const line = sink.pending.slice(0, i).replace(/\r$/, '');
            sink.pending = sink.pending.slice(i + 1);
            sink.line(line);
        }
        const cb = rest.find((r) => typeof r === 'function');
        cb?.();
        return true;
    });
    return {
        write: (text) => write(text),
        restore: () => {
            process.stdout.write = original;
        },
    };
}
let quiet = 0;
/** Set while lines meant for the log itself (progress) are written during a quiet stretch. */
let through = 0;
/** Writes of `fn` go to stdout even while withQuietStdout takes the toolkit's lines aside. */
function pastQuiet(fn) {
    through++;
    try {
        fn();
    }
    finally {
        through--;
    }
}
/**
 * `@actions/artifact` reports progress and debug lines through `@actions/core`, which writes to
 * stdout: fine in a step log, noise in the output of a CLI command. While `fn` runs (and nothing
 * else of ours writes to stdout), those lines are handed to `log` instead. Nested calls share the
 * outer capture.
 */
async function withQuietStdout(fn, log = () => undefined) {
    if (quiet > 0)
        return fn();
    quiet++;
    // `log` may itself write to stdout (a step's debug lines): that goes out as is, not back
    // into `log`, which would repeat the line without end.
    let inLog = false;
    const sink = {
        pending: '',
        line: (line) => {
            inLog = true;
            try {
                log(line);
            }
            finally {
                inLog = false;
            }
        },
    };
    const diverted = divertStdout(() => (inLog || through > 0 ? undefined : sink));
    try {
        return await fn();
    }
    finally {
        diverted.restore();
        quiet--;
        if (sink.pending)
            log(sink.pending.replace(/\r$/, ''));
    }
}


/***/ })

};
