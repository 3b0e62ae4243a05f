/**
 * Secret redaction for output tails and error text (best effort over what looks like a
 * credential; `redactSecrets` lists the shapes), and a bounded tail buffer for streams.
 */

export interface Redaction {
  text: string;
  /** How many secrets were replaced. */
  count: number;
}

export const REDACTED = '***';

const PEM_BEGIN = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;
const PEM_END = /-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;

interface Rule {
  re: RegExp;
  /** Replacement; `$<keep>` groups are kept, the rest becomes ***. */
  replace: (match: string, groups: Record<string, string | undefined>) => string;
}

const whole = (): string => REDACTED;

const SECRET_WORDS =
  '(?:password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)';
const VALUE = `(?<value>"[^"\\r\\n]{1,4096}"|'[^'\\r\\n]{1,4096}'|[^\\s"',;&]{1,4096})`;

/** Replaces the value of an assignment, unless it is already redacted or names a variable. */
function replaceValue(match: string, groups: Record<string, string | undefined>): string {
  const value = groups['value'] ?? '';
  const bare = value.replace(/^["']|["']$/g, '');
  if (bare === REDACTED || bare === '' || /^\$\{?\{?[A-Za-z_][A-Za-z0-9_.]*\}?\}?$/.test(bare)) {
    return match;
  }
  const quoteChar = /^["']/.test(value) ? (value[0] as string) : '';
  return `${groups['keep'] ?? ''}${quoteChar}${REDACTED}${quoteChar}`;
}

const RULES: Rule[] = [
  // Complete PEM private key blocks.
  {
    re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/g,
    replace: whole,
  },
  // GitHub tokens: classic prefixes and fine-grained PATs.
  { re: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{20,255}(?![A-Za-z0-9_])/g, replace: whole },
  { re: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{20,255}(?![A-Za-z0-9_])/g, replace: whole },
  // AWS access key ids.
  { re: /(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}(?![A-Z0-9])/g, replace: whole },
  // Slack tokens.
  { re: /(?<![A-Za-z0-9])xox[a-z]-[A-Za-z0-9-]{10,250}/g, replace: whole },
  // JWTs (header.payload.signature, base64url).
  {
    re: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,4096}\.[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,4096}/g,
    replace: whole,
  },
  // Credentials in URLs: scheme://user:secret@host
  {
    re: /(?<keep>\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,256}:)[^\s@/]{1,512}(?=@)/gi,
    replace: (_m, g) => `${g['keep'] ?? ''}${REDACTED}`,
  },
  // Authorization values.
  {
    re: /(?<keep>\b(?:Bearer|Basic)\s+)(?!\*\*\*)[A-Za-z0-9._~+/=-]{8,4096}/g,
    replace: (_m, g) => `${g['keep'] ?? ''}${REDACTED}`,
  },
  // Assignments: password=..., "token": "...", API_KEY: ...
  {
    re: new RegExp(
      `(?<keep>(?<![A-Za-z0-9_.-])["']?[A-Za-z0-9_.-]{0,40}${SECRET_WORDS}[A-Za-z0-9_.-]{0,40}["']?\\s{0,5}[=:]\\s{0,5})${VALUE}`,
      'gi',
    ),
    replace: replaceValue,
  },
  // Command-line options: --password value, -token value
  {
    re: new RegExp(
      `(?<keep>(?<![A-Za-z0-9_.-])--?[A-Za-z0-9_-]{0,40}${SECRET_WORDS}[A-Za-z0-9_-]{0,40}\\s{1,5})(?!-)${VALUE}`,
      'gi',
    ),
    replace: replaceValue,
  },
];

/**
 * Replaces token-shaped strings in `text` with `***`: GitHub tokens (ghp_, gho_, ghu_, ghs_, ghr_,
 * github_pat_), AWS access key ids (AKIA/ASIA…), Slack tokens (xox?-…), JWTs (eyJ….….…), PEM
 * private key blocks (also cut-off ones at either end of a tail), credentials in URLs
 * (https://user:secret@host), `Bearer`/`Basic` authorization values and `password=`, `token:`,
 * `secret=`, `api_key=` style assignments.
 */
export function redactSecrets(text: string): Redaction {
  let count = 0;
  let out = text;
  // A tail can start inside a key block (END without BEGIN) or stop inside one (BEGIN without END).
  const end = PEM_END.exec(out);
  if (end && !PEM_BEGIN.test(out.slice(0, end.index))) {
    out = `${REDACTED}${out.slice(end.index + end[0].length)}`;
    count++;
  }
  for (const rule of RULES) {
    out = out.replace(rule.re, (...args: unknown[]) => {
      const match = args[0] as string;
      const last = args[args.length - 1];
      const groups = (typeof last === 'object' && last !== null ? last : {}) as Record<
        string,
        string | undefined
      >;
      const replaced = rule.replace(match, groups);
      if (replaced !== match) count++;
      return replaced;
    });
  }
  const begin = PEM_BEGIN.exec(out);
  if (begin) {
    out = `${out.slice(0, begin.index)}${REDACTED}`;
    count++;
  }
  return { text: out, count };
}

/**
 * Keeps the last `maxBytes` bytes written to it. `toString()` decodes them as UTF-8, starting at a
 * line boundary (or at least a character boundary) when earlier bytes were dropped, redacts
 * secrets, and starts with a note saying how many bytes were dropped.
 */
export class TailBuffer {
  readonly maxBytes: number;
  private chunks: Buffer[] = [];
  private held = 0;
  private dropped = 0;
  private total = 0;

  constructor(maxBytes: number) {
    if (!Number.isInteger(maxBytes) || maxBytes < 1) {
      throw new RangeError(`TailBuffer: maxBytes must be a positive integer, got ${maxBytes}`);
    }
    this.maxBytes = maxBytes;
  }

  /** Adds a chunk of the stream. */
  push(chunk: Uint8Array | string): void {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
    this.total += buf.length;
    if (buf.length > this.maxBytes) {
      this.dropped += buf.length - this.maxBytes;
      buf = buf.subarray(buf.length - this.maxBytes);
      this.dropped += this.held;
      this.chunks = [];
      this.held = 0;
    }
    this.chunks.push(Buffer.from(buf));
    this.held += buf.length;
    while (this.held > this.maxBytes) {
      const first = this.chunks[0] as Buffer;
      const excess = this.held - this.maxBytes;
      if (first.length <= excess) {
        this.chunks.shift();
        this.held -= first.length;
        this.dropped += first.length;
      } else {
        this.chunks[0] = first.subarray(excess);
        this.held -= excess;
        this.dropped += excess;
      }
    }
  }

  /** Bytes pushed in total. */
  get totalBytes(): number {
    return this.total;
  }

  /** Bytes no longer held (not counting those cut to reach a line boundary in toString). */
  get droppedBytes(): number {
    return this.dropped;
  }

  /** The held bytes, untouched. */
  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }

  /** The kept tail as redacted text; a first line says how many bytes were dropped, if any. */
  toString(): string {
    let buf = this.bytes();
    let dropped = this.dropped;
    if (dropped > 0 && buf.length > 0) {
      // Start after the first line break when there is one in the first half, else at the first
      // byte that starts a UTF-8 character.
      const nl = buf.indexOf(0x0a);
      let start = 0;
      if (nl >= 0 && nl < buf.length / 2) start = nl + 1;
      else
        while (start < buf.length && start < 4 && ((buf[start] as number) & 0xc0) === 0x80) start++;
      dropped += start;
      buf = buf.subarray(start);
    }
    const text = redactSecrets(new TextDecoder('utf-8').decode(buf)).text;
    return dropped > 0 ? `[${dropped} earlier bytes not kept]\n${text}` : text;
  }
}
