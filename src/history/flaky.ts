/**
 * Flaky-phase detection in fixed memory, with no garbage per entry: a (commit, phase) pair is
 * flaky when its earliest failure ended before its latest success, whatever order the executions
 * are read in (`FlakyTracker`).
 */

const SEP = 0;

function mix(h1: number, h2: number, s: string): [number, number] {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  h1 = Math.imul(h1 ^ SEP, 16777619);
  h2 = Math.imul(h2 ^ SEP, 0x5bd1e995);
  h2 ^= h2 >>> 13;
  return [h1 >>> 0, h2 >>> 0];
}

/** A 64-bit hash (two 32-bit lanes) of a commit: repo, workflow, job, matrix leg and sha. */
export function commitHash(
  repo: string,
  workflow: string,
  job: string,
  matrix: string,
  sha: string,
): [number, number] {
  let h: [number, number] = [2166136261, 0x9747b28c];
  for (const s of [repo, workflow, job, matrix, sha]) h = mix(h[0], h[1], s);
  return h;
}

/** The 64-bit key of a (commit, phase) pair, from `commitHash` and the phase id. */
export function pairHash(commit: [number, number], phase: string): [number, number] {
  return mix(commit[0], commit[1], phase);
}

const FLAG_USED = 1;
const FLAG_COUNTED = 2;
const FLAG_MOVED = 4;

class Table {
  readonly capacity: number;
  readonly mask: number;
  readonly k1: Uint32Array;
  readonly k2: Uint32Array;
  readonly fail: Float64Array;
  readonly ok: Float64Array;
  readonly flags: Uint8Array;
  size = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.k1 = new Uint32Array(capacity);
    this.k2 = new Uint32Array(capacity);
    this.fail = new Float64Array(capacity);
    this.ok = new Float64Array(capacity);
    this.flags = new Uint8Array(capacity);
  }

  /** The slot holding the key, or the empty slot where it would go (as ~slot, negative). */
  find(h1: number, h2: number): number {
    let i = h1 & this.mask;
    for (;;) {
      if (!(this.flags[i]! & FLAG_USED)) return ~i;
      if (this.k1[i] === h1 && this.k2[i] === h2) return i;
      i = (i + 1) & this.mask;
    }
  }

  put(at: number, h1: number, h2: number, fail: number, ok: number, flags: number): void {
    this.k1[at] = h1;
    this.k2[at] = h2;
    this.fail[at] = fail;
    this.ok[at] = ok;
    this.flags[at] = flags | FLAG_USED;
    this.size++;
  }
}

/**
 * The (commit, phase) pairs seen, each with two times and a flag in typed arrays (open addressing,
 * linear probing, keyed by a 64-bit hash of the commit and phase: two 32-bit FNV-1a/murmur-style
 * lanes, so two pairs are confused with a probability of about n²/2⁶⁵, under 10⁻⁹ for 100,000
 * pairs). Memory is bounded by two generations: pairs go into the current one; when it holds
 * `windowPairs`, it becomes the previous one and the one before is dropped; a pair found in the
 * previous generation moves to the current one. So at least the `windowPairs` most recently seen
 * pairs are remembered, at most twice that, in at most 2 × 2·windowPairs × 25 bytes (13 MiB for
 * the default 131,072); tables start small and grow.
 */
export class FlakyTracker {
  private readonly maxCapacity: number;
  private readonly limit: number;
  private current: Table;
  private previous: Table | undefined;
  /** Pairs dropped from the window (with their older generation). */
  forgotten = 0;

  constructor(windowPairs = 131_072) {
    this.limit = Math.max(1, Math.floor(windowPairs));
    let cap = 16;
    while (cap < this.limit * 2) cap *= 2;
    this.maxCapacity = cap;
    this.current = new Table(Math.min(1024, cap));
  }

  private grow(): void {
    const old = this.current;
    const next = new Table(old.capacity * 2);
    for (let i = 0; i < old.capacity; i++) {
      if (!(old.flags[i]! & FLAG_USED)) continue;
      const at = ~next.find(old.k1[i]!, old.k2[i]!);
      next.put(at, old.k1[i]!, old.k2[i]!, old.fail[i]!, old.ok[i]!, old.flags[i]!);
    }
    this.current = next;
  }

  private rotate(): void {
    const dropped = this.previous;
    if (dropped) {
      for (let i = 0; i < dropped.capacity; i++) {
        const f = dropped.flags[i]!;
        if (f & FLAG_USED && !(f & FLAG_MOVED)) this.forgotten++;
      }
    }
    this.previous = this.current;
    this.current = new Table(this.maxCapacity);
  }

  /** Records an execution of pair (h1, h2) at `t`; true the first time the pair turns flaky. */
  record(h1: number, h2: number, failed: boolean, t: number): boolean {
    let at = this.current.find(h1, h2);
    if (at < 0) {
      let fail = Infinity;
      let ok = -Infinity;
      let flags = 0;
      const prev = this.previous;
      if (prev) {
        const p = prev.find(h1, h2);
        if (p >= 0) {
          fail = prev.fail[p]!;
          ok = prev.ok[p]!;
          flags = prev.flags[p]! & FLAG_COUNTED;
          prev.flags[p] = prev.flags[p]! | FLAG_MOVED;
        }
      }
      if (this.current.size + 1 > this.limit) this.rotate();
      else if ((this.current.size + 1) * 2 > this.current.capacity) this.grow();
      at = ~this.current.find(h1, h2);
      this.current.put(at, h1, h2, fail, ok, flags);
    }
    const c = this.current;
    if (failed) {
      if (t < c.fail[at]!) c.fail[at] = t;
    } else if (t > c.ok[at]!) c.ok[at] = t;
    if (!(c.flags[at]! & FLAG_COUNTED) && c.fail[at]! < c.ok[at]!) {
      c.flags[at] = c.flags[at]! | FLAG_COUNTED;
      return true;
    }
    return false;
  }
}
