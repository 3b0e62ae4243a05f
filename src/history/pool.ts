/**
 * Bounded concurrency, and a quiet stdout for the toolkit clients.
 *
 *     mapPool(items, concurrency, fn): Promise<R[]>      at most `concurrency` calls of fn at once;
 *                                                        results in the order of `items`
 *     withQuietStdout(fn, log?): Promise<T>              lines written to stdout while fn runs go
 *                                                        to `log` (default: dropped)
 */

export async function mapPool<T, R>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const width = Math.max(1, Math.min(Math.floor(concurrency) || 1, items.length));
  const workers = Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  });
  await Promise.all(workers);
  return results;
}

let quiet = 0;

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
  const original = process.stdout.write.bind(process.stdout);
  let pending = '';
  // `log` may itself write to stdout (a step's debug lines): that goes out as is, not back
  // into `log`, which would repeat the line without end.
  let inLog = false;
  const emit = (line: string): void => {
    inLog = true;
    try {
      log(line);
    } finally {
      inLog = false;
    }
  };
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (inLog) return (original as (...a: unknown[]) => boolean)(chunk, ...rest);
    pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    let i: number;
    while ((i = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, i).replace(/\r$/, '');
      pending = pending.slice(i + 1);
      emit(line);
    }
    const cb = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    cb?.();
    return true;
  }) as typeof process.stdout.write;
  try {
    return await fn();
  } finally {
    process.stdout.write = original;
    quiet--;
    if (pending) log(pending.replace(/\r$/, ''));
  }
}
