/**
 * Generates plain TypeScript that validates a document the way a zod object schema does, for the
 * calls that cannot afford to build the schemas (see state-validator.generated.ts, which
 * test/core/state-validator.test.ts generates from schema.ts and keeps up to date). Only the zod
 * constructs the data model uses are known; any other makes generation fail, so a schema change
 * cannot silently drift from the generated code. It reads definitions through `_zod.def`, the
 * introspection surface zod documents for tools built on it, and runs only in that test.
 */
import { built } from './deferred.js';
import { FORBIDDEN_KEYS, schemas } from './schema.js';

/** A zod schema's definition, as far as the generator reads it. */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef; check?: unknown } }[];
  format?: string;
  pattern?: RegExp;
  values?: unknown[];
  entries?: Record<string, unknown>;
  options?: Node[];
  getter?: () => Node;
  innerType?: Node;
  defaultValue?: unknown;
  element?: Node;
  keyType?: Node;
  valueType?: Node;
  shape?: Record<string, Node>;
  catchall?: Node;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}
interface Node {
  _zod: { def: Def };
}

export interface CodegenOptions {
  /** Custom checks (refinements) the generator may use, by check object: code testing `x`. */
  customChecks?: Map<unknown, string>;
}

function regexLiteral(re: RegExp): string {
  if (re.global || re.sticky) throw new Error(`codegen: stateful regex ${String(re)}`);
  return String(re);
}

function nodeOf(schema: unknown): Node {
  return built(schema as object) as Node;
}

class Generator {
  private readonly names = new Map<Node, string>();
  private readonly functions: string[] = [];
  private readonly constants: string[] = [];

  constructor(private readonly options: CodegenOptions) {}

  private constant(code: string): string {
    const name = `C${this.constants.length}`;
    this.constants.push(`const ${name} = ${code};`);
    return name;
  }

  /** The name of the function validating `node` (generated on first use). */
  fn(schema: Node): string {
    const node = nodeOf(schema);
    const known = this.names.get(node);
    if (known) return known;
    const def = node._zod.def;
    if (def.type === 'lazy') {
      // The lazy schema and what it stands for are one function (recursion goes through the name).
      const name = `v${this.names.size}`;
      this.names.set(node, name);
      const inner = nodeOf((def.getter as () => Node)());
      const body = this.body(inner);
      this.functions.push(`function ${name}(x: unknown): unknown {\n${body}\n}`);
      return name;
    }
    const name = `v${this.names.size}`;
    this.names.set(node, name);
    const body = this.body(node);
    this.functions.push(`function ${name}(x: unknown): unknown {\n${body}\n}`);
    return name;
  }

  private checksOf(node: Node, kind: string): string[] {
    const out: string[] = [];
    for (const check of node._zod.def.checks ?? []) {
      const c = check._zod.def;
      if (c.check === 'custom') {
        const code = this.options.customChecks?.get(check);
        if (code === undefined) throw new Error('codegen: a refinement it does not know');
        out.push(`if (!(${code})) return INVALID;`);
      } else if (kind === 'string' && c.check === 'min_length') {
        out.push(`if (x.length < ${c.minimum}) return INVALID;`);
      } else if (kind === 'string' && c.check === 'max_length') {
        out.push(`if (x.length > ${c.maximum}) return INVALID;`);
      } else if (kind === 'string' && c.check === 'string_format' && c.format === 'regex') {
        out.push(
          `if (!${this.constant(regexLiteral(c.pattern as RegExp))}.test(x)) return INVALID;`,
        );
      } else if (kind === 'array' && c.check === 'min_length') {
        out.push(`if (x.length < ${c.minimum}) return INVALID;`);
      } else if (kind === 'array' && c.check === 'max_length') {
        out.push(`if (x.length > ${c.maximum}) return INVALID;`);
      } else if (kind === 'number' && c.check === 'number_format' && c.format === 'safeint') {
        out.push(`if (!Number.isSafeInteger(x)) return INVALID;`);
      } else if (kind === 'number' && c.check === 'greater_than') {
        out.push(`if (x ${c.inclusive ? '<' : '<='} ${c.value}) return INVALID;`);
      } else if (kind === 'number' && c.check === 'less_than') {
        out.push(`if (x ${c.inclusive ? '>' : '>='} ${c.value}) return INVALID;`);
      } else {
        throw new Error(`codegen: unknown ${kind} check ${JSON.stringify(c)}`);
      }
    }
    return out;
  }

  private body(node: Node): string {
    const def = node._zod.def;
    switch (def.type) {
      case 'string': {
        const lines = ['if (typeof x !== "string") return INVALID;'];
        if (def.format !== undefined) {
          if (!(def.pattern instanceof RegExp)) throw new Error(`codegen: format ${def.format}`);
          lines.push(`if (!${this.constant(regexLiteral(def.pattern))}.test(x)) return INVALID;`);
        }
        lines.push(...this.checksOf(node, 'string'), 'return x;');
        return lines.join('\n');
      }
      case 'number':
        return [
          'if (typeof x !== "number" || !Number.isFinite(x)) return INVALID;',
          ...this.checksOf(node, 'number'),
          'return x;',
        ].join('\n');
      case 'boolean':
        return this.noChecks(node, 'return typeof x === "boolean" ? x : INVALID;');
      case 'null':
        return this.noChecks(node, 'return x === null ? x : INVALID;');
      case 'literal':
        return this.noChecks(
          node,
          `return ${this.constant(`new Set<unknown>(${JSON.stringify(def.values)})`)}.has(x) ? x : INVALID;`,
        );
      case 'enum':
        return this.noChecks(
          node,
          `return ${this.constant(`new Set<unknown>(${JSON.stringify(Object.values(def.entries ?? {}))})`)}.has(x) ? x : INVALID;`,
        );
      case 'union': {
        const lines = ['let v: unknown;'];
        for (const option of def.options ?? []) {
          lines.push(`v = ${this.fn(option)}(x);`, 'if (v !== INVALID) return v;');
        }
        lines.push('return INVALID;');
        return this.noChecks(node, lines.join('\n'));
      }
      case 'optional':
        return this.noChecks(
          node,
          `return x === undefined ? undefined : ${this.fn(def.innerType as Node)}(x);`,
        );
      case 'default':
        return this.noChecks(
          node,
          `return x === undefined ? ${this.defaultOf(node)} : ${this.fn(def.innerType as Node)}(x);`,
        );
      case 'array':
        return [
          'if (!Array.isArray(x)) return INVALID;',
          ...this.checksOf(node, 'array'),
          'const out: unknown[] = new Array(x.length);',
          'for (let i = 0; i < x.length; i++) {',
          `  const v = ${this.fn(def.element as Node)}(x[i]);`,
          '  if (v === INVALID) return INVALID;',
          '  out[i] = v;',
          '}',
          'return out;',
        ].join('\n');
      case 'record': {
        const keyDef = nodeOf(def.keyType)._zod.def;
        if (keyDef.type !== 'string') throw new Error(`codegen: record keys of ${keyDef.type}`);
        return this.noChecks(
          node,
          [
            'if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0) return INVALID;',
            'const out: Record<string, unknown> = {};',
            'for (const key of Object.keys(x)) {',
            '  if (key === "__proto__") return INVALID;',
            `  if (${this.fn(def.keyType as Node)}(key) === INVALID) return INVALID;`,
            `  const v = ${this.fn(def.valueType as Node)}(x[key]);`,
            '  if (v === INVALID) return INVALID;',
            '  out[key] = v;',
            '}',
            'return out;',
          ].join('\n'),
        );
      }
      case 'object': {
        const fields = this.objectFields(node);
        return [
          'if (!isPlainObject(x)) return INVALID;',
          `for (const key in x) if (!${this.constant(`new Set(${JSON.stringify(Object.keys(fields))})`)}.has(key)) return INVALID;`,
          'const out: Record<string, unknown> = {};',
          ...Object.values(fields).map((f) => `if (!${f}) return INVALID;`),
          'return out;',
        ].join('\n');
      }
      default:
        throw new Error(`codegen: zod type ${def.type}`);
    }
  }

  private noChecks(node: Node, code: string): string {
    if ((node._zod.def.checks ?? []).length > 0) {
      throw new Error(`codegen: checks on ${node._zod.def.type}`);
    }
    return code;
  }

  private defaultOf(node: Node): string {
    const value = node._zod.def.defaultValue;
    const json = JSON.stringify(value);
    if (json === undefined || JSON.stringify(JSON.parse(json)) !== json) {
      throw new Error('codegen: a default that is not JSON');
    }
    return `(${json} as unknown)`;
  }

  /**
   * A strict object's fields: for each, an expression that moves the field from `x` to `out` the
   * way zod does (absent optional fields left out, defaults filled in) and is false when invalid.
   */
  objectFields(schema: Node): Record<string, string> {
    const node = nodeOf(schema);
    const def = node._zod.def;
    if (def.type !== 'object') throw new Error(`codegen: ${def.type} is not an object`);
    this.noChecks(node, '');
    if (nodeOf(def.catchall)?._zod.def.type !== 'never') throw new Error('codegen: not strict');
    const out: Record<string, string> = {};
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      const f = nodeOf(field);
      const k = JSON.stringify(key);
      const kind = f._zod.def.type;
      let code: string;
      if (kind === 'optional') {
        const inner = this.fn(f._zod.def.innerType as Node);
        code = `field(x, out, ${k}, ${inner}, OMIT)`;
      } else if (kind === 'default') {
        const inner = this.fn(f._zod.def.innerType as Node);
        code = `field(x, out, ${k}, ${inner}, () => ${this.defaultOf(f)})`;
      } else {
        code = `field(x, out, ${k}, ${this.fn(f)}, REQUIRED)`;
      }
      out[key] = code;
    }
    return out;
  }

  source(): string {
    return [...this.constants, ...this.functions].join('\n\n');
  }
}

/** The runtime the generated functions share. */
const PRELUDE = `
/** What the generated functions return for data they do not accept. */
export const INVALID: unique symbol = Symbol('invalid');
const OMIT = 0;
const REQUIRED = 1;

function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * One field of an object, as zod treats it: an absent optional field stays absent, a present one
 * that is undefined stays undefined, an undefined defaulted field gets the default, an undefined
 * required one is invalid.
 */
function field(
  x: Record<string, unknown>,
  out: Record<string, unknown>,
  key: string,
  check: (v: unknown) => unknown,
  absent: typeof OMIT | typeof REQUIRED | (() => unknown),
): boolean {
  const v = x[key];
  if (v === undefined) {
    if (absent === REQUIRED) return false;
    if (absent === OMIT) {
      if (key in x) out[key] = undefined;
      return true;
    }
    out[key] = absent();
    return true;
  }
  const r = check(v);
  if (r === INVALID) return false;
  out[key] = r;
  return true;
}
`;

/**
 * TypeScript source validating `schema` (a strict zod object): `validate<name>(x)` (the parsed
 * object or INVALID) and `<name>Fields`, the same per field: `fields[key](x, out)` moves field `key`
 * of `x` to `out` as zod does, false when it is invalid.
 *
 * The generated code answers one question, for plain JSON-like data: does zod accept it, and
 * what does it make of it (keys in the schema's order, defaults filled in)? It answers INVALID
 * for anything it does not handle exactly as zod would (a value that is not a plain object or
 * array, an unknown key), and its callers then ask zod itself, which also words every issue. So it
 * may refuse more than zod, never accept more.
 */
export function generateObjectValidator(
  name: string,
  schema: unknown,
  options: CodegenOptions = {},
): string {
  const g = new Generator(options);
  const fields = g.objectFields(schema as Node);
  const keys = Object.keys(fields);
  const entries = Object.entries(fields).map(
    ([key, code]) =>
      `  ${JSON.stringify(key)}: (x: Record<string, unknown>, out: Record<string, unknown>): boolean => ${code},`,
  );
  return [
    PRELUDE.trim(),
    g.source(),
    `/** The fields of ${name}, in the schema's order. */`,
    `export const ${name}Keys: readonly string[] = ${JSON.stringify(keys)};`,
    `const KEYS = new Set(${name}Keys);`,
    `/** Each field of ${name}: moves it from \`x\` to \`out\` as zod does; false when invalid. */`,
    `export const ${name}Fields: Readonly<Record<string, (x: Record<string, unknown>, out: Record<string, unknown>) => boolean>> = {`,
    ...entries,
    '};',
    `/** ${name} parsed as zod does, or INVALID (then zod says why, or accepts what this refuses). */`,
    `export function validate${name}(x: unknown): unknown {`,
    '  if (!isPlainObject(x)) return INVALID;',
    '  for (const key in x) if (!KEYS.has(key)) return INVALID;',
    '  const out: Record<string, unknown> = {};',
    ...keys.map((k) => `  if (!${name}Fields[${JSON.stringify(k)}]!(x, out)) return INVALID;`),
    '  return out;',
    '}',
  ].join('\n\n');
}

/** The source of state-validator.generated.ts: RunState (schema.ts) as plain code. */
export function generateStateValidator(): string {
  const all = schemas();
  const safeKeyChecks = built(all.SafeKey)._zod.def.checks ?? [];
  const refine = safeKeyChecks.find((c) => c._zod.def.check === 'custom');
  const customChecks = new Map<unknown, string>([
    [refine, `!${JSON.stringify([...FORBIDDEN_KEYS])}.includes(x)`],
  ]);
  return [
    '/* eslint-disable */',
    '// Generated from the RunState schema (src/core/schema.ts) by src/core/validator-codegen.ts; do',
    '// not edit. test/core/state-validator.test.ts checks it is current (`-u` rewrites it).',
    generateObjectValidator('RunState', all.RunState, { customChecks }),
    '',
  ].join('\n');
}
