import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The public API: what the package exports, exactly (src/index.ts lists it; docs/api/ documents
 * it). A change here is a change of the API, made on purpose.
 */
const VALUES = [
  'BUILTIN_PROFILES',
  'Checkpoint',
  'CheckpointPolicy',
  'CheckpointReason',
  'CiStateError',
  'ExternalCapture',
  'FileEntry',
  'HISTORY_FORMATS',
  'HistoryEntry',
  'HistoryPhaseEntry',
  'HistoryRunEntry',
  'HistoryStatsAccumulator',
  'JournalEntry',
  'JsonValue',
  'LastFailure',
  'LocalStore',
  'Origin',
  'PHASE_ID_PATTERN',
  'PHASE_STATUSES',
  'PhaseDecl',
  'PhaseFailure',
  'PhaseRecord',
  'PhaseStatus',
  'Profile',
  'RUN_STATUSES',
  'ResumeInfo',
  'RollbackEvent',
  'RunState',
  'RunStatus',
  'SCHEMA_VERSION',
  'Scope',
  'Strategy',
  'VERSION',
  'appendHistory',
  'beginAttempt',
  'completePhase',
  'computeInputsHash',
  'computeStats',
  'createCheckpoint',
  'createRun',
  'decidePhase',
  'describePlan',
  'failPhase',
  'filterEntries',
  'findCheckpoint',
  'findReusable',
  'finishRun',
  'formatStatsCsv',
  'formatStatsJson',
  'formatStatsMarkdown',
  'formatStatsTable',
  'getContext',
  'isCiStateError',
  'localSource',
  'parseHistoryEntry',
  'parsePhaseList',
  'parsePhasesFile',
  'parseStateJson',
  'parseStrategy',
  'pauseRun',
  'planResume',
  'readHistory',
  'renderHtmlReport',
  'replayJournal',
  'resolveProfile',
  'rollbackTo',
  'runArtifactsSource',
  'scopeKey',
  'serializeState',
  'setContext',
  'skipPhase',
  'startPhase',
  'unpauseRun',
  'validateState',
];
const TYPES = [
  'AppendHistoryResult',
  'ArtifactStats',
  'BeginAttemptOptions',
  'CiStateErrorCode',
  'CiStateErrorOptions',
  'CleanupItem',
  'CompletePhaseOptions',
  'CreateCheckpointOptions',
  'CreateRunOptions',
  'DaySummary',
  'DecideOptions',
  'FailPhaseOptions',
  'FinishRunOptions',
  'FlakyPhase',
  'HistoryArtifactRef',
  'HistoryFormat',
  'HistoryQuery',
  'HistorySource',
  'HistoryStatistics',
  'HistoryStatsOptions',
  'HtmlReportOptions',
  'InputsDescription',
  'JsonLinesStats',
  'LocalStoreOptions',
  'LockOptions',
  'ObjectStats',
  'ParseJsonOptions',
  'PhaseDecision',
  'PhaseDeclInput',
  'PhaseSummary',
  'PhaseTrend',
  'PhasesFileContent',
  'PlanOptions',
  'ResolvedProfile',
  'ResumePlan',
  'ReuseCandidate',
  'RollbackOptions',
  'RunArtifactsSourceOptions',
  'RunStateInput',
  'SkipPhaseOptions',
  'SourceStats',
  'StartPhaseOptions',
  'StateSummary',
  'StatsCsvSection',
  'StatsMarkdownOptions',
  'Time',
  'Updater',
  'ValidationResult',
  'WorkflowUsage',
];

describe('the public API', () => {
  it('src/index.ts exports exactly the listed values and types', () => {
    const program = ts.createProgram([resolve('src/index.ts')], {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2023,
      strict: true,
    });
    const checker = program.getTypeChecker();
    const file = program.getSourceFile(resolve('src/index.ts'))!;
    const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(file)!);
    const names = (value: boolean) =>
      exported
        .filter((s) => {
          const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
          return Boolean(target.flags & ts.SymbolFlags.Value) === value;
        })
        .map((s) => s.name)
        .sort();
    expect(names(true)).toEqual([...VALUES].sort());
    expect(names(false)).toEqual([...TYPES].sort());
  });
});

describe('the library entry point', () => {
  it('builds to lib/ and exports the schemas, the store and the planning functions', async () => {
    const out = mkdtempSync(join(tmpdir(), 'ci-state-lib-'));
    try {
      const tsc = resolve('node_modules/typescript/bin/tsc');
      execFileSync(process.execPath, [tsc, '-p', 'tsconfig.lib.json', '--outDir', out], {
        stdio: 'pipe',
      });
      const lib = await import(join(out, 'index.js'));
      expect(Object.keys(lib).sort()).toEqual([...VALUES].sort());
      for (const name of ['RunState', 'PhaseRecord', 'Checkpoint', 'RollbackEvent', 'HistoryEntry'])
        expect(typeof lib[name]?.safeParse, name).toBe('function');
      for (const name of [
        'planResume',
        'parseStrategy',
        'createRun',
        'beginAttempt',
        'rollbackTo',
        'validateState',
      ])
        expect(typeof lib[name], name).toBe('function');
      expect(typeof lib.LocalStore).toBe('function');

      // Embedded use: a store in a temp dir, a run, a failed phase, the next attempt's plan.
      const dir = mkdtempSync(join(tmpdir(), 'ci-state-lib-store-'));
      try {
        const store = new lib.LocalStore({ dir });
        const scope = { repo: 'o/r', workflow: 'w', job: 'j', matrix: '', ref: '' };
        const origin = {
          repo: 'o/r',
          workflow: 'w',
          job: 'j',
          runId: '1',
          runAttempt: 1,
          sha: '',
          ref: '',
          event: 'api',
          actor: 'bot',
        };
        const key = lib.scopeKey(scope);
        await store.update(key, () => {
          let s = lib.createRun({
            id: 'r1',
            scope,
            origin,
            toolVersion: lib.VERSION,
            now: '2026-01-01T00:00:00Z',
          });
          s = lib.startPhase(s, 'build', { now: '2026-01-01T00:00:01Z' });
          s = lib.completePhase(s, 'build', { now: '2026-01-01T00:00:05Z' });
          s = lib.startPhase(s, 'test', { now: '2026-01-01T00:00:06Z' });
          return lib.failPhase(s, 'test', { now: '2026-01-01T00:00:07Z', error: 'exit code 1' });
        });
        const written = await store.read(key);
        expect(written?.phases.test?.status).toBe('failed');
        const state = written;
        const plan = lib.planResume(state, { strategy: lib.parseStrategy('failed') });
        expect(plan.skip).toEqual(['build']);
        expect(plan.redo).toEqual(['test']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
