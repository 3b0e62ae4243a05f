/**
 * Saves that wait out GitHub's rate limits: the cache service allows 200 new entries a minute per
 * repository and answers 429 with `Retry-After` past it (docs/limits.md). A 429 is not a failure of
 * the save but a turn to wait: the retry policy's attempts and deadline bound the other failures,
 * and a save refused for the rate limit after them is tried again once the wait it was told has
 * passed, for up to the rate-limit budget in all (`CI_STATE_RATE_LIMIT_SECONDS`, default 600 s).
 * See docs/adr/0009-pacing-and-budgets.md.
 */
import {
  cancelRequested,
  withRetry,
  type AttemptOutcome,
  type RetryOptions,
  type RetryResult,
} from '../transfer/retry.js';

/** How long, in all, a save may wait on 429s by default. */
export const RATE_LIMIT_BUDGET_MS = 600_000;

/** The rate-limit budget from the environment (0 to 3600 s; 0: no wait of its own), else the default. */
export function rateLimitBudgetMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.CI_STATE_RATE_LIMIT_SECONDS?.trim();
  const s = text ? Number(text) : NaN;
  return Number.isFinite(s) && s >= 0 && s <= 3600 ? s * 1000 : RATE_LIMIT_BUDGET_MS;
}

export interface RateLimited<T> extends RetryResult<T> {
  /** The 429s met, and the time spent waiting on them beyond the retry policy's own waits. */
  limited: number;
  waitedMs: number;
}

/**
 * `withRetry`, and while its last failure was a 429 and the budget allows, a wait of the
 * `Retry-After` it named (with up to a quarter more, so the legs of a matrix told the same wait do
 * not all come back at once) and another round.
 */
export async function withRateLimit<T>(
  fn: (attempt: number) => Promise<AttemptOutcome<T>>,
  retry: Partial<RetryOptions> | undefined,
  opts: { log?: (line: string) => void; budgetMs?: number } = {},
): Promise<RateLimited<T>> {
  const budget = opts.budgetMs ?? rateLimitBudgetMs();
  const start = Date.now();
  const reasons: string[] = [];
  let attempts = 0;
  let limited = 0;
  let waitedMs = 0;
  for (;;) {
    let asked: number | undefined;
    const r = await withRetry(async (attempt) => {
      const o = await fn(attempt);
      asked = o.ok ? undefined : o.retryAfterMs;
      if (asked !== undefined) limited++;
      return o;
    }, retry);
    attempts += r.attempts;
    reasons.push(...r.reasons);
    if (r.ok) return { ok: true, value: r.value as T, attempts, reasons, limited, waitedMs };
    if (asked === undefined || cancelRequested())
      return { ok: false, attempts, reasons, limited, waitedMs };
    const wait = Math.round(asked * (1 + Math.random() / 4));
    if (Date.now() - start + wait > budget) {
      reasons.push(
        `rate limited: gave up after waiting ${Math.round(waitedMs / 1000)}s (budget ${Math.round(budget / 1000)}s, CI_STATE_RATE_LIMIT_SECONDS)`,
      );
      return { ok: false, attempts, reasons, limited, waitedMs };
    }
    opts.log?.(`rate limited (HTTP 429): trying again in ${Math.ceil(wait / 1000)}s`);
    await new Promise<void>((resolve) => setTimeout(resolve, wait));
    waitedMs += wait;
  }
}
