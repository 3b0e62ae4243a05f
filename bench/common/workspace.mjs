// Workspaces for the figures: random files for figure 4 (ours and the baseline alike), listing
// them and changing a fraction of them the same way on both sides; trees of small files (figures 0
// and 2).
import { randomFillSync } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, as sorted relative paths. */
export function listFiles(dir, prefix = '', acc = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) listFiles(join(dir, e.name), rel, acc);
    else acc.push(rel);
  }
  return prefix ? acc : acc.sort();
}

/**
 * Gives `fraction` of the files under `dir` (by count: every 1/fraction-th in sorted order) new
 * random content of the same size. Returns the paths changed.
 */
export function changeFiles(dir, fraction, files = listFiles(dir)) {
  const step = Math.max(1, Math.round(1 / fraction));
  const changed = files.filter((_, i) => i % step === 0);
  for (const f of changed) {
    const p = join(dir, f);
    writeFileSync(p, randomFillSync(Buffer.allocUnsafe(statSync(p).size)));
  }
  return changed;
}

/**
 * Writes `count` files under `dir` in nested directories: `perDir` files to a directory, `fanout`
 * such directories to a parent (`d<i>/e<j>/f<k><ext>`), as a source tree or `node_modules/` is laid
 * out. `content(i)` gives file i's bytes. Returns the bytes written.
 */
export function makeTree(dir, count, { perDir = 50, fanout = 40, ext = '.txt', content }) {
  let bytes = 0;
  let made = '';
  for (let i = 0; i < count; i++) {
    const leaf = Math.floor(i / perDir);
    const sub = join(dir, `d${Math.floor(leaf / fanout)}`, `e${leaf % fanout}`);
    if (sub !== made) {
      mkdirSync(sub, { recursive: true });
      made = sub;
    }
    const data = content(i);
    writeFileSync(join(sub, `f${i % perDir}${ext}`), data);
    bytes += data.length;
  }
  return bytes;
}

/**
 * Text that compresses as source code does (words of a small vocabulary, deterministic): `bytes`
 * long, starting at a place chosen by `seed`.
 */
export function textLike(bytes, seed) {
  TEXT ??= (() => {
    const words = [
      'const',
      'function',
      'return',
      'module',
      'exports',
      'require',
      'this',
      'value',
      'options',
      'if',
      'else',
      'for',
      'let',
      'new',
      'Error',
      'undefined',
      'null',
      '=>',
      '{',
      '}',
      '(',
      ')',
      ';',
      '\n',
      'length',
      'push',
      'index',
      'prototype',
      'object',
      'string',
      'typeof',
      '===',
    ];
    let x = 0x9e3779b9;
    const parts = [];
    let n = 0;
    while (n < 1 << 20) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const w = words[(x >>> 16) % words.length];
      parts.push(w, ' ');
      n += w.length + 1;
    }
    return Buffer.from(parts.join(''));
  })();
  const start = (seed * 7919) % (TEXT.length - bytes);
  return TEXT.subarray(start, start + bytes);
}
let TEXT;
