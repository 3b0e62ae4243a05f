// File-system fault injection for the reliability suite: wraps `fs.promises` and FileHandle, and
// the synchronous calls (and callback fsync) on paths and descriptors, so that the N-th write step
// (or read step) under a chosen directory fails with a chosen errno, the way a full disk (ENOSPC),
// a failing device (EIO) or a read-only mount (EACCES) fails it. A synchronous call is counted as
// the same step as its `fs.promises` counterpart (`rename`, `handle.sync`, ...).
//
// Tests run as root, so chmod cannot provoke EACCES, and nothing can provoke ENOSPC or EIO on a
// healthy disk. This wraps the real calls instead: in the test process by importing it, and in a
// child process (the built CLI) with `node --import <this file>`, configured by environment:
//   CI_STATE_FAULT_UNDER  only paths under this directory count (required to enable anything)
//   CI_STATE_FAULT_AT     the 0-based index of the step that fails (-1: none, only trace)
//   CI_STATE_FAULT_CODE   ENOSPC | EIO | EACCES | ...
//   CI_STATE_FAULT_KIND   write (default) | read
//   CI_STATE_FAULT_TRACE  a file where every counted step is appended as a line
// The ESM namespaces of node:fs/promises and node:fs are refreshed with syncBuiltinESMExports, so
// code that did `import * as fs from 'node:fs/promises'` (or 'node:fs') sees the wrappers.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const P = fs.promises;
const real = { ...P };
const realSync = { ...fs };

/** The controller; tests set its fields, a child gets them from its environment. */
export const control = {
  /** Paths under this prefix count; undefined disables everything. */
  under: process.env.CI_STATE_FAULT_UNDER || undefined,
  failAt: Number(process.env.CI_STATE_FAULT_AT ?? -1),
  code: process.env.CI_STATE_FAULT_CODE || 'EIO',
  kind: process.env.CI_STATE_FAULT_KIND || 'write',
  /** Steps counted so far (`<op> <path>`), in order. */
  steps: [],
  /** The step that failed, if one did. */
  fired: undefined,
  reset(options = {}) {
    this.under = options.under;
    this.failAt = options.failAt ?? -1;
    this.code = options.code ?? 'EIO';
    this.kind = options.kind ?? 'write';
    this.steps = [];
    this.fired = undefined;
  },
};

const traceFile = process.env.CI_STATE_FAULT_TRACE;

const MESSAGES = {
  ENOSPC: 'no space left on device',
  EIO: 'i/o error',
  EACCES: 'permission denied',
  EROFS: 'read-only file system',
  EDQUOT: 'disk quota exceeded',
};

function step(kind, op, path) {
  if (control.under === undefined || kind !== control.kind) return;
  const p = String(path ?? '');
  if (!p.startsWith(control.under)) return;
  const index = control.steps.length;
  control.steps.push(`${op} ${p}`);
  if (traceFile) realSync.appendFileSync(traceFile, `${op} ${p}\n`);
  if (index === control.failAt) {
    control.fired = `${op} ${p}`;
    const err = new Error(`${control.code}: ${MESSAGES[control.code] ?? 'failure'}, ${op} '${p}'`);
    err.code = control.code;
    err.syscall = op;
    err.path = p;
    throw err;
  }
}

const WRITE_FLAGS = /[wa+]/;
/** FileHandle -> { path, write } */
const handles = new WeakMap();

P.open = async function open(path, flags = 'r', mode) {
  const write = typeof flags === 'string' ? WRITE_FLAGS.test(flags) : (flags & 3) !== 0;
  step(write ? 'write' : 'read', `open(${flags})`, path);
  const handle = await real.open(path, flags, mode);
  handles.set(handle, { path: String(path), write });
  if (write) {
    // `close` is an own property of each FileHandle, not a prototype method.
    const origClose = handle.close;
    handle.close = async function close(...args) {
      try {
        step('write', 'handle.close', path);
      } catch (err) {
        // The descriptor is released even when close reports an error (as close(2) does).
        await origClose.apply(this, args).catch(() => undefined);
        throw err;
      }
      return origClose.apply(this, args);
    };
  }
  return handle;
};

const pathArgOps = {
  write: [
    'mkdir',
    'rename',
    'link',
    'unlink',
    'rm',
    'rmdir',
    'truncate',
    'writeFile',
    'appendFile',
    'copyFile',
    'symlink',
  ],
  read: ['readFile', 'readdir', 'stat', 'lstat', 'access', 'realpath'],
};
for (const [kind, ops] of Object.entries(pathArgOps)) {
  for (const op of ops) {
    const orig = real[op];
    if (typeof orig !== 'function') continue;
    P[op] = async function (...args) {
      // rename/link/copyFile: the step is about the destination (where the data goes).
      const target = ['rename', 'link', 'copyFile', 'symlink'].includes(op) ? args[1] : args[0];
      step(kind, op, target);
      return orig.apply(this, args);
    };
  }
}

// FileHandle methods. The prototype is reached through a handle on this very file.
const probe = await real.open(new URL(import.meta.url), 'r');
const proto = Object.getPrototypeOf(probe);
await probe.close();
const handleOps = {
  write: ['write', 'writeFile', 'appendFile', 'sync', 'datasync', 'truncate', 'writev'],
  read: ['read', 'readFile', 'stat', 'readv'],
};
for (const [kind, ops] of Object.entries(handleOps)) {
  for (const op of ops) {
    const orig = proto[op];
    if (typeof orig !== 'function') continue;
    proto[op] = async function (...args) {
      const h = handles.get(this);
      // fsync on a directory opened read-only is a write step (it makes a rename durable).
      const k = h && !h.write && kind === 'write' && op !== 'sync' ? 'read' : kind;
      if (h) step(k, `handle.${op}`, h.path);
      return orig.apply(this, args);
    };
  }
}
// Synchronous calls. Descriptors are followed from openSync to closeSync, as handles are above.
/** fd -> { path, write } */
const fds = new Map();

fs.openSync = function openSync(path, flags = 'r', mode) {
  const write = typeof flags === 'string' ? WRITE_FLAGS.test(flags) : (flags & 3) !== 0;
  step(write ? 'write' : 'read', `open(${flags})`, path);
  const fd = realSync.openSync(path, flags, mode);
  fds.set(fd, { path: String(path), write });
  return fd;
};

fs.closeSync = function closeSync(fd) {
  const h = fds.get(fd);
  fds.delete(fd);
  if (h?.write) {
    try {
      step('write', 'handle.close', h.path);
    } catch (err) {
      // The descriptor is released even when close reports an error (as close(2) does).
      try {
        realSync.closeSync(fd);
      } catch {
        // already reported
      }
      throw err;
    }
  }
  return realSync.closeSync(fd);
};

const fdOps = {
  write: {
    writeSync: 'write',
    writevSync: 'writev',
    fsyncSync: 'sync',
    fdatasyncSync: 'datasync',
    ftruncateSync: 'truncate',
  },
  read: { readSync: 'read', readvSync: 'readv', fstatSync: 'stat' },
};
for (const [kind, ops] of Object.entries(fdOps)) {
  for (const [op, label] of Object.entries(ops)) {
    const orig = realSync[op];
    if (typeof orig !== 'function') continue;
    fs[op] = function (fd, ...args) {
      const h = fds.get(fd);
      // fsync on a directory opened read-only is a write step (it makes a rename durable).
      const k = h && !h.write && kind === 'write' && label !== 'sync' ? 'read' : kind;
      if (h) step(k, `handle.${label}`, h.path);
      return orig.call(this, fd, ...args);
    };
  }
}

// fsync with a callback: the same step as handle.sync, failing through the callback.
for (const [op, label] of [
  ['fsync', 'sync'],
  ['fdatasync', 'datasync'],
]) {
  const orig = realSync[op];
  fs[op] = function (fd, callback) {
    const h = fds.get(fd);
    try {
      if (h) step('write', `handle.${label}`, h.path);
    } catch (err) {
      process.nextTick(callback, err);
      return;
    }
    return orig.call(this, fd, callback);
  };
}

const pathSyncOps = {
  write: [
    'mkdirSync',
    'renameSync',
    'linkSync',
    'unlinkSync',
    'rmSync',
    'rmdirSync',
    'truncateSync',
    'writeFileSync',
    'appendFileSync',
    'copyFileSync',
    'symlinkSync',
  ],
  read: ['readFileSync', 'readdirSync', 'statSync', 'lstatSync', 'accessSync', 'realpathSync'],
};
for (const [kind, ops] of Object.entries(pathSyncOps)) {
  for (const op of ops) {
    const orig = realSync[op];
    if (typeof orig !== 'function') continue;
    const label = op.slice(0, -'Sync'.length);
    fs[op] = function (...args) {
      const first = ['renameSync', 'linkSync', 'copyFileSync', 'symlinkSync'].includes(op)
        ? args[1]
        : args[0];
      // readFileSync / writeFileSync / appendFileSync also take a descriptor.
      const target = typeof first === 'number' ? fds.get(first)?.path : first;
      step(kind, label, target);
      return orig.apply(this, args);
    };
  }
}

syncBuiltinESMExports();
