/** Printing for people and for programs: one place decides streams, prefixes and JSON. */
import { CiStateError } from '../core/errors.js';
import type { ResumePlan } from '../core/plan.js';
import type { PhaseRecord, RunState } from '../core/schema.js';
import { formatDuration } from '../core/duration.js';
import { describePlan } from '../core/summary.js';
import { breakWorkflowCommands, workflowCommand } from '../report/escape.js';
import { glyphs, terminalText } from './glyphs.js';
import { writeTo } from './pipes.js';

export interface Printer {
  /** A line for people about what ci-state did (stderr, so a command's stdout stays clean). */
  note(line: string): void;
  /** Primary output of a data command (stdout). */
  out(line: string): void;
  json(value: unknown): void;
  warn(line: string): void;
  /**
   * A warning the job's page shows as an annotation (a `::warning::` command on a runner,
   * `GITHUB_ACTIONS=true`); elsewhere the same as `warn`.
   */
  annotate(line: string): void;
  /** A line shown only when the runner's debug logging is on (RUNNER_DEBUG=1). */
  debug(line: string): void;
}

/**
 * Text from a state (phase reasons and errors, context keys, the workflow's name) can hold line
 * breaks and `::name::`: printed as it is, a line of it would be read by the runner as a workflow
 * command (`::add-mask::`, `::error::`, `::stop-commands::`). Every printed line that would be one
 * (the runner breaks lines at CR, LF and CRLF) is broken invisibly, a zero-width space between
 * the colons; every other line is printed exactly as it is.
 */
export function inertLines(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part) => (/^\s*::|##\[/.test(part) ? breakWorkflowCommands(part) : part))
    .join('');
}

export function createPrinter(
  stdout: NodeJS.WritableStream = process.stdout,
  stderr: NodeJS.WritableStream = process.stderr,
): Printer {
  // A closed stream (pipes.ts) is written no more: what ci-state has to say is then lost, not fatal.
  const say = (line: string) => writeTo(stderr, `${inertLines(terminalText(line))}\n`);
  const print = (text: string) => writeTo(stdout, `${text}\n`);
  return {
    note: (line) => say(`ci-state: ${line}`),
    out: (line) => print(inertLines(line)),
    json: (value) => print(JSON.stringify(value, null, 2)),
    warn: (line) => say(`ci-state: warning: ${line}`),
    annotate: (line) =>
      process.env.GITHUB_ACTIONS === 'true'
        ? print(workflowCommand('warning', `ci-state: ${line}`))
        : say(`ci-state: warning: ${line}`),
    debug: (line) => {
      if (process.env.RUNNER_DEBUG === '1') say(`ci-state: ${line}`);
    },
  };
}

/** Lines shown only when the runner's debug logging is on (RUNNER_DEBUG=1), as notes. */
export function debugLines(p: Printer): (line: string) => void {
  return process.env.RUNNER_DEBUG === '1' ? (line) => p.note(line) : () => undefined;
}

export function phaseIcon(status: PhaseRecord['status']): string {
  const g = glyphs();
  return status === 'rolled_back' ? g.rolledBack : g[status];
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** A plain-text table: columns padded to the widest cell. */
export function table(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows.map((row) =>
    row
      .map((c, i) => (i === row.length - 1 ? c : pad(c, widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

export function describeRecord(id: string, rec: PhaseRecord, currentAttempt: number): string[] {
  const duration = rec.durationMs !== undefined ? formatDuration(rec.durationMs) : '';
  const notes: string[] = [];
  if (rec.reason) notes.push(rec.reason);
  else if (
    rec.attempt !== currentAttempt &&
    (rec.status === 'succeeded' || rec.status === 'failed')
  )
    notes.push(`from attempt ${rec.attempt}`);
  if (rec.status === 'failed' && rec.error) notes.push(rec.error);
  if (rec.sideEffect) notes.push('side effect');
  return [
    phaseIcon(rec.status),
    id,
    rec.status,
    `attempt ${rec.attempt}`,
    duration,
    notes.join('; '),
  ];
}

export function statusLines(state: RunState): string[] {
  const lines = [
    `${[state.origin.workflow, `run ${state.origin.runId}`, `attempt ${state.origin.runAttempt}`, state.status].join(` ${glyphs().separator} `)}${
      state.pause ? ` (paused: ${state.pause.reason})` : ''
    }`,
  ];
  const ids = Object.keys(state.phases);
  if (ids.length === 0) {
    lines.push('  no phases recorded yet');
  } else {
    const rows = ids.map((id) => describeRecord(id, state.phases[id]!, state.origin.runAttempt));
    for (const l of table(rows)) lines.push(`  ${l}`);
  }
  const declaredOnly = state.declared.filter((d) => !(d.id in state.phases)).map((d) => d.id);
  if (declaredOnly.length) lines.push(`  not started: ${declaredOnly.join(', ')}`);
  if (state.resume && state.resume.skipped.length) {
    lines.push(
      `  resumed from attempt ${state.resume.fromAttempt} (${state.resume.strategy}): skipped ${state.resume.skipped.join(
        ', ',
      )}, saving ${formatDuration(state.resume.savedMs)}`,
    );
  }
  const ctx = Object.keys(state.context);
  if (ctx.length) lines.push(`  context: ${ctx.join(', ')}`);
  if (state.checkpoints.length)
    lines.push(`  checkpoints: ${state.checkpoints.map((c) => c.id).join(', ')}`);
  return lines;
}

export function printPlan(p: Printer, state: RunState, plan: ResumePlan): void {
  for (const line of describePlan(plan, state)) p.out(line);
}

/** The few fields of a state that the JSON output of init, resume and finish shows. */
export function summaryJson(state: RunState) {
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
export function reportError(e: unknown): number {
  if (e instanceof CiStateError) {
    writeTo(process.stderr, `ci-state: ${terminalText(e.message)}\n`);
    return e.exitCode;
  }
  const err = e as NodeJS.ErrnoException;
  writeTo(process.stderr, `ci-state: internal error: ${terminalText(err?.message ?? String(e))}\n`);
  if (process.env.CI_STATE_DEBUG) writeTo(process.stderr, `${err?.stack ?? ''}\n`);
  return 70;
}
