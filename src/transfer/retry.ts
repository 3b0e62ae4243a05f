/**
 * Bounded retries for ci-state's own calls to the toolkit clients, and a capture of what those
 * clients print: their return values cannot tell a miss from a service error, only their log can,
 * and their error annotations must not land on a job whose result they do not change
 * (docs/adr/0002).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { divertStdout, type DivertedStdout, type StdoutSink } from './stdout.js';
import { plural } from '../core/words.js';

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts: number;
  /** First delay; doubles each time, with jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** No new attempt starts after this much time has passed since the first. */
  deadlineMs: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Told before each wait: why the attempt failed and how long the wait is. */
  onRetry?: (reason: string, delayMs: number, attempt: number) => void;
}

/** GitHub's advice for a 429 that does not say how long to wait: at least a minute. */
export const RATE_LIMIT_WAIT_MS = 60_000;

export const DEFAULT_RETRY: RetryOptions = {
  attempts: 4,
  baseDelayMs: 1000,
  maxDelayMs: 15_000,
  deadlineMs: 120_000,
};

export interface AttemptOutcome<T> {
  ok: boolean;
  value?: T;
  /** Why it failed, in words for the summary. */
  reason?: string;
  /** Do not try again (e.g. a refusal that will not change). */
  final?: boolean;
  /** Server asked to wait this long (retry-after). */
  retryAfterMs?: number;
}

export interface RetryResult<T> {
  ok: boolean;
  value?: T;
  attempts: number;
  reasons: string[];
}

// A ref'd timer: during a wait between tries nothing else may keep the process alive (an unref'd
// one let Node exit mid-restore with "unsettled top-level await", failing the step).
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Operators can tune the retries with CI_STATE_RETRY_ATTEMPTS and CI_STATE_TIMEOUT_SECONDS (the
 * time one save or restore may take in all, retries included).
 */
export function retryFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<RetryOptions> {
  const out: Partial<RetryOptions> = {};
  const attempts = Number(env.CI_STATE_RETRY_ATTEMPTS);
  if (Number.isInteger(attempts) && attempts >= 1 && attempts <= 20) out.attempts = attempts;
  const seconds = Number(env.CI_STATE_TIMEOUT_SECONDS);
  if (Number.isFinite(seconds) && seconds > 0 && seconds <= 3600) out.deadlineMs = seconds * 1000;
  return out;
}

/**
 * Time a save or restore still gets, in all, once the step has been told to stop: the runner sends
 * SIGINT, then SIGTERM 7.5 s later, then kills the process 2.5 s after that.
 */
export const CANCEL_GRACE_MS = 5000;

let cancel: { signal: string; at: number } | undefined;
const cancelListeners = new Set<() => void>();

/**
 * The step has been told to stop (SIGINT/SIGTERM): the try in progress may go on for
 * CANCEL_GRACE_MS from now, a new one may start within that time, and none is retried; then
 * withRetry gives up with "cancelled by <signal>" (see handleCancelSignals).
 */
export function requestCancel(signal: string): void {
  if (cancel) return;
  cancel = { signal, at: Date.now() };
  for (const f of [...cancelListeners]) f();
}

/** The cancellation requested in this process, if any. */
export function cancelRequested(): { signal: string; at: number } | undefined {
  return cancel;
}

let signalsHandled = false;
const SIGNAL_NUMBERS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/**
 * From now on SIGINT, SIGTERM and SIGHUP request cancellation instead of ending the process at
 * once, so that a save in progress finishes (or gives up) within CANCEL_GRACE_MS and its outcome
 * is reported. A second signal ends the process at once (128 + the signal's number).
 */
export function handleCancelSignals(): void {
  if (signalsHandled) return;
  signalsHandled = true;
  for (const sig of Object.keys(SIGNAL_NUMBERS) as NodeJS.Signals[]) {
    process.on(sig, () => {
      if (cancel) process.exit(128 + (SIGNAL_NUMBERS[sig] ?? 0));
      requestCancel(sig);
    });
  }
}

function cancelReason(): string {
  return `cancelled by ${cancel?.signal ?? 'a signal'} before it was done`;
}

/** Resolves CANCEL_GRACE_MS after a cancellation (already requested or still to come). */
function afterCancelGrace(): { promise: Promise<void>; dispose: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let listener: (() => void) | undefined;
  const promise = new Promise<void>((resolve) => {
    const arm = () => {
      const left = CANCEL_GRACE_MS - (Date.now() - (cancel?.at ?? Date.now()));
      timer = setTimeout(resolve, Math.max(0, left));
      timer.unref?.();
    };
    if (cancel) arm();
    else {
      listener = arm;
      cancelListeners.add(listener);
    }
  });
  return {
    promise,
    dispose: () => {
      if (listener) cancelListeners.delete(listener);
      clearTimeout(timer);
    },
  };
}

/** Resolves with `onTimeout` when `promise` has not settled in `ms` (the work itself goes on). */
function raceDeadline<T>(promise: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  if (!Number.isFinite(ms)) return promise;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), Math.max(0, ms));
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function withRetry<T>(
  fn: (attempt: number) => Promise<AttemptOutcome<T>>,
  options: Partial<RetryOptions> = {},
): Promise<RetryResult<T>> {
  const o = { ...DEFAULT_RETRY, ...retryFromEnv(), ...options };
  const sleep = o.sleep ?? defaultSleep;
  const now = o.now ?? Date.now;
  const random = o.random ?? Math.random;
  const start = now();
  const reasons: string[] = [];
  for (let attempt = 1; attempt <= o.attempts; attempt++) {
    if (cancel && Date.now() - cancel.at >= CANCEL_GRACE_MS) {
      reasons.push(cancelReason());
      break;
    }
    let outcome: AttemptOutcome<T>;
    const left = o.deadlineMs - (now() - start);
    const grace = afterCancelGrace();
    // The captures this attempt starts (and any retry inside it), given back if it is abandoned.
    const mine = new Set<() => void>();
    const scopes = [...(attemptScopes.getStore() ?? []), mine];
    try {
      outcome = await Promise.race([
        raceDeadline(
          attemptScopes.run(scopes, () => fn(attempt)),
          left,
          (): AttemptOutcome<T> => {
            releaseToolkitCapture(mine);
            return {
              ok: false,
              final: true,
              reason: `no answer within the time limit of ${Math.round(o.deadlineMs / 1000)}s`,
            };
          },
        ),
        grace.promise.then((): AttemptOutcome<T> => {
          releaseToolkitCapture();
          return { ok: false, final: true, reason: cancelReason() };
        }),
      ]);
    } catch (e) {
      outcome = { ok: false, reason: (e as Error).message ?? String(e) };
    } finally {
      grace.dispose();
    }
    if (outcome.ok) return { ok: true, value: outcome.value as T, attempts: attempt, reasons };
    reasons.push(outcome.reason ?? 'failed');
    if (outcome.final || attempt === o.attempts) break;
    if (cancel) {
      reasons.push(cancelReason()); // no retry once the step was told to stop
      break;
    }
    const backoff = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (attempt - 1));
    const delay = Math.max(outcome.retryAfterMs ?? 0, Math.round(backoff * (0.5 + random() / 2)));
    if (now() - start + delay > o.deadlineMs) {
      reasons.push(
        `gave up after ${plural(attempt, 'attempt')} (time limit ${Math.round(o.deadlineMs / 1000)}s)`,
      );
      break;
    }
    o.onRetry?.(outcome.reason ?? 'failed', delay, attempt);
    // A cancellation during the wait ends it: no retry once the step was told to stop.
    let wake: () => void = () => undefined;
    const woken = new Promise<void>((r) => (wake = r));
    cancelListeners.add(wake);
    await Promise.race([sleep(delay), woken]);
    cancelListeners.delete(wake);
    if (cancel) {
      reasons.push(cancelReason());
      break;
    }
  }
  return { ok: false, attempts: reasons.length, reasons };
}

export interface CapturedLog {
  errors: string[];
  warnings: string[];
  infos: string[];
}

interface Capture extends StdoutSink {
  log: CapturedLog;
  passThrough: (line: string) => void;
  released: boolean;
}

/** The capture of the call running in the current async context. */
const captures = new AsyncLocalStorage<Capture>();
const releases = new Set<() => void>();
/** The release sets of the `withRetry` attempts the current async context runs in. */
const attemptScopes = new AsyncLocalStorage<Set<() => void>[]>();
/** The diversion of stdout while the captures are routing it, and stdout's own write. */
let diverted: DivertedStdout | undefined;
let out: (s: string) => boolean = (s) => process.stdout.write(s);

function take(cap: Capture, line: string): void {
  const m = /^::(error|warning)(?: [^:]*)?::(.*)$/.exec(line);
  if (m) (m[1] === 'error' ? cap.log.errors : cap.log.warnings).push(unescapeData(m[2]!));
  else if (line.startsWith('::')) out(`${line}\n`);
  else {
    cap.log.infos.push(line);
    cap.passThrough(line);
  }
}

/** Routes stdout through the captures while at least one is active. */
function intercept(): void {
  if (diverted) return;
  diverted = divertStdout(() => {
    const cap = captures.getStore();
    return cap && !cap.released ? cap : undefined;
  });
  out = diverted.write;
}

/**
 * Gives stdout back now from the captures in `only` (default: every capture), e.g. those of a call
 * abandoned at its deadline that may never return. A capture running beside it keeps its lines.
 */
export function releaseToolkitCapture(only: ReadonlySet<() => void> = releases): void {
  for (const release of [...only]) release();
}

/**
 * Runs fn while taking aside the workflow commands (`::error::`, `::warning::`) and plain lines it
 * writes to stdout (other workflow commands, such as `::debug::`, still go out).
 *
 * Why: `restoreCache` returns `undefined` both on a miss and on a service error, and `saveCache`
 * returns -1 on every failure; the only difference is what they log (`::error::` for a 5xx,
 * `::warning::` for anything else, `info` for a taken key). ci-state needs to know which it was
 * (to retry, and to say "NOT saved: <reason>" truthfully). Each line goes to the capture of the
 * call that wrote it (found through the async context), so captured calls may run at once (a
 * cache save beside an artifact upload).
 */
export async function captureToolkitLog<T>(
  fn: () => Promise<T>,
  passThrough: (line: string) => void = () => undefined,
): Promise<{ value: T; log: CapturedLog }> {
  const cap: Capture = {
    log: { errors: [], warnings: [], infos: [] },
    pending: '',
    line: (line) => take(cap, line),
    passThrough,
    released: false,
  };
  intercept();
  const scopes = attemptScopes.getStore() ?? [];
  const giveBack = () => {
    if (cap.released) return;
    cap.released = true;
    if (cap.pending) take(cap, cap.pending);
    cap.pending = '';
    releases.delete(giveBack);
    for (const scope of scopes) scope.delete(giveBack);
    if (releases.size === 0 && diverted) {
      diverted.restore();
      diverted = undefined;
    }
  };
  releases.add(giveBack);
  for (const scope of scopes) scope.add(giveBack);
  try {
    const value = await captures.run(cap, fn);
    return { value, log: cap.log };
  } finally {
    giveBack();
  }
}

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** Reads "(429)" / "status code 503" style codes out of a client's message. */
export function statusFromMessage(message: string): number | undefined {
  // No \b before "(": there is no word boundary between a space and "(" (so " (429)" never matched).
  const m = /(?:\bstatus(?: code)?:?\s*|\()([1-5]\d\d)\b/i.exec(message);
  return m ? Number(m[1]) : undefined;
}
