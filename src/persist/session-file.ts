/**
 * The job's session file (RUNNER_TEMP, mode 600; its path is exported as CI_STATE_SESSION): how
 * the job saves, where its store is, which storage (GitHub's services, or a bucket: never a
 * credential), and where the job's persistence process listens. Also the wording of a save's
 * outcome, the same for every storage.
 */
import { randomBytes } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import type { RunState } from '../core/schema.js';
import type { SaveReport } from '../remote/port.js';
import type { ContentSave } from './packs.js';

/** A bucket (`storage: s3`): no credentials, those come from the AWS SDK's default chain. */
export const S3Location = z.strictObject({
  bucket: z.string(),
  prefix: z.string(),
  region: z.string().optional(),
  endpoint: z.string().optional(),
  forcePathStyle: z.boolean(),
});
export type S3Location = z.infer<typeof S3Location>;

/** How the job saves: the Action's inputs that matter after the main step. */
export const RunnerSettings = z.strictObject({
  /** phase: after every phase end (in the background); job: only at the end. */
  persist: z.enum(['phase', 'job']),
  crossRun: z.boolean(),
  retentionDays: z.number().int().min(1).max(400).optional(),
  /** Where checkpoint content goes on GitHub (the `checkpoint-storage` input, github/keys.ts). */
  checkpointStorage: z.enum(['cache', 'artifact', 'both']),
  /** Packs larger than this (bytes) go to an artifact instead of the cache (`cache-pack-limit`). */
  cachePackLimit: z.number().int().nonnegative().optional(),
  failOnError: z.boolean(),
  /** A file (mode 600, in RUNNER_TEMP) holding the integrity key; never the key itself. */
  integrityKeyFile: z.string().optional(),
  /** `storage: s3`: the bucket; without it, GitHub's cache and artifacts. */
  s3: S3Location.optional(),
});
export type RunnerSettings = z.infer<typeof RunnerSettings>;

const Hex = (n: number) => z.string().regex(new RegExp(`^[0-9a-f]{${n}}$`));

/** Where the job's persistence process listens, and the secret its requests carry. */
export const PersisterAddress = z.strictObject({
  socket: z.string().min(1).max(300),
  secret: Hex(64),
  pid: z.number().int().positive(),
  /** Its log: one line per save, shown by the post step. */
  log: z.string().optional(),
});
export type PersisterAddress = z.infer<typeof PersisterAddress>;

/** The job's session file (CI_STATE_SESSION). */
export const SessionFile = z.strictObject({
  v: z.literal(1),
  storeDir: z.string().min(1),
  scopeKey: Hex(32),
  settings: RunnerSettings,
  persister: PersisterAddress.optional(),
});
export type SessionFile = z.infer<typeof SessionFile>;

export const SESSION_ENV = 'CI_STATE_SESSION';

/** Writes the session file (mode 600), whole or not at all. */
export async function writeSessionFile(path: string, file: SessionFile): Promise<void> {
  const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, JSON.stringify(SessionFile.parse(file)), { mode: 0o600 });
  await rename(tmp, path);
}

/** One line saying where a save went, or why it went nowhere: the report's only wording. */
export function describeSave(report: SaveReport | undefined, reason?: string): string {
  if (!report) return `NOT saved: ${reason ?? 'nothing was attempted'}`;
  if (report.saved) {
    const where = report.copies.filter((c) => c.ok).map((c) => c.where ?? c.place);
    const missing = report.copies
      .filter((c) => !c.ok && !c.skipped)
      .map((c) => `${c.place} NOT saved (${c.reason})`);
    return `Saved to ${where.join(' and ')}${missing.length ? `; ${missing.join('; ')}` : ''}.`;
  }
  const reasons = report.copies
    .map((c) => c.reason)
    .filter(Boolean)
    .join('; ');
  return `NOT saved: ${reasons || 'the services did not confirm the save'}`;
}

/** True when a copy the save made was not made (a partial save: said as a warning). */
export function partlySaved(report: SaveReport): boolean {
  return report.copies.some((c) => !c.ok && !c.skipped);
}

/** What one save at a phase end (or the process's saves so far) came to. */
export const SaveOutcome = z.strictObject({
  seq: z.number().int().nonnegative(),
  saved: z.boolean(),
  /** The phase whose end the saved state is the first to hold (undefined: none ended yet). */
  afterPhase: z.string().optional(),
  line: z.string(),
  problem: z.string().optional(),
});
export type SaveOutcome = z.infer<typeof SaveOutcome>;

/** What the persistence process did in the job. */
export const PersisterStatus = z.strictObject({
  requests: z.number().int().nonnegative(),
  saves: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** Requests answered by a later save (intermediate states skipped). */
  coalesced: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
  /** Bytes of the cache entries its saves made (states and packs): its share of the repository's. */
  cacheBytes: z.number().int().nonnegative().optional(),
  /** The last save that was verified. */
  last: SaveOutcome.optional(),
  /** Why the last save that failed did, if it is more recent than the last verified one. */
  lastProblem: z.string().optional(),
});
export type PersisterStatus = z.infer<typeof PersisterStatus>;

/** Bytes of the cache entries a save made: the state's and its packs' that got to the cache. */
export function cacheBytesOf(done: ContentSave): number {
  const state = done.report.copies.some((c) => c.place === 'cache' && c.ok) ? done.report.bytes : 0;
  return done.shipped.reduce((n, p) => n + (p.key ? p.bytes : 0), state);
}

/** The phase that ended last in `state` (the one a save of it is "after"). */
export function lastEndedPhase(state: RunState): string | undefined {
  let best: { id: string; at: string } | undefined;
  for (const [id, r] of Object.entries(state.phases)) {
    if (r.status === 'running' || r.status === 'skipped' || !r.endedAt) continue;
    if (!best || r.endedAt >= best.at) best = { id, at: r.endedAt };
  }
  return best?.id;
}
