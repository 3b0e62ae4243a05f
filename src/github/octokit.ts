/**
 * The REST client: Octokit with the retry and throttling plugins, so 5xx, 429 and secondary rate
 * limits are retried honouring `retry-after`, with waits capped so ci-state's own time stays bounded.
 */
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import { proxiedFetch, proxySet } from '../transfer/proxy.js';

export type RestClient = InstanceType<typeof Octokit>;

/** Longest wait ci-state accepts from a rate limit before giving up on the call. */
export const MAX_RATE_LIMIT_WAIT_S = 60;

const Client = Octokit.plugin(retry, throttling);

export function createRestClient(opts: {
  token: string;
  baseUrl?: string;
  log?: (line: string) => void;
  retries?: number;
}): RestClient {
  const log = opts.log ?? (() => undefined);
  const retries = opts.retries ?? 3;
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      options: { method?: string; url?: string },
      _o: unknown,
      retryCount: number,
    ) => {
      if (retryCount < retries && retryAfter <= MAX_RATE_LIMIT_WAIT_S) {
        log(
          `${kind} on ${options.method ?? ''} ${options.url ?? ''}: retrying after ${retryAfter}s`,
        );
        return true;
      }
      log(
        `${kind} on ${options.method ?? ''} ${options.url ?? ''}: not retrying (wait ${retryAfter}s)`,
      );
      return false;
    };
  return new Client({
    auth: opts.token,
    baseUrl: opts.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com',
    userAgent: 'ci-state',
    // Retries go in the plugin's own options: a per-request `retries` would make it retry every
    // error, the do-not-retry statuses included.
    retry: { retries, doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451] },
    throttle: {
      onRateLimit: onLimit('rate limit'),
      onSecondaryRateLimit: onLimit('secondary rate limit'),
    },
    log: { debug: () => undefined, info: () => undefined, warn: log, error: log },
    // Through HTTPS_PROXY when set (NO_PROXY honoured), as the toolkit's own clients go.
    ...(proxySet() ? { request: { fetch: proxiedFetch } } : {}),
  });
}
