/**
 * The next revision of a state from the previous one, redoing no work for what did not change:
 * `checkRevision` validates only the fields and context entries that changed, `serializeRevision`
 * reuses the text of the others; `cloneJson` is the copy a caller gets.
 */
import type { RunState } from '../core/schema.js';
import { RunStateFields, RunStateKeys } from '../core/state-validator.generated.js';

type FieldCheck = (x: Record<string, unknown>, out: Record<string, unknown>) => boolean;

/** A deep copy of JSON data; members whose value is undefined are left out (as JSON.stringify does). */
export function cloneJson<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = copy(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  const src = value as Record<string, unknown>;
  for (const key of Object.keys(src)) {
    const v = src[key];
    if (v !== undefined) out[key] = copy(v);
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Whether `next` is the same JSON data as `prev`, where `prev` is JSON data (a previous version as
 * read back: plain objects and arrays, no undefined members). Strict about `next`: only plain
 * objects without symbol keys and real arrays can be equal; a getter is read once.
 */
export function sameJson(prev: unknown, next: unknown): boolean {
  if (prev === next) return true;
  if (typeof prev !== 'object' || prev === null || typeof next !== 'object' || next === null) {
    return false;
  }
  if (Array.isArray(prev)) {
    if (!Array.isArray(next) || next.length !== prev.length) return false;
    for (let i = 0; i < prev.length; i++) {
      if (!sameJson(prev[i], (next as unknown[])[i])) return false;
    }
    return true;
  }
  if (!isPlainObject(next)) return false;
  const a = prev as Record<string, unknown>;
  let n = 0;
  for (const key in next) {
    if (!Object.hasOwn(next, key) || !Object.hasOwn(a, key) || !sameJson(a[key], next[key])) {
      return false;
    }
    n++;
  }
  let m = 0;
  for (const key in a) if (Object.hasOwn(a, key)) m++;
  return n === m && Object.getOwnPropertySymbols(next).length === 0;
}

/** Keys the schema or the language treat specially: with one of them, validate the whole state. */
const SPECIAL_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The state's fields, in the schema's order (the order of a parsed state's keys). */
const FIELDS: readonly string[] = RunStateKeys;
const IS_FIELD = new Set(FIELDS);

/** Whether each context entry is validated on its own, so an unchanged one can stand in as null. */
const CONTEXT_ENTRIES_STAND_IN = (() => {
  const context = RunStateFields['context'];
  return !!context && context({ context: {} }, {}) && context({ context: { a: null } }, {});
})();

/** Which parts of the new state equal the previous version's. */
export interface Unchanged {
  /** Top-level fields deep-equal to the previous version's. */
  fields: Set<string>;
  /** Context entries deep-equal to the previous version's (when the context was compared by entry). */
  context: Set<string> | undefined;
}

/**
 * Validates `proposed` as a RunState knowing that `prev` is valid: the fields deep-equal to the
 * previous version's are valid as they are, the others go through their part of the schema (the
 * context entry by entry, an unchanged entry standing in as null), checked by the code generated
 * from it (state-validator.generated.ts, whose generator refuses a rule across fields). Returns the state
 * `RunState.safeParse(proposed)` would (its keys in the schema's order, sharing the unchanged
 * parts with `proposed`) and what did not change; undefined when `proposed` is invalid or unusual:
 * the caller then validates it the ordinary way (which also words the issues).
 */
export function checkRevision(
  prev: RunState,
  proposed: unknown,
): { state: RunState; unchanged: Unchanged } | undefined {
  if (!isPlainObject(proposed) || Object.getOwnPropertySymbols(proposed).length > 0) {
    return undefined;
  }
  for (const key of Object.keys(proposed)) {
    if (!IS_FIELD.has(key) || SPECIAL_KEYS.has(key)) return undefined; // unknown: refused there
  }
  const before = prev as unknown as Record<string, unknown>;
  const unchanged: Unchanged = { fields: new Set(), context: undefined };
  const changed: string[] = [];
  const probe: Record<string, unknown> = {};
  const contextBack: [string, unknown][] = [];
  for (const key of FIELDS) {
    const present = Object.hasOwn(proposed, key);
    const value = present ? proposed[key] : undefined;
    const byEntry =
      key === 'context' &&
      CONTEXT_ENTRIES_STAND_IN &&
      isPlainObject(value) &&
      isPlainObject(before[key]) &&
      Object.getOwnPropertySymbols(value).length === 0;
    if (
      !byEntry &&
      present &&
      value !== undefined &&
      Object.hasOwn(before, key) &&
      sameJson(before[key], value)
    ) {
      unchanged.fields.add(key);
      continue;
    }
    changed.push(key);
    if (!present) continue;
    if (byEntry) {
      // Compared entry by entry: a change to one entry leaves the others unwalked by the schema.
      const prevContext = before[key] as Record<string, unknown>;
      const context: Record<string, unknown> = {};
      const same = new Set<string>();
      for (const entry of Object.keys(value)) {
        if (SPECIAL_KEYS.has(entry)) return undefined;
        const v = value[entry];
        if (Object.hasOwn(prevContext, entry) && sameJson(prevContext[entry], v)) {
          context[entry] = null;
          same.add(entry);
          contextBack.push([entry, v]);
        } else {
          context[entry] = v;
        }
      }
      probe[key] = context;
      unchanged.context = same;
    } else {
      probe[key] = value;
    }
  }
  const part: Record<string, unknown> = {};
  if (changed.length > 0) {
    // Each changed field as the schema parses it (the generated validator, see state-validator.generated.ts).
    for (const key of changed) {
      if (!(RunStateFields[key] as FieldCheck)(probe, part)) return undefined;
    }
    if (contextBack.length > 0) {
      const context = part['context'] as Record<string, unknown>;
      for (const [entry, value] of contextBack) context[entry] = value;
    }
  }
  const state: Record<string, unknown> = {};
  for (const key of FIELDS) {
    if (unchanged.fields.has(key)) state[key] = proposed[key];
    else if (Object.hasOwn(part, key)) state[key] = part[key];
  }
  return { state: state as unknown as RunState, unchanged };
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The JSON pointers of what did not change (`/phases`, `/context/<entry>`, ...). */
export function unchangedPointers(unchanged: Unchanged): Set<string> {
  const out = new Set<string>();
  for (const key of unchanged.fields) out.add(`/${escapePointer(key)}`);
  for (const entry of unchanged.context ?? []) out.add(`/context/${escapePointer(entry)}`);
  return out;
}

/**
 * The serialized text of a state's top-level fields and context entries, each as the line it is in
 * the file (`  "key": value`, `    "entry": value`): a string when short, UTF-8 bytes when long.
 */
export interface Fragments {
  fields: Map<string, string | Buffer>;
  context: Map<string, string | Buffer>;
}

/** A fragment longer than this is kept encoded, and written as its own chunk. */
const LONG = 4096;

/** Lines of the serialized document, gathered into as few chunks as the long fragments allow. */
class Chunks {
  readonly list: Buffer[] = [];
  size = 0;
  private pending = '';

  add(piece: string | Buffer): void {
    if (typeof piece === 'string') {
      this.pending += piece;
      return;
    }
    this.flush();
    this.push(piece);
  }

  flush(): void {
    if (this.pending === '') return;
    this.push(Buffer.from(this.pending, 'utf8'));
    this.pending = '';
  }

  private push(buf: Buffer): void {
    this.list.push(buf);
    this.size += buf.length;
  }
}

/** `"key": <value at this depth>` as a fragment, or undefined if JSON leaves the member out. */
function line(key: string, value: unknown, depth: number): string | Buffer | undefined {
  const json = JSON.stringify(value, null, 2) as string | undefined;
  if (json === undefined) return undefined;
  const indent = '  '.repeat(depth);
  const text = `${indent}${JSON.stringify(key)}: ${json.includes('\n') ? json.replace(/\n/g, `\n${indent}`) : json}`;
  return text.length > LONG ? Buffer.from(text, 'utf8') : text;
}

/**
 * `serializeState(state)` (JSON.stringify with a 2-space indent and a final newline) as UTF-8
 * chunks, reusing from `prev` the fragments of the fields and context entries listed in
 * `unchanged`. Returns the chunks, their total size, and the fragments for the next revision.
 */
export function serializeRevision(
  state: RunState,
  prev?: Fragments,
  unchanged?: Unchanged,
): { chunks: Buffer[]; size: number; fragments: Fragments } {
  const fragments: Fragments = { fields: new Map(), context: new Map() };
  const doc = state as unknown as Record<string, unknown>;
  const out = new Chunks();
  let first = true;
  for (const key of Object.keys(doc)) {
    const value = doc[key];
    if (key === 'context' && isPlainObject(value) && typeof value['toJSON'] !== 'function') {
      out.add(first ? '{\n' : ',\n');
      first = false;
      out.add(`  ${JSON.stringify(key)}: {`);
      let empty = true;
      for (const entry of Object.keys(value)) {
        let piece = unchanged?.context?.has(entry) ? prev?.context.get(entry) : undefined;
        piece ??= line(entry, value[entry], 2);
        if (piece === undefined) continue;
        fragments.context.set(entry, piece);
        out.add(empty ? '\n' : ',\n');
        out.add(piece);
        empty = false;
      }
      out.add(empty ? '}' : '\n  }');
      continue;
    }
    let piece = unchanged?.fields.has(key) ? prev?.fields.get(key) : undefined;
    piece ??= line(key, value, 1);
    if (piece === undefined) continue;
    fragments.fields.set(key, piece);
    out.add(first ? '{\n' : ',\n');
    out.add(piece);
    first = false;
  }
  out.add(first ? '{}\n' : '\n}\n');
  out.flush();
  return { chunks: out.list, size: out.size, fragments };
}
