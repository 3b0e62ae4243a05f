// ci-state's sources as plain JavaScript, for the benchmarks to import: every src/**/*.ts with its
// types stripped (node:module stripTypeScriptTypes, the transform Node itself applies to .ts
// files; 'transform' mode, since a few files use parameter properties), written once per version of the sources under node_modules/.cache/ci-state-bench.
// Importing .ts files directly would also work, but would load Node's TypeScript stripper into
// every measured process (about 50 MiB of resident memory that the shipped bundles never carry).
// The sources import each other with `.js` specifiers, which resolve to the stripped files as is.
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../scripts/import-ts.mjs';

const CACHE = join(ROOT, 'node_modules', '.cache', 'ci-state-bench');

function walk(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

let built;

/** stripTypeScriptTypes, without its one-time "experimental feature" warning on stderr. */
function strip(text) {
  const emit = process.emitWarning;
  process.emitWarning = (w, ...rest) => {
    if (!String(w?.message ?? w).includes('stripTypeScriptTypes')) emit.call(process, w, ...rest);
  };
  try {
    return stripTypeScriptTypes(text, { mode: 'transform' });
  } finally {
    process.emitWarning = emit;
  }
}

/** The folder holding src/ as JavaScript (built if the sources changed). */
export function strippedSrc() {
  // A measured child gets the folder from its parent rather than hashing the sources again.
  built ??= process.env.CI_STATE_BENCH_SRC;
  if (built) return built;
  const src = join(ROOT, 'src');
  const files = walk(src).sort();
  const hash = createHash('sha256').update(process.version);
  const texts = files.map((f) => {
    const text = readFileSync(f, 'utf8');
    hash.update(`\0${relative(src, f)}\0${text}`);
    return text;
  });
  const out = join(CACHE, `src-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(join(out, 'package.json'))) {
    const work = `${out}.${process.pid}.tmp`;
    rmSync(work, { recursive: true, force: true });
    files.forEach((f, i) => {
      const target = join(work, relative(src, f)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, strip(texts[i]));
    });
    writeFileSync(join(work, 'package.json'), '{ "type": "module" }\n');
    for (const name of readdirSync(CACHE)) {
      if (name.startsWith('src-') && !name.endsWith('.tmp'))
        rmSync(join(CACHE, name), { recursive: true, force: true });
    }
    renameSync(work, out);
  }
  built = out;
  return out;
}

/** Imports a module of src/ by its source path, e.g. `src/store/index.ts`. */
export function importSrc(path) {
  const rel = relative('src', path).replace(/\.ts$/, '.js');
  return import(pathToFileURL(join(strippedSrc(), rel)).href);
}
