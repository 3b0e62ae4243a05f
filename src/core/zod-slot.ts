/**
 * Where zod's builders are kept once loaded: zod-builders.js puts them here as it loads, zod.js
 * reads them. A module of its own so that zod.js and zod-builders.js do not import each other.
 */
import type { Builders } from './zod-builders.js';

let loaded: Builders | undefined;

/** Called by zod-builders.js when it loads. */
export function useBuilders(builders: Builders): void {
  loaded = builders;
}

/** The builders, or undefined while zod is not loaded. */
export function loadedBuilders(): Builders | undefined {
  return loaded;
}
