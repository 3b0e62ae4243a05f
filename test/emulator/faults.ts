/**
 * Fault injection: rules that make matching requests fail the way GitHub's services and Azure
 * Blob Storage fail in practice. Decisions are deterministic for a given emulator seed.
 */
import { deriveSeed, seededRandom, type Random } from './random.js';

export interface FaultSpec {
  /**
   * Which requests the fault applies to. A string matches exactly one of the request's route
   * names; a RegExp is tested against each of them. Route names:
   * - Twirp: the method (`'CreateCacheEntry'`), `'CacheService/CreateCacheEntry'` and `'twirp'`;
   * - REST: the path pattern (`'/repos/{owner}/{repo}/issues/{issue_number}/comments'`), the same
   *   prefixed with the method (`'POST /repos/…'`), the concrete request (`'POST /repos/o/r/…'`)
   *   and `'rest'`;
   * - blob transfers through the Azurite proxy: `'blob'` and `'blob:GET'` / `'blob:PUT'` / ….
   */
  route: string | RegExp;
  /** Only requests with this HTTP method (upper case). */
  method?: string;
  /** Only Twirp requests whose JSON body this matches (e.g. `/"key":"[^"]*\/packs\//`). */
  body?: RegExp;
  /**
   * How many times the fault fires. Defaults to 1 when `rate` is not given, otherwise unlimited.
   */
  times?: number;
  /** Probability (0..1) that a matching request is faulted; drawn from the seeded generator. */
  rate?: number;
  /** Let this many matching requests through before the fault becomes active. */
  after?: number;
  /** Answer with this HTTP status (and a body shaped like the service's own errors). */
  status?: number;
  /** With a status of 429 or 403: the `retry-after` header value, in seconds. Default 60 for 429. */
  retryAfter?: number;
  /** Delay before the request is handled (combines with any other kind). */
  latencyMs?: number;
  /** Destroy the connection without answering (the client sees ECONNRESET / socket hang up). */
  reset?: boolean;
  /**
   * Send the real status and headers (with the full Content-Length), then only part of the body,
   * then close the connection.
   */
  truncate?: boolean;
  /** With `truncate`: how many body bytes to send (default: half of the body). */
  truncateAt?: number;
  /** Send the real status and headers, then no body at all, keeping the connection open. */
  stall?: boolean;
  /** Text used as the error message of a status fault. */
  message?: string;
}

export type FaultKind = 'status' | 'reset' | 'truncate' | 'stall' | 'latency';

export interface FaultDecision {
  id: number;
  spec: FaultSpec;
  kind: FaultKind;
}

interface FaultRule {
  id: number;
  spec: FaultSpec;
  seen: number;
  fired: number;
  random: Random;
}

function kindOf(spec: FaultSpec): FaultKind {
  if (spec.reset) return 'reset';
  if (spec.status !== undefined) return 'status';
  if (spec.stall) return 'stall';
  if (spec.truncate) return 'truncate';
  return 'latency';
}

export class FaultRegistry {
  private rules: FaultRule[] = [];
  private nextId = 1;
  private readonly seed: number;

  constructor(seed: number) {
    this.seed = seed;
  }

  /** Adds a rule; returns its id (for `remove`). Rules are consulted in the order added. */
  add(spec: FaultSpec): number {
    const kinds = [spec.reset, spec.status !== undefined, spec.stall, spec.truncate].filter(
      Boolean,
    );
    if (kinds.length > 1) {
      throw new Error('A fault has one kind: status, reset, truncate or stall (plus latencyMs)');
    }
    if (kinds.length === 0 && spec.latencyMs === undefined) {
      throw new Error('A fault needs status, reset, truncate, stall or latencyMs');
    }
    if (spec.rate !== undefined && (spec.rate < 0 || spec.rate > 1)) {
      throw new Error('rate must be between 0 and 1');
    }
    const id = this.nextId++;
    this.rules.push({
      id,
      spec,
      seen: 0,
      fired: 0,
      random: seededRandom(deriveSeed(this.seed, `fault:${id}`)),
    });
    return id;
  }

  remove(id: number): void {
    this.rules = this.rules.filter((r) => r.id !== id);
  }

  clear(): void {
    this.rules = [];
  }

  /** How many times each rule has fired, by rule id. */
  fired(): Record<number, number> {
    return Object.fromEntries(this.rules.map((r) => [r.id, r.fired]));
  }

  /** Picks the fault (if any) for a request with these route names (and, for Twirp, body). */
  decide(names: readonly string[], method: string, body?: string): FaultDecision | undefined {
    for (const rule of this.rules) {
      const { spec } = rule;
      if (spec.method && spec.method.toUpperCase() !== method.toUpperCase()) continue;
      if (spec.body) {
        spec.body.lastIndex = 0;
        if (body === undefined || !spec.body.test(body)) continue;
      }
      const route = spec.route;
      const matches =
        typeof route === 'string'
          ? names.includes(route)
          : names.some((n) => {
              route.lastIndex = 0;
              return route.test(n);
            });
      if (!matches) continue;
      rule.seen++;
      if (rule.seen <= (spec.after ?? 0)) continue;
      const times = spec.times ?? (spec.rate === undefined ? 1 : Infinity);
      if (rule.fired >= times) continue;
      if (spec.rate !== undefined && rule.random() >= spec.rate) continue;
      rule.fired++;
      return { id: rule.id, spec, kind: kindOf(spec) };
    }
    return undefined;
  }
}
