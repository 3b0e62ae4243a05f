/**
 * Who runs a phase, and whether it still does. `ci-state run` records itself as the phase's owner
 * when the phase begins (its pid, the host, the kernel's boot id and the process's start time where
 * the system gives them); a later `run` of a phase left running asks whether that process is gone
 * (killed, its machine restarted, its pid now someone else's) and, if it is, takes the phase over,
 * recorded as interrupted. A phase whose owner may still be at work, or cannot be checked from here
 * (another host, no owner recorded), is refused with the command that frees it.
 */
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { CiStateError } from '../core/errors.js';
import type { RunState } from '../core/schema.js';
import { failPhase, type PhaseOwner } from '../core/transitions.js';
import { isProcessAlive } from '../store/fs-util.js';

/** `/proc/<pid>/stat` on Linux, or undefined (no such process, or no /proc). */
function procStat(pid: number | 'self'): { state: string; startTime: number } | undefined {
  if (process.platform !== 'linux') return undefined;
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid …": the command name may hold spaces and parentheses, so the fields
  // are counted from the last ')'; the start time is field 22, the 20th after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const startTime = Number(fields[19]);
  if (!fields[0] || !Number.isSafeInteger(startTime)) return undefined;
  return { state: fields[0], startTime };
}

function bootId(): string | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const id = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return /^[0-9a-f-]{1,64}$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** This process, as the owner of the phase it runs. */
export function thisProcess(): PhaseOwner {
  const owner: PhaseOwner = { pid: process.pid, host: hostname().slice(0, 256) };
  const boot = bootId();
  if (boot) owner.bootId = boot;
  const stat = procStat('self');
  if (stat) owner.startTime = stat.startTime;
  return owner;
}

export type OwnerCheck =
  | { verdict: 'gone'; why: string }
  | { verdict: 'alive' }
  /** It runs elsewhere, or nothing says who runs it: it cannot be checked from here. */
  | { verdict: 'unknown' };

/** Whether the process that owns a running phase is gone, seen from `self` (this process). */
export function checkOwner(
  owner: PhaseOwner | undefined,
  self: PhaseOwner = thisProcess(),
): OwnerCheck {
  if (!owner || owner.host !== self.host) return { verdict: 'unknown' };
  if (owner.bootId && self.bootId && owner.bootId !== self.bootId)
    return { verdict: 'gone', why: 'the machine restarted since' };
  // This process is not the one that began the phase (one process runs one phase).
  if (owner.pid === self.pid) return { verdict: 'gone', why: 'its pid is now this process' };
  if (!isProcessAlive(owner.pid)) return { verdict: 'gone', why: 'no such process' };
  const stat = procStat(owner.pid);
  if (stat && (stat.state === 'Z' || stat.state === 'X'))
    return { verdict: 'gone', why: 'it exited' };
  if (stat && owner.startTime !== undefined && stat.startTime !== owner.startTime)
    return { verdict: 'gone', why: 'its pid is now another process' };
  return { verdict: 'alive' };
}

function describeOwner(owner: PhaseOwner): string {
  return `pid ${owner.pid} on host ${owner.host}`;
}

/**
 * Before `run` starts `phase`: a phase left running by a process that is gone is failed as
 * interrupted (the state returned, with a line saying so); one whose owner may still be at work is
 * refused, naming the command that frees it. Any other phase: the state unchanged.
 */
export function takeOverIfGone(
  state: RunState,
  phase: string,
  now: string,
  self: PhaseOwner = thisProcess(),
): { state: RunState; note?: string } {
  const rec = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
  if (rec?.status !== 'running') return { state };
  const since = rec.startedAt ?? '?';
  const check = checkOwner(rec.owner, self);
  if (check.verdict === 'gone' && rec.owner) {
    const who = describeOwner(rec.owner);
    const error = `interrupted: the ci-state process (${who}) that ran it is gone`;
    return {
      state: failPhase(state, phase, { now, error }),
      note: `${phase} was left running since ${since} by ${who}, which is gone (${check.why}): recorded as interrupted`,
    };
  }
  const free = `ci-state phase fail ${phase}`;
  const by = rec.owner
    ? check.verdict === 'alive'
      ? ` by ${describeOwner(rec.owner)}, which is still running`
      : ` by ${describeOwner(rec.owner)}, which cannot be checked from here`
    : '';
  const hint =
    check.verdict === 'alive'
      ? `wait for it or stop it; if it no longer runs this phase, free it with \`${free}\``
      : `if nothing runs it any more, free it with \`${free}\``;
  throw new CiStateError(
    'illegal_transition',
    `cannot start phase ${phase}: it is already running (since ${since}${by}); ${hint}`,
  );
}
