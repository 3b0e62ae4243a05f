/**
 * Generated scenarios for the promise tests, the phase scripts they run, and the driver that plays
 * a scenario attempt by attempt on one face (CLI or Action) and checks every attempt against the
 * reference model (model.ts).
 *
 * A phase script appends "<phase>@<attempt>" to a marker file outside the workspace, checks that
 * the outputs of every phase it requires are there with the expected content (exit 3 if not, so a
 * wrongly skipped phase shows up as a failure), writes its own outputs by copying them from a
 * reference tree (and, for an appending phase, checks then extends out/shared.log, a file several
 * phases change in turn), fails (exit 7) in the attempts of its fail set, and, for a side effect,
 * appends "<phase>@<attempt>" to an effects file once it has succeeded.
 *
 * Outputs are declared (`--outputs out/<id>/**`, `--outputs none` or nothing for a phase without)
 * or, as in a quick start, not at all: ci-state then keeps what each phase created or changed.
 */
import fc from 'fast-check';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  executeAttempt,
  loseContent,
  planAttempt,
  stateAfter,
  stateSavedAt,
  transitiveRequirements,
  type AttemptEvents,
  type AttemptOutcome,
  type OutputKind,
  type PhaseDef,
  type Plan,
  type Saved,
  type SavedPhase,
  type SaveCut,
} from './model.js';

export type Face = 'cli' | 'action';
export type DeclMode = 'phases' | 'both' | 'flags';
/** Whether phases declare their outputs (`--outputs`), or none does and ci-state detects them. */
export type OutputsMode = 'declared' | 'detected';
export type Storage = 'cache' | 'both' | 'artifact';
/**
 * Faults between attempts: cache entries evicted (Action), checkpoint blobs removed (CLI). With a
 * remote store (s3.test.ts) they are objects deleted in the bucket: `lose-content` the packs,
 * `evict-states` the states, `evict-all` both, `drop-newest-state` the state the next attempt
 * would restore (it restores the one before, if any).
 */
export type Loss =
  'evict-all' | 'evict-packs' | 'evict-states' | 'lose-content' | 'drop-newest-state';

/**
 * A remote store's outage during an attempt (s3.test.ts): from the attempt's `from`-th command
 * (modulo their number: each phase's `run`, then its end), for `span` commands (0: to the end),
 * the store answers as `kind` says (see s3-outage.ts).
 */
export interface Outage {
  kind: 'refused' | 'slowdown' | 'skew' | 'reset' | 'lost' | 'cut' | 'flaky';
  from: number;
  span: number;
}

export interface Disturbance {
  /** How the attempt stops: a phase command fails, or the process/runner is killed in it. */
  stop: 'fail' | 'kill';
  /** Which of the phases the attempt executes (modulo their number). */
  pick: number;
  /** The attempt ends without `finish` (CLI) / without its post step: the runner died. */
  noEnd: boolean;
  /** A loss after the attempt. */
  after?: Loss;
  /**
   * Action: the attempt's first background save hangs in the cache service (its runner's post
   * step cannot drain it; the job's end, or its runner's death, ends the process).
   */
  hold?: boolean;
  /** With a remote store: the store's outage during the attempt. */
  outage?: Outage;
}

export interface Scenario {
  face: Face;
  phases: PhaseDef[];
  declMode: DeclMode;
  outputsMode: OutputsMode;
  /** Declared outputs: a phase without outputs says `--outputs none` (else nothing). */
  declareNone: boolean;
  /** The strategy; `checkpoint:<p>` is the fallback target of a checkpoint scenario. */
  strategy: string;
  /** Checkpoint scenarios: which succeeded phase with outputs each attempt names. */
  checkpointPick: number;
  storage: Storage;
  persist: 'phase' | 'job';
  integrityKey: boolean;
  /** Attempts 1..n, each with an injected failure; later attempts run clean. */
  disturbed: Disturbance[];
  /** Action: after the run completed, one more "Re-run all jobs", after this loss if any. */
  rerunCompleted: boolean;
  lossBeforeRerun?: Loss;
}

/**
 * The strategies generated; CI_STATE_SCENARIO_STRATEGIES narrows them (a comma list) to explore
 * one behaviour at a time.
 */
const STRATEGIES = (
  process.env.CI_STATE_SCENARIO_STRATEGIES ?? 'failed,previous,skip-failed,restart,checkpoint'
)
  .split(',')
  .map((x) => x.trim())
  .filter(Boolean);

/** The kinds of files under out/<id>/ ('append' changes the shared file instead). */
const KINDS: OutputKind[] = ['text', 'binary', 'empty', 'exec', 'symlink', 'nested'];

/** The file every appending phase changes, in the workspace (relative). */
export const SHARED = 'out/shared.log';

interface RawPhase {
  chain: boolean;
  extra: number | null;
  sideEffect: boolean;
  outputs: OutputKind[];
  append: boolean;
}

const phaseArb: fc.Arbitrary<RawPhase> = fc.record({
  chain: fc.boolean(),
  extra: fc.option(fc.nat(), { freq: 3 }),
  sideEffect: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))),
  outputs: fc.oneof(
    { weight: 1, arbitrary: fc.constant([] as OutputKind[]) },
    { weight: 3, arbitrary: fc.subarray(KINDS, { minLength: 1 }) },
  ),
  append: fc.oneof(
    { weight: 3, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
});

function buildPhases(raw: RawPhase[]): PhaseDef[] {
  return raw.map((r, i) => {
    const requires = new Set<string>();
    if (i > 0 && r.chain) requires.add(`p${i}`);
    if (i > 0 && r.extra !== null) requires.add(`p${(r.extra % i) + 1}`);
    return {
      id: `p${i + 1}`,
      requires: [...requires].sort(),
      sideEffect: r.sideEffect,
      outputs: r.append ? [...r.outputs, 'append'] : r.outputs,
    };
  });
}

/** The kinds a phase writes under out/<id>/. */
export const fileKinds = (p: PhaseDef): OutputKind[] => p.outputs.filter((k) => k !== 'append');
export const appends = (p: PhaseDef): boolean => p.outputs.includes('append');

/**
 * Each appending phase reads what the one before wrote to the shared file: it requires it (so
 * that redoing one redoes the others after it, and the file is always the same when it runs).
 */
function chainAppenders(phases: PhaseDef[]): void {
  let last: PhaseDef | undefined;
  for (const p of phases) {
    if (!appends(p)) continue;
    if (last && !p.requires.includes(last.id)) p.requires = [...p.requires, last.id].sort();
    last = p;
  }
}

export function scenarioArb(face: Face, outputsMode: OutputsMode): fc.Arbitrary<Scenario> {
  const loss: fc.Arbitrary<Loss> =
    face === 'cli'
      ? fc.constant('lose-content' as Loss)
      : fc.constantFrom<Loss>('evict-all', 'evict-packs', 'evict-states');
  const disturbance = fc.record({
    stop: fc.oneof(
      { weight: 3, arbitrary: fc.constant('fail' as const) },
      { weight: 1, arbitrary: fc.constant('kill' as const) },
    ),
    pick: fc.nat(),
    noEnd: fc.oneof(
      { weight: 4, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
    after: fc.option(loss, { freq: 3 }),
    hold:
      face === 'action'
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constant(false) },
            { weight: 1, arbitrary: fc.constant(true) },
          )
        : fc.constant(false),
  });
  return fc
    .record({
      raw: fc.array(phaseArb, { minLength: 3, maxLength: 8 }),
      declMode: fc.constantFrom<DeclMode>('phases', 'both', 'flags'),
      declareNone: fc.boolean(),
      strategy: fc.constantFrom(...STRATEGIES),
      checkpointPick: fc.nat(),
      storage: fc.constantFrom<Storage>('cache', 'both', 'artifact'),
      persist: fc.constantFrom<'phase' | 'job'>('phase', 'job'),
      integrityKey: fc.boolean(),
      disturbed: fc.array(disturbance, { minLength: 1, maxLength: 3 }),
      rerunCompleted: face === 'action' ? fc.boolean() : fc.constant(false),
      lossBeforeRerun: fc.option(loss, { freq: 2 }),
    })
    .map((g): Scenario => {
      const phases = buildPhases(g.raw);
      let strategy: string = g.strategy;
      if (strategy === 'skip-failed') {
        // Failures under skip-failed stay skipped: they are injected only into the last phase,
        // made independent and without outputs, so that no later phase needs what it lacks.
        const last = phases[phases.length - 1]!;
        last.requires = [];
        last.outputs = [];
      }
      chainAppenders(phases);
      if (strategy === 'checkpoint') {
        const withOutputs = phases.filter((p) => p.outputs.length > 0);
        strategy = withOutputs.length
          ? `checkpoint:${withOutputs[g.checkpointPick % withOutputs.length]!.id}`
          : 'failed';
      }
      return {
        face,
        phases,
        declMode: g.declMode,
        outputsMode,
        declareNone: outputsMode === 'declared' && g.declareNone,
        strategy,
        checkpointPick: g.checkpointPick,
        storage: g.storage,
        persist: g.persist,
        integrityKey: g.integrityKey,
        disturbed: g.disturbed.map((d) => ({
          stop: d.stop,
          pick: d.pick,
          noEnd: d.noEnd,
          ...(d.after !== null ? { after: d.after } : {}),
          // A hang of the background saves: per-phase saves only.
          ...(d.hold && g.persist === 'phase' ? { hold: true } : {}),
        })),
        rerunCompleted: g.rerunCompleted,
        ...(g.rerunCompleted && g.lossBeforeRerun !== null
          ? { lossBeforeRerun: g.lossBeforeRerun }
          : {}),
      };
    });
}

/** `p1,p2:p1,p3:p1+p2!` (or only the names when requirements are given by `run` flags). */
export function declaration(s: Scenario): string {
  return s.phases
    .map((p) =>
      s.declMode === 'flags'
        ? p.id
        : `${p.id}${p.requires.length ? `:${p.requires.join('+')}` : ''}${p.sideEffect ? '!' : ''}`,
    )
    .join(',');
}

/** One line that says what the scenario is. */
export function describeScenario(s: Scenario): string {
  const ph = s.phases
    .map(
      (p) =>
        `${p.id}${p.sideEffect ? '!' : ''}${p.requires.length ? `<${p.requires.join('+')}` : ''}${p.outputs.length ? `[${p.outputs.join(',')}]` : ''}`,
    )
    .join(' ');
  const dist = s.disturbed
    .map(
      (d, i) =>
        `#${i + 1}:${d.stop}@pick${d.pick}${d.noEnd ? '+no-end' : ''}${d.hold ? '+hold' : ''}${d.outage ? `+outage:${d.outage.kind}@${d.outage.from}${d.outage.span ? `x${d.outage.span}` : '..end'}` : ''}${d.after ? `+${d.after}` : ''}`,
    )
    .join(' ');
  const face =
    s.face === 'action'
      ? ` storage=${s.storage} persist=${s.persist} key=${s.integrityKey ? 'yes' : 'no'}${s.rerunCompleted ? ` rerun-completed${s.lossBeforeRerun ? `+${s.lossBeforeRerun}` : ''}` : ''}`
      : '';
  const outputs =
    s.outputsMode === 'detected' ? 'detected' : `declared${s.declareNone ? '+none' : ''}`;
  return `${s.face}: phases ${ph} decl=${s.declMode} outputs=${outputs} strategy=${s.strategy}${face} attempts ${dist}`;
}

// ---------------------------------------------------------------------------------------------
// Phase outputs and scripts
// ---------------------------------------------------------------------------------------------

function binaryOf(id: string): Buffer {
  const seed = createHash('sha256').update(id).digest();
  const b = Buffer.alloc(300);
  for (let i = 0; i < b.length; i++) b[i] = (seed[i % seed.length]! + i * 7) & 0xff;
  b[0] = 0;
  b[1] = 0xff;
  return b;
}

/**
 * Writes every phase's expected outputs under `ref/<id>/`, as a clean run writes them, and what
 * the shared file holds before each appending phase (`ref/shared-before/<id>`, absent for the
 * first one: the file does not exist yet).
 */
export function writeReference(ref: string, phases: PhaseDef[]): void {
  let shared = '';
  mkdirSync(join(ref, 'shared-before'), { recursive: true });
  for (const p of phases) {
    if (appends(p)) {
      if (shared) writeFileSync(join(ref, 'shared-before', p.id), shared);
      shared += `${p.id}\n`;
    }
    if (!fileKinds(p).length) continue;
    const d = join(ref, p.id);
    mkdirSync(d, { recursive: true });
    for (const k of p.outputs) {
      if (k === 'text') writeFileSync(join(d, 't.txt'), `${p.id} text\nsecond line\n`);
      if (k === 'binary') writeFileSync(join(d, 'b.bin'), binaryOf(p.id));
      if (k === 'empty') writeFileSync(join(d, 'e.txt'), '');
      if (k === 'exec') {
        writeFileSync(join(d, 'x.sh'), `#!/bin/sh\necho ${p.id}\n`);
        chmodSync(join(d, 'x.sh'), 0o755);
      }
      if (k === 'symlink') {
        writeFileSync(join(d, 'target.txt'), `${p.id} link target\n`);
        symlinkSync('target.txt', join(d, 'link'));
      }
      if (k === 'nested') {
        mkdirSync(join(d, 'n', 'deep'), { recursive: true });
        writeFileSync(join(d, 'n', 'deep', 'd.txt'), `${p.id} deep\n`);
      }
    }
  }
  // The mode a new file gets here (the shell's `>>` creates the shared file the same way).
  writeFileSync(join(ref, 'shared-mode'), '');
}

export interface TreeEntry {
  type: 'file' | 'dir' | 'symlink';
  mode: number;
  sha256?: string;
  target?: string;
}

/** Every entry under `dir` (lstat: links are not followed), keyed by relative path. */
export function readTree(dir: string, prefix = ''): Record<string, TreeEntry> {
  const out: Record<string, TreeEntry> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    const st = lstatSync(full);
    const mode = st.mode & 0o777;
    if (st.isSymbolicLink()) out[rel] = { type: 'symlink', mode: 0, target: readlinkSync(full) };
    else if (st.isDirectory()) {
      out[rel] = { type: 'dir', mode };
      Object.assign(out, readTree(full, rel));
    } else {
      const sha256 = createHash('sha256').update(readFileSync(full)).digest('hex');
      out[rel] = { type: 'file', mode, sha256 };
    }
  }
  return out;
}

/**
 * The `out/` tree a clean run leaves: every phase's outputs, but those `excluded` (protected side
 * effects whose content is gone stay skipped; an excluded appending phase has none after it that
 * ran, since each needs the one before).
 */
export function expectedOutTree(ref: string, phases: PhaseDef[], excluded: string[]) {
  const out: Record<string, TreeEntry> = {};
  const lines: string[] = [];
  for (const p of phases) {
    if (excluded.includes(p.id)) continue;
    if (appends(p)) lines.push(`${p.id}\n`);
    if (!fileKinds(p).length) continue;
    out[p.id] = { type: 'dir', mode: lstatSync(join(ref, p.id)).mode & 0o777 };
    for (const [k, v] of Object.entries(readTree(join(ref, p.id)))) out[`${p.id}/${k}`] = v;
  }
  if (lines.length) {
    out['shared.log'] = {
      type: 'file',
      mode: lstatSync(join(ref, 'shared-mode')).mode & 0o777,
      sha256: createHash('sha256').update(lines.join('')).digest('hex'),
    };
  }
  return out;
}

export function treeDiff(
  expected: Record<string, TreeEntry>,
  actual: Record<string, TreeEntry>,
): string[] {
  const diffs: string[] = [];
  for (const k of Object.keys(expected)) {
    if (!(k in actual)) diffs.push(`missing out/${k}`);
    else if (JSON.stringify(expected[k]) !== JSON.stringify(actual[k]))
      diffs.push(
        `out/${k}: ${JSON.stringify(actual[k])} instead of ${JSON.stringify(expected[k])}`,
      );
  }
  for (const k of Object.keys(actual)) if (!(k in expected)) diffs.push(`unexpected out/${k}`);
  return diffs;
}

export interface ScriptContext {
  ref: string;
  marker: string;
  effects: string;
  /** The variable holding the attempt number. */
  attemptVar: string;
}

export const holdLine = (id: string) => `PROMISE-HOLD-${id}`;

/** The shell script of one phase (run by `sh -c`). */
export function phaseScript(
  s: Scenario,
  p: PhaseDef,
  ctx: ScriptContext,
  o: { failOn: number[]; hold: boolean },
): string {
  const trans = transitiveRequirements(s.phases).get(p.id)!;
  const lines = [`echo "${p.id}@$${ctx.attemptVar}" >> '${ctx.marker}'`];
  for (const r of s.phases.filter((x) => trans.has(x.id) && fileKinds(x).length)) {
    const check = [`diff -r --no-dereference '${ctx.ref}/${r.id}' 'out/${r.id}' >/dev/null 2>&1`];
    if (r.outputs.includes('exec')) check.push(`[ -x 'out/${r.id}/x.sh' ]`);
    lines.push(
      `${check.join(' && ')} || { echo "PROMISE: outputs of ${r.id} missing or wrong in ${p.id}" >&2; exit 3; }`,
    );
  }
  if (appends(p)) {
    // The shared file as the appending phases before this one left it (none: not there yet).
    const before = join(ctx.ref, 'shared-before', p.id);
    const first = !s.phases.some((x) => x.id !== p.id && trans.has(x.id) && appends(x));
    lines.push(
      `${first ? `[ ! -e '${SHARED}' ]` : `cmp -s '${before}' '${SHARED}'`} || { echo "PROMISE: ${SHARED} is not what the phases before ${p.id} left" >&2; exit 3; }`,
    );
  }
  if (fileKinds(p).length)
    lines.push(`rm -rf 'out/${p.id}' && mkdir -p out && cp -a '${ctx.ref}/${p.id}' 'out/${p.id}'`);
  if (appends(p)) lines.push(`mkdir -p out && echo ${p.id} >> '${SHARED}'`);
  if (o.hold) lines.push(`echo ${holdLine(p.id)}`, 'sleep 600');
  if (o.failOn.length)
    lines.push(
      `case " ${o.failOn.join(' ')} " in *" $${ctx.attemptVar} "*) echo "PROMISE: ${p.id} fails" >&2; exit 7;; esac`,
    );
  if (p.sideEffect) lines.push(`echo "${p.id}@$${ctx.attemptVar}" >> '${ctx.effects}'`);
  return lines.join('\n');
}

/** `ci-state run` arguments (before `--`). */
export function runArgs(s: Scenario, p: PhaseDef): string[] {
  const args = ['run', p.id];
  if (s.outputsMode === 'declared') {
    const globs = [
      ...(fileKinds(p).length ? [`out/${p.id}/**`] : []),
      ...(appends(p) ? [SHARED] : []),
    ];
    if (globs.length) args.push('--outputs', ...globs);
    else if (s.declareNone) args.push('--outputs', 'none');
  }
  if (s.declMode !== 'phases') {
    if (p.requires.length) args.push('--requires', ...p.requires);
    if (p.sideEffect) args.push('--side-effect');
  }
  return args;
}

export function lines(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

// ---------------------------------------------------------------------------------------------
// The driver
// ---------------------------------------------------------------------------------------------

/** What a face reports of one attempt. */
export interface ActualAttempt {
  /** The attempt reached its end and the run succeeded (job success / finish exit 0). */
  success: boolean;
  /** The main step's outputs (Action) or what the state's `resume` says (CLI). */
  announced: {
    skipped?: string[];
    resumed?: string;
    resumeFrom?: string;
    phases?: Record<string, string | undefined>;
  };
  /** The state file after the attempt (undefined if unreadable). */
  state?: {
    status?: string;
    resume?: {
      savedMs?: number;
      skipped?: string[];
      resumeFrom?: string;
      reasons?: Record<string, string>;
    };
    phases?: Record<
      string,
      { durationMs?: number; status?: string; outputsNotKept?: string; outputsPending?: string }
    >;
  };
  /** Output of the step/command that ran the blocked phase, if any. */
  blockedText?: string;
  /** What the `ci-state run` commands of the attempt wrote (their checkpoint lines). */
  runOutput: string;
  /** Anything the face itself found wrong (a step that failed to start, a missed kill). */
  problems: string[];
  /**
   * Keepers of phase outputs died with the machine: what they were keeping was not kept, and
   * said nothing (as when a runner dies).
   */
  keepersDied?: boolean;
  /**
   * What the face saw that may explain a difference (the warnings of the attempt's start), shown
   * with a failure.
   */
  notes?: string[];
}

export interface AttemptRequest {
  attempt: number;
  /** The resume strategy this attempt passes. */
  strategy: string;
  plan: Plan;
  events: AttemptEvents;
  allowed: string[];
  /** Attempts in which each phase's command fails (accumulated). */
  failOn: Record<string, number[]>;
  expected: AttemptOutcome;
}

/** A state document as a face reads it back from where it was saved. */
export interface StoredState {
  /** The attempt that saved it. */
  attempt: number;
  /** The run's status in it (`running` while the attempt went on; else its post step's). */
  status: string;
  /**
   * `outputsPending`: what the phase changed was still being kept in the background when this
   * state was saved (its keeper died with the job): the phase runs again, as for lost content.
   */
  phases: Record<string, { status: string; attempt: number; outputsPending?: boolean } | undefined>;
  /** Where it was read: `cache entry <key>` or `artifact <name>`. */
  from: string;
  /**
   * Phases whose checkpointed content the store holds whole, as read from it: a loss before does
   * not apply to them (in a store addressed by content, such as a bucket's packs, the same
   * content stored anew after the phase ran again is back under the same name).
   */
  contentWhole?: string[];
  /**
   * Phases whose checkpointed content the state does not list whole (never known to be stored):
   * their outputs cannot come back, as after a loss.
   */
  contentMissing?: string[];
}

export interface FaceDriver {
  ctx: ScriptContext;
  attempt(req: AttemptRequest): Promise<ActualAttempt>;
  /** Applies a loss between attempts. */
  lose(loss: Loss): Promise<void>;
  /**
   * The state the next attempt will restore, as the services hold it (null: none), for a face
   * whose saves may not all land (a runner's). Without it, the model's save rules decide.
   */
  restorable?(nextAttempt: number): Promise<StoredState | null>;
  /**
   * Whether the attempt's last step saved its final state where `restorable` reads, and it is
   * still there (default: whenever the step ran). A remote store that was down then, or whose
   * states were deleted after the attempt, has not got it.
   */
  endSaved?(attempt: number): boolean;
  /** The final attempt's workspace. */
  workspace(): string;
}

/**
 * Checks to leave out while exploring past a known difference (CI_STATE_SCENARIO_IGNORE, a comma
 * list of the first words of the differences: `resume-from`, `skipped`, `phase-`, …). Everything is
 * checked by default.
 */
const IGNORED = (process.env.CI_STATE_SCENARIO_IGNORE ?? '')
  .split(',')
  .map((x) => x.trim())
  .filter(Boolean);

/**
 * The phases whose content a cache eviction spares: a succeeded side effect's content goes to an
 * artifact too, whatever the storage (removing blobs everywhere spares nothing).
 */
function evictionSpares(s: Scenario, loss: Loss): (id: string, p: SavedPhase) => boolean {
  if (loss === 'lose-content') return () => false;
  return (id, p) => p.everSucceeded && s.phases.some((x) => x.id === id && x.sideEffect);
}

/** Whether a loss makes checkpoint content unrestorable. */
function losesContent(s: Scenario, loss: Loss): boolean {
  if (loss === 'lose-content') return true;
  return s.storage === 'cache' && (loss === 'evict-all' || loss === 'evict-packs');
}

/**
 * The strategy of an attempt: a checkpoint scenario names a phase with outputs that succeeded in
 * the saved state (so that it has a checkpoint), else its fallback target.
 */
function strategyFor(s: Scenario, saved: Saved | undefined): string {
  if (!s.strategy.startsWith('checkpoint:')) return s.strategy;
  const done = s.phases.filter(
    (p) => p.outputs.length && saved?.phases[p.id]?.status === 'succeeded',
  );
  return done.length ? `checkpoint:${done[s.checkpointPick % done.length]!.id}` : s.strategy;
}

function eventsFor(s: Scenario, plan: Plan, d: Disturbance | undefined): AttemptEvents {
  if (!d) return {};
  // Phases that would execute before a blocked one stops the attempt.
  const reach: string[] = [];
  for (const p of s.phases) {
    if (plan.blocked.includes(p.id)) break;
    if (plan.run.includes(p.id)) reach.push(p.id);
  }
  const candidates =
    s.strategy === 'skip-failed' ? reach.filter((id) => id === s.phases.at(-1)!.id) : reach;
  const target = candidates.length ? candidates[d.pick % candidates.length] : undefined;
  const ev: AttemptEvents = {};
  if (target && d.stop === 'fail') ev.failAt = target;
  if (target && d.stop === 'kill') ev.killAt = target;
  if (d.noEnd) ev.noEnd = true;
  return ev;
}

function describeEvents(ev: AttemptEvents, allowed: string[]): string {
  const parts = [];
  if (ev.failAt) parts.push(`fail ${ev.failAt}`);
  if (ev.killAt) parts.push(`kill in ${ev.killAt}`);
  if (ev.noEnd) parts.push('no end');
  if (allowed.length) parts.push(`rerun-side-effects ${allowed.join(',')}`);
  return parts.length ? parts.join(', ') : 'clean';
}

/** The files (and links) a phase writes: what its checkpoint holds. */
function filesOf(ref: string, p: PhaseDef): number {
  const own = fileKinds(p).length
    ? Object.values(readTree(join(ref, p.id))).filter((e) => e.type !== 'dir').length
    : 0;
  return own + (appends(p) ? 1 : 0);
}

/** The checkpoint lines of phases that ended (`checkpoint <id> of <phase>…: N files`) that differ. */
function keptFiles(s: Scenario, ref: string, text: string): string[] {
  const diffs: string[] = [];
  const line = /^ci-state: (?:background: )?checkpoint \S+ of (p\d+)\b[^:]*: (\d+) files?\b/gm;
  for (const m of text.matchAll(line)) {
    const p = s.phases.find((x) => x.id === m[1]);
    if (p && Number(m[2]) !== filesOf(ref, p))
      diffs.push(`checkpoint of ${p.id} holds ${m[2]} files, it wrote ${filesOf(ref, p)}: ${m[0]}`);
  }
  return diffs;
}

/** How far attempt `a` (that played `out`) had got when it saved `st`. */
function cutOf(st: StoredState, out: AttemptOutcome): SaveCut {
  const ended = (id: string | undefined, statuses: string[]) => {
    const r = id === undefined ? undefined : st.phases[id];
    return r !== undefined && r.attempt === st.attempt && statuses.includes(r.status);
  };
  let n = 0;
  while (n < out.executed.length && ended(out.executed[n], ['succeeded', 'failed'])) n++;
  return {
    ended: n,
    running: ended(out.executed[n], ['running']),
    blocked: n === out.executed.length && ended(out.blockedAt, ['failed']),
    final: st.status !== 'running' && st.status !== 'pending',
  };
}

function describeCut(c: SaveCut, out: AttemptOutcome): string {
  if (c.final) return 'at its end';
  const parts = [c.ended ? `after ${out.executed[c.ended - 1]}` : 'before any phase ended'];
  if (c.running) parts.push(`${out.executed[c.ended]} running`);
  if (c.blocked) parts.push(`${out.blockedAt} refused`);
  return parts.join(', ');
}

/**
 * For a failure: why each phase the model skips ran all the same (the plan's reason in the state),
 * and what the face noted at the attempt's start.
 */
function whyRan(plan: Plan, executed: string[], actual: ActualAttempt): string[] {
  const reasons = actual.state?.resume?.reasons ?? {};
  const ran = plan.skipped.filter((id) => executed.includes(id));
  return [
    ...ran.map((id) => `${id} ran, the plan said: ${reasons[id] ?? '(no reason in the state)'}`),
    ...(actual.notes ?? []).map((n) => `noted: ${n}`),
  ];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Plays a scenario on a face; throws an Error naming the scenario and what differed. Returns the
 * story of its attempts (what the model expected of each, which state each restored).
 */
export async function playScenario(s: Scenario, face: FaceDriver): Promise<string[]> {
  const history: string[] = [];
  const fail = (k: number, diffs: string[]): never => {
    throw new Error(
      `${describeScenario(s)}\n  ${history.join('\n  ')}\n  attempt ${k} differs:\n    ${diffs.join('\n    ')}`,
    );
  };
  const trans = transitiveRequirements(s.phases);
  const failOn: Record<string, number[]> = {};
  let saved: Saved | undefined;
  let allowed: string[] = [];
  let lastPlan: Plan | undefined;
  /** Each attempt's start: the state it restored, its plan and what it played (model). */
  const played: Array<{ before: Saved | undefined; plan: Plan; out: AttemptOutcome }> = [];
  /** The attempts after which content was lost. */
  const contentLosses: { attempt: number; loss: Loss }[] = [];
  /** Per side effect: the attempts in which it succeeded. */
  const effectsSeen = new Map<string, number[]>();
  // Room for the clean attempts, and one more per side effect a block may have to allow.
  const maxAttempts = s.disturbed.length + 3 + s.phases.filter((p) => p.sideEffect).length;
  let k = 0;
  let extraRerun = false;
  for (;;) {
    k++;
    if (k > maxAttempts) fail(k, ['the run did not succeed within the attempts allowed']);
    const d = s.disturbed[k - 1];
    const strategy = strategyFor(s, saved);
    const plan = planAttempt(s.phases, saved, {
      strategy,
      allowed,
      requirementsKnown: (id) =>
        s.declMode !== 'flags' || (saved?.phases[id]?.status ?? 'pending') !== 'pending',
    });
    const events = eventsFor(s, plan, d);
    if (events.failAt) (failOn[events.failAt] ??= []).push(k);
    const expected = executeAttempt(s.phases, plan, events);
    history.push(
      `attempt ${k} (${strategy}; ${describeEvents(events, allowed)}): model runs [${expected.executed.join(',')}]` +
        `${expected.blockedAt ? `, blocks ${expected.blockedAt}` : ''}, skipped ${JSON.stringify(plan.skipped)}` +
        `${plan.resumed ? `, resumed from ${plan.resumeFrom || '""'}` : ''}`,
    );
    const savedBefore = saved;
    const allowedNow = allowed;
    const markerBefore = lines(face.ctx.marker).length;
    const effectsBefore = lines(face.ctx.effects).length;
    const actual = await face.attempt({
      attempt: k,
      strategy,
      plan,
      events,
      allowed,
      failOn,
      expected,
    });
    const diffs = [...actual.problems];

    // (c) what executed.
    const executed = lines(face.ctx.marker)
      .slice(markerBefore)
      .map((l) => l.split('@'))
      .filter(([, a]) => a === String(k))
      .map(([id]) => id!);
    if (!same(executed, expected.executed))
      diffs.push(`executed [${executed.join(',')}], model: [${expected.executed.join(',')}]`);

    // (a) the outcome of the attempt.
    if (actual.success !== expected.success)
      diffs.push(
        `attempt ${actual.success ? 'succeeded' : 'failed'}, model: ${expected.success ? 'succeeds' : 'fails'}`,
      );
    if (expected.blockedAt && executed.length === expected.executed.length) {
      const text = actual.blockedText ?? '';
      if (!/rerun-side-effects/.test(text))
        diffs.push(
          `blocked ${expected.blockedAt} does not name rerun-side-effects: ${text.slice(-300)}`,
        );
    }

    // (d) what the attempt announced.
    const a = actual.announced;
    if (a.skipped !== undefined && !same(a.skipped, plan.skipped))
      diffs.push(`skipped ${JSON.stringify(a.skipped)}, model: ${JSON.stringify(plan.skipped)}`);
    if (a.resumed !== undefined && a.resumed !== String(plan.resumed))
      diffs.push(`resumed ${a.resumed}, model: ${plan.resumed}`);
    if (a.resumeFrom !== undefined && a.resumeFrom !== plan.resumeFrom)
      diffs.push(`resume-from "${a.resumeFrom}", model: "${plan.resumeFrom}"`);
    if (a.phases) {
      for (const p of s.phases) {
        if (a.phases[p.id] !== plan.outputs[p.id])
          diffs.push(`phase-${p.id} "${a.phases[p.id]}", model: "${plan.outputs[p.id]}"`);
      }
    }

    // (e) a succeeded side effect never executes again unless allowed (or its success was in an
    // attempt whose state was never saved: nothing can know it).
    const effects = lines(face.ctx.effects)
      .slice(effectsBefore)
      .map((l) => l.split('@'))
      .filter(([, at]) => at === String(k))
      .map(([id]) => id!);
    for (const id of effects) {
      const before = effectsSeen.get(id) ?? [];
      const allowedHere = allowedNow.includes(id) || allowedNow.includes('all');
      const known = savedBefore?.phases[id]?.everSucceeded === true;
      if (before.length && !allowedHere && known)
        diffs.push(`side effect ${id} executed again (succeeded in attempt ${before.join(',')})`);
      effectsSeen.set(id, [...before, k]);
    }
    if (!same(effects, expected.effects))
      diffs.push(`effects [${effects.join(',')}], model: [${expected.effects.join(',')}]`);

    // (g) what a phase keeps is what it wrote: as many files as it made (a file of ci-state's own,
    // or of another phase, kept with it would come back when it is skipped), all of it kept.
    diffs.push(...keptFiles(s, face.ctx.ref, actual.runOutput));
    // Kept in the background, a keeper says so later (a later step, flush, the post step); one
    // that died with the job (the runner died before the post step) says nothing, and leaves
    // its phase marked as not kept (see the restored state below).
    const keptLater = (s.face === 'action' && !expected.reachedEnd) || actual.keepersDied === true;
    for (const id of executed) {
      const p = s.phases.find((x) => x.id === id)!;
      const ended = id !== expected.failedAt && id !== expected.killedAt;
      const line = new RegExp(`^ci-state: (?:background: )?checkpoint \\S+ of ${id}\\b`, 'm');
      if (ended && p.outputs.length && !line.test(actual.runOutput) && !keptLater)
        diffs.push(`no checkpoint of ${id}, which wrote ${filesOf(face.ctx.ref, p)} files`);
    }
    for (const [id, rec] of Object.entries(actual.state?.phases ?? {}))
      if (rec.outputsNotKept && !(keptLater && rec.outputsPending))
        diffs.push(`outputs of ${id} not kept: ${rec.outputsNotKept}`);

    // A successful attempt leaves the run completed.
    if (expected.success && actual.success && actual.state && actual.state.status !== 'completed')
      diffs.push(`state status ${actual.state.status} after a successful attempt, not completed`);

    // (f) the time saved is at most what the skipped phases took.
    const st = actual.state;
    if (st?.resume?.savedMs !== undefined) {
      const notRun = s.phases.map((p) => p.id).filter((id) => !executed.includes(id));
      const sum = notRun.reduce((t, id) => t + (st.phases?.[id]?.durationMs ?? 0), 0);
      if (st.resume.savedMs > sum)
        diffs.push(`savedMs ${st.resume.savedMs} > ${sum}, the skipped phases' recorded durations`);
    }
    const reported = diffs.filter((d) => !IGNORED.some((x) => d.startsWith(x)));
    if (reported.length) fail(k, [...reported, ...whyRan(plan, executed, actual)]);

    played[k] = { before: savedBefore, plan, out: expected };
    const failedKeepsOutputs = s.outputsMode === 'declared';
    saved = stateAfter(s.phases, saved, plan, expected, k, s.strategy, {
      recordsRunning: s.face === 'cli',
      savesAtPhaseEnd: s.face === 'cli' || s.persist === 'phase',
      failedKeepsOutputs,
    });
    // Done when the run succeeded after the injected failures (on the CLI a completed run is
    // followed by a new run, so the first success ends it); on the Action, optionally once more
    // with "Re-run all jobs".
    const done = expected.success && (s.face === 'cli' || k >= s.disturbed.length);
    const rerunNext = done && s.rerunCompleted && !extraRerun;
    const loss = d?.after ?? (rerunNext ? s.lossBeforeRerun : undefined);
    if (loss) {
      history.push(`after attempt ${k}: ${loss}`);
      await face.lose(loss);
      if (losesContent(s, loss)) {
        saved = loseContent(saved, evictionSpares(s, loss));
        contentLosses.push({ attempt: k, loss });
      }
    }
    const next = done && !rerunNext ? undefined : await face.restorable?.(k + 1);
    if (next !== undefined) {
      // What the services hold decides which state the next attempt resumes from: the newest
      // that reached them (saves in flight die with a runner), as its attempt had it then.
      const diffs: string[] = [];
      if (next === null) saved = undefined;
      else if (!played[next.attempt]) diffs.push(`${next.from} claims attempt ${next.attempt}`);
      else {
        const a = played[next.attempt]!;
        const cut = cutOf(next, a.out);
        saved = stateSavedAt(
          s.phases,
          a.before,
          a.plan,
          a.out,
          next.attempt,
          s.strategy,
          cut,
          failedKeepsOutputs,
        );
        for (const x of contentLosses)
          if (x.attempt >= next.attempt) saved = loseContent(saved, evictionSpares(s, x.loss));
        for (const id of next.contentWhole ?? [])
          if (saved?.phases[id]) saved.phases[id] = { ...saved.phases[id], contentLost: false };
        for (const id of next.contentMissing ?? [])
          if (saved?.phases[id]) saved.phases[id] = { ...saved.phases[id], contentLost: true };
        // Outputs whose keeper died with the job were never kept: those phases run again.
        if (saved)
          for (const [id, r] of Object.entries(next.phases))
            if (r?.outputsPending && saved.phases[id])
              saved.phases[id] = { ...saved.phases[id], contentLost: true };
        history.push(
          `attempt ${k + 1} restores the state attempt ${next.attempt} saved ${describeCut(cut, a.out)} (${next.from})`,
        );
      }
      if (next === null) history.push(`attempt ${k + 1} finds no state`);
      // An attempt whose post step ran saved its final state (nothing failed it here).
      const endSaved = face.endSaved?.(k) ?? true;
      if (
        expected.reachedEnd &&
        endSaved &&
        !(next && next.attempt === k && cutOf(next, expected).final)
      )
        diffs.push(
          `attempt ${k} reached its post step, but its final state is not what the services give attempt ${k + 1}`,
        );
      const reported = diffs.filter((d) => !IGNORED.some((x) => d.startsWith(x)));
      if (reported.length) fail(k, reported);
    }
    // The attempt after a block names the side effects it needs.
    allowed = expected.blockedAt
      ? plan.lostProtected.filter((q) => trans.get(expected.blockedAt!)!.has(q))
      : [];
    lastPlan = plan;
    if (done && !rerunNext) break;
    if (rerunNext) extraRerun = true;
  }

  // (a) the last attempt succeeded; (b) its outputs are a clean run's (but those of protected
  // side effects whose content was lost: rule 6 keeps them skipped).
  const excluded = lastPlan?.lostProtected ?? [];
  if (process.env.CI_STATE_SCENARIO_DEBUG === '1')
    process.stderr.write(`${describeScenario(s)}\n  ${history.join('\n  ')}\n`);
  const diffs = treeDiff(
    expectedOutTree(face.ctx.ref, s.phases, excluded),
    readTree(join(face.workspace(), 'out')),
  );
  // Nothing else either: what ci-state brought back is what the phases made.
  for (const k of Object.keys(readTree(face.workspace())))
    if (k !== 'out' && !k.startsWith('out/')) diffs.push(`unexpected ${k} in the workspace`);
  if (diffs.length) fail(k, ['final outputs differ from a clean run:', ...diffs.slice(0, 12)]);
  return history;
}

/**
 * Runs `numRuns` generated scenarios of a face with fast-check, `concurrency` of them at a time
 * (each group of runs with its own seed: a failure names the seed that replays it).
 * `CI_STATE_SCENARIO_SEED` and `CI_STATE_SCENARIO_PATH` replay a reported failure;
 * `CI_STATE_SCENARIO_SHRINK=1` looks for a smaller counterexample (slow: every try plays a whole
 * scenario). `arb` generates the scenarios instead of `scenarioArb(face, outputsMode)` (a face that
 * adds faults of its own to them).
 */
export async function checkScenarios(
  face: Face,
  outputsMode: OutputsMode,
  numRuns: number,
  play: (s: Scenario) => Promise<void>,
  concurrency = 1,
  arb: fc.Arbitrary<Scenario> = scenarioArb(face, outputsMode),
): Promise<void> {
  if (numRuns <= 0) return;
  const env = process.env;
  const replaying = !!env.CI_STATE_SCENARIO_SEED;
  const first = replaying
    ? Number(env.CI_STATE_SCENARIO_SEED)
    : Date.now() ^ (Math.random() * 0x7fffffff);
  const path = env.CI_STATE_SCENARIO_PATH || undefined;
  const groups = replaying ? 1 : Math.max(1, Math.min(concurrency, numRuns));
  const knob = env.CI_STATE_SCENARIO_STRATEGIES
    ? ` CI_STATE_SCENARIO_STRATEGIES=${env.CI_STATE_SCENARIO_STRATEGIES}`
    : '';
  // Once a group has failed, the others stop playing (their remaining runs pass at once).
  let failedGroup: number | undefined;
  const playing = (g: number) => async (s: Scenario) => {
    if (failedGroup !== undefined && failedGroup !== g) return;
    try {
      await play(s);
    } catch (e) {
      failedGroup ??= g;
      throw e;
    }
  };
  const one = async (g: number): Promise<void> => {
    const seed = (first + g * 7919) | 0;
    const runs = Math.floor(numRuns / groups) + (g < numRuns % groups ? 1 : 0);
    try {
      await fc.assert(fc.asyncProperty(arb, playing(g)), {
        numRuns: runs,
        seed,
        ...(path ? { path } : {}),
        endOnFailure: env.CI_STATE_SCENARIO_SHRINK !== '1',
        verbose: 1,
      });
    } catch (e) {
      const m = /seed: (-?\d+), path: "([^"]*)"/.exec((e as Error).message);
      const replay = m
        ? `replay (${outputsMode} outputs): CI_STATE_SCENARIO_SEED=${m[1]} CI_STATE_SCENARIO_PATH=${m[2]}${knob}`
        : `seed ${seed}`;
      (e as Error).message = `${replay}\n${(e as Error).message}`;
      throw e;
    }
  };
  const results = await Promise.allSettled(Array.from({ length: groups }, (_, g) => one(g)));
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed.length === 1) throw failed[0]!.reason;
  if (failed.length > 1)
    throw new Error(failed.map((r) => (r.reason as Error).message).join('\n\n'));
}
