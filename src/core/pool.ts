/**
 * Bounded concurrency for the adapters' I/O (hashing files, REST calls, artifact downloads): one
 * promise pool, pure, so every layer can use it.
 *
 *     mapPool(items, concurrency, fn): Promise<R[]>      at most `concurrency` calls of fn at once;
 *                                                        results in the order of `items`
 */

export async function mapPool<T, R>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  // A concurrency below 1 (or not a number) still makes progress, one call at a time.
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
