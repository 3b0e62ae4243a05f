/**
 * The owner of a running phase (src/cli/owner.ts): what `run` records of itself, how a later `run`
 * tells an owner that is gone from one still at work or one it cannot check, and the takeover or
 * refusal that follows. Real processes stand for owners; the state is built with the core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { startPhase, type PhaseOwner } from '../../src/core/index.js';
import { checkOwner, takeOverIfGone, thisProcess } from '../../src/cli/owner.js';
import { at, newRun, thrown } from '../core/helpers.js';

const self = thisProcess();
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

/** A live process other than this one, as an owner recorded on this machine. */
async function liveOwner(): Promise<PhaseOwner> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  children.push(child);
  await new Promise((resolve, reject) => child.once('spawn', resolve).once('error', reject));
  const owner: PhaseOwner = { pid: child.pid!, host: self.host };
  if (self.bootId) owner.bootId = self.bootId;
  if (process.platform === 'linux') {
    const { readFileSync } = await import('node:fs');
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    owner.startTime = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  }
  return owner;
}

/** A pid no process has: far above what a test machine hands out. */
const NO_PID = 4_194_000;

describe('thisProcess', () => {
  it('is this pid on this host; on Linux with the boot id and the start time', () => {
    expect(self.pid).toBe(process.pid);
    expect(self.host.length).toBeGreaterThan(0);
    if (process.platform === 'linux') {
      expect(self.bootId).toMatch(/^[0-9a-f-]{36}$/);
      expect(self.startTime).toEqual(expect.any(Number));
      expect(thisProcess().startTime).toBe(self.startTime);
    }
  });
});

describe('checkOwner', () => {
  it('a live process is alive', async () => {
    expect(checkOwner(await liveOwner(), self)).toEqual({ verdict: 'alive' });
  });

  it('a pid with no process is gone', () => {
    expect(checkOwner({ pid: NO_PID, host: self.host }, self)).toEqual({
      verdict: 'gone',
      why: 'no such process',
    });
  });

  it('a process that has ended since is gone', async () => {
    const owner = await liveOwner();
    const child = children.pop()!;
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(checkOwner(owner, self).verdict).toBe('gone');
  });

  it.runIf(process.platform === 'linux')(
    'its pid held by another process (another start time) is gone',
    async () => {
      const owner = await liveOwner();
      expect(checkOwner({ ...owner, startTime: owner.startTime! + 1 }, self)).toEqual({
        verdict: 'gone',
        why: 'its pid is now another process',
      });
    },
  );

  it('another boot of this machine: gone, even if the pid lives', async () => {
    const owner = await liveOwner();
    expect(
      checkOwner({ ...owner, bootId: 'another-boot' }, { ...self, bootId: 'this-boot' }),
    ).toEqual({ verdict: 'gone', why: 'the machine restarted since' });
  });

  it('this very pid: gone (one process runs one phase)', () => {
    expect(checkOwner({ ...self }, self).verdict).toBe('gone');
  });

  it('another host, or no owner recorded: cannot be checked from here', () => {
    expect(checkOwner({ pid: NO_PID, host: `not-${self.host}` }, self)).toEqual({
      verdict: 'unknown',
    });
    expect(checkOwner(undefined, self)).toEqual({ verdict: 'unknown' });
  });
});

describe('takeOverIfGone', () => {
  const running = (owner?: PhaseOwner) =>
    startPhase(newRun(), 'build', { now: at(1), ...(owner ? { owner } : {}) });

  it('records the owner when the phase starts', () => {
    const owner: PhaseOwner = { pid: 42, host: 'h', bootId: 'b', startTime: 7 };
    expect(running(owner).phases.build?.owner).toEqual(owner);
  });

  it('a gone owner: the phase fails as interrupted, with one line to say so', () => {
    const state = running({ pid: NO_PID, host: self.host });
    const { state: next, note } = takeOverIfGone(state, 'build', at(5), self);
    expect(next.phases.build).toMatchObject({
      status: 'failed',
      error: `interrupted: the ci-state process (pid ${NO_PID} on host ${self.host}) that ran it is gone`,
      endedAt: at(5),
    });
    expect(next.lastFailure).toMatchObject({ phase: 'build', recoverable: true });
    expect(note).toBe(
      `build was left running since ${at(1)} by pid ${NO_PID} on host ${self.host}, which is gone (no such process): recorded as interrupted`,
    );
    // Then it starts again as usual.
    expect(startPhase(next, 'build', { now: at(6) }).phases.build?.status).toBe('running');
  });

  it('a live owner: refused, naming the command that frees the phase', async () => {
    const owner = await liveOwner();
    const e = thrown(() => takeOverIfGone(running(owner), 'build', at(5), self));
    expect(e.code).toBe('illegal_transition');
    expect(e.message).toBe(
      `cannot start phase build: it is already running (since ${at(1)} by pid ${owner.pid} on host ${self.host}, which is still running); wait for it or stop it; if it no longer runs this phase, free it with \`ci-state phase fail build\``,
    );
  });

  it('an owner on another host, or none: refused, naming the command that frees the phase', () => {
    const other = { pid: 1, host: `not-${self.host}` };
    expect(thrown(() => takeOverIfGone(running(other), 'build', at(5), self)).message).toBe(
      `cannot start phase build: it is already running (since ${at(1)} by pid 1 on host not-${self.host}, which cannot be checked from here); if nothing runs it any more, free it with \`ci-state phase fail build\``,
    );
    expect(thrown(() => takeOverIfGone(running(), 'build', at(5), self)).message).toBe(
      `cannot start phase build: it is already running (since ${at(1)}); if nothing runs it any more, free it with \`ci-state phase fail build\``,
    );
  });

  it('a phase that is not running is left as it is', () => {
    const state = newRun(['build']);
    expect(takeOverIfGone(state, 'build', at(5), self)).toEqual({ state });
    expect(takeOverIfGone(state, 'other', at(5), self)).toEqual({ state });
  });
});
