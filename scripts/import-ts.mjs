// Loads ci-state's TypeScript sources directly with Node 24's type stripping, so the benchmarks and
// scripts use the code as it is in src/ (and the emulator and harness in test/) without a build
// step. The sources import each other with `.js` specifiers, as NodeNext TypeScript requires; the
// hook maps them to the `.ts` files next to them. Files are transformed (`stripTypeScriptTypes` in
// 'transform' mode), which also handles syntax plain stripping refuses (parameter properties).
import { readFileSync } from 'node:fs';
import { registerHooks, stripTypeScriptTypes } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** stripTypeScriptTypes in 'transform' mode, without its one-time "experimental" warning. */
function transform(source, url) {
  const emit = process.emitWarning;
  process.emitWarning = (w, ...rest) => {
    if (!String(w?.message ?? w).includes('stripTypeScriptTypes')) emit.call(process, w, ...rest);
  };
  try {
    return stripTypeScriptTypes(source, { mode: 'transform', sourceUrl: url });
  } finally {
    process.emitWarning = emit;
  }
}

let registered = false;
/** Installs the resolve and load hooks once (also for a script that imports `.ts` itself). */
export function register() {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        const relative = specifier.startsWith('./') || specifier.startsWith('../');
        if (relative && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
          return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
        }
        throw error;
      }
    },
    load(url, context, nextLoad) {
      if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
      const source = readFileSync(fileURLToPath(url), 'utf8');
      return { format: 'module', source: transform(source, url), shortCircuit: true };
    },
  });
}

/** Imports a TypeScript module by its path from the repository root, e.g. `src/store/index.ts`. */
export async function importTs(path) {
  register();
  // The core's schemas need zod loaded first when a module is imported directly (src/core/zod.ts).
  await import(pathToFileURL(join(ROOT, 'src/core/zod-builders.ts')).href);
  return import(pathToFileURL(join(ROOT, path)).href);
}
