export const id = 715;
export const ids = [715];
export const modules = {

/***/ 26715:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  phasesWithLostOutputs: () => (/* binding */ phasesWithLostOutputs)
});

// UNUSED EXPORTS: blobStoreOf, describePrune, describePruned, describeSnapshot, packShipFor, pruneCheckpointContent, restoreCheckpointFiles, rollbackCheckpointFiles, rollbackGlobsOf, skippedOf, snapshotGlobs, takePlannedCheckpoints

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./.build/snapshot/index.js + 16 modules
var snapshot = __webpack_require__(68894);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/core/index.js + 9 modules
var core = __webpack_require__(48344);
// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/core/checkpoint-policy.js
var checkpoint_policy = __webpack_require__(5595);
// EXTERNAL MODULE: ./.build/core/rollback.js
var rollback = __webpack_require__(97922);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/report/escape.js
var report_escape = __webpack_require__(43046);
;// CONCATENATED MODULE: ./.build/cli/output.js
/** Printing for people and for programs: one place decides streams, prefixes and JSON. */



/**
 * Text from a state (phase reasons and errors, context keys, the workflow's name) can hold line
 * breaks and `::name::`: printed as it is, a line of it would be read by the runner as a workflow
 * command (`::add-mask::`, `::error::`, `::stop-commands::`). Every printed line that would be one
 * (the runner breaks lines at CR, LF and CRLF) is broken invisibly, a zero-width space between
 * the colons; every other line is printed exactly as it is.
 */
function inertLines(text) {
    return text
        .split(/(\r\n|\r|\n)/)
        .map((part) => (/^\s*::|##\[/.test(part) ? breakWorkflowCommands(part) : part))
        .join('');
}
function createPrinter(stdout = process.stdout, stderr = process.stderr) {
    return {
        note: (line) => void stderr.write(`${inertLines(`ci-state: ${line}`)}\n`),
        out: (line) => void stdout.write(`${inertLines(line)}\n`),
        json: (value) => void stdout.write(`${JSON.stringify(value, null, 2)}\n`),
        warn: (line) => void stderr.write(`${inertLines(`ci-state: warning: ${line}`)}\n`),
        annotate: (line) => void (process.env.GITHUB_ACTIONS === 'true'
            ? stdout.write(`${workflowCommand('warning', `ci-state: ${line}`)}\n`)
            : stderr.write(`${inertLines(`ci-state: warning: ${line}`)}\n`)),
        debug: (line) => void (process.env.RUNNER_DEBUG === '1' && stderr.write(`${inertLines(`ci-state: ${line}`)}\n`)),
    };
}
/** Lines shown only when the runner's debug logging is on (RUNNER_DEBUG=1), as notes. */
function output_debugLines(p) {
    return process.env.RUNNER_DEBUG === '1' ? (line) => p.note(line) : () => undefined;
}
const ICON = {
    pending: '·',
    running: '…',
    succeeded: '✓',
    failed: '✗',
    skipped: '⏭',
    rolled_back: '↩',
};
function phaseIcon(status) {
    return ICON[status];
}
function pad(text, width) {
    return text.length >= width ? text : text + ' '.repeat(width - text.length);
}
/** A plain-text table: columns padded to the widest cell. */
function table(rows) {
    const widths = [];
    for (const row of rows)
        row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
    return rows.map((row) => row
        .map((c, i) => (i === row.length - 1 ? c : pad(c, widths[i] ?? 0)))
        .join('  ')
        .trimEnd());
}
function describeRecord(id, rec, currentAttempt) {
    const duration = rec.durationMs !== undefined ? formatDuration(rec.durationMs) : '';
    const notes = [];
    if (rec.reason)
        notes.push(rec.reason);
    else if (rec.attempt !== currentAttempt &&
        (rec.status === 'succeeded' || rec.status === 'failed'))
        notes.push(`from attempt ${rec.attempt}`);
    if (rec.status === 'failed' && rec.error)
        notes.push(rec.error);
    if (rec.sideEffect)
        notes.push('side effect');
    return [
        phaseIcon(rec.status),
        id,
        rec.status,
        `attempt ${rec.attempt}`,
        duration,
        notes.join('; '),
    ];
}
function statusLines(state) {
    const lines = [
        `${state.origin.workflow} · run ${state.origin.runId} · attempt ${state.origin.runAttempt} · ${state.status}${state.pause ? ` (paused: ${state.pause.reason})` : ''}`,
    ];
    const ids = Object.keys(state.phases);
    if (ids.length === 0) {
        lines.push('  no phases recorded yet');
    }
    else {
        const rows = ids.map((id) => describeRecord(id, state.phases[id], state.origin.runAttempt));
        for (const l of table(rows))
            lines.push(`  ${l}`);
    }
    const declaredOnly = state.declared.filter((d) => !(d.id in state.phases)).map((d) => d.id);
    if (declaredOnly.length)
        lines.push(`  not started: ${declaredOnly.join(', ')}`);
    if (state.resume && state.resume.skipped.length) {
        lines.push(`  resumed from attempt ${state.resume.fromAttempt} (${state.resume.strategy}): skipped ${state.resume.skipped.join(', ')}, saving ${formatDuration(state.resume.savedMs)}`);
    }
    const ctx = Object.keys(state.context);
    if (ctx.length)
        lines.push(`  context: ${ctx.join(', ')}`);
    if (state.checkpoints.length)
        lines.push(`  checkpoints: ${state.checkpoints.map((c) => c.id).join(', ')}`);
    return lines;
}
function printPlan(p, state, plan) {
    for (const line of describePlan(plan, state))
        p.out(line);
}
/** The few fields of a state that the JSON output of init, resume and finish shows. */
function summaryJson(state) {
    return {
        id: state.id,
        workflow: state.origin.workflow,
        runId: state.origin.runId,
        attempt: state.origin.runAttempt,
        status: state.status,
        profile: state.profile ?? null,
    };
}
/** A command's error as one line on stderr; returns the exit code. */
function reportError(e) {
    if (e instanceof CiStateError) {
        process.stderr.write(`ci-state: ${e.message}\n`);
        return e.exitCode;
    }
    const err = e;
    process.stderr.write(`ci-state: internal error: ${err?.message ?? String(e)}\n`);
    if (process.env.CI_STATE_DEBUG)
        process.stderr.write(`${err?.stack ?? ''}\n`);
    return 70;
}

// EXTERNAL MODULE: ./.build/store/local-store.js + 1 modules
var local_store = __webpack_require__(43675);
// EXTERNAL MODULE: ./.build/store/lock.js
var lock = __webpack_require__(93173);
;// CONCATENATED MODULE: ./.build/cli/session.js
/**
 * The CLI's view of the local store: which state is current, and read-modify-write of it under the
 * store's lock. Every command goes through here so that "no run started" and friends read the same.
 * The `current` pointer is read once per process; a write reads the state only under the lock.
 */



const session_now = () => new Date().toISOString();
function openSession(printer, env = process.env) {
    const dir = LocalStore.resolveDir(env, process.cwd());
    // Read here so that a bad CI_STATE_LOCK_TIMEOUT is a one-line error for every command.
    const store = new LocalStore({
        dir,
        lockTimeoutMs: lockTimeoutFromEnv(env),
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
    return new CiStateError('no_run', NO_RUN, { exitCode: 1 });
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
function session_mutate(session, fn) {
    return update(session, fn);
}

;// CONCATENATED MODULE: ./.build/cli/checkpoints.js
/**
 * Checkpoints with files, for the CLI: snapshot a phase's outputs (or any globs) into the store's
 * content-addressed blob store, restore them when a phase is skipped on resume, and roll a file
 * set back. The snapshot rules (exclusions, refused secrets, safe extraction) live in src/snapshot;
 * the state only records where the manifest is (`checkpoint.location`) and the globs.
 *
 * After a phase ends, `takePlannedCheckpoints` takes the checkpoints the run's policy asks for
 * (error_recovery, before_restart, scheduled; see phase-checkpoints.ts). They never change the
 * phase's result: a snapshot that fails is a warning.
 */









/**
 * The local store's blobs. Not fsynced on a GitHub runner (`GITHUB_ACTIONS=true`): there the local
 * store is the job's working copy on a machine that does not outlive the job, and what a later
 * attempt finds is what was shipped to the cache or as an artifact, verified. A sync there protects
 * nothing and makes the checkpoint wait for the disk (measured: 1.36-1.61 s against 1.53-1.61 s
 * for a 500 MiB checkpoint taken just after its files were written, docs/performance.md).
 * Publishing stays a rename: a killed process leaves a pack whole or absent. Off a runner, where
 * the store is the only copy, every pack is fsynced before it is published.
 */
function blobStoreOf(storeDir) {
    return snapshot/* BlobStore */.lb.forStore(storeDir, { durable: process.env.GITHUB_ACTIONS !== 'true' });
}
/**
 * The store's cache of file digests (never shipped): unchanged files are not hashed again by the
 * next snapshot, and files a restore or a rollback wrote are recorded in it.
 */
function hashCacheOf(storeDir) {
    return join(storeDir, 'checkpoints', 'hash-cache.bin');
}
/** `restoreFiles` or `rollbackFiles`, recording what it writes in the store's hash cache. */
async function withHashCache(storeDir, run) {
    const cache = await HashCache.load(hashCacheOf(storeDir));
    const result = await run(cache);
    await cache.save(true);
    return result;
}
/**
 * The pack a checkpoint writes goes to the cache while it is written where this process can
 * reach the cache itself (see RunnerSession.shipPack); in a `run:` step the job's persistence
 * process ships it after the phase instead. Undefined off a runner.
 */
async function packShipFor(storeDir, state, log) {
    if (!process.env.CI_STATE_SESSION)
        return undefined;
    const { sessionFromEnv } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 88888));
    return sessionFromEnv(process.env, { log })?.shipPack(storeDir, state);
}
async function snapshotGlobs(storeDir, root, globs, opts = {}) {
    const t0 = performance.now();
    const ship = opts.ship;
    let snap;
    try {
        snap = await snapshotFiles(blobStoreOf(storeDir), root, globs, {
            hashCache: hashCacheOf(storeDir),
            ...(opts.gitChangedOnly ? { gitChangedOnly: true } : {}),
            ...(opts.allowSecrets?.length ? { allowSecrets: opts.allowSecrets } : {}),
            ...(opts.exclude?.length ? { exclude: opts.exclude } : {}),
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
        location: manifestLocation(written.manifestSha),
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
function mb(bytes) {
    return bytes >= 1024 * 1024
        ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
        : `${(bytes / 1024).toFixed(1)} KB`;
}
/**
 * Removes checkpoint content that no state of the store refers to any more (the states the TTL and
 * cap sweep removed left their packs behind), after a grace period (see `BlobStore.prune`). When a
 * manifest cannot be read, the blobs it names are unknown and nothing is removed.
 */
async function pruneCheckpointContent(storeDir, states, options = {}) {
    const blobs = blobStoreOf(storeDir);
    const keep = await referencedBlobs(blobs, states.flatMap((s) => s.checkpoints));
    if (keep.unreadable.length) {
        return {
            packs: 0,
            loose: 0,
            bytes: 0,
            leftovers: 0,
            skipped: `checkpoint manifest ${keep.unreadable[0].slice(0, 12)}… of a kept state could not be read`,
        };
    }
    const pruned = await blobs.prune(keep.blobs, options);
    // The blob lists of manifests no state refers to any more, and where packs no longer here were
    // sent (local records, see records.ts).
    await pruneBlobLists(blobs, 'manifests', keep.blobs, options.dryRun);
    if (!options.dryRun) {
        const here = new Set((await blobs.packs()).map((p) => p.id));
        await pruneBlobLists(blobs, 'shipped', here);
        // The digest cache as JSON, which `hash-cache.bin` replaced.
        await fs.rm(join(storeDir, 'checkpoints', 'hash-cache.json'), { force: true });
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
            ...(p.packs ? [`${p.packs} pack${p.packs === 1 ? '' : 's'}`] : []),
            ...(p.loose ? [`${p.loose} blob${p.loose === 1 ? '' : 's'}`] : []),
        ];
        lines.push(`${dryRun ? 'would remove' : 'removed'} checkpoint content no state refers to: ${parts.join(', ')} (${mb(p.bytes)})`);
    }
    if (p.leftovers)
        lines.push(`removed ${p.leftovers} leftover checkpoint temp file${p.leftovers === 1 ? '' : 's'} (interrupted writers, corrupt blobs set aside)`);
    return lines.length ? lines.join('\n') : undefined;
}
function describeSnapshot(s) {
    const lines = [
        `${s.files} files, ${mb(s.totalBytes)}; ${s.newBlobs.length} new blobs (${mb(s.newBytes)}) stored${s.shipped?.key ? ' and saved to the cache' : ''} in ${formatDuration(s.ms)}`,
    ];
    if (s.shipped?.problem)
        lines.push(`not saved to the cache yet (the state's save will ship it): ${s.shipped.problem}`);
    if (s.excluded.length)
        lines.push(`excluded ${s.excluded.length}: ${s.excluded
            .slice(0, 5)
            .map((e) => `${e.path} (${e.why})`)
            .join(', ')}${s.excluded.length > 5 ? ', …' : ''}`);
    if (s.refused.length)
        lines.push(`REFUSED ${s.refused.length}: ${s.refused
            .slice(0, 5)
            .map((e) => `${e.path} (${e.why})`)
            .join(', ')}${s.refused.length > 5 ? ', …' : ''}`);
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
        .slice(0, MAX_SKIPPED_LISTED)
        .map((e) => ({ ...e, path: e.path.slice(0, 1024), why: e.why.slice(0, 512) }));
    return { excluded: s.excluded.length, refused: s.refused.length, paths };
}
/** "1 old checkpoint" / "3 old checkpoints" pruned, for notes. */
function describePruned(pruned, state) {
    return `pruned ${pruned.length} old checkpoint${pruned.length === 1 ? '' : 's'} nothing refers to (the run keeps at most ${effectivePolicy(state).max}): ${pruned.slice(0, 5).join(', ')}${pruned.length > 5 ? ', …' : ''}`;
}
/** Takes one planned checkpoint (files under its globs, if any, and the state). */
async function takePlanned(s, state, p) {
    let snap;
    if (p.globs.length) {
        const ship = await packShipFor(s.dir, state, debugLines(s.printer));
        snap = await snapshotGlobs(s.dir, process.cwd(), p.globs, ship ? { ship } : {});
    }
    const id = newId('cp', now());
    let pruned = [];
    const st = await mutate(s, (x) => {
        const r = createCheckpoint(x, {
            id,
            reason: p.reason,
            ...(p.phase !== undefined && Object.hasOwn(x.phases, p.phase) ? { phase: p.phase } : {}),
            now: now(),
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
 * Takes the planned checkpoints one after the other (see phase-checkpoints.ts). Never throws: a
 * checkpoint that cannot be taken is a warning, and the phase's result stands.
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
        manifest = await loadManifest(store, cp.location);
    }
    catch (e) {
        return {
            ok: false,
            written: 0,
            unchanged: 0,
            problems: [`manifest of checkpoint ${cp.id}: ${e.message}`],
        };
    }
    const r = await withHashCache(storeDir, (hashCache) => restoreFiles(root, manifest, store, { hashCache }));
    await noteManifestBlobs(store, manifestShaOf(cp.location) ?? cp.location, manifest);
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
    if (!manifestShaOf(target.location))
        return [];
    return [...new Set([...target.globs, ...(currentFileCheckpoint(state, target)?.globs ?? [])])];
}
/** The newest checkpoint with files over the same globs before `target` (what the tree is now). */
function currentFileCheckpoint(state, target) {
    const same = (c) => JSON.stringify(c.globs) === JSON.stringify(target.globs);
    return [...state.checkpoints]
        .reverse()
        .find((c) => c.id !== target.id && same(c) && manifestShaOf(c.location));
}
/** Puts the files of `target` back (modified restored, deleted re-created, added removed). */
async function rollbackCheckpointFiles(storeDir, root, state, target, dryRun) {
    const store = blobStoreOf(storeDir);
    const to = await loadManifest(store, target.location);
    const fromCp = currentFileCheckpoint(state, target);
    const from = fromCp ? await loadManifest(store, fromCp.location) : undefined;
    // A dry run writes nothing, so it has nothing to record.
    const r = dryRun
        ? await rollbackFiles(root, from, to, store, { dryRun })
        : await withHashCache(storeDir, (hashCache) => rollbackFiles(root, from, to, store, { hashCache }));
    return { diff: r.diff, problems: r.problems.map((p) => `${p.path}: ${p.message}`), captures: [] };
}
/**
 * Phases whose outputs checkpoint cannot be restored from the store at `storeDir`: its manifest
 * or one of its blobs is missing or unreadable. Checked before a new attempt is planned, so that
 * the plan (and the Action's outputs) say what will really happen. Presence only: every blob is
 * verified again when it is restored.
 */
async function phasesWithLostOutputs(storeDir, state) {
    const store = blobStoreOf(storeDir);
    const lost = [];
    for (const [phase, rec] of Object.entries(state.phases)) {
        // Kept phases: done ones, and side effects that happened (kept whatever became of them).
        if (rec.status !== 'succeeded' && rec.status !== 'skipped' && rec.effectAttempt === undefined)
            continue;
        const cp = (0,rollback/* fileCheckpointOf */.em)(state, phase);
        if (!cp)
            continue;
        try {
            const manifest = await (0,snapshot/* loadManifest */.eY)(store, cp.location);
            const blobs = manifest.files.flatMap((f) => (f.sha256 ? [f.sha256] : []));
            const present = await Promise.all(blobs.map((sha) => store.has(sha)));
            if (!present.every(Boolean))
                lost.push(phase);
        }
        catch {
            lost.push(phase);
        }
    }
    return lost;
}


/***/ })

};
