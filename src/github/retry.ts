/**
 * Bounded retries for ci-state's own calls to the toolkit clients, and a capture of what those
 * clients print.
 *
 * Why a capture: `restoreCache` returns `undefined` both on a miss and on a service error, and
 * `saveCache` returns -1 on every failure; the only difference is what they log (`::error::` for a
 * 5xx, `::warning::` for anything else, `info` for a taken key). ci-state needs to know which it was
 * (to retry, and to say "NOT saved: <reason>" truthfully) and must not leave the client's error
 * annotations on a job whose result it does not change. So while a toolkit call runs, workflow
 * commands written to stdout are taken aside and returned to the caller instead of being printed.
 */

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
    let outcome: AttemptOutcome<T>;
    const left = o.deadlineMs - (now() - start);
    try {
      outcome = await raceDeadline(fn(attempt), left, () => {
        releaseToolkitCapture();
        return {
          ok: false,
          final: true,
          reason: `no answer within the time limit of ${Math.round(o.deadlineMs / 1000)}s`,
        };
      });
    } catch (e) {
      outcome = { ok: false, reason: (e as Error).message ?? String(e) };
    }
    if (outcome.ok) return { ok: true, value: outcome.value as T, attempts: attempt, reasons };
    reasons.push(outcome.reason ?? 'failed');
    if (outcome.final || attempt === o.attempts) break;
    const backoff = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (attempt - 1));
    const delay = Math.max(outcome.retryAfterMs ?? 0, Math.round(backoff * (0.5 + random() / 2)));
    if (now() - start + delay > o.deadlineMs) {
      reasons.push(
        `gave up after ${attempt} attempts (time limit ${Math.round(o.deadlineMs / 1000)}s)`,
      );
      break;
    }
    await sleep(delay);
  }
  return { ok: false, attempts: reasons.length, reasons };
}

export interface CapturedLog {
  errors: string[];
  warnings: string[];
  infos: string[];
}

let capturing = false;
let release: (() => void) | undefined;

/** Gives stdout back now, e.g. when a call is abandoned at its deadline and may never return. */
export function releaseToolkitCapture(): void {
  release?.();
}

/**
 * Runs fn while taking aside the workflow commands (`::error::`, `::warning::`) and plain lines it
 * writes to stdout. Only one capture at a time (calls are sequential in ci-state).
 */
export async function captureToolkitLog<T>(
  fn: () => Promise<T>,
  passThrough: (line: string) => void = () => undefined,
): Promise<{ value: T; log: CapturedLog }> {
  const log: CapturedLog = { errors: [], warnings: [], infos: [] };
  if (capturing) return { value: await fn(), log };
  capturing = true;
  const original = process.stdout.write.bind(process.stdout);
  let pending = '';
  const take = (line: string) => {
    const m = /^::(error|warning)(?: [^:]*)?::(.*)$/.exec(line);
    if (m) (m[1] === 'error' ? log.errors : log.warnings).push(unescapeData(m[2]!));
    else if (line.startsWith('::')) original(`${line}\n`);
    else {
      log.infos.push(line);
      passThrough(line);
    }
  };
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    let i: number;
    while ((i = pending.indexOf('\n')) >= 0) {
      take(pending.slice(0, i).replace(/\r$/, ''));
      pending = pending.slice(i + 1);
    }
    const cb = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    cb?.();
    return true;
  }) as typeof process.stdout.write;
  let released = false;
  const giveBack = () => {
    if (released) return;
    released = true;
    if (pending) take(pending);
    pending = '';
    process.stdout.write = original;
    capturing = false;
    if (release === giveBack) release = undefined;
  };
  release = giveBack;
  try {
    const value = await fn();
    return { value, log };
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
