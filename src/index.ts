/**
 * ci-state as a library, for orchestrators that embed it: the data model (zod schemas and the
 * types inferred from them), the rules (transitions, resume planning, per-phase decisions,
 * checkpoints and rollback, reuse, the journal), the local store, and the history across runs.
 * This list is the public API (docs/api/); everything else in the package is internal and may
 * change in any release. test/library.test.ts checks that the package exports exactly these.
 *
 * ```ts
 * import { LocalStore, planResume, parseStrategy } from 'ci-state';
 * ```
 */
import './core/zod-builders.js'; // first: the schemas' zod (core/zod.ts)

export { VERSION } from './version.js';

// The data model: each schema validates (`RunState.parse(x)`) and names its type.
export {
  Checkpoint,
  CheckpointPolicy,
  CheckpointReason,
  ExternalCapture,
  FileEntry,
  HistoryEntry,
  HistoryPhaseEntry,
  HistoryRunEntry,
  JsonValue,
  LastFailure,
  Origin,
  PHASE_ID_PATTERN,
  PHASE_STATUSES,
  PhaseDecl,
  PhaseFailure,
  PhaseRecord,
  PhaseStatus,
  Profile,
  ResumeInfo,
  RollbackEvent,
  RUN_STATUSES,
  RunState,
  RunStatus,
  SCHEMA_VERSION,
  Scope,
  Strategy,
  type RunStateInput,
} from './core/index.js';
export {
  CiStateError,
  isCiStateError,
  type CiStateErrorCode,
  type CiStateErrorOptions,
} from './core/index.js';

// Reading, checking and writing state documents.
export {
  parseHistoryEntry,
  parseStateJson,
  serializeState,
  type ParseJsonOptions,
} from './core/index.js';
export { validateState, type ValidationResult } from './core/index.js';
export { scopeKey } from './core/index.js';

// Transitions: pure functions from a state to the next one.
export {
  beginAttempt,
  completePhase,
  createRun,
  failPhase,
  finishRun,
  getContext,
  pauseRun,
  setContext,
  skipPhase,
  startPhase,
  unpauseRun,
  type BeginAttemptOptions,
  type CompletePhaseOptions,
  type CreateRunOptions,
  type FailPhaseOptions,
  type FinishRunOptions,
  type SkipPhaseOptions,
  type StartPhaseOptions,
  type Time,
} from './core/index.js';

// Planning an attempt and deciding each phase.
export {
  BUILTIN_PROFILES,
  parsePhaseList,
  parsePhasesFile,
  parseStrategy,
  planResume,
  resolveProfile,
  type PhaseDeclInput,
  type PhasesFileContent,
  type PlanOptions,
  type ResolvedProfile,
  type ResumePlan,
} from './core/index.js';
export { decidePhase, type DecideOptions, type PhaseDecision } from './core/index.js';
export { describePlan } from './core/index.js';

// Checkpoints and rollback.
export {
  createCheckpoint,
  findCheckpoint,
  rollbackTo,
  type CreateCheckpointOptions,
  type RollbackOptions,
} from './core/index.js';

// Reusing a phase's result when its inputs are unchanged.
export {
  computeInputsHash,
  findReusable,
  type InputsDescription,
  type ReuseCandidate,
} from './core/index.js';

// The journal of state changes (RFC 6902 patches).
export { JournalEntry, replayJournal } from './core/index.js';

// The local store.
export {
  LocalStore,
  type CleanupItem,
  type LocalStoreOptions,
  type StateSummary,
  type Updater,
} from './store/index.js';
export {
  appendHistory,
  readHistory,
  type AppendHistoryResult,
  type JsonLinesStats,
  type LockOptions,
} from './store/index.js';

// History across runs: sources, queries, statistics and reports.
export {
  localSource,
  type ArtifactStats,
  type ObjectStats,
  type HistorySource,
  type SourceStats,
} from './history/index.js';
export {
  runArtifactsSource,
  type HistoryArtifactRef,
  type RunArtifactsSourceOptions,
} from './history/index.js';
export { filterEntries, type HistoryQuery } from './history/index.js';
export {
  computeStats,
  HistoryStatsAccumulator,
  type DaySummary,
  type FlakyPhase,
  type HistoryStatistics,
  type HistoryStatsOptions,
  type PhaseSummary,
  type PhaseTrend,
  type WorkflowUsage,
} from './history/index.js';
export {
  formatStatsCsv,
  formatStatsJson,
  formatStatsMarkdown,
  formatStatsTable,
  HISTORY_FORMATS,
  type HistoryFormat,
  type StatsCsvSection,
  type StatsMarkdownOptions,
} from './history/index.js';
export { renderHtmlReport, type HtmlReportOptions } from './history/index.js';
