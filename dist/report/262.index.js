export const id = 262;
export const ids = [262];
export const modules = {

/***/ 76262:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  downloadBundleArtifact: () => (/* binding */ downloadBundleArtifact)
});

// UNUSED EXPORTS: downloadNamedArtifact, findEarlierBundles, pruneOlderBundles, uploadBundleArtifact, uploadFileArtifact

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.build/github/retry.js
/**
 * Bounded retries for ci-state's own calls to the toolkit clients, and a capture of what those
 * clients print.
 *
 * Why a capture: `restoreCache` returns `undefined` both on a miss and on a service error, and
 * `saveCache` returns -1 on every failure; the only difference is what they log (`::error::` for a
 * 5xx, `::warning::` for anything else, `info` for a taken key). ci-state needs to know which it was
 * (to retry, and to say "NOT saved: <reason>" truthfully) and must not leave the client's error
 * annotations on a job whose result it does not change. So while a toolkit call runs, workflow
 * commands written to stdout are taken aside and returned to the caller instead of being printed.
 */
const DEFAULT_RETRY = {
    attempts: 4,
    baseDelayMs: 1000,
    maxDelayMs: 15_000,
    deadlineMs: 120_000,
};
const defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms).unref?.());
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
        let outcome;
        const left = o.deadlineMs - (now() - start);
        try {
            outcome = await raceDeadline(fn(attempt), left, () => {
                releaseToolkitCapture();
                return {
                    ok: false,
                    final: true,
                    reason: `no answer within the time limit of ${Math.round(o.deadlineMs / 1000)}s`,
                };
            });
        }
        catch (e) {
            outcome = { ok: false, reason: e.message ?? String(e) };
        }
        if (outcome.ok)
            return { ok: true, value: outcome.value, attempts: attempt, reasons };
        reasons.push(outcome.reason ?? 'failed');
        if (outcome.final || attempt === o.attempts)
            break;
        const backoff = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (attempt - 1));
        const delay = Math.max(outcome.retryAfterMs ?? 0, Math.round(backoff * (0.5 + random() / 2)));
        if (now() - start + delay > o.deadlineMs) {
            reasons.push(`gave up after ${attempt} attempts (time limit ${Math.round(o.deadlineMs / 1000)}s)`);
            break;
        }
        await sleep(delay);
    }
    return { ok: false, attempts: reasons.length, reasons };
}
let capturing = false;
let release;
/** Gives stdout back now, e.g. when a call is abandoned at its deadline and may never return. */
function releaseToolkitCapture() {
    release?.();
}
/**
 * Runs fn while taking aside the workflow commands (`::error::`, `::warning::`) and plain lines it
 * writes to stdout. Only one capture at a time (calls are sequential in ci-state).
 */
async function retry_captureToolkitLog(fn, passThrough = () => undefined) {
    const log = { errors: [], warnings: [], infos: [] };
    if (capturing)
        return { value: await fn(), log };
    capturing = true;
    const original = process.stdout.write.bind(process.stdout);
    let pending = '';
    const take = (line) => {
        const m = /^::(error|warning)(?: [^:]*)?::(.*)$/.exec(line);
        if (m)
            (m[1] === 'error' ? log.errors : log.warnings).push(unescapeData(m[2]));
        else if (line.startsWith('::'))
            original(`${line}\n`);
        else {
            log.infos.push(line);
            passThrough(line);
        }
    };
    process.stdout.write = ((chunk, ...rest) => {
        pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        let i;
        while ((i = pending.indexOf('\n')) >= 0) {
            take(pending.slice(0, i).replace(/\r$/, ''));
            pending = pending.slice(i + 1);
        }
        const cb = rest.find((r) => typeof r === 'function');
        cb?.();
        return true;
    });
    let released = false;
    const giveBack = () => {
        if (released)
            return;
        released = true;
        if (pending)
            take(pending);
        pending = '';
        process.stdout.write = original;
        capturing = false;
        if (release === giveBack)
            release = undefined;
    };
    release = giveBack;
    try {
        const value = await fn();
        return { value, log };
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
    const m = /\b(?:status(?: code)?:?\s*|\()([1-5]\d\d)\b/i.exec(message);
    return m ? Number(m[1]) : undefined;
}

;// CONCATENATED MODULE: ./.build/github/artifact-store.js
/**
 * The durable path: bundles as artifacts of the run, through `@actions/artifact` (lazily loaded).
 *
 * The artifact client's internal API only sees the current attempt's artifacts, so finding an
 * earlier attempt's bundle goes through the REST API (list the run's artifacts, download with
 * `findBy`), which sees every attempt.
 */





const FILE = 'bundle.cis';
function tempRoot() {
    return process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)();
}
function failure(e, what) {
    const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 500);
    const status = statusFromMessage(message) ?? e.status;
    const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
    return { ok: false, reason: `artifact: ${what}: ${message}`, final };
}
async function uploadBundleArtifact(name, bytes, retentionDays) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 8521));
    const dir = await mkdtemp(join(tempRoot(), 'ci-state-up-'));
    try {
        await writeFile(join(dir, FILE), bytes);
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.uploadArtifact(name, [join(dir, FILE)], dir, {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 6,
        }));
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        return { ok: true, value: { id: value.id, size: value.size ?? bytes.length } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
    finally {
        await rm(dir, { recursive: true, force: true });
    }
}
/** Deletes this attempt's older bundles of the scope (best effort; the newest stays). */
async function pruneOlderBundles(scope16, attempt, keepSeq) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 8521));
    const client = new DefaultArtifactClient();
    let deleted = 0;
    try {
        const { value } = await captureToolkitLog(() => client.listArtifacts());
        for (const a of value.artifacts) {
            const p = parseStateArtifactName(a.name);
            if (p && p.scope16 === scope16 && p.attempt === attempt && p.seq < keepSeq) {
                await captureToolkitLog(() => client.deleteArtifact(a.name));
                deleted++;
            }
        }
    }
    catch {
        // Pruning is housekeeping: a failure leaves an extra artifact, never a lost state.
    }
    return deleted;
}
/** Lists the run's state bundles of this scope from attempts before `beforeAttempt`, newest first. */
async function findEarlierBundles(rest, repo, runId, scope16, beforeAttempt) {
    try {
        const all = await rest.paginate(rest.rest.actions.listWorkflowRunArtifacts, {
            ...repo,
            run_id: runId,
            per_page: 100,
        });
        const found = [];
        for (const a of all) {
            const p = parseStateArtifactName(a.name);
            if (!p || p.scope16 !== scope16 || p.attempt >= beforeAttempt || a.expired)
                continue;
            found.push({ id: a.id, name: a.name, attempt: p.attempt, seq: p.seq, size: a.size_in_bytes });
        }
        found.sort((a, b) => b.attempt - a.attempt || b.seq - a.seq);
        return { ok: true, value: found };
    }
    catch (e) {
        return failure(e, 'listing the run artifacts failed');
    }
}
async function downloadBundleArtifact(id, findBy, maxBytes) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 8521));
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempRoot(), 'ci-state-down-'));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await retry_captureToolkitLog(() => client.downloadArtifact(id, { path: dir, findBy }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${id}: download digest mismatch` };
        const names = await (0,promises_.readdir)(dir);
        if (!names.includes(FILE))
            return { ok: false, reason: `artifact ${id} holds no bundle`, final: true };
        const bytes = await (0,promises_.readFile)((0,external_node_path_.join)(dir, FILE));
        if (bytes.length > maxBytes)
            return { ok: false, reason: `artifact ${id} is over the size cap`, final: true };
        return { ok: true, value: bytes };
    }
    catch (e) {
        return failure(e, `download of ${id} failed`);
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/** Uploads one file as an artifact (e.g. a blob pack); the file keeps its name inside. */
async function uploadFileArtifact(name, file, retentionDays) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 8521));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.uploadArtifact(name, [file], dirname(file), {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 0,
        }));
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        return { ok: true, value: { id: value.id, size: value.size ?? 0 } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
}
/** Finds an artifact by exact name in a run (any attempt) and downloads it into `dir`. */
async function downloadNamedArtifact(rest, repo, runId, name, token, dir) {
    try {
        const { data } = await rest.rest.actions.listWorkflowRunArtifacts({
            ...repo,
            run_id: runId,
            name,
            per_page: 100,
        });
        const found = (Array.isArray(data?.artifacts) ? data.artifacts : []).find((a) => a.name === name && !a.expired);
        if (!found)
            return { ok: false, reason: `artifact ${name} not found in run ${runId}`, final: true };
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 8521));
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.downloadArtifact(found.id, {
            path: dir,
            findBy: {
                token,
                workflowRunId: runId,
                repositoryOwner: repo.owner,
                repositoryName: repo.repo,
            },
        }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${name}: download digest mismatch` };
        return { ok: true, value: (await readdir(dir)).map((f) => join(dir, f)) };
    }
    catch (e) {
        return failure(e, `download of ${name} failed`);
    }
}


/***/ })

};
