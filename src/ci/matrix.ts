/** The matrix part of a scope: which leg of a matrix or which parallel copy of a job this is. */
import { createHash } from 'node:crypto';

/** A stable key for a matrix leg: the canonical JSON of the matrix object, hashed when long. */
export function matrixKey(matrixJson: string | undefined): string {
  if (!matrixJson || matrixJson.trim() === '' || matrixJson.trim() === 'null') return '';
  let value: unknown;
  try {
    value = JSON.parse(matrixJson);
  } catch {
    return createHash('sha256').update(matrixJson).digest('hex').slice(0, 16);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    const text = entries.map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
    const joined = text.join(',');
    return joined.length <= 200
      ? joined
      : createHash('sha256').update(joined).digest('hex').slice(0, 16);
  }
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

/**
 * The matrix key of a job on another CI system: the system's own parts (`parallel`: index/total,
 * `label`: a matrix leg's label) with `CI_STATE_MATRIX` (JSON, an object's keys merged) on top.
 */
export function ciMatrixKey(
  parts: Record<string, string | undefined>,
  own: string | undefined,
): string {
  const value: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parts)) if (v !== undefined) value[k] = v;
  if (own !== undefined && own.trim() !== '' && own.trim() !== 'null') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(own);
    } catch {
      parsed = own;
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      Object.assign(value, parsed);
    else value.matrix = own;
  }
  return Object.keys(value).length === 0 ? '' : matrixKey(JSON.stringify(value));
}
