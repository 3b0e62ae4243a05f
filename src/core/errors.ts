/**
 * The one error type the core throws. Every message is a single line that names the input and says
 * what is accepted, so the CLI and the Action can print it as is (an annotation, a log line).
 */
import { oneLine } from './text.js';

/** Stable codes, for callers that branch on the kind of failure. */
export type CiStateErrorCode =
  | 'invalid_input'
  | 'invalid_json'
  | 'invalid_state'
  | 'newer_schema'
  | 'forbidden_key'
  | 'illegal_transition'
  | 'unknown_strategy'
  | 'unknown_profile'
  | 'invalid_phase_list'
  | 'unknown_checkpoint'
  | 'rollback_loop'
  | 'run_completed'
  | 'invalid_journal'
  | 'invalid_time'
  | 'undeclared_phase';

export interface CiStateErrorOptions {
  /** Process exit code the CLI should use (default 2: bad input or state). */
  exitCode?: number;
  /** Every individual problem, when the message summarises several. */
  details?: string[];
  cause?: unknown;
}

const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;

export class CiStateError extends Error {
  override readonly name = 'CiStateError';
  readonly code: CiStateErrorCode | (string & {});
  readonly exitCode: number;
  /** Every individual problem (the message may list only the first ones when there are many). */
  readonly details: string[];

  /**
   * `new CiStateError(code, message, options?)`. The third argument may be just the exit code.
   * For callers written against the other order, `(message, code)` is recognised (a code is one
   * snake_case word; a message has spaces) and taken as meant.
   */
  constructor(
    code: CiStateErrorCode | (string & {}),
    message: string,
    options: CiStateErrorOptions | number = {},
  ) {
    if (!CODE_PATTERN.test(code) && CODE_PATTERN.test(message)) [code, message] = [message, code];
    const opts = typeof options === 'number' ? { exitCode: options } : options;
    super(oneLine(message), opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.exitCode = opts.exitCode ?? 2;
    this.details = opts.details ?? [];
  }
}

export function isCiStateError(err: unknown): err is CiStateError {
  return err instanceof CiStateError;
}

/** Error messages stay on one line (core/text.ts); exported here with the other message helpers. */
export { oneLine };

/**
 * Quotes an untrusted value for an error message: JSON string syntax (so it is one line and its
 * bounds are visible), cut to `max` characters.
 */
export function quote(value: unknown, max = 80): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  if (text.length > max) text = `${text.slice(0, max)}…`;
  return JSON.stringify(text);
}

/** "a, b, c or d" */
export function listWords(items: readonly string[], conjunction = 'or'): string {
  if (items.length === 0) return '(none)';
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1] as string}`;
}
