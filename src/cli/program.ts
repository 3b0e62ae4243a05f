/**
 * The `ci-state` command line. Each command is a thin layer: parse and check its input, apply a core
 * transition through the store, print what happened in words a person reads (or JSON with --json).
 */
import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { Command, CommanderError, Option } from 'commander';
import { parse as parseYaml } from 'yaml';
import {
  CiStateError,
  beginAttempt,
  initAttempt,
  newId,
  computeInputsHash,
  replayJournal,
  findReusable,
  reuseReason,
  type InitResult,
  completePhase,
  createCheckpoint,
  describePlan,
  failPhase,
  finishRun,
  formatDuration,
  getContext,
  parsePhaseList,
  parsePhasesFile,
  parseStateJson,
  parseStrategy,
  pauseRun,
  planResume,
  resolveProfile,
  rollbackTo,
  scopeKey,
  setContext,
  skipPhase,
  startPhase,
  unpauseRun,
  validateState,
  type PhaseDecl,
  type Profile,
  type RunState,
  type Strategy,
  CheckpointReason,
} from '../core/index.js';
import { historyEntriesFor } from '../core/index.js';
import { appendHistory, writeFileDurable } from '../store/index.js';
import type { HistoryQuery } from '../history/index.js';
import { detectEnvironment, newRunId } from '../github/context.js';
import { persistContext, readRunnerConfig, servicesAvailable } from '../github/runner-config.js';
import { execPhase, exitCodeForSignal } from './exec.js';
import { hashInputFiles } from './inputs.js';
import {
  describeSnapshot,
  fileCheckpointOf,
  restoreCheckpointFiles,
  rollbackCheckpointFiles,
  skippedOf,
  snapshotGlobs,
  blobStoreOf,
} from './checkpoints.js';
import { captureExternal, manifestShaOf, restoreExternal } from '../snapshot/index.js';
import { createPrinter, statusLines, table, type Printer } from './output.js';
import { mutate, openSession, requireState, type Session } from './session.js';
import { VERSION } from '../version.js';
import { join } from 'node:path';

const COMMANDS = [
  'init',
  'run',
  'phase',
  'pause',
  'status',
  'get',
  'set',
  'checkpoint',
  'resume',
  'rollback',
  'finish',
  'history',
  'journal',
  'validate',
  'reset',
  'cleanup',
];

const now = () => new Date().toISOString();

interface Declared {
  declared?: PhaseDecl[];
  profiles?: Record<string, Profile>;
}

async function loadDeclared(opts: { phases?: string; phasesFile?: string }): Promise<Declared> {
  if (opts.phases !== undefined && opts.phasesFile !== undefined)
    throw new CiStateError('invalid_input', 'use either --phases or --phases-file, not both');
  if (opts.phases !== undefined) return { declared: parsePhaseList(opts.phases, '--phases') };
  if (opts.phasesFile !== undefined) {
    let text: string;
    try {
      text = await readFile(opts.phasesFile, 'utf8');
    } catch (e) {
      throw new CiStateError(
        'invalid_input',
        `cannot read --phases-file ${opts.phasesFile}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      );
    }
    let raw: unknown;
    try {
      raw = parseYaml(text);
    } catch (e) {
      throw new CiStateError(
        'invalid_input',
        `--phases-file ${opts.phasesFile} is not valid YAML or JSON: ${(e as Error).message.split('\n')[0]}`,
      );
    }
    const parsed = parsePhasesFile(raw, `--phases-file ${opts.phasesFile}`);
    return { declared: parsed.declared, profiles: parsed.profiles };
  }
  return {};
}

function printPlan(p: Printer, state: RunState, plan: ReturnType<typeof planResume>): void {
  for (const line of describePlan(plan, state)) p.out(line);
}

// ---------------------------------------------------------------- init / resume

interface InitOptions {
  workflow?: string;
  job?: string;
  phases?: string;
  phasesFile?: string;
  resume?: string;
  profile?: string;
  json?: boolean;
}

async function cmdInit(s: Session, o: InitOptions): Promise<void> {
  const strategy: Strategy = parseStrategy(o.resume ?? 'failed');
  const decl = await loadDeclared(o);
  const env = detectEnvironment({ workflow: o.workflow, job: o.job });
  const key = scopeKey(env.scope);
  let result: InitResult | undefined;
  const state = await s.store.update(key, (prev) => {
    result = initAttempt(prev, {
      scope: env.scope,
      origin: env.origin,
      onRunner: env.onRunner,
      strategy,
      declared: decl.declared,
      profiles: decl.profiles,
      profile: o.profile,
      toolVersion: VERSION,
      host: env.host,
      now: now(),
      newRunId,
      stateId: (runId: string) => `${runId}-${key.slice(0, 8)}`,
    });
    return result.state;
  });
  const outcome = result?.outcome ?? 'new';
  const plan = result?.plan;
  if (!state) throw new CiStateError('internal', 'init produced no state');
  await s.store.setCurrent(key);

  if (o.json) {
    s.printer.json({ outcome, state: summaryJson(state), plan: plan ?? null });
    return;
  }
  const label = `"${state.origin.workflow}"`;
  if (outcome === 'unchanged') {
    s.printer.out(
      `Run ${state.origin.runId} of ${label}, attempt ${state.origin.runAttempt}, is already started.`,
    );
  } else if (outcome === 'new') {
    s.printer.out(
      `Started run ${state.origin.runId} of ${label}, attempt ${state.origin.runAttempt}.`,
    );
    if (state.declared.length)
      s.printer.out(`Phases: ${state.declared.map((d) => d.id).join(', ')}`);
  } else {
    s.printer.out(`Attempt ${state.origin.runAttempt} of ${label} (run ${state.origin.runId}).`);
    if (plan) printPlan(s.printer, state, plan);
  }
  if (state.profile) s.printer.out(`Profile: ${state.profile}`);
}

function summaryJson(state: RunState) {
  return {
    id: state.id,
    workflow: state.origin.workflow,
    runId: state.origin.runId,
    attempt: state.origin.runAttempt,
    status: state.status,
    profile: state.profile ?? null,
  };
}

// ---------------------------------------------------------------- run

interface RunOptions {
  inputs?: string[];
  env?: string[];
  sideEffect?: boolean;
  requires?: string[];
  outputs?: string[];
  tail?: string;
}

/**
 * On a runner with `persist: phase`, save after every phase end so that a runner that dies (no post
 * step) still leaves the state of every finished phase. Returns a non-zero code only when the save
 * failed and fail-on-error asks for it.
 */
async function persistAfterPhase(s: Session, saved: RunState): Promise<number> {
  let state = saved;
  const config = readRunnerConfig();
  if (!config || config.persist !== 'phase' || !servicesAvailable()) return 0;
  const { saveState } = await import('../github/persist.js');
  const { shipPendingBlobs } = await import('../github/packs.js');
  const debug =
    process.env.RUNNER_DEBUG === '1' ? (l: string) => s.printer.note(l) : () => undefined;
  const ctx = persistContext(state, config, { log: debug });
  // Checkpoint content first, so that a saved state never lists a pack that is not there.
  const shipment = await shipPendingBlobs(s.dir, state, ctx);
  if (shipment.problem)
    process.stdout.write(`::warning::ci-state: ${shipment.problem.replace(/\r?\n/g, ' ')}\n`);
  if (shipment.shipped) {
    const pack = shipment.shipped;
    state = await mutate(s, (x) => ({ ...x, packs: [...x.packs, pack] }));
  }
  const report = await saveState(state, ctx);
  if (report.saved) {
    s.printer.note(
      `state saved${report.cache.ok ? ' to the cache' : ''}${report.artifact.ok ? `${report.cache.ok ? ' and' : ''} as artifact ${report.artifact.name}` : ''}`,
    );
    return 0;
  }
  const why = [report.cache.reason, report.artifact.reason].filter(Boolean).join('; ');
  process.stdout.write(
    `::warning::ci-state: NOT saved after this phase: ${why.replace(/\r?\n/g, ' ')}\n`,
  );
  return config.failOnError ? 1 : 0;
}

/** A phase planned to be skipped that must run after all: out of the plan's skip list. */
function unplanSkip(state: RunState, phase: string, why: string): RunState {
  if (!state.resume) return state;
  const saved = state.phases[phase]?.durationMs ?? 0;
  return {
    ...state,
    resume: {
      ...state.resume,
      skipped: state.resume.skipped.filter((p) => p !== phase),
      redo: [...state.resume.redo, phase],
      savedMs: Math.max(0, state.resume.savedMs - saved),
      reasons: { ...state.resume.reasons, [phase]: why },
    },
  };
}

/** Snapshots a phase's outputs into a checkpoint of that phase (reason phase_completed). */
async function checkpointOutputs(s: Session, phase: string, globs: string[]): Promise<RunState> {
  const snap = await snapshotGlobs(s.dir, process.cwd(), globs);
  const st = await mutate(
    s,
    (x) =>
      createCheckpoint(x, {
        id: newId('cp', now()),
        phase,
        reason: 'phase_completed',
        now: now(),
        globs,
        location: snap.location,
        skipped: skippedOf(snap),
      }).state,
  );
  const id = st.phases[phase]?.checkpointId ?? '';
  s.printer.note(`checkpoint ${id} of ${phase}: ${describeSnapshot(snap).join('; ')}`);
  return st;
}

function skipReason(state: RunState, phase: string): string | undefined {
  const rec = state.phases[phase];
  if (
    state.resume?.skipped.includes(phase) &&
    rec &&
    (rec.status === 'succeeded' || rec.status === 'skipped')
  ) {
    return state.resume.reasons[phase] ?? `completed in attempt ${rec.attempt}`;
  }
  return undefined;
}

async function cmdRun(
  s: Session,
  phase: string,
  command: string[],
  o: RunOptions,
): Promise<number> {
  if (command.length === 0)
    throw new CiStateError(
      'invalid_input',
      `run ${phase}: no command given: put it after --, e.g. ci-state run ${phase} -- npm test`,
    );
  const { state } = await requireState(s);
  let reason = skipReason(state, phase);
  const cp = reason !== undefined ? fileCheckpointOf(state, phase) : undefined;
  if (reason !== undefined && cp) {
    // Skipping is only worth it when the outputs are back: restore them, verified, or run again.
    const restored = await restoreCheckpointFiles(s.dir, process.cwd(), cp);
    if (restored.ok) {
      s.printer.note(
        `${phase}: restored its outputs from checkpoint ${cp.id} (${restored.written} written, ${restored.unchanged} unchanged)`,
      );
    } else {
      s.printer.warn(
        `${phase} runs again: its outputs could not be restored from checkpoint ${cp.id}: ${restored.problems.slice(0, 3).join('; ')}`,
      );
      await mutate(s, (x) =>
        unplanSkip(x, phase, `outputs not restorable: ${restored.problems[0] ?? 'unknown'}`),
      );
      reason = undefined;
    }
  }
  if (reason !== undefined) {
    const rec = state.phases[phase]!;
    const saved = rec.durationMs ?? 0;
    const st = await mutate(s, (x) => skipPhase(x, phase, { now: now(), reason, savedMs: saved }));
    await persistAfterPhase(s, st);
    s.printer.note(
      `⏭ ${phase} skipped: completed in attempt ${rec.attempt}${saved ? `, saves ${formatDuration(saved)}` : ''} (command not run)`,
    );
    return 0;
  }
  const profileSkip = profileSkips(state, phase);
  if (profileSkip) {
    await mutate(s, (st) => skipPhase(st, phase, { now: now(), reason: profileSkip }));
    s.printer.note(`⏭ ${phase} skipped: ${profileSkip} (command not run)`);
    return 0;
  }

  const decl = state.declared.find((d) => d.id === phase);
  let inputsHash: string | undefined;
  if (o.inputs?.length || o.env?.length || decl?.reuse) {
    const env: Record<string, string | undefined> = {};
    for (const name of o.env ?? []) env[name] = process.env[name];
    inputsHash = computeInputsHash({ files: await hashInputFiles(o.inputs ?? []), command, env });
    const carried = state.carried;
    const found = carried
      ? findReusable(
          Object.entries(carried.records).map(([id, r]) => ({
            phase: id,
            status: r.status,
            ...(r.inputsHash ? { inputsHash: r.inputsHash } : {}),
            ...(r.endedAt ? { endedAt: r.endedAt } : {}),
            ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
            runId: carried.runId,
            attempt: r.attempt,
          })),
          phase,
          inputsHash,
        )
      : undefined;
    if (found) {
      const why = reuseReason(found);
      const saved = found.durationMs ?? 0;
      const st = await mutate(s, (x) =>
        skipPhase(x, phase, { now: now(), reason: why, savedMs: saved }),
      );
      await persistAfterPhase(s, st);
      s.printer.note(
        `⏭ ${phase} skipped: ${why}${saved ? `, saves ${formatDuration(saved)}` : ''} (command not run)`,
      );
      return 0;
    }
  }
  await mutate(s, (st) =>
    startPhase(st, phase, {
      now: now(),
      requires: o.requires ?? decl?.requires,
      sideEffect: o.sideEffect ?? decl?.sideEffect,
      outputs: o.outputs,
      ...(inputsHash ? { inputsHash } : {}),
    }),
  );
  const tailBytes = o.tail !== undefined ? Number.parseInt(o.tail, 10) : 4096;
  const res = await execPhase(command, {
    tailBytes: Number.isFinite(tailBytes) ? tailBytes : 4096,
  });
  const tails = {
    stdoutTail: res.stdoutTail,
    stderrTail: res.stderrTail,
    durationMs: res.durationMs,
  };
  if (res.exitCode === 0 && !res.cancelledBy) {
    let st = await mutate(s, (x) => completePhase(x, phase, { now: now(), exitCode: 0, ...tails }));
    s.printer.note(`✓ ${phase} succeeded in ${formatDuration(res.durationMs)}`);
    if (o.outputs?.length) st = await checkpointOutputs(s, phase, o.outputs);
    return persistAfterPhase(s, st);
  }
  const error = res.spawnError
    ? res.spawnError
    : res.cancelledBy
      ? `cancelled by ${res.cancelledBy}`
      : res.signal
        ? `killed by ${res.signal}`
        : `exit code ${res.exitCode}`;
  const failed = await mutate(s, (st) =>
    failPhase(st, phase, {
      now: now(),
      error,
      exitCode: res.exitCode,
      ...(res.signal ? { signal: res.signal } : {}),
      ...(res.cancelledBy ? { cancelled: true } : {}),
      ...tails,
    }),
  );
  s.printer.note(`✗ ${phase} failed in ${formatDuration(res.durationMs)} (${error})`);
  await persistAfterPhase(s, failed);
  return res.cancelledBy ? exitCodeForSignal(res.cancelledBy) : res.exitCode;
}

function profileSkips(state: RunState, phase: string): string | undefined {
  if (!state.profile) return undefined;
  const { profile } = resolveProfile(state.profile, state.profiles);
  const tags = state.declared.find((d) => d.id === phase)?.tags ?? [];
  if (profile.skip.includes(phase) || tags.some((t) => profile.skipTags.includes(t)))
    return `profile ${state.profile} skips it`;
  return undefined;
}

// ---------------------------------------------------------------- finish / history

async function cmdFinish(s: Session, o: { json?: boolean }): Promise<number> {
  const state = await mutate(s, (st) => finishRun(st, now()));
  const entries = historyEntriesFor(state);
  await appendHistory(s.dir, entries);
  if (o.json) {
    s.printer.json({ state: summaryJson(state), history: entries[0] });
  } else if (state.status === 'completed') {
    const saved = state.resume?.savedMs ?? 0;
    s.printer.out(
      `Run ${state.origin.runId} of "${state.origin.workflow}" completed in attempt ${state.origin.runAttempt}${
        saved ? ` (resume saved ${formatDuration(saved)})` : ''
      }.`,
    );
  } else {
    const failed = Object.entries(state.phases).filter(([, r]) => r.status === 'failed');
    const what = failed.map(([id, r]) => `${id} (${r.error ?? 'failed'})`).join(', ');
    s.printer.out(
      `Run ${state.origin.runId} of "${state.origin.workflow}" ${state.status} in attempt ${state.origin.runAttempt}${
        what ? `: ${what}` : ''
      }.`,
    );
    if (failed.length)
      s.printer.out(
        `Run \`ci-state init --workflow ${state.origin.workflow}\` again to resume from ${failed[0]![0]}.`,
      );
  }
  return state.status === 'completed' ? 0 : 1;
}

interface HistoryOptions {
  source?: string;
  file?: string[];
  repo?: string;
  workflow?: string;
  job?: string;
  branch?: string;
  status?: string;
  since?: string;
  until?: string;
  phase?: string;
  text?: string;
  stats?: boolean;
  format?: string;
  output?: string;
  maxRuns?: string;
  concurrency?: string;
  cacheDir?: string;
  json?: boolean;
}

function wholeNumber(
  text: string | undefined,
  name: string,
  fallback: number,
  max: number,
): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new CiStateError(
      'invalid_input',
      `${name} "${text}" is not valid: expected a whole number from 1 to ${max}`,
    );
  return n;
}

/** Where the history comes from: local files, or the repository's runs (or this run) through REST. */
async function historySource(s: Session, o: HistoryOptions, query: HistoryQuery) {
  const h = await import('../history/index.js');
  const source = o.source ?? 'local';
  if (source === 'local')
    return h.localSource(o.file?.length ? o.file : [join(s.dir, 'history.jsonl')]);
  if (source !== 'repo' && source !== 'run')
    throw new CiStateError(
      'invalid_input',
      `--source "${source}" is not valid: expected local, repo or run`,
    );
  const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '';
  if (!token)
    throw new CiStateError(
      'invalid_input',
      `--source ${source} needs a token in GITHUB_TOKEN or GH_TOKEN`,
    );
  const repository = o.repo ?? process.env.GITHUB_REPOSITORY ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  if (!owner || !repo)
    throw new CiStateError(
      'invalid_input',
      `--repo "${repository}" is not valid: expected owner/name`,
    );
  const runId = Number(process.env.GITHUB_RUN_ID);
  if (source === 'run' && !(Number.isSafeInteger(runId) && runId > 0))
    throw new CiStateError('invalid_input', '--source run needs GITHUB_RUN_ID');
  const { createRestClient } = await import('../github/octokit.js');
  return h.runArtifactsSource({
    rest: createRestClient({ token }),
    token,
    owner,
    repo,
    ...(query.workflow ? { workflow: query.workflow } : {}),
    ...(query.branch ? { branch: query.branch } : {}),
    ...(query.since !== undefined ? { since: query.since } : {}),
    ...(source === 'run' ? { runIds: [runId] } : {}),
    maxRuns: wholeNumber(o.maxRuns, '--max-runs', 100, 1000),
    concurrency: wholeNumber(o.concurrency, '--concurrency', 4, 16),
    cacheDir: o.cacheDir ?? join(s.dir, 'history-cache'),
  });
}

async function cmdHistory(s: Session, o: HistoryOptions): Promise<void> {
  const h = await import('../history/index.js');
  const query: HistoryQuery = {};
  for (const k of ['workflow', 'job', 'branch', 'status', 'phase', 'text'] as const) {
    const v = o[k];
    if (v !== undefined) query[k] = v;
  }
  if (o.since !== undefined) query.since = h.parseTimeSpec(o.since, '--since');
  if (o.until !== undefined) query.until = h.parseTimeSpec(o.until, '--until');
  h.checkQuery(query);
  const format = h.parseFormat(o.json ? 'json' : (o.format ?? 'table'), '--format');
  if (format === 'html' && !o.stats)
    throw new CiStateError('invalid_input', '--format html is the statistics report: add --stats');
  const src = await historySource(s, o, query);
  const chunks: string[] = [];
  if (o.stats) {
    const stats = await h.computeStats(src.entries, { query });
    chunks.push(
      format === 'json'
        ? h.formatStatsJson(stats, src.stats)
        : format === 'csv'
          ? h.formatStatsCsv(stats)
          : format === 'markdown'
            ? h.formatStatsMarkdown(stats)
            : format === 'html'
              ? await h.renderHtmlReport(stats, { source: src.stats })
              : h.formatStatsTable(stats, src.stats),
    );
  } else {
    // Without --phase, one line per attempt; with it, that phase's lines.
    const wanted = async function* () {
      for await (const e of h.filterEntries(src.entries, query))
        if (query.phase !== undefined || e.kind === 'run') yield e;
    };
    for await (const chunk of h.formatEntries(wanted(), format as Exclude<typeof format, 'html'>))
      chunks.push(chunk);
  }
  const text = chunks.join('');
  if (o.output) {
    await writeFileDurable(o.output, text);
    s.printer.note(`wrote ${o.output}`);
  } else process.stdout.write(text.endsWith('\n') || text === '' ? text : `${text}\n`);
  for (const line of h.describeSourceStats(src.stats)) s.printer.warn(line);
}

// ---------------------------------------------------------------- program

export function buildProgram(printer: Printer, result: { code: number }): Command {
  const session = () => openSession(printer);
  const program = new Command('ci-state')
    .description('Resumable, accountable CI: record phases, resume re-runs, keep history.')
    .version(VERSION, '-V, --version')
    .showSuggestionAfterError(false)
    .exitOverride()
    .configureOutput({
      writeOut: (t) => process.stdout.write(t),
      writeErr: (t) => process.stderr.write(t),
      outputError: () => undefined,
    });

  program
    .command('init')
    .description(
      'start attempt 1 of a run, or the next attempt of a failed or paused one (prints the plan)',
    )
    .option(
      '--workflow <name>',
      'workflow name (default: $GITHUB_WORKFLOW on a runner, "default" elsewhere)',
    )
    .option('--job <name>', 'job name (default: $GITHUB_JOB on a runner, "local" elsewhere)')
    .option(
      '--phases <list>',
      'declared phases in order: a,b,c; "name:req1+req2" adds requirements; a trailing ! marks a side effect',
    )
    .option('--phases-file <file>', 'YAML or JSON file declaring phases and profiles')
    .option(
      '--resume <strategy>',
      'failed (default), previous, skip-failed, restart or checkpoint:<id|phase>',
    )
    .option('--profile <name>', 'task profile that skips a set of phases (e.g. docs)')
    .option('--json', 'print JSON')
    .action(async (o: InitOptions) => cmdInit(session(), o));

  program
    .command('run')
    .description('run a phase (or skip it when the plan says it is done) and record the result')
    .argument('<phase>', 'phase id')
    .argument('[command...]', 'the command, after --')
    .option(
      '--inputs <globs...>',
      'files whose content makes up the phase inputs (cross-run reuse)',
    )
    .option('--env <names...>', 'environment variables that make up the phase inputs')
    .option('--outputs <globs...>', 'files the phase produces')
    .option(
      '--side-effect',
      'the phase has effects outside the workspace: never re-run it silently',
    )
    .option('--requires <phases...>', 'phases this one needs; redoing one of them redoes this one')
    .addOption(
      new Option('--tail <bytes>', 'bytes of stdout/stderr kept in the state').default('4096'),
    )
    .action(async (phase: string, command: string[], o: RunOptions) => {
      result.code = await cmdRun(session(), phase, command, o);
    });

  const phase = program
    .command('phase')
    .description('record a phase by hand: start, done, fail or skip');
  phase
    .command('start <phase>')
    .option('--requires <phases...>', 'phases this one needs')
    .option('--side-effect', 'the phase has effects outside the workspace')
    .action(async (id: string, o: { requires?: string[]; sideEffect?: boolean }) => {
      await mutate(session(), (st) =>
        startPhase(st, id, { now: now(), requires: o.requires, sideEffect: o.sideEffect }),
      );
      printer.note(`${id} started`);
    });
  phase.command('done <phase>').action(async (id: string) => {
    const sess = session();
    const st = await mutate(sess, (s) => completePhase(s, id, { now: now() }));
    printer.note(`✓ ${id} succeeded in ${formatDuration(st.phases[id]?.durationMs ?? 0)}`);
    result.code = await persistAfterPhase(sess, st);
  });
  phase
    .command('fail <phase>')
    .option('--reason <text>', 'what went wrong')
    .action(async (id: string, o: { reason?: string }) => {
      const sess = session();
      const st = await mutate(sess, (s) =>
        failPhase(s, id, { now: now(), error: o.reason ?? 'marked failed' }),
      );
      printer.note(`✗ ${id} failed${o.reason ? `: ${o.reason}` : ''}`);
      await persistAfterPhase(sess, st);
    });
  phase
    .command('skip <phase>')
    .option('--reason <text>', 'why it is skipped')
    .action(async (id: string, o: { reason?: string }) => {
      await mutate(session(), (s) =>
        skipPhase(s, id, { now: now(), reason: o.reason ?? 'skipped by request' }),
      );
      printer.note(`⏭ ${id} skipped${o.reason ? `: ${o.reason}` : ''}`);
    });

  program
    .command('pause')
    .description('pause the run with a reason (e.g. awaiting approval); `resume` continues it')
    .requiredOption('--reason <text>', 'why the run is paused')
    .action(async (o: { reason: string }) => {
      await mutate(session(), (s) => pauseRun(s, o.reason, now()));
      printer.note(`paused: ${o.reason}`);
    });

  program
    .command('status')
    .description('show the current run')
    .option('--json', 'print the whole state as JSON')
    .action(async (o: { json?: boolean }) => {
      const { state } = await requireState(session());
      if (o.json) printer.json(state);
      else for (const l of statusLines(state)) printer.out(l);
    });

  program
    .command('get <key>')
    .description('print a context value (JSON) by dotted key')
    .action(async (key: string) => {
      const { state } = await requireState(session());
      const value = getContext(state, key);
      if (value === undefined) {
        printer.warn(`no context value "${key}"`);
        result.code = 1;
        return;
      }
      printer.out(JSON.stringify(value));
    });

  program
    .command('set <assignment>')
    .description('set a context value: KEY=JSON (strings need quotes: name=\'"text"\')')
    .action(async (assignment: string) => {
      const eq = assignment.indexOf('=');
      if (eq <= 0)
        throw new CiStateError(
          'invalid_input',
          `set: expected KEY=VALUE with a JSON value, got "${assignment}"`,
        );
      const key = assignment.slice(0, eq);
      const text = assignment.slice(eq + 1);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw new CiStateError(
          'invalid_input',
          `set ${key}: "${text}" is not valid JSON: use a number, true/false, null, an object, an array or a quoted string (${key}='"${text}"')`,
        );
      }
      await mutate(session(), (s) => setContext(s, key, value));
      printer.note(`set ${key}`);
    });

  program
    .command('checkpoint')
    .description('record a checkpoint of the state')
    .option(
      '--reason <reason>',
      'user_request (default), scheduled, error_recovery, phase_completed, before_rollback',
    )
    .option('--phase <phase>', 'the phase the checkpoint belongs to (default: the last succeeded)')
    .option(
      '--files <globs...>',
      'snapshot these files (content-addressed; only new content is stored)',
    )
    .option(
      '--git-changed',
      'with --files in a git checkout: only what git reports changed or untracked',
    )
    .option(
      '--allow-secrets <globs...>',
      'snapshot these files even though they contain token-shaped text',
    )
    .option(
      '--capture <command>',
      'external state: a command whose output is stored (e.g. pg_dump)',
    )
    .option(
      '--restore <command>',
      'with --capture: the command that puts it back from stdin on rollback',
    )
    .option('--name <name>', 'with --capture: a short name for the external state', 'external')
    .option('--json', 'print JSON')
    .action(
      async (o: {
        reason?: string;
        phase?: string;
        files?: string[];
        gitChanged?: boolean;
        allowSecrets?: string[];
        capture?: string;
        restore?: string;
        name: string;
        json?: boolean;
      }) => {
        const sess = session();
        const reason = CheckpointReason.safeParse(o.reason ?? 'user_request');
        if (!reason.success)
          throw new CiStateError(
            'invalid_input',
            `--reason "${o.reason}" is not a checkpoint reason: expected ${CheckpointReason.options.join(', ')}`,
          );
        if ((o.capture === undefined) !== (o.restore === undefined))
          throw new CiStateError(
            'invalid_input',
            '--capture and --restore go together: give both commands',
          );
        const snap = o.files?.length
          ? await snapshotGlobs(sess.dir, process.cwd(), o.files, {
              ...(o.gitChanged ? { gitChangedOnly: true } : {}),
              ...(o.allowSecrets ? { allowSecrets: o.allowSecrets } : {}),
            })
          : undefined;
        const captures = o.capture
          ? [
              await captureExternal(
                { name: o.name, capture: o.capture, restore: o.restore! },
                blobStoreOf(sess.dir),
              ),
            ]
          : [];
        let id = '';
        await mutate(sess, (s) => {
          const r = createCheckpoint(s, {
            id: newId('cp', now()),
            reason: reason.data,
            phase: o.phase,
            now: now(),
            ...(snap ? { globs: o.files, location: snap.location, skipped: skippedOf(snap) } : {}),
            ...(captures.length ? { captures } : {}),
          });
          id = r.checkpoint.id;
          return r.state;
        });
        if (o.json) printer.json({ id, files: snap ?? null, captures });
        else {
          printer.out(`Checkpoint ${id} recorded.`);
          if (snap) for (const l of describeSnapshot(snap)) printer.out(`  ${l}`);
          for (const c of captures) printer.out(`  captured ${c.name}: ${c.size} bytes`);
        }
      },
    );

  program
    .command('resume')
    .description('plan the next attempt of a failed run, or continue a paused one')
    .option(
      '--strategy <strategy>',
      'failed (default), previous, skip-failed, restart or checkpoint:<id|phase>',
    )
    .option('--dry-run', 'print the plan without changing anything')
    .option('--json', 'print JSON')
    .action(async (o: { strategy?: string; dryRun?: boolean; json?: boolean }) => {
      const s = session();
      const strategy = parseStrategy(o.strategy ?? 'failed');
      const { state } = await requireState(s);
      if (state.status === 'paused' && !o.dryRun) {
        await mutate(s, (st) => unpauseRun(st, now()));
        printer.out(`Resumed the paused run (was: ${state.pause?.reason ?? 'paused'}).`);
        return;
      }
      if (o.dryRun) {
        const plan = planResume(state, { strategy });
        if (o.json) printer.json(plan);
        else printPlan(printer, state, plan);
        return;
      }
      let plan: ReturnType<typeof planResume> | undefined;
      const next = await mutate(s, (st) => {
        const r = beginAttempt(st, {
          origin: { ...st.origin, runAttempt: st.origin.runAttempt + 1 },
          now: now(),
          strategy,
        });
        plan = r.plan;
        return r.state;
      });
      if (o.json) printer.json({ state: summaryJson(next), plan });
      else {
        printer.out(`Attempt ${next.origin.runAttempt}, resuming with strategy ${strategy}:`);
        if (plan) printPlan(printer, next, plan);
      }
    });

  program
    .command('rollback')
    .description(
      'roll the state back to a checkpoint or phase; later phases are marked rolled_back',
    )
    .requiredOption('--to <target>', 'checkpoint id or phase')
    .option('--reason <text>', 'why')
    .option('--dry-run', 'print what would change without changing anything')
    .option('--json', 'print JSON')
    .action(async (o: { to: string; reason?: string; dryRun?: boolean; json?: boolean }) => {
      const s = session();
      const { state } = await requireState(s);
      // Checks the target and the loop guard before anything on disk changes.
      const planned = rollbackTo(state, o.to, {
        now: now(),
        id: newId('rb', now()),
        reason: o.reason,
      });
      const target = state.checkpoints.find((c) => c.id === planned.event.checkpointId)!;
      const withFiles = !!manifestShaOf(target.location);
      const files = withFiles
        ? await rollbackCheckpointFiles(s.dir, process.cwd(), state, target, !!o.dryRun)
        : undefined;
      const where = `${planned.event.checkpointId}${planned.event.toPhase ? ` (after ${planned.event.toPhase})` : ''}`;
      const phases = planned.event.rolledBack.length
        ? planned.event.rolledBack.join(', ')
        : 'no phases';
      if (o.dryRun) {
        if (o.json)
          printer.json({
            dryRun: true,
            event: planned.event,
            files: files?.diff ?? null,
            captures: target.captures.map((c) => c.name),
          });
        else {
          printer.out(`Would roll back to ${where}: ${phases} would be marked rolled_back.`);
          if (files) {
            const d = files.diff;
            for (const p of d.modified) printer.out(`  restore  ${p}`);
            for (const p of d.deleted) printer.out(`  create   ${p}`);
            for (const p of d.added) printer.out(`  remove   ${p}`);
            if (!d.modified.length && !d.deleted.length && !d.added.length)
              printer.out('  files: no change');
          }
          for (const c of target.captures) printer.out(`  run the restore command of ${c.name}`);
        }
        return;
      }
      if (files?.problems.length)
        throw new CiStateError(
          'rollback_files',
          `rollback to ${where} could not restore every file (${files.problems.slice(0, 3).join('; ')}); the state was not changed`,
          { exitCode: 1 },
        );
      for (const c of target.captures) {
        try {
          await restoreExternal(c, blobStoreOf(s.dir));
        } catch (e) {
          throw new CiStateError(
            'rollback_external',
            `rollback to ${where}: restoring ${c.name} failed (${(e as Error).message}); the state was not changed`,
            { exitCode: 1 },
          );
        }
      }
      let event: ReturnType<typeof rollbackTo>['event'] | undefined;
      await mutate(s, (st) => {
        const r = rollbackTo(st, o.to, { now: now(), id: planned.event.id, reason: o.reason });
        event = r.event;
        return r.state;
      });
      if (o.json) printer.json({ event, files: files?.diff ?? null });
      else if (event) {
        printer.out(`Rolled back to ${where}: ${phases} marked rolled_back.`);
        if (files) {
          const d = files.diff;
          printer.out(
            `  files: ${d.modified.length} restored, ${d.deleted.length} re-created, ${d.added.length} removed`,
          );
        }
        for (const c of target.captures) printer.out(`  ${c.name}: restored`);
      }
    });

  program
    .command('finish')
    .description('end the attempt: completed if no phase failed, else failed; appends history')
    .option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => {
      result.code = await cmdFinish(session(), o);
    });

  program
    .command('history')
    .description(
      "finished attempts from the history (local, or the repository's runs), or statistics",
    )
    .option(
      '--source <source>',
      "local (default: the store's history.jsonl), repo (recent runs' artifacts) or run (this run)",
    )
    .option('--file <paths...>', 'history JSONL files (local source)')
    .option(
      '--repo <owner/name>',
      'repository for the repo and run sources (default $GITHUB_REPOSITORY; token in GITHUB_TOKEN)',
    )
    .option('--workflow <name>', 'only this workflow')
    .option('--job <name>', 'only this job')
    .option('--branch <name>', 'only this branch')
    .option(
      '--status <status>',
      'completed, failed, paused, rolled_back (or a phase status with --phase)',
    )
    .option('--since <time>', 'ISO date or age (7d, 12h)')
    .option('--until <time>', 'ISO date or age')
    .option('--phase <phase>', 'the lines of this phase')
    .option('--text <text>', 'text in the workflow or job name or in an error')
    .option('--stats', 'success rate, p50/p95 per phase, flaky phases, time saved, daily summary')
    .option(
      '--format <format>',
      'table (default), json, jsonl, csv, markdown, or html (with --stats)',
    )
    .option('--output <file>', 'write to a file instead of standard output')
    .option('--max-runs <n>', 'repo source: newest runs to look at (default 100)')
    .option('--concurrency <n>', 'repo source: downloads at once (default 4)')
    .option(
      '--cache-dir <dir>',
      'repo source: cache of downloaded entries (default <store>/history-cache)',
    )
    .option('--json', 'same as --format json')
    .action(async (o: HistoryOptions) => cmdHistory(session(), o));

  program
    .command('journal')
    .description("the current run's state changes (RFC 6902 patches), and a replay check")
    .option('--json', 'print the entries as JSON')
    .action(async (o: { json?: boolean }) => {
      const s = session();
      const { key, state } = await requireState(s);
      const entries = await s.store.journal(key);
      const replayed = replayJournal(entries);
      const matches = isDeepStrictEqual(replayed, JSON.parse(JSON.stringify(state)));
      if (o.json) {
        printer.json({ entries, replayMatchesState: matches });
      } else {
        const rows = [['seq', 'at', 'changes']];
        for (const e of entries) {
          const paths = [...new Set(e.ops.map((op) => op.path.split('/').slice(1, 3).join('/')))];
          rows.push([
            String(e.seq),
            e.at.slice(0, 19).replace('T', ' '),
            paths.slice(0, 4).join(', ') + (paths.length > 4 ? ', …' : ''),
          ]);
        }
        for (const l of table(rows)) printer.out(l);
        printer.out(
          matches
            ? `Replaying ${entries.length} entries gives the current state.`
            : `Replaying ${entries.length} entries does NOT give the current state.`,
        );
      }
      if (!matches) result.code = 1;
    });

  program
    .command('validate <file>')
    .description('check a state file: schema, version and invariants; lists every error')
    .option('--json', 'print JSON')
    .action(async (file: string, o: { json?: boolean }) => {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (e) {
        throw new CiStateError(
          'invalid_input',
          `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
        );
      }
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (e) {
        throw new CiStateError('invalid_state', `${file} is not JSON: ${(e as Error).message}`);
      }
      let errors: string[];
      try {
        parseStateJson(text, file);
        const v = validateState(raw);
        errors = v.ok ? [] : v.errors;
      } catch (e) {
        if (!(e instanceof CiStateError)) throw e;
        const v = validateState(raw);
        errors = v.ok ? [e.message] : v.errors.length ? v.errors : [e.message];
      }
      if (o.json) printer.json({ file, valid: errors.length === 0, errors });
      else if (errors.length === 0) printer.out(`${file}: valid`);
      else {
        printer.out(`${file}: ${errors.length} error(s)`);
        for (const e of errors) printer.out(`  - ${e}`);
      }
      result.code = errors.length ? 1 : 0;
    });

  program
    .command('reset')
    .description('forget the current run (its history lines stay)')
    .action(async () => {
      const s = session();
      const key = await s.store.getCurrent();
      if (!key) {
        printer.out('Nothing to reset: no run started.');
        return;
      }
      await s.store.delete(key);
      printer.out('The current run was removed from the store.');
    });

  program
    .command('cleanup')
    .description(
      'remove expired states and old history; with --repo, old ci-state artifacts and caches too',
    )
    .option(
      '--older-than <age>',
      'history older than this (e.g. 30d) is pruned; with --repo, artifacts and caches too',
    )
    .option('--keep <n>', 'with --repo: always keep the newest N of each kind and scope')
    .option(
      '--repo <owner/name>',
      "also clean the repository's ci-state artifacts and cache entries (token in GITHUB_TOKEN)",
    )
    .option('--dry-run', 'list what would be removed, remove nothing')
    .option('--json', 'print JSON')
    .action(
      async (o: {
        olderThan?: string;
        keep?: string;
        repo?: string;
        dryRun?: boolean;
        json?: boolean;
      }) => {
        const s = session();
        const dryRun = !!o.dryRun;
        const h = await import('../history/index.js');
        const olderThanMs =
          o.olderThan !== undefined ? h.parseDurationSpec(o.olderThan, '--older-than') : undefined;
        if (o.repo && olderThanMs === undefined)
          throw new CiStateError(
            'invalid_input',
            '--repo needs --older-than: say how old is old (e.g. 30d)',
          );
        const removed = await s.store.cleanup({ dryRun });
        const lines = removed.map(
          (r) =>
            `${dryRun ? 'would remove' : 'removed'} ${r.path ?? JSON.stringify(r)} (${r.reason})`,
        );
        let pruned: unknown = null;
        if (olderThanMs !== undefined) {
          const p = await h.pruneLocalHistory(join(s.dir, 'history.jsonl'), {
            olderThanMs,
            dryRun,
          });
          pruned = p;
          lines.push(`${dryRun ? 'would prune' : 'pruned'} local history: ${JSON.stringify(p)}`);
        }
        let remote: unknown = null;
        if (o.repo) {
          const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '';
          if (!token)
            throw new CiStateError(
              'invalid_input',
              '--repo needs a token in GITHUB_TOKEN or GH_TOKEN',
            );
          const [owner = '', repo = ''] = o.repo.split('/');
          if (!owner || !repo)
            throw new CiStateError(
              'invalid_input',
              `--repo "${o.repo}" is not valid: expected owner/name`,
            );
          const { createRestClient } = await import('../github/octokit.js');
          const plan = await h.planCleanup({
            rest: createRestClient({ token }),
            owner,
            repo,
            olderThanMs: olderThanMs!,
            keep: o.keep !== undefined ? wholeNumber(o.keep, '--keep', 1, 100_000) : 0,
          });
          for (const l of h.describeCleanupPlan(plan))
            lines.push(`${dryRun ? 'would delete' : 'delete'} ${l}`);
          remote = dryRun
            ? { planned: plan.artifacts.length + plan.caches.length }
            : await h.applyCleanup(plan);
          if (!dryRun) lines.push(`deleted: ${JSON.stringify(remote)}`);
        }
        if (o.json) printer.json({ dryRun, removed, pruned, remote });
        else if (lines.length === 0) printer.out('Nothing to clean up.');
        else for (const l of lines) printer.out(l);
      },
    );

  return program;
}

/** Runs the CLI; returns the process exit code. Errors become one line on stderr. */
export async function main(argv: string[] = process.argv): Promise<number> {
  const printer = createPrinter();
  const result = { code: 0 };
  const program = buildProgram(printer, result);
  try {
    await program.parseAsync(argv);
    return result.code;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (
        e.code === 'commander.helpDisplayed' ||
        e.code === 'commander.version' ||
        e.exitCode === 0
      )
        return 0;
      process.stderr.write(`ci-state: ${commanderMessage(e, argv)}\n`);
      return 2;
    }
    if (e instanceof CiStateError) {
      process.stderr.write(`ci-state: ${e.message}\n`);
      return e.exitCode;
    }
    const err = e as NodeJS.ErrnoException;
    process.stderr.write(`ci-state: internal error: ${err?.message ?? String(e)}\n`);
    if (process.env.CI_STATE_DEBUG) process.stderr.write(`${err?.stack ?? ''}\n`);
    return 70;
  }
}

function commanderMessage(e: CommanderError, argv: string[]): string {
  if (e.code === 'commander.unknownCommand' || e.code === 'commander.excessArguments') {
    const name = argv[2] ?? '';
    if (!COMMANDS.includes(name))
      return `unknown command "${name}": expected one of ${COMMANDS.join(', ')} (see ci-state --help)`;
  }
  if (
    e.code === 'commander.missingArgument' ||
    e.code === 'commander.missingMandatoryOptionValue' ||
    e.code === 'commander.optionMissingArgument' ||
    e.code === 'commander.unknownOption'
  ) {
    return `${e.message.replace(/^error: /, '')} (see ci-state ${argv[2] ?? ''} --help)`.replace(
      /\s+\(see ci-state\s+--help\)$/,
      ' (see ci-state --help)',
    );
  }
  return e.message.replace(/^error: /, '');
}
