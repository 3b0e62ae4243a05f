/**
 * Resume strategies: parsing the `--resume` / `resume` input. What each strategy does is described
 * on `planResume` (plan.ts), which applies them.
 */
import { CiStateError, quote } from './errors.js';
import type { Strategy } from './schema.js';

export const STRATEGY_HELP = 'failed, previous, skip-failed, restart or checkpoint:<id|phase>';

/**
 * Parses a resume strategy. Blank text means the default, `failed`. Case and surrounding space of
 * the keyword are forgiven; a checkpoint target is kept as written.
 */
export function parseStrategy(text: string, inputName = '--resume'): Strategy {
  const raw = typeof text === 'string' ? text.trim() : '';
  if (typeof text === 'string' && raw === '') return 'failed';
  const lower = raw.toLowerCase();
  if (
    lower === 'failed' ||
    lower === 'previous' ||
    lower === 'skip-failed' ||
    lower === 'restart'
  ) {
    return lower;
  }
  if (lower.startsWith('checkpoint:')) {
    const target = raw.slice('checkpoint:'.length).trim();
    if (target === '' || target.length > 128 || /\s/.test(target)) {
      throw new CiStateError(
        'unknown_strategy',
        `resume strategy ${quote(raw)} (${inputName}) names no valid checkpoint: expected checkpoint:<id|phase>, e.g. checkpoint:build`,
      );
    }
    return `checkpoint:${target}`;
  }
  throw new CiStateError(
    'unknown_strategy',
    `unknown resume strategy ${quote(text)} (${inputName}): expected ${STRATEGY_HELP}`,
  );
}
