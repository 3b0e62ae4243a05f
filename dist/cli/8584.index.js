export const id = 8584;
export const ids = [8584];
export const modules = {

/***/ 86545:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ deferred)
/* harmony export */ });
/* unused harmony export built */
/**
 * Objects built on first use. Building the zod schemas costs a CLI call noticeable time, and the
 * call a job makes once per phase (`ci-state run`) validates with generated code instead (see
 * state-validator.generated.ts): the schemas are exported as stand-ins that build the real schema
 * the first time anything touches them, and then forward every operation to it.
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
/**
 * The real object behind a stand-in (built now if it was not), or the object itself. A stand-in
 * is only for the edge of a module: code that builds a schema from others uses the real ones
 * (`built`), so that parsing never goes through the forwarding.
 */
function built(value) {
    const get = REAL.get(value);
    return get ? get() : value;
}


/***/ }),

/***/ 64333:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ PHASE_STATUSES),
/* harmony export */   Eo: () => (/* binding */ MAX_SKIPPED_LISTED),
/* harmony export */   Fc: () => (/* binding */ MAX_PHASE_FAILURES),
/* harmony export */   LV: () => (/* binding */ RUN_STATUSES),
/* harmony export */   T5: () => (/* binding */ PHASE_ID_PATTERN),
/* harmony export */   ch: () => (/* binding */ HISTORY_RUN_STATUSES),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   m0: () => (/* binding */ FAILURE_MESSAGE_MAX),
/* harmony export */   p5: () => (/* binding */ FORBIDDEN_KEYS)
/* harmony export */ });
/**
 * The constants of the data model: the schema version, the phase id pattern, the statuses and the
 * caps the schemas are built from. A module of its own so that code needing only these (and the
 * generated validators) does not load the schemas.
 */
/** The version this code writes and the only one it reads; any other is refused (documents.ts). */
const SCHEMA_VERSION = 2;
/** Phase ids: what a person types on a command line and what becomes a step output name. */
const PHASE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Keys that would reach an object's prototype when a document is merged or spread. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** A run's statuses, in the order of its life; the RunStatus schema is built from this list. */
const RUN_STATUSES = [
    'pending',
    'running',
    'paused',
    'failed',
    'completed',
    'rolled_back',
];
/**
 * The statuses of a history run entry: a run's, and `abandoned` for an attempt that never finished
 * (a later attempt began over it, e.g. `ci-state init` after a killed job).
 */
const HISTORY_RUN_STATUSES = [...RUN_STATUSES, 'abandoned'];
/** A phase's statuses; the PhaseStatus schema is built from this list. */
const PHASE_STATUSES = [
    'pending',
    'running',
    'succeeded',
    'failed',
    'skipped',
    'rolled_back',
];
/** How many failures a phase record keeps (the oldest go first). */
const MAX_PHASE_FAILURES = 20;
/** The longest message a kept failure holds (redacted and cut like `error`). */
const FAILURE_MESSAGE_MAX = 1024;
/** How many skipped paths a checkpoint lists by name (the counts are always exact). */
const MAX_SKIPPED_LISTED = 50;


/***/ }),

/***/ 48584:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zh: () => (/* binding */ CheckpointPolicy),
  H: () => (/* binding */ CheckpointReason),
  gd: () => (/* binding */ ExternalCapture),
  m0: () => (/* reexport */ schema_constants/* FAILURE_MESSAGE_MAX */.m0),
  p5: () => (/* reexport */ schema_constants/* FORBIDDEN_KEYS */.p5),
  jL: () => (/* binding */ FileEntry),
  XF: () => (/* binding */ HistoryEntry),
  kQ: () => (/* binding */ HistoryPhaseEntry),
  VC: () => (/* binding */ HistoryRunEntry),
  es: () => (/* binding */ JsonValue),
  Fc: () => (/* reexport */ schema_constants/* MAX_PHASE_FAILURES */.Fc),
  Eo: () => (/* reexport */ schema_constants/* MAX_SKIPPED_LISTED */.Eo),
  $e: () => (/* binding */ Origin),
  T5: () => (/* reexport */ schema_constants/* PHASE_ID_PATTERN */.T5),
  BV: () => (/* reexport */ schema_constants/* PHASE_STATUSES */.BV),
  ak: () => (/* binding */ PhaseDecl),
  vh: () => (/* binding */ PhaseId),
  ko: () => (/* binding */ PhaseStatus),
  WV: () => (/* binding */ Profile),
  ll: () => (/* binding */ RunState),
  i2: () => (/* binding */ RunStatus),
  f$: () => (/* reexport */ schema_constants/* SCHEMA_VERSION */.f$),
  Iq: () => (/* binding */ SafeKey),
  HG: () => (/* binding */ Scope),
  qY: () => (/* binding */ Strategy)
});

// UNUSED EXPORTS: Checkpoint, LastFailure, PhaseFailure, PhaseRecord, RUN_STATUSES, ResumeInfo, RollbackEvent, schemas

// EXTERNAL MODULE: ./.build/core/zod.js
var zod = __webpack_require__(49957);
// EXTERNAL MODULE: ./.build/core/deferred.js
var deferred = __webpack_require__(86545);
// EXTERNAL MODULE: ./.build/core/schema-constants.js
var schema_constants = __webpack_require__(64333);
;// CONCATENATED MODULE: ./.build/core/schema-base.js

/** Builds the building blocks. */
function baseSchemas(z) {
    const PhaseId = z
        .string()
        .regex(schema_constants/* PHASE_ID_PATTERN */.T5, 'a phase id is 1-64 characters: letters, digits, ".", "_" or "-", starting with a letter or digit');
    const Timestamp = z.iso.datetime({ offset: true });
    const Count = z.number().int().nonnegative();
    const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a lowercase hex sha256');
    /** A record key that can never reach a prototype. */
    const SafeKey = z
        .string()
        .max(256)
        .refine((k) => !schema_constants/* FORBIDDEN_KEYS */.p5.has(k), {
        message: 'keys "__proto__", "constructor" and "prototype" are not allowed',
    });
    /** Bounded, prototype-safe JSON for user data (`context`). */
    const JsonValue = z.lazy(() => z.union([
        z.string().max(1_000_000),
        z.number(),
        z.boolean(),
        z.null(),
        z.array(JsonValue).max(10_000),
        z.record(SafeKey, JsonValue),
    ]));
    const RunStatus = z.enum(schema_constants/* RUN_STATUSES */.LV);
    const PhaseStatus = z.enum(schema_constants/* PHASE_STATUSES */.BV);
    const Strategy = z.union([
        z.enum(['failed', 'previous', 'skip-failed', 'restart']),
        z
            .string()
            .regex(/^checkpoint:.+$/, 'checkpoint:<id|phase>'),
    ]);
    return {
        PhaseId,
        Timestamp,
        Count,
        Sha256Hex,
        SafeKey,
        JsonValue,
        RunStatus,
        PhaseStatus,
        Strategy,
    };
}

;// CONCATENATED MODULE: ./.build/core/schema-checkpoint.js

/** Builds the checkpoint schemas on the building blocks and the phase records. */
function checkpointSchemas(z, base, phase) {
    const { PhaseId, Timestamp, Count, Sha256Hex, SafeKey, JsonValue } = base;
    const { PhaseRecord } = phase;
    const CheckpointReason = z.enum([
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
    const CheckpointPolicy = z.strictObject({
        interval: z
            .strictObject({
            phases: z.number().int().min(1).max(10_000).optional(),
            minutes: z.number().int().min(1).max(525_600).optional(),
        })
            .optional(),
        max: z.number().int().min(1).max(10_000).optional(),
        onError: z.boolean().default(true),
    });
    const FileEntry = z.strictObject({
        path: z.string().max(4096),
        type: z.enum(['file', 'dir', 'symlink']),
        mode: z.number().int().nonnegative(),
        size: Count,
        sha256: Sha256Hex.optional(),
    });
    const ExternalCapture = z.strictObject({
        name: z.string().max(128),
        capture: z.string().max(4096),
        restore: z.string().max(4096),
        sha256: Sha256Hex,
        size: Count,
    });
    /** Immutable once written. Files and external captures are filled by the checkpoint layer. */
    const Checkpoint = z.strictObject({
        id: z.string().min(1).max(128),
        phase: PhaseId.optional(),
        reason: CheckpointReason,
        createdAt: Timestamp,
        attempt: z.number().int().positive(),
        /** sha256 of the canonical JSON of the state's phases and context at checkpoint time. */
        stateDigest: Sha256Hex,
        /** The phases and context as they were, so a rollback can restore them. */
        snapshot: z.strictObject({
            phases: z.record(PhaseId, PhaseRecord),
            context: z.record(SafeKey, JsonValue),
        }),
        files: z.array(FileEntry).max(1_000_000).default([]),
        globs: z.array(z.string().max(1024)).default([]),
        captures: z.array(ExternalCapture).default([]),
        /** Where content lives (store-specific locator), if any. */
        location: z.string().max(1024).optional(),
        /**
         * What the file snapshot left out under its globs: excluded by a rule (default exclusions such
         * as `.git/` or `.env*`, or the user's) or refused (token-shaped content, unsafe links). Counts
         * are exact; `paths` lists the first ones, for the job summary.
         */
        skipped: z
            .strictObject({
            excluded: Count,
            refused: Count,
            paths: z
                .array(z.strictObject({
                path: z.string().max(1024),
                why: z.string().max(512),
                refused: z.boolean(),
            }))
                .max(schema_constants/* MAX_SKIPPED_LISTED */.Eo),
        })
            .optional(),
    });
    const RollbackEvent = z.strictObject({
        id: z.string().min(1).max(128),
        at: Timestamp,
        attempt: z.number().int().positive(),
        /** The latest phase reached when the rollback was asked for. */
        from: PhaseId.optional(),
        /** The checkpoint rolled back to. */
        checkpointId: z.string().max(128),
        /** The phase of that checkpoint (the last phase kept). */
        toPhase: PhaseId.optional(),
        rolledBack: z.array(PhaseId),
        reason: z.string().max(1024).optional(),
    });
    return {
        CheckpointReason,
        CheckpointPolicy,
        FileEntry,
        ExternalCapture,
        Checkpoint,
        RollbackEvent,
    };
}

;// CONCATENATED MODULE: ./.build/core/schema-history.js

/** Builds the history entry schemas on the building blocks and the phase schemas. */
function historySchemas(z, base, phase) {
    const { PhaseId, Timestamp, Count, Sha256Hex, PhaseStatus } = base;
    const { LastFailure } = phase;
    const HistoryCommon = {
        schemaVersion: z.literal(schema_constants/* SCHEMA_VERSION */.f$),
        runId: z.string().max(64),
        attempt: z.number().int().positive(),
        repo: z.string().max(256),
        workflow: z.string().max(256),
        job: z.string().max(256),
        matrix: z.string().max(1024).default(''),
        ref: z.string().max(512),
        sha: z.string().max(64),
        stateId: z.string().max(128),
    };
    const HistoryRunEntry = z.strictObject({
        ...HistoryCommon,
        kind: z.literal('run'),
        /** The run's status when the attempt finished, or `abandoned` when it never did. */
        status: z.enum(schema_constants/* HISTORY_RUN_STATUSES */.ch),
        startedAt: Timestamp,
        endedAt: Timestamp,
        durationMs: Count,
        phases: z.strictObject({
            total: Count,
            succeeded: Count,
            failed: Count,
            skipped: Count,
            rolledBack: Count,
        }),
        resumed: z.boolean(),
        resumeFrom: PhaseId.optional(),
        skipped: z.array(PhaseId).default([]),
        savedMs: Count.default(0),
        error: z.string().max(4096).optional(),
        /** The run's last failure, also when this attempt completed after it (see RunState). */
        lastFailure: LastFailure.optional(),
    });
    const HistoryPhaseEntry = z.strictObject({
        ...HistoryCommon,
        kind: z.literal('phase'),
        phase: PhaseId,
        status: PhaseStatus,
        /** The attempt that produced the record (differs from `attempt` when it was skipped on resume). */
        producedBy: z.number().int().positive(),
        startedAt: Timestamp.optional(),
        endedAt: Timestamp.optional(),
        durationMs: Count.default(0),
        exitCode: z.number().int().optional(),
        savedMs: Count.default(0),
        error: z.string().max(4096).optional(),
        /** How many failures the phase record keeps, across attempts (absent when none). */
        failures: Count.optional(),
        /** The phase's inputs hash, so a later run can reuse a succeeded phase (see inputs.ts). */
        inputsHash: Sha256Hex.optional(),
    });
    const HistoryEntry = z.discriminatedUnion('kind', [HistoryRunEntry, HistoryPhaseEntry]);
    return { HistoryRunEntry, HistoryPhaseEntry, HistoryEntry };
}

;// CONCATENATED MODULE: ./.build/core/schema-phase.js

/** Builds the phase schemas on the building blocks. */
function phaseSchemas(z, base) {
    const { PhaseId, Timestamp, Count, Sha256Hex, PhaseStatus } = base;
    /** A declared phase: from `--phases a,b,c` or a phases file. */
    const PhaseDecl = z.strictObject({
        id: PhaseId,
        requires: z.array(PhaseId).default([]),
        sideEffect: z.boolean().default(false),
        /** Opt-in cross-run reuse: skip on a new run when a succeeded record has the same inputs hash. */
        reuse: z.boolean().default(false),
        /**
         * Runs on every attempt, never skipped and never making the phases that require it run again
         * (`npm ci`, set-up steps: re-running them is cheaper than keeping what they make).
         */
        always: z.boolean().optional(),
        /** Tags used by profiles (e.g. "test", "docs"). */
        tags: z.array(z.string().max(64)).default([]),
    });
    /** A profile (task type) skips a set of phases, by id or by tag. */
    const Profile = z.strictObject({
        skip: z.array(z.string().max(64)).default([]),
        skipTags: z.array(z.string().max(64)).default([]),
        description: z.string().max(512).optional(),
    });
    /**
     * One failure of a phase, kept after the phase succeeds later: which attempt, when it started and
     * ended, and why (the message is redacted and bounded like `error`).
     */
    const PhaseFailure = z.strictObject({
        attempt: z.number().int().positive(),
        /** When the failed try started (its bar on the timeline after a later try replaced it). */
        startedAt: Timestamp.optional(),
        at: Timestamp,
        message: z.string().max(schema_constants/* FAILURE_MESSAGE_MAX */.m0),
        exitCode: z.number().int().optional(),
        signal: z.string().max(32).optional(),
        cancelled: z.boolean().optional(),
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
    const LastFailure = z.strictObject({
        /** The phase that failed; absent for a failure of the run itself. */
        phase: PhaseId.optional(),
        attempt: z.number().int().positive(),
        at: Timestamp,
        message: z.string().max(4096),
        exitCode: z.number().int().optional(),
        signal: z.string().max(32).optional(),
        cancelled: z.boolean().optional(),
        recoverable: z.boolean(),
    });
    const PhaseRecord = z.strictObject({
        status: PhaseStatus,
        /** The attempt (GITHUB_RUN_ATTEMPT or local attempt) that produced this record's status. */
        attempt: z.number().int().positive(),
        /** How many times the phase was started, across attempts. */
        attempts: Count.default(0),
        startedAt: Timestamp.optional(),
        /**
         * The process that began the phase and runs its command (`ci-state run`), so that a phase left
         * running by a process that is gone can be told from one still at work: its pid, the machine
         * (host name, and the kernel's boot id where there is one) and, where the system says, the
         * process's start time (clock ticks since boot: a pid reused later has another). Absent for a
         * phase begun by hand (`phase start`).
         */
        owner: z
            .strictObject({
            pid: z.number().int().positive(),
            host: z.string().max(256),
            bootId: z.string().max(64).optional(),
            startTime: Count.optional(),
        })
            .optional(),
        endedAt: Timestamp.optional(),
        durationMs: Count.optional(),
        exitCode: z.number().int().optional(),
        signal: z.string().max(32).optional(),
        cancelled: z.boolean().optional(),
        stdoutTail: z.string().max(65_536).optional(),
        stderrTail: z.string().max(65_536).optional(),
        error: z.string().max(4096).optional(),
        /** Every failure of the phase across attempts, oldest first, the last MAX_PHASE_FAILURES. */
        failures: z.array(PhaseFailure).max(schema_constants/* MAX_PHASE_FAILURES */.Fc).optional(),
        /** Why it was skipped (plan reason, profile, user request). */
        reason: z.string().max(1024).optional(),
        /** Time saved by not running it again: the duration of the run that produced it. */
        savedMs: Count.optional(),
        inputsHash: Sha256Hex.optional(),
        outputs: z.array(z.string().max(1024)).max(1000).default([]),
        checkpointId: z.string().max(128).optional(),
        /**
         * Why what the phase changed in the workspace was not kept (over the size cap, or files the
         * snapshot rules leave out): a later attempt cannot get it back, so the phase runs again.
         */
        outputsNotKept: z.string().max(1024).optional(),
        /**
         * The keeper process keeping what the phase changed, while it does (with `outputsNotKept`
         * saying so until it has): see src/cli/keeper.ts.
         */
        outputsPending: z.string().max(128).optional(),
        /** Runs on every attempt (see PhaseDecl.always). */
        always: z.boolean().optional(),
        sideEffect: z.boolean().default(false),
        /**
         * The attempt in which this side-effect phase last succeeded. Kept through skips, rollbacks and
         * new attempts: an external effect (a deploy, a publish) is never undone, so a phase with this
         * mark is not executed again without an explicit allowance.
         */
        effectAttempt: z.number().int().positive().optional(),
        /** Skipped by skip-failed after it failed: done for planning, but it never completed. */
        skipFailed: z.boolean().optional(),
        conditional: z.boolean().default(false),
        requires: z.array(PhaseId).default([]),
    });
    return { PhaseDecl, Profile, PhaseFailure, LastFailure, PhaseRecord };
}

;// CONCATENATED MODULE: ./.build/core/schema.js








/**
 * Builds every schema: the building blocks (schema-base.ts), phases (schema-phase.ts),
 * checkpoints (schema-checkpoint.ts) and history entries (schema-history.ts), and here the state
 * itself. The exported schemas are stand-ins that call this on first use (see deferred.ts): a call
 * that validates a state with the generated code builds none of them.
 */
function build() {
    const z = (0,zod/* zod */.gk)();
    const base = baseSchemas(z);
    const phase = phaseSchemas(z, base);
    const checkpoint = checkpointSchemas(z, base, phase);
    const history = historySchemas(z, base, phase);
    const { PhaseId, Timestamp, Count, Sha256Hex, SafeKey, JsonValue, RunStatus, Strategy } = base;
    const { PhaseDecl, Profile, LastFailure, PhaseRecord } = phase;
    const { CheckpointPolicy, Checkpoint, RollbackEvent } = checkpoint;
    /** Whose state this is. Hashed into store file names and cache keys (see scopeKey). */
    const Scope = z.strictObject({
        repo: z.string().max(256),
        workflow: z.string().min(1).max(256),
        job: z.string().max(256),
        /** A stable key for the matrix leg ("" when not a matrix job). */
        matrix: z.string().max(1024).default(''),
        ref: z.string().max(512),
    });
    /** Where this state was produced. On the local store, runId is generated and runAttempt counts up. */
    const Origin = z.strictObject({
        repo: z.string().max(256),
        workflow: z.string().max(256),
        job: z.string().max(256),
        runId: z.string().max(64),
        runAttempt: z.number().int().positive(),
        sha: z.string().max(64),
        ref: z.string().max(512),
        event: z.string().max(64),
        actor: z.string().max(256),
    });
    const ResumeInfo = z.strictObject({
        strategy: Strategy,
        /** The attempt whose state was restored. */
        fromAttempt: z.number().int().positive(),
        /** The first phase that runs again. */
        resumeFrom: PhaseId.optional(),
        skipped: z.array(PhaseId),
        redo: z.array(PhaseId),
        /** Sum of the durations of the skipped phases' producing runs. */
        savedMs: Count,
        /** Human-readable reasons, one per phase in the plan. */
        reasons: z.record(PhaseId, z.string().max(1024)).default({}),
        plannedAt: Timestamp,
        /** The checkpoint the plan resumed from (strategy `checkpoint:<id|phase>`). */
        checkpointId: z.string().max(128).optional(),
        /** What the plan did that a person should know (side-effect phases kept or re-run, ...). */
        warnings: z.array(z.string().max(1024)).max(1000).optional(),
        /** Skipped phases an earlier attempt completed (the plan's other skips: profile, skip-failed). */
        kept: z.array(PhaseId).optional(),
        /**
         * Side-effect phases kept although their outputs could not be restored (they are not executed
         * again), and the phases that cannot run without those outputs, each with the reason.
         */
        lost: z.array(PhaseId).optional(),
        blocked: z.record(PhaseId, z.string().max(1024)).optional(),
        /** Side-effect phases this attempt may execute again (`all`, or phase ids). */
        rerunSideEffects: z.array(PhaseId).max(1000).optional(),
    });
    const RunState = z.strictObject({
        schemaVersion: z.literal(schema_constants/* SCHEMA_VERSION */.f$),
        id: z.string().min(1).max(128),
        scope: Scope,
        origin: Origin,
        status: RunStatus,
        /** Ordered by run order: JSON object key order is insertion order for non-integer keys. */
        phases: z.record(PhaseId, PhaseRecord),
        declared: z.array(PhaseDecl).default([]),
        profile: z.string().max(64).optional(),
        /** Phases that are not declared may run (otherwise, with declared phases, they are refused). */
        allowUndeclared: z.boolean().optional(),
        profiles: z.record(SafeKey, Profile).default({}),
        context: z.record(SafeKey, JsonValue).default({}),
        checkpoints: z.array(Checkpoint).default([]),
        /** When checkpoints are taken without being asked for, and how many are kept. */
        checkpointPolicy: CheckpointPolicy.optional(),
        rollbackHistory: z.array(RollbackEvent).default([]),
        resume: ResumeInfo.optional(),
        pause: z.strictObject({ reason: z.string().max(1024), at: Timestamp }).optional(),
        createdAt: Timestamp,
        updatedAt: Timestamp,
        endedAt: Timestamp.optional(),
        /** Why the run failed when no phase records it (e.g. the job failed outside any phase). */
        error: z.string().max(4096).optional(),
        /** The run's latest failure, of a phase or of the run itself, kept across later attempts. */
        lastFailure: LastFailure.optional(),
        /** Monotonic counter of saved revisions; used for write-once keys and the journal. */
        seq: Count.default(0),
        /**
         * Blob packs holding the content of this state's file checkpoints, as shipped to the Actions
         * cache (key) and artifacts (name). A new attempt fetches them to restore skipped phases' outputs.
         */
        packs: z
            .array(z.strictObject({
            sha256: Sha256Hex,
            key: z.string().max(512),
            artifact: z.string().max(256).optional(),
            /** The run whose artifacts hold it. */
            runId: z.string().max(64).optional(),
            blobs: Count,
            bytes: Count,
        }))
            .max(10_000)
            .default([]),
        /**
         * Cross-run reuse: the succeeded, input-hashed phase records of the previous run of this scope,
         * carried into a new run so that a phase with unchanged inputs can be skipped once its outputs
         * are restored (the new run's `packs` carry the previous run's, which hold their content).
         */
        carried: z
            .strictObject({
            runId: z.string().max(64),
            records: z.record(PhaseId, PhaseRecord),
            /** The checkpoints of the records' outputs: restored when a record is reused. */
            checkpoints: z.array(Checkpoint).max(1000).optional(),
        })
            .optional(),
        metadata: z
            .strictObject({
            toolVersion: z.string().max(64),
            host: z.string().max(256).optional(),
            runner: z.string().max(256).optional(),
        })
            .default({ toolVersion: '0.0.0' }),
    });
    return {
        PhaseId,
        SafeKey,
        JsonValue,
        RunStatus,
        PhaseStatus: base.PhaseStatus,
        Strategy,
        Scope,
        Origin,
        PhaseDecl,
        Profile,
        PhaseFailure: phase.PhaseFailure,
        LastFailure,
        PhaseRecord,
        CheckpointReason: checkpoint.CheckpointReason,
        CheckpointPolicy,
        FileEntry: checkpoint.FileEntry,
        ExternalCapture: checkpoint.ExternalCapture,
        Checkpoint,
        RollbackEvent,
        ResumeInfo,
        RunState,
        ...history,
    };
}
let schema_all;
/** The built schemas (built now if they were not). */
function schemas() {
    return (schema_all ??= build());
}
const PhaseId = (0,deferred/* deferred */.y)(() => schemas().PhaseId);
const SafeKey = (0,deferred/* deferred */.y)(() => schemas().SafeKey);
const JsonValue = (0,deferred/* deferred */.y)(() => schemas().JsonValue);
const RunStatus = (0,deferred/* deferred */.y)(() => schemas().RunStatus);
const PhaseStatus = (0,deferred/* deferred */.y)(() => schemas().PhaseStatus);
const Strategy = (0,deferred/* deferred */.y)(() => schemas().Strategy);
const Scope = (0,deferred/* deferred */.y)(() => schemas().Scope);
const Origin = (0,deferred/* deferred */.y)(() => schemas().Origin);
const PhaseDecl = (0,deferred/* deferred */.y)(() => schemas().PhaseDecl);
const Profile = (0,deferred/* deferred */.y)(() => schemas().Profile);
const PhaseFailure = (0,deferred/* deferred */.y)(() => schemas().PhaseFailure);
const LastFailure = (0,deferred/* deferred */.y)(() => schemas().LastFailure);
const PhaseRecord = (0,deferred/* deferred */.y)(() => schemas().PhaseRecord);
const CheckpointReason = (0,deferred/* deferred */.y)(() => schemas().CheckpointReason);
const CheckpointPolicy = (0,deferred/* deferred */.y)(() => schemas().CheckpointPolicy);
const FileEntry = (0,deferred/* deferred */.y)(() => schemas().FileEntry);
const ExternalCapture = (0,deferred/* deferred */.y)(() => schemas().ExternalCapture);
const Checkpoint = (0,deferred/* deferred */.y)(() => schemas().Checkpoint);
const RollbackEvent = (0,deferred/* deferred */.y)(() => schemas().RollbackEvent);
const ResumeInfo = (0,deferred/* deferred */.y)(() => schemas().ResumeInfo);
const RunState = (0,deferred/* deferred */.y)(() => schemas().RunState);
const HistoryRunEntry = (0,deferred/* deferred */.y)(() => schemas().HistoryRunEntry);
const HistoryPhaseEntry = (0,deferred/* deferred */.y)(() => schemas().HistoryPhaseEntry);
const HistoryEntry = (0,deferred/* deferred */.y)(() => schemas().HistoryEntry);


/***/ }),

/***/ 41194:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ loadedBuilders),
/* harmony export */   s: () => (/* binding */ useBuilders)
/* harmony export */ });
let loaded;
/** Called by zod-builders.js when it loads. */
function useBuilders(builders) {
    loaded = builders;
}
/** The builders, or undefined while zod is not loaded. */
function loadedBuilders() {
    return loaded;
}


/***/ }),

/***/ 49957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ withZod),
/* harmony export */   gk: () => (/* binding */ zod),
/* harmony export */   qX: () => (/* binding */ ZodNotLoaded),
/* harmony export */   wQ: () => (/* binding */ schema),
/* harmony export */   yD: () => (/* binding */ loadZod)
/* harmony export */ });
/* harmony import */ var _deferred_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86545);
/* harmony import */ var _zod_slot_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41194);


/** Thrown by `zod()` when zod has not been loaded yet. */
class ZodNotLoaded extends Error {
    constructor() {
        super('internal: a schema was used before zod was loaded: import core/zod-builders.js first (see core/zod.ts)');
        this.name = 'ZodNotLoaded';
    }
}
/** zod's builders (`z.string`, …); throws ZodNotLoaded when zod is not loaded yet. */
function zod() {
    const loaded = (0,_zod_slot_js__WEBPACK_IMPORTED_MODULE_1__/* .loadedBuilders */ .K)();
    if (!loaded)
        throw new ZodNotLoaded();
    return loaded;
}
/** A schema built on first use, with zod (see deferred.ts). */
function schema(build) {
    return (0,_deferred_js__WEBPACK_IMPORTED_MODULE_0__/* .deferred */ .y)(() => build(zod()));
}
/** Loads zod (once). */
async function loadZod() {
    if (!(0,_zod_slot_js__WEBPACK_IMPORTED_MODULE_1__/* .loadedBuilders */ .K)())
        await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(832)]).then(__webpack_require__.bind(__webpack_require__, 58451));
}
/**
 * Runs `fn`; if it reached a schema before zod was loaded, loads zod and runs it again. `fn` must
 * change nothing before it reaches a schema (a store update validates before it writes).
 */
async function withZod(fn) {
    try {
        return await fn();
    }
    catch (e) {
        if (!(e instanceof ZodNotLoaded))
            throw e;
        await loadZod();
        return fn();
    }
}


/***/ })

};
