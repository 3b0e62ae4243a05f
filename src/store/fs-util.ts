/**
 * Small helpers shared by the store modules: turning file-system errors into one readable line,
 * and asking whether a process on this machine is still alive.
 */
import { CiStateError } from '../core/errors.js';

/** The `code` of a Node system error (`ENOENT`, `ENOSPC`, ...), if it has one. */
export function errnoCode(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'code' in err) {
    const code = (err as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const DESCRIPTIONS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EACCES: 'read-only or not writable',
  EPERM: 'read-only or not writable',
  EROFS: 'read-only or not writable',
  EIO: 'input/output error',
  ENOTDIR: 'a parent path is not a directory',
  ENOENT: 'the directory does not exist',
  EISDIR: 'it is a directory',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
};

/** What went wrong, in words, ending with the error code: `no space left on device (ENOSPC)`. */
export function describeFsError(err: unknown): string {
  const code = errnoCode(err);
  const known = code ? DESCRIPTIONS[code] : undefined;
  if (known) return `${known} (${code})`;
  const message = err instanceof Error ? err.message : String(err);
  const firstLine = message.split('\n', 1)[0] ?? '';
  return code && !firstLine.includes(code) ? `${firstLine} (${code})` : firstLine;
}

/** `cannot <verb> <path>: <reason> (<CODE>)` as a CiStateError; CiStateErrors pass through. */
export function fsError(verb: string, path: string, err: unknown): CiStateError {
  if (err instanceof CiStateError) return err;
  const code = errnoCode(err);
  return new CiStateError(
    code === 'ENOSPC' || code === 'EDQUOT' ? 'store_full' : 'store_io',
    `cannot ${verb} ${path}: ${describeFsError(err)}`,
    { exitCode: 1, cause: err },
  );
}

/**
 * Whether a process with this pid exists on this machine. `kill(pid, 0)` sends nothing: it fails
 * with ESRCH when there is no such process and with EPERM when it exists but belongs to someone else.
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errnoCode(err) !== 'ESRCH';
  }
}
