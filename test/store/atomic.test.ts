import { spawnSync } from 'node:child_process';
import * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CiStateError } from '../../src/core/errors.js';
import {
  cleanupTempFiles,
  writeFileDurable,
  type DurableFileHandle,
  type DurableFs,
} from '../../src/store/index.js';
import { tempDir } from './helpers.js';

type Step = 'open' | 'write' | 'fsync' | 'close' | 'rename' | 'dir-fsync';

function injected(code: string): Error {
  return Object.assign(new Error(`${code}: injected failure`), { code });
}

/** node:fs/promises, except that one step fails with `code`. Records the calls made. */
function faultyFs(step: Step | undefined, code: string, calls: string[] = []): DurableFs {
  const fail = (s: Step) => {
    calls.push(s);
    if (s === step) throw injected(code);
  };
  return {
    async open(path, flags, mode) {
      const isDir = flags === 'r';
      if (!isDir) fail('open');
      const h = await nodeFs.open(path, flags, mode);
      const handle: DurableFileHandle = {
        async writeFile(data) {
          fail('write');
          await h.writeFile(data);
        },
        async sync() {
          fail(isDir ? 'dir-fsync' : 'fsync');
          await h.sync();
        },
        async close() {
          if (!isDir) fail('close');
          await h.close();
        },
      };
      return handle;
    },
    async rename(from, to) {
      fail('rename');
      await nodeFs.rename(from, to);
    },
    unlink: (path) => nodeFs.unlink(path),
  };
}

const DESCRIBED: Record<string, string> = {
  ENOSPC: 'no space left on device (ENOSPC)',
  EIO: 'input/output error (EIO)',
  EACCES: 'read-only or not writable (EACCES)',
  EROFS: 'read-only or not writable (EROFS)',
};

describe('writeFileDurable', () => {
  let dir: string;
  let remove: () => Promise<void>;
  beforeEach(async () => ({ dir, remove } = await tempDir()));
  afterEach(() => remove());

  const listTemps = async () => (await nodeFs.readdir(dir)).filter((n) => n.endsWith('.tmp'));

  it('replaces the content and leaves no temp file; the steps run in the durable order', async () => {
    const path = join(dir, 'state.json');
    await writeFileDurable(path, 'old');
    const calls: string[] = [];
    await writeFileDurable(path, Buffer.from('new'), { fs: faultyFs(undefined, '', calls) });
    expect(await nodeFs.readFile(path, 'utf8')).toBe('new');
    expect(await listTemps()).toEqual([]);
    expect(calls).toEqual(['open', 'write', 'fsync', 'close', 'rename', 'dir-fsync']);
  });

  for (const step of ['open', 'write', 'fsync', 'close', 'rename'] as const) {
    for (const code of ['ENOSPC', 'EIO', 'EACCES', 'EROFS']) {
      it(`${code} at ${step}: old content intact, no temp file, one clear line`, async () => {
        const path = join(dir, 'state.json');
        await nodeFs.writeFile(path, 'old content');
        const err = await writeFileDurable(path, 'new content', {
          fs: faultyFs(step, code),
        }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(CiStateError);
        expect((err as Error).message).toBe(`cannot write ${path}: ${DESCRIBED[code]}`);
        expect((err as CiStateError).code).toBe(code === 'ENOSPC' ? 'store_full' : 'store_io');
        expect(await nodeFs.readFile(path, 'utf8')).toBe('old content');
        expect(await listTemps()).toEqual([]);
      });
    }
  }

  it('a directory fsync failure is reported, saying the new content is in place', async () => {
    const path = join(dir, 'state.json');
    await nodeFs.writeFile(path, 'old');
    const err = await writeFileDurable(path, 'new', { fs: faultyFs('dir-fsync', 'EIO') }).catch(
      (e: unknown) => e as Error,
    );
    expect(err?.message).toBe(
      `cannot write ${path}: input/output error (EIO) while syncing its directory; the new content is in place but may not survive a crash`,
    );
    expect(await nodeFs.readFile(path, 'utf8')).toBe('new');
    expect(await listTemps()).toEqual([]);
  });

  it('on Windows, a rename that fails for a moment (EPERM) is retried', async () => {
    const path = join(dir, 'state.json');
    await nodeFs.writeFile(path, 'old');
    let failures = 2;
    const flaky: DurableFs = {
      ...faultyFs(undefined, ''),
      async rename(from, to) {
        if (failures-- > 0) throw injected('EPERM');
        await nodeFs.rename(from, to);
      },
    };
    await writeFileDurable(path, 'new', { fs: flaky, platform: 'win32' });
    expect(await nodeFs.readFile(path, 'utf8')).toBe('new');
    failures = 1;
    await expect(writeFileDurable(path, 'newer', { fs: flaky, platform: 'linux' })).rejects.toThrow(
      `cannot write ${path}: read-only or not writable (EPERM)`,
    );
    expect(await listTemps()).toEqual([]);
  });

  it('a file system without directory fsync (EINVAL) is not an error', async () => {
    const path = join(dir, 'state.json');
    await writeFileDurable(path, 'new', { fs: faultyFs('dir-fsync', 'EINVAL') });
    expect(await nodeFs.readFile(path, 'utf8')).toBe('new');
  });

  it('a real error: a parent that is a file (ENOTDIR)', async () => {
    const file = join(dir, 'file');
    await nodeFs.writeFile(file, 'x');
    await expect(writeFileDurable(join(file, 'state.json'), 'y')).rejects.toThrow(
      `cannot write ${join(file, 'state.json')}: a parent path is not a directory (ENOTDIR)`,
    );
  });
});

describe('cleanupTempFiles', () => {
  let dir: string;
  let remove: () => Promise<void>;
  beforeEach(async () => ({ dir, remove } = await tempDir()));
  afterEach(() => remove());

  it('removes temp files of dead writers and old ones, keeps live writers and other files', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const live = process.ppid;
    const files = {
      dead: `.state.json.${dead}.0a1b2c.tmp`,
      ours: `.state.json.${process.pid}.0a1b2c.tmp`,
      liveFresh: `.state.json.${live}.0a1b2c.tmp`,
      liveOld: `.backup.json.${live}.ffee.tmp`,
      otherOld: 'something.tmp',
      notTemp: 'state.json',
    };
    for (const name of Object.values(files)) await nodeFs.writeFile(join(dir, name), 'x');
    const past = new Date(Date.now() - 10 * 60_000);
    for (const name of [files.liveOld, files.otherOld]) {
      await nodeFs.utimes(join(dir, name), past, past);
    }
    const removed = await cleanupTempFiles(dir);
    expect(removed.sort()).toEqual(
      [files.dead, files.liveOld, files.otherOld].map((n) => join(dir, n)).sort(),
    );
    expect((await nodeFs.readdir(dir)).sort()).toEqual(
      [files.ours, files.liveFresh, files.notTemp].sort(),
    );
  });

  it('a missing directory has nothing to clean', async () => {
    expect(await cleanupTempFiles(join(dir, 'nope'))).toEqual([]);
  });
});
