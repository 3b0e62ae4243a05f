/**
 * zod for the core's schemas, loaded once per process by importing zod-builders.js: every entry
 * point does first (some modules use schemas as they load), and so do the barrels. The CLI's
 * per-phase command does not: it decides and records a skip with the generated validators alone,
 * and loads zod only for what follows (loading it is the largest part of that command's start). A
 * schema reached before zod is loaded throws ZodNotLoaded, before anything was changed; `withZod`
 * loads zod and runs again. See docs/adr/0007-zod-loaded-on-demand.md.
 */
import type { Builders } from './zod-builders.js';
import { deferred } from './deferred.js';
import { loadedBuilders } from './zod-slot.js';

/** Thrown by `zod()` when zod has not been loaded yet. */
export class ZodNotLoaded extends Error {
  constructor() {
    super(
      'internal: a schema was used before zod was loaded: import core/zod-builders.js first (see core/zod.ts)',
    );
    this.name = 'ZodNotLoaded';
  }
}

/** zod's builders (`z.string`, …); throws ZodNotLoaded when zod is not loaded yet. */
export function zod(): Builders {
  const loaded = loadedBuilders();
  if (!loaded) throw new ZodNotLoaded();
  return loaded;
}

/** A schema built on first use, with zod (see deferred.ts). */
export function schema<T extends object>(build: (z: Builders) => T): T {
  return deferred(() => build(zod()));
}

/** Loads zod (once). */
export async function loadZod(): Promise<void> {
  if (!loadedBuilders()) await import('./zod-builders.js');
}

/**
 * Runs `fn`; if it reached a schema before zod was loaded, loads zod and runs it again. `fn` must
 * change nothing before it reaches a schema (a store update validates before it writes).
 */
export async function withZod<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (!(e instanceof ZodNotLoaded)) throw e;
    await loadZod();
    return fn();
  }
}
