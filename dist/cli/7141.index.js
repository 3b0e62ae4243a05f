export const id = 7141;
export const ids = [7141];
export const modules = {

/***/ 86545:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ deferred)
/* harmony export */ });
/* unused harmony export built */
/**
 * Objects built on first use. Building the zod schemas costs a CLI call 10-15 ms, and the call a
 * job makes once per phase (`ci-state run`) validates with generated code instead (see
 * state-validator.generated.ts): the schemas are exported as stand-ins that build the real schema
 * the first time anything touches them, and then forward every operation to it.
 *
 * A stand-in is only for the edge of a module: code that builds a schema from others uses the
 * real ones (`built`), so that parsing never goes through the forwarding.
 */
const REAL = new WeakMap();
/** A stand-in for the object `build` returns, built when first touched (once). */
function deferred(build) {
    let real;
    const get = () => (real ??= build());
    const proxy = new Proxy(Object.create(null), {
        get: (_t, key) => {
            const target = get();
            const value = Reflect.get(target, key, target);
            return value;
        },
        set: (_t, key, value) => Reflect.set(get(), key, value),
        has: (_t, key) => Reflect.has(get(), key),
        ownKeys: () => Reflect.ownKeys(get()),
        getOwnPropertyDescriptor: (_t, key) => {
            const d = Reflect.getOwnPropertyDescriptor(get(), key);
            // Reported as configurable: the stand-in's own target has none of these properties.
            return d && { ...d, configurable: true };
        },
        defineProperty: (_t, key, d) => Reflect.defineProperty(get(), key, d),
        deleteProperty: (_t, key) => Reflect.deleteProperty(get(), key),
        getPrototypeOf: () => Reflect.getPrototypeOf(get()),
    });
    REAL.set(proxy, get);
    return proxy;
}
/** The real object behind a stand-in (built now if it was not), or the object itself. */
function built(value) {
    const get = REAL.get(value);
    return get ? get() : value;
}


/***/ }),

/***/ 47141:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ Origin),
/* harmony export */   Eo: () => (/* binding */ MAX_SKIPPED_LISTED),
/* harmony export */   Fc: () => (/* binding */ MAX_PHASE_FAILURES),
/* harmony export */   H: () => (/* binding */ CheckpointReason),
/* harmony export */   HG: () => (/* binding */ Scope),
/* harmony export */   Iq: () => (/* binding */ SafeKey),
/* harmony export */   T5: () => (/* binding */ PHASE_ID_PATTERN),
/* harmony export */   VC: () => (/* binding */ HistoryRunEntry),
/* harmony export */   WV: () => (/* binding */ Profile),
/* harmony export */   XF: () => (/* binding */ HistoryEntry),
/* harmony export */   ak: () => (/* binding */ PhaseDecl),
/* harmony export */   es: () => (/* binding */ JsonValue),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   gd: () => (/* binding */ ExternalCapture),
/* harmony export */   i2: () => (/* binding */ RunStatus),
/* harmony export */   jL: () => (/* binding */ FileEntry),
/* harmony export */   kQ: () => (/* binding */ HistoryPhaseEntry),
/* harmony export */   ko: () => (/* binding */ PhaseStatus),
/* harmony export */   ll: () => (/* binding */ RunState),
/* harmony export */   m0: () => (/* binding */ FAILURE_MESSAGE_MAX),
/* harmony export */   p5: () => (/* binding */ FORBIDDEN_KEYS),
/* harmony export */   qY: () => (/* binding */ Strategy),
/* harmony export */   vh: () => (/* binding */ PhaseId),
/* harmony export */   zh: () => (/* binding */ CheckpointPolicy)
/* harmony export */ });
/* unused harmony exports schemas, PhaseFailure, LastFailure, PhaseRecord, Checkpoint, RollbackEvent, ResumeInfo */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64377);
/* harmony import */ var _deferred_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86545);
/**
 * The data model. These zod schemas are the single source of truth: every type ci-state uses for a
 * persisted document is inferred from them, and every document read from disk, a cache entry or an
 * artifact is parsed through them (strict objects: unknown keys are refused, not carried along).
 */


/** The version this code writes. Older versions migrate forward (see migrate.ts); newer are refused. */
const SCHEMA_VERSION = 2;
/** Phase ids: what a person types on a command line and what becomes a step output name. */
const PHASE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Keys that would reach an object's prototype when a document is merged or spread. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** How many failures a phase record keeps (the oldest go first). */
const MAX_PHASE_FAILURES = 20;
/** The longest message a kept failure holds (redacted and cut like `error`). */
const FAILURE_MESSAGE_MAX = 1024;
/** How many skipped paths a checkpoint lists by name (the counts are always exact). */
const MAX_SKIPPED_LISTED = 50;
/**
 * Builds every schema. The exported schemas are stand-ins that call this on first use (see
 * deferred.ts): a call that validates a state with the generated code builds none of them.
 */
function build() {
    const PhaseId = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(PHASE_ID_PATTERN, 'a phase id is 1-64 characters: letters, digits, ".", "_" or "-", starting with a letter or digit');
    const Timestamp = zod__WEBPACK_IMPORTED_MODULE_2__/* .datetime */ .w$({ offset: true });
    const Count = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative();
    const Sha256Hex = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'a lowercase hex sha256');
    /** A record key that can never reach a prototype. */
    const SafeKey = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .max(256)
        .refine((k) => !FORBIDDEN_KEYS.has(k), {
        message: 'keys "__proto__", "constructor" and "prototype" are not allowed',
    });
    /** Bounded, prototype-safe JSON for user data (`context`). */
    const JsonValue = zod__WEBPACK_IMPORTED_MODULE_1__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1_000_000),
        zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
        zod__WEBPACK_IMPORTED_MODULE_1__/* ["null"] */ .chJ(),
        zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(JsonValue).max(10_000),
        zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(SafeKey, JsonValue),
    ]));
    const RunStatus = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['pending', 'running', 'paused', 'failed', 'completed', 'rolled_back']);
    const PhaseStatus = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([
        'pending',
        'running',
        'succeeded',
        'failed',
        'skipped',
        'rolled_back',
    ]);
    const Strategy = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['failed', 'previous', 'skip-failed', 'restart']),
        zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
            .regex(/^checkpoint:.+$/, 'checkpoint:<id|phase>'),
    ]);
    /** Whose state this is. Hashed into store file names and cache keys (see scopeKey). */
    const Scope = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        repo: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256),
        workflow: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(256),
        job: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256),
        /** A stable key for the matrix leg ("" when not a matrix job). */
        matrix: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024).default(''),
        ref: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(512),
    });
    /** Where this state was produced. On the local store, runId is generated and runAttempt counts up. */
    const Origin = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        repo: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256),
        workflow: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256),
        job: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256),
        runId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64),
        runAttempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64),
        ref: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(512),
        event: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64),
        actor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256),
    });
    /** A declared phase: from `--phases a,b,c` or a phases file. */
    const PhaseDecl = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: PhaseId,
        requires: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PhaseId).default([]),
        sideEffect: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
        /** Opt-in cross-run reuse: skip on a new run when a succeeded record has the same inputs hash. */
        reuse: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
        /** Tags used by profiles (e.g. "test", "docs"). */
        tags: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64)).default([]),
    });
    /** A profile (task type) skips a set of phases, by id or by tag. */
    const Profile = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        skip: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64)).default([]),
        skipTags: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64)).default([]),
        description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(512).optional(),
    });
    /**
     * One failure of a phase, kept after the phase succeeds later: which attempt, when, and why
     * (the message is redacted and bounded like `error`).
     */
    const PhaseFailure = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        attempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        at: Timestamp,
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(FAILURE_MESSAGE_MAX),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
        signal: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(32).optional(),
        cancelled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    });
    /**
     * The run's latest failure, kept when a later attempt succeeds (it is the last failure, not the
     * current status). `recoverable` says whether a re-run can be expected to help:
     * - true: a phase failed (its command exited non-zero, was cancelled or killed), a phase was still
     *   running when the run ended, the runner died mid-phase (found by the next attempt), or a
     *   declared phase was not run ("not run: test": the next attempt resumes from it);
     * - false: the caller failed the run with an error of its own (`finishRun` with `error`, e.g. the
     *   job failed outside any phase), which a re-run is not known to fix, unless the caller says so.
     * Bad input and refused states never reach the state: they are refused before anything changes.
     */
    const LastFailure = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        /** The phase that failed; absent for a failure of the run itself. */
        phase: PhaseId.optional(),
        attempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        at: Timestamp,
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4096),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
        signal: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(32).optional(),
        cancelled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
        recoverable: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    });
    const PhaseRecord = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        status: PhaseStatus,
        /** The attempt (GITHUB_RUN_ATTEMPT or local attempt) that produced this record's status. */
        attempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        /** How many times the phase was started, across attempts. */
        attempts: Count.default(0),
        startedAt: Timestamp.optional(),
        endedAt: Timestamp.optional(),
        durationMs: Count.optional(),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
        signal: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(32).optional(),
        cancelled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
        stdoutTail: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(65_536).optional(),
        stderrTail: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(65_536).optional(),
        error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4096).optional(),
        /** Every failure of the phase across attempts, oldest first, the last MAX_PHASE_FAILURES. */
        failures: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PhaseFailure).max(MAX_PHASE_FAILURES).optional(),
        /** Why it was skipped (plan reason, profile, user request). */
        reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024).optional(),
        /** Time saved by not running it again: the duration of the run that produced it. */
        savedMs: Count.optional(),
        inputsHash: Sha256Hex.optional(),
        outputs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024)).max(1000).default([]),
        checkpointId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(128).optional(),
        sideEffect: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
        /**
         * The attempt in which this side-effect phase last succeeded. Kept through skips, rollbacks and
         * new attempts: an external effect (a deploy, a publish) is never undone, so a phase with this
         * mark is not executed again without an explicit allowance.
         */
        effectAttempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
        /** Skipped by skip-failed after it failed: done for planning, but it never completed. */
        skipFailed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
        conditional: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
        requires: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PhaseId).default([]),
    });
    const CheckpointReason = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([
        'phase_completed',
        'scheduled',
        'user_request',
        'before_rollback',
        'error_recovery',
        /** The outputs of a phase cancelled while it ran (a forwarded SIGINT or SIGTERM). */
        'before_restart',
    ]);
    /**
     * When ci-state takes checkpoints on its own (see checkpoint-policy.ts): `interval` schedules one
     * every `phases` phase ends or `minutes` minutes (checked when a phase ends), `max` caps the
     * checkpoints of a run (the oldest ones nothing refers to are pruned), `onError` snapshots the
     * outputs of a failed or cancelled phase.
     */
    const CheckpointPolicy = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        interval: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            phases: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(10_000).optional(),
            minutes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(525_600).optional(),
        })
            .optional(),
        max: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(10_000).optional(),
        onError: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    });
    const FileEntry = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4096),
        type: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['file', 'dir', 'symlink']),
        mode: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
        size: Count,
        sha256: Sha256Hex.optional(),
    });
    const ExternalCapture = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(128),
        capture: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4096),
        restore: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4096),
        sha256: Sha256Hex,
        size: Count,
    });
    /** Immutable once written. Files and external captures are filled by the checkpoint layer. */
    const Checkpoint = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(128),
        phase: PhaseId.optional(),
        reason: CheckpointReason,
        createdAt: Timestamp,
        attempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        /** sha256 of the canonical JSON of the state's phases and context at checkpoint time. */
        stateDigest: Sha256Hex,
        /** The phases and context as they were, so a rollback can restore them. */
        snapshot: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            phases: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(PhaseId, PhaseRecord),
            context: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(SafeKey, JsonValue),
        }),
        files: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(FileEntry).max(1_000_000).default([]),
        globs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024)).default([]),
        captures: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ExternalCapture).default([]),
        /** Where content lives (store-specific locator), if any. */
        location: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024).optional(),
        /**
         * What the file snapshot left out under its globs: excluded by a rule (default exclusions such
         * as `.git/` or `.env*`, or the user's) or refused (token-shaped content, unsafe links). Counts
         * are exact; `paths` lists the first ones, for the job summary.
         */
        skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            excluded: Count,
            refused: Count,
            paths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
                path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024),
                why: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(512),
                refused: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
            }))
                .max(MAX_SKIPPED_LISTED),
        })
            .optional(),
    });
    const RollbackEvent = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(128),
        at: Timestamp,
        attempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        /** The latest phase reached when the rollback was asked for. */
        from: PhaseId.optional(),
        /** The checkpoint rolled back to. */
        checkpointId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(128),
        /** The phase of that checkpoint (the last phase kept). */
        toPhase: PhaseId.optional(),
        rolledBack: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PhaseId),
        reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024).optional(),
    });
    const ResumeInfo = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        strategy: Strategy,
        /** The attempt whose state was restored. */
        fromAttempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        /** The first phase that runs again. */
        resumeFrom: PhaseId.optional(),
        skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PhaseId),
        redo: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PhaseId),
        /** Sum of the durations of the skipped phases' producing runs. */
        savedMs: Count,
        /** Human-readable reasons, one per phase in the plan. */
        reasons: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(PhaseId, zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024)).default({}),
        plannedAt: Timestamp,
        /** The checkpoint the plan resumed from (strategy `checkpoint:<id|phase>`). */
        checkpointId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(128).optional(),
        /** What the plan did that a person should know (side-effect phases kept or re-run, ...). */
        warnings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024)).max(1000).optional(),
        /** Skipped phases an earlier attempt completed (the plan's other skips: profile, skip-failed). */
        kept: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PhaseId).optional(),
        /**
         * Side-effect phases kept although their outputs could not be restored (they are not executed
         * again), and the phases that cannot run without those outputs, each with the reason.
         */
        lost: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PhaseId).optional(),
        blocked: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(PhaseId, zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024)).optional(),
        /** Side-effect phases this attempt may execute again (`all`, or phase ids). */
        rerunSideEffects: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PhaseId).max(1000).optional(),
    });
    const RunState = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(SCHEMA_VERSION),
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(128),
        scope: Scope,
        origin: Origin,
        status: RunStatus,
        /** Ordered by run order: JSON object key order is insertion order for non-integer keys. */
        phases: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(PhaseId, PhaseRecord),
        declared: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PhaseDecl).default([]),
        profile: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64).optional(),
        /** Phases that are not declared may run (otherwise, with declared phases, they are refused). */
        allowUndeclared: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
        profiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(SafeKey, Profile).default({}),
        context: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(SafeKey, JsonValue).default({}),
        checkpoints: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Checkpoint).default([]),
        /** When checkpoints are taken without being asked for, and how many are kept. */
        checkpointPolicy: CheckpointPolicy.optional(),
        rollbackHistory: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(RollbackEvent).default([]),
        resume: ResumeInfo.optional(),
        pause: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024), at: Timestamp }).optional(),
        createdAt: Timestamp,
        updatedAt: Timestamp,
        endedAt: Timestamp.optional(),
        /** Why the run failed when no phase records it (e.g. the job failed outside any phase). */
        error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4096).optional(),
        /** The run's latest failure, of a phase or of the run itself, kept across later attempts. */
        lastFailure: LastFailure.optional(),
        /** Monotonic counter of saved revisions; used for write-once keys and the journal. */
        seq: Count.default(0),
        /**
         * Blob packs holding the content of this state's file checkpoints, as shipped to the Actions
         * cache (key) and artifacts (name). A new attempt fetches them to restore skipped phases' outputs.
         */
        packs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            sha256: Sha256Hex,
            key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(512),
            artifact: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256).optional(),
            /** The run whose artifacts hold it. */
            runId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64).optional(),
            blobs: Count,
            bytes: Count,
        }))
            .max(10_000)
            .default([]),
        /**
         * Cross-run reuse: the succeeded, input-hashed phase records of the previous run of this scope,
         * carried into a new run so that a phase with unchanged inputs can be skipped.
         */
        carried: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            runId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64),
            records: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(PhaseId, PhaseRecord),
        })
            .optional(),
        metadata: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            toolVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64),
            host: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256).optional(),
            runner: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256).optional(),
        })
            .default({ toolVersion: '0.0.0' }),
    });
    const HistoryCommon = {
        schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(SCHEMA_VERSION),
        runId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64),
        attempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        repo: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256),
        workflow: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256),
        job: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256),
        matrix: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1024).default(''),
        ref: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(512),
        sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64),
        stateId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(128),
    };
    const HistoryRunEntry = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        ...HistoryCommon,
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('run'),
        status: RunStatus,
        startedAt: Timestamp,
        endedAt: Timestamp,
        durationMs: Count,
        phases: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            total: Count,
            succeeded: Count,
            failed: Count,
            skipped: Count,
            rolledBack: Count,
        }),
        resumed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
        resumeFrom: PhaseId.optional(),
        skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PhaseId).default([]),
        savedMs: Count.default(0),
        error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4096).optional(),
        /** The run's last failure, also when this attempt completed after it (see RunState). */
        lastFailure: LastFailure.optional(),
    });
    const HistoryPhaseEntry = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        ...HistoryCommon,
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('phase'),
        phase: PhaseId,
        status: PhaseStatus,
        /** The attempt that produced the record (differs from `attempt` when it was skipped on resume). */
        producedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        startedAt: Timestamp.optional(),
        endedAt: Timestamp.optional(),
        durationMs: Count.default(0),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
        savedMs: Count.default(0),
        error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4096).optional(),
        /** How many failures the phase record keeps, across attempts (absent when none). */
        failures: Count.optional(),
        /** The phase's inputs hash, so a later run can reuse a succeeded phase (see inputs.ts). */
        inputsHash: Sha256Hex.optional(),
    });
    const HistoryEntry = zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('kind', [HistoryRunEntry, HistoryPhaseEntry]);
    return {
        PhaseId,
        SafeKey,
        JsonValue,
        RunStatus,
        PhaseStatus,
        Strategy,
        Scope,
        Origin,
        PhaseDecl,
        Profile,
        PhaseFailure,
        LastFailure,
        PhaseRecord,
        CheckpointReason,
        CheckpointPolicy,
        FileEntry,
        ExternalCapture,
        Checkpoint,
        RollbackEvent,
        ResumeInfo,
        RunState,
        HistoryRunEntry,
        HistoryPhaseEntry,
        HistoryEntry,
    };
}
let all;
/** The built schemas (built now if they were not). */
function schemas() {
    return (all ??= build());
}
const PhaseId = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().PhaseId);
const SafeKey = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().SafeKey);
const JsonValue = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().JsonValue);
const RunStatus = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().RunStatus);
const PhaseStatus = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().PhaseStatus);
const Strategy = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().Strategy);
const Scope = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().Scope);
const Origin = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().Origin);
const PhaseDecl = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().PhaseDecl);
const Profile = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().Profile);
const PhaseFailure = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().PhaseFailure);
const LastFailure = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().LastFailure);
const PhaseRecord = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().PhaseRecord);
const CheckpointReason = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().CheckpointReason);
const CheckpointPolicy = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().CheckpointPolicy);
const FileEntry = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().FileEntry);
const ExternalCapture = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().ExternalCapture);
const Checkpoint = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().Checkpoint);
const RollbackEvent = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().RollbackEvent);
const ResumeInfo = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().ResumeInfo);
const RunState = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().RunState);
const HistoryRunEntry = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().HistoryRunEntry);
const HistoryPhaseEntry = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().HistoryPhaseEntry);
const HistoryEntry = (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => schemas().HistoryEntry);


/***/ })

};
