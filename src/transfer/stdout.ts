/**
 * Taking over process.stdout, in one place: the toolkit clients print progress, debug lines and
 * workflow commands there, which ci-state either takes aside (retry.ts, to learn how a call
 * failed) or keeps out of a CLI command's output (withQuietStdout).
 *
 *     divertStdout(pick): { write, restore }   each write goes, split into lines, to the sink
 *                                              pick() returns at that moment, or to stdout itself
 *     withQuietStdout(fn, log?): Promise<T>    lines written to stdout while fn runs go to `log`
 *                                              (default: dropped)
 *     pastQuiet(fn)                            what fn writes goes to stdout all the same
 */

/** Where diverted lines go; `pending` holds what was written after the last newline. */
export interface StdoutSink {
  pending: string;
  line(text: string): void;
}

export interface DivertedStdout {
  /** stdout's own write, bound (what was there before the diversion). */
  write: (text: string) => boolean;
  /** Puts back the write that was there before. */
  restore: () => void;
}

/**
 * Replaces process.stdout.write until `restore`: a write goes to stdout as before when `pick`
 * returns undefined, else into the sink, which gets each complete line without its "\r\n".
 * Diversions nest: each restores what it replaced.
 */
export function divertStdout(pick: () => StdoutSink | undefined): DivertedStdout {
  const original = process.stdout.write;
  const write = original.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const sink = pick();
    if (!sink) return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    sink.pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    let i: number;
    while ((i = sink.pending.indexOf('\n')) >= 0) {
      const line = sink.pending.slice(0, i).replace(/\r$/, '');
      sink.pending = sink.pending.slice(i + 1);
      sink.line(line);
    }
    const cb = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    cb?.();
    return true;
  }) as typeof process.stdout.write;
  return {
    write: (text) => write(text),
    restore: () => {
      process.stdout.write = original;
    },
  };
}

let quiet = 0;
/** Set while lines meant for the log itself (progress) are written during a quiet stretch. */
let through = 0;

/** Writes of `fn` go to stdout even while withQuietStdout takes the toolkit's lines aside. */
export function pastQuiet(fn: () => void): void {
  through++;
  try {
    fn();
  } finally {
    through--;
  }
}

/**
 * `@actions/artifact` reports progress and debug lines through `@actions/core`, which writes to
 * stdout: fine in a step log, noise in the output of a CLI command. While `fn` runs (and nothing
 * else of ours writes to stdout), those lines are handed to `log` instead. Nested calls share the
 * outer capture.
 */
export async function withQuietStdout<T>(
  fn: () => Promise<T>,
  log: (line: string) => void = () => undefined,
): Promise<T> {
  if (quiet > 0) return fn();
  quiet++;
  // `log` may itself write to stdout (a step's debug lines): that goes out as is, not back
  // into `log`, which would repeat the line without end.
  let inLog = false;
  const sink: StdoutSink = {
    pending: '',
    line: (line) => {
      inLog = true;
      try {
        log(line);
      } finally {
        inLog = false;
      }
    },
  };
  const diverted = divertStdout(() => (inLog || through > 0 ? undefined : sink));
  try {
    return await fn();
  } finally {
    diverted.restore();
    quiet--;
    if (sink.pending) log(sink.pending.replace(/\r$/, ''));
  }
}
