/** Names of the Action's inputs, outputs and saved state (main -> post). */
export const Inputs = {
  Workflow: 'workflow',
  Scope: 'scope',
  Matrix: 'matrix',
  Phases: 'phases',
  Resume: 'resume',
  RerunSideEffects: 'rerun-side-effects',
  AllowUndeclaredPhases: 'allow-undeclared-phases',
  Always: 'always',
  Profile: 'profile',
  Persist: 'persist',
  CrossRun: 'cross-run',
  RetentionDays: 'retention-days',
  CheckpointStorage: 'checkpoint-storage',
  CachePackLimit: 'cache-pack-limit',
  CheckpointInterval: 'checkpoint-interval',
  MaxCheckpoints: 'max-checkpoints',
  ErrorCheckpoints: 'error-checkpoints',
  Token: 'token',
  FailOnError: 'fail-on-error',
  IntegrityKey: 'integrity-key',
  AllowUntrustedEvents: 'allow-untrusted-events',
  StateDir: 'state-dir',
  Job: 'job',
  Comment: 'comment',
  CommentHeader: 'comment-header',
  Storage: 'storage',
  S3Bucket: 's3-bucket',
  S3Prefix: 's3-prefix',
  S3Region: 's3-region',
  S3Endpoint: 's3-endpoint',
  S3ForcePathStyle: 's3-force-path-style',
  /** rollback/ only. */
  To: 'to',
  DryRun: 'dry-run',
  Reason: 'reason',
} as const;

export const Outputs = {
  Resumed: 'resumed',
  ResumeFrom: 'resume-from',
  Attempt: 'attempt',
  Skipped: 'skipped',
  Status: 'status',
  StatePath: 'state-path',
  Context: 'context',
  Saved: 'saved',
  /** Prefix of the one-per-phase outputs: `phase-<id>` = skipped, blocked or pending. */
  PhasePrefix: 'phase-',
} as const;

export const SavedState = {
  Settings: 'settings',
  ScopeKey: 'scope-key',
  Restore: 'restore',
  StartedAt: 'started-at',
} as const;

/** Events where the code that runs is not the code that wrote the state: no restore unless allowed. */
export const UNTRUSTED_EVENTS = ['pull_request_target', 'workflow_run', 'issue_comment'];

/** Environment handed to later steps so `run: ci-state …` works and can persist per phase. */
export const Env = {
  Dir: 'CI_STATE_DIR',
  Workflow: 'CI_STATE_WORKFLOW',
  Job: 'CI_STATE_JOB',
  Matrix: 'CI_STATE_MATRIX',
} as const;
