/**
 * The emulator's in-memory model of GitHub: repositories, workflow runs and their job tokens,
 * cache entries, artifacts, issues, pull requests, comments and API tokens.
 */
import { deriveSeed, randomBase62, randomSha, randomUuid, seededRandom } from './random.js';
import type { Random } from './random.js';
import type { CacheScope } from './jwt.js';
import { EmulatorClock, GITHUB_LIMITS, RateWindow, type Limits } from './limits.js';

export interface Repo {
  id: number;
  owner: string;
  name: string;
  fullName: string;
  ownerId: number;
  defaultBranch: string;
  private: boolean;
  createdAt: Date;
}

export interface RunRecord {
  id: number;
  repo: string;
  runBackendId: string;
  runNumber: number;
  attempt: number;
  name: string;
  workflowId: number;
  path: string;
  event: string;
  status: string;
  conclusion: string | null;
  headBranch: string | null;
  headSha: string;
  actor: string;
  displayTitle: string;
  pullRequests: number[];
  createdAt: Date;
  updatedAt: Date;
  runStartedAt: Date;
}

/** What the emulator knows about a minted `ACTIONS_RUNTIME_TOKEN`, keyed by job backend id. */
export interface JobRecord {
  jobBackendId: string;
  runBackendId: string;
  repo: string;
  runId: number;
  attempt: number;
  job: string;
  ref: string;
  scopes: CacheScope[];
}

export interface CacheEntry {
  id: number;
  repo: string;
  /** The git ref whose scope holds the entry (the writing token's own ref). */
  scope: string;
  key: string;
  version: string;
  sizeBytes: number | null;
  finalized: boolean;
  createdAt: Date;
  lastAccessedAt: Date;
  /** Creation order, to break ties between entries created in the same millisecond. */
  seq: number;
  blob: string;
}

export interface ArtifactRecord {
  id: number;
  repo: string;
  runId: number;
  runBackendId: string;
  jobBackendId: string;
  attempt: number;
  name: string;
  mimeType: string;
  sizeBytes: number | null;
  digest: string | null;
  finalized: boolean;
  deleted: boolean;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  blob: string;
}

export interface UserRecord {
  login: string;
  id: number;
  type: 'User' | 'Bot' | 'Organization';
}

export interface Identity {
  token: string;
  login: string;
  type: 'User' | 'Bot';
  readOnly: boolean;
  /** Repositories (`owner/name`, lower case) the token may use; undefined: any. */
  repos?: string[];
  /** Requests per hour. */
  rateLimit: number;
  /** Tokens sharing a bucket share their rate limit (GITHUB_TOKEN: per repository). */
  bucket: string;
}

export interface RateBucket {
  limit: number;
  used: number;
  resetAt: number;
}

export interface IssueRecord {
  repo: string;
  number: number;
  title: string;
  isPullRequest: boolean;
}

export interface PullRecord {
  repo: string;
  number: number;
  id: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  draft: boolean;
  merged: boolean;
  user: string;
  headRef: string;
  headSha: string;
  baseRef: string;
  baseSha: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface CommentRecord {
  id: number;
  repo: string;
  issueNumber: number;
  body: string;
  user: string;
  createdAt: Date;
  updatedAt: Date;
}

export const BOT_LOGIN = 'github-actions[bot]';

export function repoKey(fullName: string): string {
  return fullName.toLowerCase();
}

export class State {
  readonly random: Random;
  readonly repos = new Map<string, Repo>();
  readonly runs = new Map<string, RunRecord>(); // `${repoKey}#${runId}`
  readonly jobs = new Map<string, JobRecord>(); // jobBackendId
  readonly jobIndex = new Map<string, string>(); // `${repoKey}#${runId}#${attempt}#${job}` -> id
  readonly caches: CacheEntry[] = [];
  readonly artifacts: ArtifactRecord[] = [];
  readonly users = new Map<string, UserRecord>();
  readonly identities = new Map<string, Identity>();
  readonly rateBuckets = new Map<string, RateBucket>();
  readonly issues = new Map<string, IssueRecord>(); // `${repoKey}#${number}`
  readonly pulls = new Map<string, PullRecord>();
  readonly comments: CommentRecord[] = [];
  /** GitHub's limits in force (limits.ts). */
  limits: Limits = { ...GITHUB_LIMITS };
  /** The emulator's clock: cache entry times, the rate window, eviction. */
  clock: EmulatorClock;
  /** New cache entries per repository in the rate window. */
  readonly cacheRates = new Map<string, RateWindow>();
  /** Artifacts created per job backend id (deleted ones included: the limit counts creations). */
  readonly artifactsCreated = new Map<string, number>();
  /** When eviction runs next (emulator clock). */
  nextEvictionAt: number;

  private counters = {
    repo: 100_000,
    user: 1_000,
    runId: 10_000_000,
    runNumber: new Map<string, number>(),
    cache: 0,
    cacheSeq: 0,
    artifact: 5_000,
    issue: new Map<string, number>(),
    pullId: 2_000_000,
    comment: 3_000_000,
  };

  constructor(seed: number, clock = new EmulatorClock()) {
    this.random = seededRandom(deriveSeed(seed, 'state'));
    this.clock = clock;
    this.nextEvictionAt = clock.now() + this.limits.cacheEvictionIntervalMs;
    this.users.set(BOT_LOGIN, { login: BOT_LOGIN, id: 41898282, type: 'Bot' });
  }

  uuid(): string {
    return randomUuid(this.random);
  }

  sha(): string {
    return randomSha(this.random);
  }

  token(prefix: string): string {
    return `${prefix}_${randomBase62(this.random, 36)}`;
  }

  user(login: string, type: UserRecord['type'] = 'User'): UserRecord {
    let user = this.users.get(login);
    if (!user) {
      user = { login, id: ++this.counters.user, type };
      this.users.set(login, user);
    }
    return user;
  }

  repo(fullName: string): Repo {
    const key = repoKey(fullName);
    let repo = this.repos.get(key);
    if (!repo) {
      const [owner, name, ...rest] = fullName.split('/');
      if (!owner || !name || rest.length > 0) {
        throw new Error(`A repository is "owner/name", not "${fullName}"`);
      }
      const ownerUser = this.user(owner, 'Organization');
      repo = {
        id: ++this.counters.repo,
        owner,
        name,
        fullName: `${owner}/${name}`,
        ownerId: ownerUser.id,
        defaultBranch: 'main',
        private: false,
        createdAt: new Date(Date.UTC(2020, 0, 1)),
      };
      this.repos.set(key, repo);
    }
    return repo;
  }

  findRepo(owner: string, name: string): Repo | undefined {
    return this.repos.get(repoKey(`${owner}/${name}`));
  }

  newRunId(): number {
    return ++this.counters.runId;
  }

  nextRunNumber(repo: string): number {
    const n = (this.counters.runNumber.get(repoKey(repo)) ?? 0) + 1;
    this.counters.runNumber.set(repoKey(repo), n);
    return n;
  }

  run(repo: string, runId: number): RunRecord | undefined {
    return this.runs.get(`${repoKey(repo)}#${runId}`);
  }

  putRun(run: RunRecord): void {
    this.runs.set(`${repoKey(run.repo)}#${run.id}`, run);
  }

  runByBackendId(runBackendId: string): RunRecord | undefined {
    for (const run of this.runs.values()) if (run.runBackendId === runBackendId) return run;
    return undefined;
  }

  newCacheId(): { id: number; seq: number } {
    return { id: ++this.counters.cache, seq: ++this.counters.cacheSeq };
  }

  cacheRate(repo: string): RateWindow {
    let window = this.cacheRates.get(repoKey(repo));
    if (!window) {
      window = new RateWindow();
      this.cacheRates.set(repoKey(repo), window);
    }
    return window;
  }

  newArtifactId(): number {
    return ++this.counters.artifact;
  }

  nextIssueNumber(repo: string): number {
    const n = (this.counters.issue.get(repoKey(repo)) ?? 0) + 1;
    this.counters.issue.set(repoKey(repo), n);
    return n;
  }

  noteIssueNumber(repo: string, number: number): void {
    const current = this.counters.issue.get(repoKey(repo)) ?? 0;
    if (number > current) this.counters.issue.set(repoKey(repo), number);
  }

  issue(repo: string, number: number): IssueRecord | undefined {
    return this.issues.get(`${repoKey(repo)}#${number}`);
  }

  putIssue(issue: IssueRecord): void {
    this.issues.set(`${repoKey(issue.repo)}#${issue.number}`, issue);
    this.noteIssueNumber(issue.repo, issue.number);
  }

  pull(repo: string, number: number): PullRecord | undefined {
    return this.pulls.get(`${repoKey(repo)}#${number}`);
  }

  putPull(pull: PullRecord): void {
    this.pulls.set(`${repoKey(pull.repo)}#${pull.number}`, pull);
  }

  newPullId(): number {
    return ++this.counters.pullId;
  }

  newCommentId(): number {
    return ++this.counters.comment;
  }

  rateBucket(identity: Identity, now: number): RateBucket {
    let bucket = this.rateBuckets.get(identity.bucket);
    if (!bucket || bucket.resetAt * 1000 <= now) {
      bucket = { limit: identity.rateLimit, used: 0, resetAt: Math.floor(now / 1000) + 3600 };
      this.rateBuckets.set(identity.bucket, bucket);
    }
    return bucket;
  }
}
