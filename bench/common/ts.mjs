// Loads ci-state's TypeScript sources directly with Node 24's type stripping, so the benchmarks
// measure the code as it is in src/ (and the emulator in test/) without a build step. The sources
// import each other with `.js` specifiers, as NodeNext TypeScript requires; this hook maps them to
// the `.ts` files next to them (the same hook as test/emulator/cli.mjs).
import { registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let registered = false;
function register() {
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
  });
}

/** Imports a TypeScript module by its path from the repository root, e.g. `src/store/index.ts`. */
export async function importTs(path) {
  register();
  return import(pathToFileURL(join(ROOT, path)).href);
}
