/**
 * Progress of one long transfer (a checkpoint pack, a bundle) to or from the Actions cache or
 * artifacts, as lines for a log:
 *
 *     checkpoint pack upload: 120.0 of 312.4 MB (38%), 22.0 MB/s
 *     checkpoint pack upload: 312.4 MB in 14.2 s (22.0 MB/s)
 *
 * A progress line at most every `intervalMs` (5 s; CI_STATE_PROGRESS_INTERVAL_MS, where 0 means
 * at every update), the first one only once the transfer has run that long, so short transfers
 * print none; a final line with the size and the duration when the transfer moved at least
 * `minBytes` (8 MiB; CI_STATE_PROGRESS_MIN_BYTES) or already printed progress. MB are 2^20 bytes,
 * as the toolkit counts them. The rate is the average since the start.
 *
 * A step that moves several things (the packs of a restore, the history artifacts) also says
 * what moved in one line, whatever its size: `formatSummary` ("fetched 1 checkpoint pack
 * (300.0 MB) in 9.8 s"), timed by a `stopwatch`.
 *
 * The byte counts come from the clients where they give them (the bytes our blob requests hand to
 * the connection, the Azure SDK's `onProgress`, the toolkit's own "Sent …"/"Uploaded bytes …"
 * lines), else from a `poll` (the size of what a download wrote so far). Lines are written in the
 * async context the reporter was started in, so that a capture of the toolkit's output around the
 * transfer (captureToolkitLog) does not take them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Where progress lines go, one line per call (e.g. `core.info`). */
export type ProgressSink = (line: string) => void;

/**
 * The optional last parameter of the transfer functions (cache-service.ts, cache-store.ts,
 * artifact-store.ts). Without `progress`, a transfer prints nothing, as before.
 */
export interface TransferOptions {
  /** Receives the progress lines and the final line. */
  progress?: ProgressSink;
  /** What the lines start with; each transfer has a default naming its key or artifact. */
  label?: string;
  /** Overrides CI_STATE_PROGRESS_INTERVAL_MS (0: a line at every update). */
  intervalMs?: number;
  /** Overrides CI_STATE_PROGRESS_MIN_BYTES: smaller transfers end without a final line. */
  minBytes?: number;
}

export const DEFAULT_INTERVAL_MS = 5_000;
export const DEFAULT_MIN_BYTES = 8 * 2 ** 20;
/** How often a `poll` runs when lines go out at every update (interval 0). */
const EAGER_POLL_MS = 100;
/** A timer may fire a little before its interval has passed by the clock used here. */
const SLACK_MS = 50;

export interface ProgressOptions {
  label: string;
  sink: ProgressSink;
  /** The size, when known (also `Progress.total`). */
  total?: number;
  intervalMs?: number;
  minBytes?: number;
  /** Bytes so far, asked at every interval (for a transfer that reports nothing itself). */
  poll?: () => Promise<number | undefined> | number | undefined;
  /** Milliseconds, for tests; `performance.now` by default. */
  now?: () => number;
  /** Whether lines also come on a timer (between updates, and for `poll`); true by default. */
  timer?: boolean;
}

export interface Progress {
  /** Bytes transferred so far; a smaller count than before (a retried request) is ignored. */
  update(bytes: number): void;
  /** `delta` more bytes. */
  add(delta: number): void;
  /** The size, once known. */
  total(bytes: number | undefined): void;
  /** The transfer succeeded with `bytes` (default: the count so far): the final line, if due. */
  done(bytes?: number): void;
  /** The transfer failed: a closing line only if progress was printed, so it does not dangle. */
  fail(): void;
  /** Stops the lines without a final one: the caller sums up the transfers itself. */
  end(): void;
  /** Polls (if any) and prints a progress line if one is due; what the timer runs. */
  tick(): Promise<void>;
}

const noop: Progress = {
  update: () => undefined,
  add: () => undefined,
  total: () => undefined,
  done: () => undefined,
  fail: () => undefined,
  end: () => undefined,
  tick: () => Promise.resolve(),
};

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function mb(bytes: number): string {
  return (bytes / 2 ** 20).toFixed(1);
}

function rate(bytes: number, ms: number): string {
  return mb((bytes * 1000) / Math.max(ms, 1));
}

/** Milliseconds as seconds with one decimal: "9.8 s". */
export function seconds(ms: number): string {
  return `${(Math.max(ms, 0) / 1000).toFixed(1)} s`;
}

/** What a progress line says of the amount: "X of Y MB (Z%)", or "X MB" when Y is not known. */
export function formatAmount(bytes: number, total?: number): string {
  if (total === undefined) return `${mb(bytes)} MB`;
  const of = Math.max(total, bytes);
  const pct = of === 0 ? 100 : Math.floor((100 * bytes) / of);
  return `${mb(bytes)} of ${mb(of)} MB (${pct}%)`;
}

/** A progress line, `elapsedMs` after the start: "X of Y MB (Z%), N MB/s" or "X MB, N MB/s". */
export function formatProgress(
  bytes: number,
  total: number | undefined,
  elapsedMs: number,
): string {
  return `${formatAmount(bytes, total)}, ${rate(bytes, elapsedMs)} MB/s`;
}

/** The final line of one transfer: "X MB in T s (N MB/s)". */
export function formatDone(bytes: number, ms: number): string {
  return `${mb(bytes)} MB in ${seconds(ms)} (${rate(bytes, ms)} MB/s)`;
}

/** A size for a summary: "300.0 MB", "2.4 KB" under 1 MB, "12 B" under 1 KB. */
export function formatSize(bytes: number): string {
  if (bytes < 2 ** 10) return `${bytes} B`;
  return bytes >= 2 ** 20 ? `${mb(bytes)} MB` : `${(bytes / 2 ** 10).toFixed(1)} KB`;
}

/**
 * A line that sums up a transfer or several (`what` says what moved), whatever its size:
 * "fetched 1 checkpoint pack (300.0 MB) in 9.8 s".
 */
export function formatSummary(what: string, bytes: number, ms: number): string {
  return `${what} ${sizeAndTime(bytes, ms)}`;
}

/** "(300.0 MB) in 9.8 s". */
export function sizeAndTime(bytes: number, ms: number): string {
  return `(${formatSize(bytes)}) in ${seconds(ms)}`;
}

/** A stopwatch: the milliseconds since it was started, by `now` (`performance.now` by default). */
export function stopwatch(now: () => number = () => performance.now()): () => number {
  const start = now();
  return () => now() - start;
}

/** The size from which a transfer is worth lines of its own (CI_STATE_PROGRESS_MIN_BYTES). */
export function progressMinBytes(): number {
  return envNumber('CI_STATE_PROGRESS_MIN_BYTES', DEFAULT_MIN_BYTES);
}

/** A reporter for one transfer; one that does nothing without a sink. */
export function startProgress(
  o: Omit<ProgressOptions, 'sink'> & { sink?: ProgressSink },
): Progress {
  const sink = o.sink;
  if (!sink) return noop;
  const interval = o.intervalMs ?? envNumber('CI_STATE_PROGRESS_INTERVAL_MS', DEFAULT_INTERVAL_MS);
  const minBytes = o.minBytes ?? progressMinBytes();
  const now = o.now ?? (() => performance.now());
  const inOrigin = AsyncLocalStorage.snapshot();
  const emit = (line: string) => {
    try {
      inOrigin(() => sink(`${o.label}: ${line}`));
    } catch {
      // a broken sink never breaks the transfer
    }
  };
  const start = now();
  let total = o.total;
  let bytes = 0;
  /** Whether any count came in (a transfer that reports nothing prints no "0.0 MB" lines). */
  let counted = false;
  let lastLine = start;
  let lastShown: string | undefined;
  let printed = false;
  let closed = false;

  const maybePrint = (force = false) => {
    if (closed || !counted) return;
    const t = now();
    if (!force && t - lastLine + SLACK_MS < interval) return;
    const shown = formatAmount(bytes, total);
    if (shown === lastShown) return; // nothing new since the last line
    lastShown = shown;
    lastLine = t;
    printed = true;
    emit(formatProgress(bytes, total, t - start));
  };
  const update = (n: number) => {
    if (closed || !Number.isFinite(n)) return;
    counted = true;
    if (n > bytes) bytes = n;
    if (interval === 0) maybePrint(true);
    else maybePrint();
  };

  let polling = false;
  const tick = async () => {
    if (closed) return;
    if (o.poll && !polling) {
      polling = true;
      try {
        const n = await o.poll();
        if (n !== undefined) {
          counted = true;
          if (n > bytes) bytes = n;
        }
      } catch {
        // a failed poll is a tick without news
      } finally {
        polling = false;
      }
    }
    maybePrint(interval === 0);
  };
  let timer: NodeJS.Timeout | undefined;
  if (o.timer !== false && (interval > 0 || o.poll)) {
    timer = setInterval(() => void tick(), interval > 0 ? interval : EAGER_POLL_MS);
    timer.unref();
  }
  const close = () => {
    closed = true;
    if (timer) clearInterval(timer);
  };

  return {
    update,
    add: (delta) => update(bytes + delta),
    total(n) {
      if (n !== undefined && Number.isFinite(n) && n >= 0) total = n;
    },
    done(final) {
      if (closed) return;
      if (final !== undefined && Number.isFinite(final)) {
        counted = true;
        bytes = final;
        // Done is all of it (a size announced in advance may have been the zip's, say).
        if (total !== undefined) total = final;
      }
      // At every update, the last progress line is the complete one.
      if (interval === 0 && total !== undefined) maybePrint(true);
      close();
      if (bytes < minBytes && !printed) return;
      emit(formatDone(bytes, now() - start));
    },
    fail() {
      if (closed) return;
      close();
      if (!printed) return;
      emit(`stopped after ${mb(bytes)} MB in ${seconds(now() - start)}`);
    },
    end() {
      if (closed) return;
      if (interval === 0 && total !== undefined) maybePrint(true);
      close();
    },
    tick,
  };
}

/** The bytes of the files under `dir` (a download's destination), for a `poll`. */
export async function bytesUnder(dir: string): Promise<number> {
  let sum = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        sum += await stat(join(e.parentPath, e.name)).then(
          (s) => s.size,
          () => 0,
        );
      }),
  );
  return sum;
}

/**
 * Feeds `p` from the toolkit's own progress lines (a `passThrough` of captureToolkitLog):
 * `@actions/cache`'s "Sent N of M (…%)" (its Azure SDK upload) and "Received N of M (…%)" (its
 * Azure SDK download), its "Cache Size: ~N MB (B B)" once an archive is down, and
 * `@actions/artifact`'s "Uploaded bytes N".
 */
export function fromToolkitLines(p: Progress): (line: string) => void {
  return (line) => {
    let m = /^(?:Sent|Received) (\d+) of (\d+) \(/.exec(line);
    if (m) {
      p.total(Number(m[2]));
      p.update(Number(m[1]));
      return;
    }
    m = /^Cache Size: ~\d+ MB \((\d+) B\)/.exec(line);
    if (m) {
      p.total(Number(m[1]));
      p.update(Number(m[1]));
      return;
    }
    m = /^Uploaded bytes (\d+)$/.exec(line);
    if (m) p.update(Number(m[1]));
  };
}
