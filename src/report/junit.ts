/**
 * The current attempt as a JUnit XML report, the shape Jenkins' `junit` step, CircleCI's
 * `store_test_results` and GitLab's `artifacts:reports:junit` read: one `<testsuite>` for the
 * attempt, one `<testcase>` per phase (declared phases that did not run included). A phase that
 * failed has a `<failure>` with why (its message) and its output's tails; a phase skipped (kept
 * from an earlier attempt, a profile, by hand) or not run has a `<skipped>` saying why; a phase
 * still running when the report was written has an `<error>`. Every string from the state is
 * cleaned (core/text.ts) and escaped for XML 1.0.
 */
import type { PhaseRecord, RunState } from '../core/index.js';
import { sanitizeText } from './escape.js';
import { orderedPhases } from './story.js';
import { jobTitle } from './summary-table.js';

export interface JUnitOptions {
  /** Lines kept from the end of each output tail (default 100). */
  tailLines?: number;
  /** The suite's timestamp when no phase of the attempt has a start time. */
  now?: string;
}

/** Characters XML 1.0 does not allow in a document, even escaped (after sanitizeText). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Untrusted text as XML character data or an attribute value (quotes escaped too). */
export function xmlEscape(text: string): string {
  return sanitizeText(text)
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;');
}

/** An attribute value on one line: line breaks and tabs are kept as character references. */
function attr(text: string): string {
  return xmlEscape(text).replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

function seconds(ms: number | undefined): string {
  return ((ms ?? 0) / 1000).toFixed(3);
}

function lastLines(text: string, lines: number): string {
  const all = text.replace(/\n+$/, '').split('\n');
  return all.length <= lines
    ? all.join('\n')
    : [`… ${all.length - lines} earlier lines cut`, ...all.slice(-lines)].join('\n');
}

/** Why a phase failed, one line: "exit code 3", "cancelled", "killed by SIGKILL" or its error. */
function failureMessage(rec: PhaseRecord): string {
  if (rec.exitCode !== undefined) return `exit code ${rec.exitCode}`;
  if (rec.signal) return `killed by ${rec.signal}`;
  const first = (rec.error ?? '').split(/\r?\n/).find((l) => l.trim() !== '');
  return first?.trim().slice(0, 300) || 'failed (no error recorded)';
}

function failureBody(rec: PhaseRecord, tailLines: number): string {
  const parts: string[] = [];
  if (rec.error) parts.push(rec.error);
  if (rec.stderrTail) parts.push(`--- stderr (tail) ---\n${lastLines(rec.stderrTail, tailLines)}`);
  if (rec.stdoutTail) parts.push(`--- stdout (tail) ---\n${lastLines(rec.stdoutTail, tailLines)}`);
  return parts.join('\n');
}

type Outcome =
  | { kind: 'passed' }
  | { kind: 'failed'; message: string; body: string }
  | { kind: 'error'; message: string }
  | { kind: 'skipped'; message: string };

function outcomeOf(state: RunState, rec: PhaseRecord | undefined, tailLines: number): Outcome {
  const attempt = state.origin.runAttempt;
  if (rec === undefined || rec.status === 'pending')
    return { kind: 'skipped', message: `not run in attempt ${attempt}` };
  switch (rec.status) {
    case 'succeeded':
      return rec.attempt < attempt
        ? { kind: 'skipped', message: `succeeded in attempt ${rec.attempt}: kept, not run again` }
        : { kind: 'passed' };
    case 'failed':
      return { kind: 'failed', message: failureMessage(rec), body: failureBody(rec, tailLines) };
    case 'running':
      return { kind: 'error', message: 'still running when this report was written' };
    case 'rolled_back':
      return { kind: 'skipped', message: `rolled back${rec.reason ? `: ${rec.reason}` : ''}` };
    case 'skipped':
      return { kind: 'skipped', message: `skipped${rec.reason ? `: ${rec.reason}` : ''}` };
  }
}

/** The JUnit XML of the state's current attempt (see the module header). */
export function renderJUnit(state: RunState, opts: JUnitOptions = {}): string {
  const tailLines = opts.tailLines ?? 100;
  const attempt = state.origin.runAttempt;
  const ids = orderedPhases(state);
  for (const d of state.declared) if (!ids.includes(d.id)) ids.push(d.id);
  const workflow = state.origin.workflow || state.scope.workflow;
  const classname = jobTitle(state);
  const cases: string[] = [];
  const count = { tests: 0, failures: 0, errors: 0, skipped: 0, ms: 0 };
  for (const id of ids) {
    const rec = state.phases[id];
    const o = outcomeOf(state, rec, tailLines);
    const ran = rec !== undefined && rec.attempt === attempt;
    const ms = ran ? (rec.durationMs ?? 0) : 0;
    count.tests++;
    count.ms += ms;
    const open = `    <testcase classname="${attr(classname)}" name="${attr(id)}" time="${seconds(ms)}"`;
    if (o.kind === 'passed') {
      cases.push(`${open}/>`);
      continue;
    }
    let inner: string;
    if (o.kind === 'failed') {
      count.failures++;
      inner = `<failure message="${attr(o.message)}" type="failed">${xmlEscape(o.body)}</failure>`;
    } else if (o.kind === 'error') {
      count.errors++;
      inner = `<error message="${attr(o.message)}" type="running"/>`;
    } else {
      count.skipped++;
      inner = `<skipped message="${attr(o.message)}"/>`;
    }
    cases.push(`${open}>\n      ${inner}\n    </testcase>`);
  }
  const totals = `tests="${count.tests}" failures="${count.failures}" errors="${count.errors}" skipped="${count.skipped}" time="${seconds(count.ms)}"`;
  const suiteName = `${workflow} / ${jobTitle(state)}: run ${state.origin.runId}, attempt ${attempt}`;
  const started =
    Object.values(state.phases)
      .filter((r) => r.attempt === attempt && r.startedAt !== undefined)
      .map((r) => r.startedAt!)
      .sort()[0] ??
    opts.now ??
    '';
  const properties = [
    ['ci-state.run', state.origin.runId],
    ['ci-state.attempt', String(attempt)],
    ['ci-state.status', state.status],
  ]
    .map(([k, v]) => `      <property name="${attr(k!)}" value="${attr(v!)}"/>`)
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="ci-state" ${totals}>`,
    `  <testsuite name="${attr(suiteName)}" ${totals}${started ? ` timestamp="${attr(started.replace(/Z$/, ''))}"` : ''}>`,
    '    <properties>',
    properties,
    '    </properties>',
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
