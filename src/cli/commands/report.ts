/**
 * Reports off GitHub. `ci-state report` writes the current run's markdown (the GitHub job
 * summary's renderer, report/summary.ts) or JUnit XML (report/junit.ts). `ci-state flush` off a
 * runner saves the final state (waiting for the background pusher first), then on GitLab CI,
 * Buildkite, Jenkins and CircleCI publishes the report where the system shows it: the story and
 * the phases table in the log; `summary.md` and `junit.xml` in the report directory
 * (`CI_STATE_REPORT_DIR`, default `ci-state-report/`) for the job to archive; a Buildkite
 * annotation (`buildkite-agent annotate`, one per job, updated in place); a GitLab merge-request
 * note (gitlab-note.ts) when a token is given. A report that cannot be published is one line and
 * never changes the exit code.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { providerOf } from '../../ci/detect.js';
import type { RunState } from '../../core/schema.js';
import { renderJUnit } from '../../report/junit.js';
import { storyOf } from '../../report/story.js';
import { renderJobSummary } from '../../report/summary.js';
import { statusLines, type Printer } from '../output.js';
import { remoteUrl } from '../remote.js';
import type { PushOutcome } from '../remote-pusher.js';
import { openSession, requireState, type Session } from '../session.js';
import { gitLabTarget, noteMarker, renderNote, upsertNote } from './gitlab-note.js';
import type { ReportOptions } from './report-command.js';

/** Where flush writes the report files, relative to the workspace. */
export const REPORT_DIR = 'ci-state-report';

function reportDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CI_STATE_REPORT_DIR || REPORT_DIR;
}

/** The markdown report: the GitHub job summary of the state, with the persistence line. */
export function reportMarkdown(state: RunState, persistence?: string): string {
  return renderJobSummary(state, persistence ? { persistence } : {});
}

/** The story's markdown as plain text for the log: no code spans, escapes or zero-width spaces. */
export function plainStory(markdown: string): string {
  return markdown
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/`+/g, '')
    .replace(/\u200b/g, '');
}

/**
 * The report's persistence line from a save's outcome: "Saved to `s3://… at host` (state 14, no
 * new content)" or the "state NOT saved …" line as it was printed.
 */
export function persistenceLine(o: PushOutcome): string {
  const m = /^state (\d+) saved to (.*?)(?:, (.*))?$/.exec(o.line);
  if (!o.saved || !m) return o.line;
  return `Saved to \`${m[2]}\` (state ${m[1]}${m[3] ? `, ${m[3]}` : ''})`;
}

export async function cmdReport(printer: Printer, o: ReportOptions): Promise<void> {
  const { state } = await requireState(openSession(printer));
  const text =
    o.format === 'junit'
      ? renderJUnit(state, { now: new Date().toISOString() })
      : reportMarkdown(state);
  if (o.out === undefined) {
    printer.out(text.replace(/\n$/, ''));
    return;
  }
  mkdirSync(dirname(resolve(o.out)), { recursive: true });
  writeFileSync(o.out, text);
  printer.note(`report written to ${o.out}`);
}

/**
 * `flush` off a runner: waits for the background save, saves the final state to the remote store
 * (when there is one) and says whether it was saved, then publishes the report on a CI system.
 */
export async function flushOffRunner(s: Session): Promise<number> {
  const { saveToRemote, waitForPusher } = await import('../remote-pusher.js');
  await waitForPusher(s);
  let { state } = await requireState(s);
  let persistence: string | undefined;
  if (!remoteUrl(s.dir)) {
    s.printer.note(
      'no ci-state session in this job (CI_STATE_SESSION) and no remote store: nothing to save',
    );
  } else {
    const saved = await saveToRemote(s, state, true);
    if (saved) {
      state = saved.state;
      persistence = persistenceLine(saved);
    }
  }
  const provider = providerOf(process.env);
  if (provider !== 'github' && provider !== 'local') {
    try {
      await publishReport(s, state, provider, persistence);
    } catch (e) {
      s.printer.warn(`the report was not published: ${(e as Error).message}`);
    }
  }
  return 0;
}

/** Publishes the report where `provider` shows it (see the module header). */
export async function publishReport(
  s: Session,
  state: RunState,
  provider: string,
  persistence: string | undefined,
): Promise<void> {
  s.printer.out(`ci-state: ${plainStory(storyOf(state))}`);
  for (const l of statusLines(state)) s.printer.out(l);
  const markdown = reportMarkdown(state, persistence);
  const dir = reportDir();
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'summary.md'), markdown);
    writeFileSync(join(dir, 'junit.xml'), renderJUnit(state, { now: new Date().toISOString() }));
    s.printer.note(`report written to ${join(dir, 'summary.md')} and ${join(dir, 'junit.xml')}`);
  } catch (e) {
    s.printer.warn(`report NOT written to ${dir}: ${(e as Error).message}`);
  }
  if (provider === 'buildkite') await annotate(s, state, markdown, dir);
  if (provider === 'gitlab') await mergeRequestNote(s, state, persistence, dir);
}

/**
 * The annotation's context, the same for a job and its retries: `ci-state-<job>`, and a hash of
 * the matrix key (a Buildkite matrix leg's label) and of a job name that had to be changed.
 */
export function annotationContext(state: RunState): string {
  const job = state.scope.job || 'job';
  const slug = job.replace(/[^A-Za-z0-9_.-]+/g, '-').slice(0, 64);
  const odd = slug !== job || state.scope.matrix !== '';
  const hash = createHash('sha256').update(`${job}\u0000${state.scope.matrix}`).digest('hex');
  return `ci-state-${slug}${odd ? `-${hash.slice(0, 8)}` : ''}`;
}

function annotationStyle(state: RunState): 'success' | 'error' | 'info' {
  if (state.status === 'completed') return 'success';
  return state.status === 'failed' || state.status === 'rolled_back' ? 'error' : 'info';
}

/** `buildkite-agent annotate` with the markdown on stdin; its exit code and stderr, or ENOENT. */
function runAgent(
  args: string[],
  input: string,
): Promise<{ code: number | null; stderr: string } | 'missing'> {
  return new Promise((done) => {
    const child = spawn('buildkite-agent', args, {
      stdio: ['pipe', 'ignore', 'pipe'],
      timeout: 120_000,
      windowsHide: true,
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr = `${stderr}${d.toString()}`.slice(-2000)));
    child.on('error', (e: NodeJS.ErrnoException) =>
      done(e.code === 'ENOENT' ? 'missing' : { code: null, stderr: e.message }),
    );
    child.on('close', (code) => done({ code, stderr }));
    child.stdin.on('error', () => undefined); // an agent that exits early: its exit code says why
    child.stdin.end(input);
  });
}

async function annotate(s: Session, state: RunState, markdown: string, dir: string) {
  const context = annotationContext(state);
  const style = annotationStyle(state);
  const r = await runAgent(['annotate', '--context', context, '--style', style], markdown);
  if (r === 'missing') {
    s.printer.note(
      `buildkite-agent is not on the PATH: no annotation; the report is in the log and ${dir}/`,
    );
  } else if (r.code !== 0) {
    const why = r.stderr.trim().split('\n').at(-1)?.slice(0, 300) ?? '';
    s.printer.warn(
      `Buildkite annotation NOT written: buildkite-agent exited with ${r.code ?? 'an error'}${why ? `: ${why}` : ''}`,
    );
  } else s.printer.note(`Buildkite annotation ${context} written (${style})`);
}

async function mergeRequestNote(
  s: Session,
  state: RunState,
  persistence: string | undefined,
  dir: string,
) {
  const g = gitLabTarget(process.env);
  if (!g) return; // not a merge-request pipeline
  if (!g.target) {
    s.printer.note(
      `no merge-request note: ${g.missing} is not set; the report is in the log and ${dir}/summary.md`,
    );
    return;
  }
  const t = g.target;
  const r = await upsertNote(t, noteMarker(state), (existing) =>
    renderNote(existing, state, persistence),
  );
  if (r.ok) s.printer.note(`merge request !${t.mr}: ci-state note ${r.action} (note ${r.id})`);
  else s.printer.warn(`merge request !${t.mr}: ci-state note NOT written: ${r.problem}`);
}
