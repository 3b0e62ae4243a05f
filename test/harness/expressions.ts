/**
 * GitHub Actions expression language (`${{ … }}` and `if:` conditions), enough of it to run real
 * workflow steps and action metadata faithfully.
 *
 * Semantics follow GitHub's documentation and the runner:
 * - literals `null`, `true`, `false`, numbers, `'strings'` (`''` escapes a quote);
 * - contexts by name (case-insensitive), `.prop`, `['prop']`, `[0]`, `.*` filters;
 * - operators `!`, `<`, `<=`, `>`, `>=`, `==`, `!=`, `&&`, `||` with GitHub's precedence; `&&` and `||`
 *   return an operand, not a boolean; values of different types compare as numbers; strings compare
 *   case-insensitively;
 * - functions `contains`, `startsWith`, `endsWith`, `format`, `join`, `toJSON`, `fromJSON` and the
 *   status functions `success()`, `failure()`, `cancelled()`, `always()`.
 *
 * Not supported: `hashFiles()` (throws), `case()`.
 */

export type JobStatus = 'success' | 'failure' | 'cancelled';

export interface EvalContext {
  /** Named contexts: github, env, steps, matrix, runner, job, secrets, vars, inputs, strategy. */
  contexts: Record<string, unknown>;
  /** Job status the status functions read. */
  status: JobStatus;
}

type Node =
  | { t: 'lit'; v: unknown }
  | { t: 'ctx'; name: string }
  | { t: 'call'; name: string; args: Node[] }
  | { t: 'prop'; obj: Node; key: string }
  | { t: 'index'; obj: Node; key: Node }
  | { t: 'star'; obj: Node }
  | { t: 'not'; e: Node }
  | { t: 'and'; l: Node; r: Node }
  | { t: 'or'; l: Node; r: Node }
  | { t: 'cmp'; op: string; l: Node; r: Node };

type Token =
  | { k: 'num'; v: number }
  | { k: 'str'; v: string }
  | { k: 'id'; v: string }
  | { k: 'p'; v: string }
  | { k: 'eof' };

export class ExpressionError extends Error {
  constructor(message: string, source: string) {
    super(`${message} (in expression: ${source})`);
    this.name = 'ExpressionError';
  }
}

/** Array produced by a `.*` filter: property access maps over its items. */
class Filtered extends Array<unknown> {}

const STATUS_FUNCTIONS = new Set(['success', 'failure', 'cancelled', 'always']);

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "'") {
      let s = '';
      i++;
      for (;;) {
        if (i >= src.length) throw new ExpressionError('Unterminated string literal', src);
        const d = src[i] as string;
        if (d === "'") {
          if (src[i + 1] === "'") {
            s += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        s += d;
        i++;
      }
      out.push({ k: 'str', v: s });
      continue;
    }
    const two = src.slice(i, i + 2);
    if (['==', '!=', '<=', '>=', '&&', '||'].includes(two)) {
      out.push({ k: 'p', v: two });
      i += 2;
      continue;
    }
    if ('()[],.!<>*'.includes(c)) {
      // A dot followed by a digit after a non-operand starts a number (e.g. `.5`).
      const prev = out[out.length - 1];
      const operandBefore =
        prev !== undefined &&
        (prev.k === 'id' ||
          prev.k === 'num' ||
          prev.k === 'str' ||
          (prev.k === 'p' && (prev.v === ')' || prev.v === ']')));
      if (!(c === '.' && /[0-9]/.test(src[i + 1] ?? '') && !operandBefore)) {
        out.push({ k: 'p', v: c });
        i++;
        continue;
      }
    }
    const num = /^(?:0x[0-9a-fA-F]+|[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/.exec(src.slice(i));
    if (
      num &&
      (c !== '+' && c !== '-' ? true : out.length === 0 || out[out.length - 1]?.k === 'p')
    ) {
      out.push({ k: 'num', v: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const id = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(src.slice(i));
    if (id) {
      out.push({ k: 'id', v: id[0] });
      i += id[0].length;
      continue;
    }
    throw new ExpressionError(`Unexpected symbol '${c}'`, src);
  }
  out.push({ k: 'eof' });
  return out;
}

class Parser {
  private pos = 0;
  constructor(
    private readonly toks: Token[],
    private readonly src: string,
  ) {}

  parse(): Node {
    const n = this.or();
    if (this.peek().k !== 'eof') this.fail('Unexpected token after end of expression');
    return n;
  }

  private peek(): Token {
    return this.toks[this.pos] as Token;
  }
  private next(): Token {
    return this.toks[this.pos++] as Token;
  }
  private isP(v: string): boolean {
    const t = this.peek();
    return t.k === 'p' && t.v === v;
  }
  private expectP(v: string): void {
    if (!this.isP(v)) this.fail(`Expected '${v}'`);
    this.pos++;
  }
  private fail(msg: string): never {
    throw new ExpressionError(msg, this.src);
  }

  private or(): Node {
    let l = this.and();
    while (this.isP('||')) {
      this.pos++;
      l = { t: 'or', l, r: this.and() };
    }
    return l;
  }
  private and(): Node {
    let l = this.eq();
    while (this.isP('&&')) {
      this.pos++;
      l = { t: 'and', l, r: this.eq() };
    }
    return l;
  }
  private eq(): Node {
    let l = this.rel();
    while (this.isP('==') || this.isP('!=')) {
      const op = (this.next() as { v: string }).v;
      l = { t: 'cmp', op, l, r: this.rel() };
    }
    return l;
  }
  private rel(): Node {
    let l = this.unary();
    while (this.isP('<') || this.isP('<=') || this.isP('>') || this.isP('>=')) {
      const op = (this.next() as { v: string }).v;
      l = { t: 'cmp', op, l, r: this.unary() };
    }
    return l;
  }
  private unary(): Node {
    if (this.isP('!')) {
      this.pos++;
      return { t: 'not', e: this.unary() };
    }
    return this.postfix();
  }
  private postfix(): Node {
    let n = this.primary();
    for (;;) {
      if (this.isP('.')) {
        this.pos++;
        const t = this.next();
        if (t.k === 'p' && t.v === '*') n = { t: 'star', obj: n };
        else if (t.k === 'id') n = { t: 'prop', obj: n, key: t.v };
        else if (t.k === 'num' && Number.isInteger(t.v))
          n = { t: 'prop', obj: n, key: String(t.v) };
        else this.fail('Expected a property name after "."');
      } else if (this.isP('[')) {
        this.pos++;
        if (this.isP('*')) {
          this.pos++;
          this.expectP(']');
          n = { t: 'star', obj: n };
        } else {
          const key = this.or();
          this.expectP(']');
          n = { t: 'index', obj: n, key };
        }
      } else {
        return n;
      }
    }
  }
  private primary(): Node {
    const t = this.next();
    if (t.k === 'num' || t.k === 'str') return { t: 'lit', v: t.v };
    if (t.k === 'p' && t.v === '(') {
      const n = this.or();
      this.expectP(')');
      return n;
    }
    if (t.k === 'id') {
      const lower = t.v.toLowerCase();
      if (this.isP('(')) {
        this.pos++;
        const args: Node[] = [];
        if (!this.isP(')')) {
          for (;;) {
            args.push(this.or());
            if (this.isP(',')) {
              this.pos++;
              continue;
            }
            break;
          }
        }
        this.expectP(')');
        return { t: 'call', name: lower, args };
      }
      if (lower === 'true') return { t: 'lit', v: true };
      if (lower === 'false') return { t: 'lit', v: false };
      if (lower === 'null') return { t: 'lit', v: null };
      if (lower === 'nan') return { t: 'lit', v: NaN };
      if (lower === 'infinity') return { t: 'lit', v: Infinity };
      return { t: 'ctx', name: t.v };
    }
    return this.fail('Unexpected token');
  }
}

/** Parses an expression (without the `${{ }}` markers). */
export function parseExpression(src: string): Node {
  return new Parser(tokenize(src), src).parse();
}

/** True when the expression calls success(), failure(), cancelled() or always(). */
export function containsStatusFunction(node: Node): boolean {
  switch (node.t) {
    case 'call':
      return STATUS_FUNCTIONS.has(node.name) || node.args.some(containsStatusFunction);
    case 'prop':
    case 'star':
      return containsStatusFunction(node.obj);
    case 'index':
      return containsStatusFunction(node.obj) || containsStatusFunction(node.key);
    case 'not':
      return containsStatusFunction(node.e);
    case 'and':
    case 'or':
    case 'cmp':
      return containsStatusFunction(node.l) || containsStatusFunction(node.r);
    default:
      return false;
  }
}

function kind(v: unknown): 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object' {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  if (t === 'boolean' || t === 'number' || t === 'string') return t;
  return 'object';
}

export function truthy(v: unknown): boolean {
  switch (kind(v)) {
    case 'null':
      return false;
    case 'boolean':
      return v as boolean;
    case 'number':
      return v !== 0 && !Number.isNaN(v);
    case 'string':
      return (v as string).length > 0;
    default:
      return true;
  }
}

function toNumber(v: unknown): number {
  switch (kind(v)) {
    case 'null':
      return 0;
    case 'boolean':
      return v ? 1 : 0;
    case 'number':
      return v as number;
    case 'string': {
      const s = (v as string).trim();
      return s === '' ? 0 : Number(s);
    }
    default:
      return NaN;
  }
}

/** String conversion used for `${{ }}` interpolation and string functions. */
export function toText(v: unknown): string {
  switch (kind(v)) {
    case 'null':
      return '';
    case 'boolean':
      return v ? 'true' : 'false';
    case 'number':
      return String(v);
    case 'string':
      return v as string;
    default:
      return JSON.stringify(v, null, 2);
  }
}

function looseEquals(a: unknown, b: unknown): boolean {
  const ka = kind(a);
  const kb = kind(b);
  if (ka !== kb) {
    const na = toNumber(a);
    const nb = toNumber(b);
    return !Number.isNaN(na) && na === nb;
  }
  switch (ka) {
    case 'null':
      return true;
    case 'string':
      return (a as string).toUpperCase() === (b as string).toUpperCase();
    case 'number':
      return a === b;
    case 'boolean':
      return a === b;
    default:
      return a === b;
  }
}

function compare(op: string, a: unknown, b: unknown): boolean {
  if (op === '==') return looseEquals(a, b);
  if (op === '!=') return !looseEquals(a, b);
  let x: number | string;
  let y: number | string;
  if (kind(a) === 'string' && kind(b) === 'string') {
    x = (a as string).toUpperCase();
    y = (b as string).toUpperCase();
  } else {
    x = toNumber(a);
    y = toNumber(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return false;
  }
  switch (op) {
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    default:
      return x >= y;
  }
}

function lookup(obj: unknown, key: string): unknown {
  if (obj instanceof Filtered) {
    const out = new Filtered();
    for (const item of obj) {
      const v = lookup(item, key);
      if (v !== null && v !== undefined) out.push(v);
    }
    return out;
  }
  if (kind(obj) !== 'object') return null;
  const rec = obj as Record<string, unknown>;
  if (Object.prototype.hasOwnProperty.call(rec, key)) return rec[key] ?? null;
  const lower = key.toLowerCase();
  for (const k of Object.keys(rec)) if (k.toLowerCase() === lower) return rec[k] ?? null;
  return null;
}

function indexValue(obj: unknown, key: unknown): unknown {
  if (obj instanceof Filtered) {
    const out = new Filtered();
    for (const item of obj) {
      const v = indexValue(item, key);
      if (v !== null && v !== undefined) out.push(v);
    }
    return out;
  }
  if (Array.isArray(obj)) {
    const n = toNumber(key);
    if (!Number.isInteger(n) || n < 0) return null;
    return obj[n] ?? null;
  }
  if (kind(obj) === 'object') return lookup(obj, toText(key));
  return null;
}

function star(obj: unknown): unknown {
  if (obj instanceof Filtered) {
    const out = new Filtered();
    for (const item of obj) {
      const s = star(item);
      if (s instanceof Filtered) out.push(...s);
    }
    return out;
  }
  const out = new Filtered();
  if (Array.isArray(obj)) out.push(...obj);
  else if (kind(obj) === 'object') out.push(...Object.values(obj as Record<string, unknown>));
  return out;
}

function format(src: string, fmt: string, args: unknown[]): string {
  let out = '';
  for (let i = 0; i < fmt.length; i++) {
    const c = fmt[i];
    if (c === '{') {
      if (fmt[i + 1] === '{') {
        out += '{';
        i++;
        continue;
      }
      const end = fmt.indexOf('}', i);
      const n = end < 0 ? NaN : Number(fmt.slice(i + 1, end));
      if (!Number.isInteger(n) || n < 0 || n >= args.length) {
        throw new ExpressionError(`The following format string is invalid: '${fmt}'`, src);
      }
      out += toText(args[n]);
      i = end;
    } else if (c === '}') {
      if (fmt[i + 1] !== '}') {
        throw new ExpressionError(`The following format string is invalid: '${fmt}'`, src);
      }
      out += '}';
      i++;
    } else {
      out += c;
    }
  }
  return out;
}

function plain(v: unknown): unknown {
  return v instanceof Filtered ? Array.from(v) : v;
}

function evaluateNode(node: Node, ctx: EvalContext, src: string): unknown {
  switch (node.t) {
    case 'lit':
      return node.v;
    case 'ctx': {
      const v = lookup(ctx.contexts, node.name);
      const known = Object.keys(ctx.contexts).some(
        (k) => k.toLowerCase() === node.name.toLowerCase(),
      );
      if (!known) throw new ExpressionError(`Unrecognized named-value: '${node.name}'`, src);
      return v;
    }
    case 'prop':
      return lookup(evaluateNode(node.obj, ctx, src), node.key);
    case 'index':
      return indexValue(evaluateNode(node.obj, ctx, src), evaluateNode(node.key, ctx, src));
    case 'star':
      return star(evaluateNode(node.obj, ctx, src));
    case 'not':
      return !truthy(evaluateNode(node.e, ctx, src));
    case 'and': {
      const l = evaluateNode(node.l, ctx, src);
      return truthy(l) ? evaluateNode(node.r, ctx, src) : l;
    }
    case 'or': {
      const l = evaluateNode(node.l, ctx, src);
      return truthy(l) ? l : evaluateNode(node.r, ctx, src);
    }
    case 'cmp':
      return compare(node.op, evaluateNode(node.l, ctx, src), evaluateNode(node.r, ctx, src));
    case 'call':
      return callFunction(node, ctx, src);
  }
}

function arity(node: { name: string; args: Node[] }, min: number, max: number, src: string): void {
  if (node.args.length < min || node.args.length > max) {
    throw new ExpressionError(`Wrong number of arguments to '${node.name}'`, src);
  }
}

function callFunction(node: { name: string; args: Node[] }, ctx: EvalContext, src: string) {
  const args = () => node.args.map((a) => evaluateNode(a, ctx, src));
  switch (node.name) {
    case 'success':
      arity(node, 0, 0, src);
      return ctx.status === 'success';
    case 'failure':
      arity(node, 0, 0, src);
      return ctx.status === 'failure';
    case 'cancelled':
      arity(node, 0, 0, src);
      return ctx.status === 'cancelled';
    case 'always':
      arity(node, 0, 0, src);
      return true;
    case 'contains': {
      arity(node, 2, 2, src);
      const [search, item] = args();
      if (Array.isArray(search)) return search.some((x) => looseEquals(x, item));
      return toText(search).toUpperCase().includes(toText(item).toUpperCase());
    }
    case 'startswith': {
      arity(node, 2, 2, src);
      const [s, v] = args();
      return toText(s).toUpperCase().startsWith(toText(v).toUpperCase());
    }
    case 'endswith': {
      arity(node, 2, 2, src);
      const [s, v] = args();
      return toText(s).toUpperCase().endsWith(toText(v).toUpperCase());
    }
    case 'format': {
      if (node.args.length < 1) arity(node, 1, Infinity, src);
      const [fmt, ...rest] = args();
      return format(src, toText(fmt), rest);
    }
    case 'join': {
      arity(node, 1, 2, src);
      const [v, sep] = args();
      const separator = node.args.length > 1 ? toText(sep) : ',';
      if (Array.isArray(v)) return v.map(toText).join(separator);
      return toText(v);
    }
    case 'tojson':
      arity(node, 1, 1, src);
      return JSON.stringify(plain(args()[0]) ?? null, null, 2);
    case 'fromjson': {
      arity(node, 1, 1, src);
      const text = toText(args()[0]);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new ExpressionError(`Error parsing fromJson: ${text}`, src);
      }
    }
    case 'hashfiles':
      throw new ExpressionError('hashFiles() is not supported by the runner harness', src);
    default:
      throw new ExpressionError(`Unrecognized function: '${node.name}'`, src);
  }
}

/** Evaluates one expression (without `${{ }}`) to a value. */
export function evaluateExpression(src: string, ctx: EvalContext): unknown {
  return plain(evaluateNode(parseExpression(src), ctx, src));
}

/** Finds the `${{ … }}` segments of a string, skipping `}}` inside string literals. */
function segments(text: string): Array<{ literal: string } | { expr: string }> {
  const out: Array<{ literal: string } | { expr: string }> = [];
  let i = 0;
  for (;;) {
    const start = text.indexOf('${{', i);
    if (start < 0) {
      if (i < text.length) out.push({ literal: text.slice(i) });
      return out;
    }
    if (start > i) out.push({ literal: text.slice(i, start) });
    let j = start + 3;
    let inString = false;
    for (; j < text.length; j++) {
      const c = text[j];
      if (inString) {
        if (c === "'") {
          if (text[j + 1] === "'") j++;
          else inString = false;
        }
      } else if (c === "'") {
        inString = true;
      } else if (c === '}' && text[j + 1] === '}') {
        break;
      }
    }
    if (j >= text.length) throw new ExpressionError('Unclosed ${{ expression', text);
    out.push({ expr: text.slice(start + 3, j) });
    i = j + 2;
  }
}

/** Replaces every `${{ expr }}` in `text` with the text of its value. */
export function interpolate(text: string, ctx: EvalContext): string {
  if (!text.includes('${{')) return text;
  return segments(text)
    .map((s) => ('literal' in s ? s.literal : toText(evaluateExpression(s.expr, ctx))))
    .join('');
}

/**
 * Evaluates a step condition as the runner does.
 *
 * `implicitSuccess` (workflow `if:` on steps) turns a condition that calls no status function into
 * `success() && (condition)`. Action metadata conditions (`pre-if`, `post-if`) are evaluated as
 * written. An empty condition means `success()`.
 */
export function evaluateCondition(
  condition: string | undefined,
  ctx: EvalContext,
  implicitSuccess: boolean,
): boolean {
  let src = (condition ?? '').trim();
  if (src === '') src = 'success()';
  const parts = src.includes('${{') ? segments(src) : undefined;
  if (parts && parts.length === 1 && 'expr' in (parts[0] as object)) {
    src = (parts[0] as { expr: string }).expr;
  } else if (parts) {
    // Text mixed with ${{ }} is a string template, and a non-empty string is true (as on GitHub).
    const value = interpolate(src, ctx);
    return implicitSuccess ? ctx.status === 'success' && truthy(value) : truthy(value);
  }
  let node = parseExpression(src);
  if (implicitSuccess && !containsStatusFunction(node)) {
    node = { t: 'and', l: { t: 'call', name: 'success', args: [] }, r: node };
  }
  return truthy(evaluateNode(node, ctx, src));
}
