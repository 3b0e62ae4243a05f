/**
 * The holder files of the advisory lock (see lock.ts): the file a process links as the lock, kept
 * for the next time it takes the same lock, so that taking it again creates and removes no file.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { errnoCode, fsError } from './fs-util.js';

/** Errors of a file system that cannot make hard links (the lock is then created in place). */
export const NO_LINK = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

export interface HolderFile {
  /** The lock it is for. */
  lock: string;
  path: string;
  fd: number;
  size: number;
  /** Linked as the lock right now. */
  busy: boolean;
}

/** This process's holder files, by lock path, the least recently used first. */
const holderFiles = new Map<string, HolderFile>();
const MAX_HOLDER_FILES = 16;
let removeAtExit = false;

/**
 * Link this process's holder file for `path` (`.<lock name>.<pid>.<hex>.holder` next to it),
 * rewritten in place with `text`, as the lock. It is never rewritten while linked as the lock (a
 * second taker in this process goes the ordinary way), it is given up when anything about it is
 * off, and it is removed when the process exits (a dead process's by the store's cleanup). Returns the file
 * when the lock is taken, 'held' when it exists, undefined when the ordinary way must be taken (the
 * holder file is in use by this process, or could not be reused).
 */
export function viaHolderFile(path: string, text: string): HolderFile | 'held' | undefined {
  let file = holderFiles.get(path);
  if (file?.busy) return undefined;
  const data = Buffer.from(text, 'utf8');
  if (file) {
    holderFiles.delete(path);
    holderFiles.set(path, file);
    try {
      if (file.size !== data.length) fs.ftruncateSync(file.fd, 0);
      writeAt(file.fd, data);
      file.size = data.length;
    } catch {
      retire(file);
      file = undefined;
    }
  }
  file ??= createHolderFile(path, data);
  if (!file) return undefined;
  try {
    fs.linkSync(file.path, path);
    file.busy = true;
    return file;
  } catch (err) {
    const code = errnoCode(err) ?? '';
    if (code === 'EEXIST') return 'held';
    retire(file);
    if (NO_LINK.has(code) || code === 'ENOENT') return undefined;
    throw fsError('create the lock', path, err);
  }
}

function writeAt(fd: number, data: Buffer): void {
  let offset = 0;
  while (offset < data.length) {
    offset += fs.writeSync(fd, data, offset, data.length - offset, offset);
  }
}

function createHolderFile(lock: string, data: Buffer): HolderFile | undefined {
  if (holderFiles.size >= MAX_HOLDER_FILES) {
    const idle = [...holderFiles.values()].find((f) => !f.busy);
    if (!idle) return undefined;
    retire(idle);
  }
  const path = join(
    dirname(lock),
    `.${basename(lock)}.${process.pid}.${randomBytes(6).toString('hex')}.holder`,
  );
  let fd: number | undefined;
  try {
    fd = fs.openSync(path, 'wx', 0o644);
    writeAt(fd, data);
  } catch (err) {
    if (fd !== undefined) closeQuietly(fd);
    removeQuietly(path);
    throw fsError('create the lock', lock, err);
  }
  const file: HolderFile = { lock, path, fd, size: data.length, busy: false };
  holderFiles.set(lock, file);
  if (!removeAtExit) {
    removeAtExit = true;
    process.once('exit', () => {
      for (const f of [...holderFiles.values()]) retire(f);
    });
  }
  return file;
}

/** Stop using a holder file: close it and remove its name (a lock linked to it stays). */
export function retire(file: HolderFile): void {
  if (holderFiles.get(file.lock) === file) holderFiles.delete(file.lock);
  closeQuietly(file.fd);
  removeQuietly(file.path);
}

export function closeQuietly(fd: number): void {
  try {
    fs.closeSync(fd);
  } catch {
    // nothing left to do with it
  }
}

export function removeQuietly(path: string): void {
  try {
    fs.unlinkSync(path);
  } catch {
    // already gone, or left for the sweep of dead writers' temp files
  }
}
