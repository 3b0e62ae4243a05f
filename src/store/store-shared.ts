/**
 * What the local store's modules share: the version a store knows with the stamps of the files it
 * came from, one-line messages, and how a missing file is read.
 */
import * as nodeFs from 'node:fs';
import type { RunState } from '../core/schema.js';
import { errnoCode, fsError } from './fs-util.js';
import type { Fragments } from './revision.js';

/**
 * The last version this store read or wrote for one key, with the identity of the files it came
 * from: while `state.json` and `journal.jsonl` are still those files (same inode, size, change and
 * modification times), it is what they hold, and a write needs not read, parse and validate it
 * again. Every writer replaces `state.json` by a rename (a new inode) and appends to the journal,
 * so any other write shows in these stamps. `state` is private: callers get copies.
 */
export interface Known {
  key: string;
  state: RunState;
  stateStamp: string;
  journalStamp: string;
  /** The text of its fields as serialized, when this store wrote it. */
  fragments?: Fragments;
}

export function stampOf(stat: nodeFs.BigIntStats | undefined): string {
  return stat ? `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}` : 'missing';
}

export function statStamp(path: string): string {
  return stampOf(nodeFs.statSync(path, { bigint: true, throwIfNoEntry: false }));
}

export function oneLine(message: string, max = 300): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A missing file or directory is nothing; any other error is one line naming the path. */
export function ignoreMissing(err: unknown): undefined {
  if (errnoCode(err) === 'ENOENT') return undefined;
  const path = (err as { path?: unknown } | undefined)?.path;
  throw fsError('access', typeof path === 'string' ? path : 'the store', err);
}
