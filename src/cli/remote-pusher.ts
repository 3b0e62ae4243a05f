/**
 * Saving to the remote store off the phase's path (cli/remote.ts saves inline). When phase
 * outputs are kept in the background (keeper.ts: on another CI system by default, or
 * `CI_STATE_KEEP=background`), a phase end asks the pusher, a detached process
 * (`ci-state __keep --push <store>`), to push the store's newest state, and goes on. One pusher
 * at a time (the claim file `<store>/remote-push/pusher.json`): a phase end that finds one at work
 * leaves it to push the newer state, since it looks for a newer state before it ends (coalescing:
 * three phase ends during one push give one more push, of the newest state). What it says goes to
 * `<store>/remote-push/log`, which `ci-state flush` shows after waiting for it; flush then saves
 * the final state itself and says "saved" or "NOT saved" from that save. A job that dies first
 * leaves on the bucket the states whose push had ended: each lists only packs already uploaded.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { join } from 'node:path';
import type { RunState } from '../core/schema.js';
import { isProcessAlive } from '../store/fs-util.js';
import { keeperSaid, keepWaitMs } from '../store/keepers.js';
import { LocalStore } from '../store/local-store.js';
import { createPrinter } from './output.js';
import type { Printer } from './output.js';
import { pushAfterPhase, remoteUrl } from './remote.js';
import { currentKey, mutate, type Session } from './session.js';

/** What a push to the remote store did: the state as it is now, and the line that said so. */
export interface PushOutcome {
  state: RunState;
  saved: boolean;
  /** "state 12 saved to s3://… at …, no new content" or "state NOT saved to …: why". */
  line: string;
}

/**
 * Pushes `state` (cli/remote.ts) and tells the outcome by the line the push printed; undefined
 * without a remote store.
 */
export async function pushNow(
  s: Session,
  key: string,
  state: RunState,
): Promise<PushOutcome | undefined> {
  let said: { line: string; saved: boolean } | undefined;
  const printer: Printer = {
    ...s.printer,
    note: (l) => {
      if (/^state \d+ saved to /.test(l)) said = { line: l, saved: true };
      s.printer.note(l);
    },
    annotate: (l) => {
      if (/NOT saved/.test(l)) said = { line: l, saved: false };
      s.printer.annotate(l);
    },
  };
  const session = { ...s, current: Promise.resolve(key) };
  // The new pack is listed in the store. The state saved is the store's version that lists it
  // when nothing but its packs changed since `state` (so the bucket holds a version the store
  // has); else `state` with the pack listed: a checkpoint recorded meanwhile (a keeper) has
  // content this push did not pack, so the bucket must not list it yet (the next push saves it).
  const st = await pushAfterPhase(s.dir, key, state, printer, async (edit) => {
    const listed = await mutate(session, (x) => ({ ...x, packs: edit(x.packs) }));
    return sameButPacks(listed, state) ? listed : undefined;
  });
  return said ? { state: st, ...said } : undefined;
}

/** Whether two versions of a state differ at most in their packs (and so their seq and time). */
function sameButPacks(a: RunState, b: RunState): boolean {
  const bare = (x: RunState) => JSON.stringify({ ...x, packs: [], seq: 0, updatedAt: '' });
  return bare(a) === bare(b);
}

/** A claim without a pid is a pusher being started: alive this long after it was written. */
const STARTING_MS = 120_000;

function pushDir(storeDir: string): string {
  return join(storeDir, 'remote-push');
}
const claimFile = (storeDir: string) => join(pushDir(storeDir), 'pusher.json');
const logFile = (storeDir: string) => join(pushDir(storeDir), 'log');

interface Claim {
  pid?: number;
}

/** Whether the claim file names a pusher that may still be at work (false: none, or stale). */
function claimAlive(storeDir: string, now = Date.now()): boolean {
  const file = claimFile(storeDir);
  let claim: Claim;
  let mtime: number;
  try {
    mtime = fs.statSync(file).mtimeMs;
    claim = JSON.parse(fs.readFileSync(file, 'utf8')) as Claim;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    claim = {}; // being written
    mtime = now;
  }
  return claim.pid !== undefined ? isProcessAlive(claim.pid) : now - mtime < STARTING_MS;
}

/** Takes the claim; false when a pusher holds it. A stale claim (its pusher gone) is taken over. */
function claim(storeDir: string): boolean {
  fs.mkdirSync(pushDir(storeDir), { recursive: true });
  for (let i = 0; i < 2; i++) {
    try {
      fs.writeFileSync(claimFile(storeDir), '{}', { flag: 'wx' });
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (claimAlive(storeDir)) return false;
      fs.rmSync(claimFile(storeDir), { force: true });
    }
  }
  return false;
}

/**
 * After a phase ended: has the pusher push the store's newest state (starting one when none is at
 * work) and says so in one line. A pusher that cannot start leaves the save to the next phase end
 * or to flush.
 */
export function pushInBackground(s: Session, state: RunState): void {
  const where = remoteUrl(s.dir);
  if (!where) return;
  if (claim(s.dir)) {
    const log = fs.openSync(logFile(s.dir), 'a');
    try {
      const child = spawn(process.execPath, [process.argv[1] ?? '', '__keep', '--push', s.dir], {
        detached: true,
        stdio: ['ignore', log, log],
        windowsHide: true,
      });
      child.on('error', () => undefined); // its claim goes stale; flush saves
      child.unref();
      if (child.pid !== undefined)
        fs.writeFileSync(claimFile(s.dir), JSON.stringify({ pid: child.pid }));
    } finally {
      fs.closeSync(log);
    }
  }
  s.printer.note(`state ${state.seq}: saving to ${where.url} in the background`);
}

/** The pusher process (`ci-state __keep --push <store>`); its exit code. */
export async function pusherMain(storeDir: string): Promise<number> {
  const printer = createPrinter();
  const s: Session = {
    store: new LocalStore({ dir: storeDir, onWarning: (m: string) => printer.warn(m) }),
    dir: storeDir,
    printer,
  };
  fs.writeFileSync(claimFile(storeDir), JSON.stringify({ pid: process.pid }));
  let pushed = -1;
  let failures = 0;
  for (;;) {
    // The newest state, until it is the one last pushed (or two pushes in a row failed).
    while (failures < 2) {
      const key = await s.store.getCurrent();
      const state = key ? await s.store.read(key) : undefined;
      if (!key || !state || state.seq <= pushed) break;
      let r: PushOutcome | undefined;
      try {
        r = await pushNow(s, key, state);
      } catch (e) {
        printer.warn(`state NOT saved to the remote store: ${(e as Error).message}`);
      }
      if (!r) break;
      failures = r.saved ? 0 : failures + 1;
      pushed = Math.max(state.seq, r.state.seq);
    }
    fs.rmSync(claimFile(storeDir), { force: true });
    // A phase end that found the claim taken left its state to this pusher: one more look.
    const key = await s.store.getCurrent();
    const state = key ? await s.store.read(key) : undefined;
    if (failures >= 2 || !state || state.seq <= pushed || !claim(storeDir)) return 0;
    fs.writeFileSync(claimFile(storeDir), JSON.stringify({ pid: process.pid }));
  }
}

/** `flush`: waits for the pusher (at most CI_STATE_KEEP_WAIT_SECONDS), then shows what it said. */
export async function waitForPusher(s: Session): Promise<void> {
  if (!fs.existsSync(pushDir(s.dir))) return;
  const deadline = Date.now() + keepWaitMs();
  for (let delay = 10; claimAlive(s.dir) && Date.now() < deadline;) {
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 200);
  }
  const left = claimAlive(s.dir);
  let said = '';
  try {
    said = fs.readFileSync(logFile(s.dir), 'utf8');
    fs.rmSync(logFile(s.dir), { force: true });
  } catch {
    // no log: it said nothing
  }
  for (const line of said.split('\n').filter((l) => l.trim() !== ''))
    s.printer.note(keeperSaid(line));
  if (left)
    s.printer.warn(
      'gave up waiting for the background save to the remote store (CI_STATE_KEEP_WAIT_SECONDS)',
    );
  else fs.rmSync(claimFile(s.dir), { force: true });
}

/**
 * Off a runner, after a phase ended (handoff.ts): to the remote store, in the background when
 * phase outputs are kept there, inline when `wait` (a side effect that succeeded) or
 * `CI_STATE_KEEP=inline`. The outcome of an inline save; undefined otherwise.
 */
export async function saveToRemote(
  s: Session,
  state: RunState,
  wait: boolean,
): Promise<PushOutcome | undefined> {
  const key = await currentKey(s);
  if (!key || !remoteUrl(s.dir)) return undefined;
  const { keepsInBackground } = await import('./keeper.js');
  if (!wait && keepsInBackground()) {
    pushInBackground(s, state);
    return undefined;
  }
  return pushNow(s, key, state);
}
