export const id = 1349;
export const ids = [1349];
export const modules = {

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
