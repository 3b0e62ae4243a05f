/**
 * The sticky PR comment, as pure functions: one comment per pull request and workflow (found by a
 * hidden marker, see src/github/comment.ts for the author rule), one section per job. The body's
 * layout, when a comment is written and what is cut when it is too long are in docs/reports.md,
 * "The sticky PR comment" and "Size".
 */
import { createHash } from 'node:crypto';
import { CiStateError, RunStatus, type RunState } from '../core/index.js';
import { plural } from '../core/words.js';
import { escapeInline, escapeWithCode, sanitizeText, wellFormed } from './escape.js';
import { runLinks, type ReportLinks } from './links.js';
import { COMMENT_LIMIT_CHARS, countCodePoints, cutAtLine, cutToCodePoints } from './size.js';
import { isResumed, runIcon, storyOf } from './story.js';
import { stateLinks } from './summary-blocks.js';
import { jobTitle, phaseRows } from './summary-table.js';

export const COMMENT_MODES = ['off', 'always', 'on-failure', 'on-resume'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];
export const DEFAULT_COMMENT_MODE: CommentMode = 'on-resume';

/**
 * Reads the `comment` setting: `off`, `always`, `on-failure` or `on-resume` (the default, also
 * for an empty value); `true` and `false` are read as `always` and `off`.
 */
export function parseCommentMode(text: string | undefined, inputName = 'comment'): CommentMode {
  const v = (text ?? '').trim().toLowerCase();
  if (v === '') return DEFAULT_COMMENT_MODE;
  if (v === 'true') return 'always';
  if (v === 'false') return 'off';
  if ((COMMENT_MODES as readonly string[]).includes(v)) return v as CommentMode;
  throw new CiStateError(
    'invalid_input',
    `${inputName} ${JSON.stringify(String(text).slice(0, 40))} is not valid: expected off, always, on-failure or on-resume`,
  );
}

function failedLike(s: RunState): boolean {
  return s.status === 'failed' || s.status === 'rolled_back';
}

/**
 * Whether a run warrants a new comment:
 * - `off`: never; `always`: always;
 * - `on-failure`: a job failed or was rolled back;
 * - `on-resume` (default): a job failed or was rolled back (so there is something a re-run will
 *   resume), or a job resumed from an earlier attempt (so there is time saved to report).
 * An existing comment is updated whatever the mode but `off` (see upsertStickyComment), so a
 * comment that said "failed" does not stay stale after a successful re-run.
 */
export function shouldComment(mode: CommentMode, state: RunState | readonly RunState[]): boolean {
  const states: readonly RunState[] = Array.isArray(state) ? state : [state as RunState];
  switch (mode) {
    case 'off':
      return false;
    case 'always':
      return true;
    case 'on-failure':
      return states.some(failedLike);
    case 'on-resume':
      return states.some((s) => failedLike(s) || isResumed(s));
  }
}

/**
 * The hidden marker of a workflow's comment. `header` tells apart several comments of one
 * workflow on a PR (or of workflows with the same name); both go into the hash.
 */
export function commentMarker(options: { workflow: string; header?: string }): string {
  const hash = createHash('sha256')
    .update(`${options.workflow}\u0000${options.header ?? ''}`)
    .digest('hex')
    .slice(0, 16);
  return `<!-- ci-state:comment workflow=${hash} -->`;
}

export interface CommentSectionOptions {
  links?: ReportLinks;
  /** The persistence line; shown only when it says the state was NOT saved. */
  persistence?: string;
  /** Phase rows in the details table (default 30). */
  maxRows?: number;
  /** The section's title (default: job and matrix key). */
  title?: string;
}

const DETAILS = '<!-- ci-state:details -->';
const DETAILS_END = '<!-- ci-state:details-end -->';
const DETAILS_CUT = "_Details cut to fit GitHub's comment size limit: see this job's summary._";
const FOOTER = '<sub>ci-state: one section per job, updated in place on every attempt.</sub>';

/** One job's section of the comment (markdown, escaped), with its status in a hidden marker. */
export function renderCommentSection(state: RunState, opts: CommentSectionOptions = {}): string {
  const maxRows = opts.maxRows ?? 30;
  const urls = runLinks(stateLinks(state, opts.links));
  const lines: string[] = [
    `<!-- ci-state:job status=${state.status} -->`,
    '',
    `#### ${runIcon(state)} ${escapeInline(opts.title ?? jobTitle(state), 200)}`,
    '',
    storyOf(state),
  ];
  if (opts.persistence && /NOT saved/.test(opts.persistence)) {
    lines.push('', `⚠️ ${escapeWithCode(opts.persistence, { max: 500 })}`);
  }
  for (const w of (state.resume?.warnings ?? []).slice(0, 5)) {
    lines.push('', `⚠️ ${escapeInline(w, 300)}`);
  }
  const link = urls.attempt ?? urls.run;
  if (link) {
    lines.push(
      '',
      `[Job summary and logs](${link})${urls.artifacts ? ` · [Artifacts](${urls.artifacts})` : ''}`,
    );
  }
  const { header, rows } = phaseRows(state);
  if (rows.length > 0) {
    lines.push('', DETAILS, '', [...header, ...rows.slice(0, maxRows)].join('\n'));
    if (rows.length > maxRows) {
      lines.push(
        '',
        `_… ${plural(rows.length - maxRows, 'more phase', 'more phases')} in the job summary._`,
      );
    }
    lines.push('', DETAILS_END);
  }
  return lines.join('\n');
}

export interface CommentSection {
  /** The job key (decoded). */
  key: string;
  /** The job's run status, from its hidden marker ("completed" when unknown). */
  status: RunState['status'];
  /** The section's markdown, without its start and end markers. */
  content: string;
}

export interface ParsedComment {
  /** Everything before the first section (the marker and the title). */
  head: string;
  sections: CommentSection[];
}

function encodeKey(key: string): string {
  return Buffer.from(key, 'utf8').toString('base64url');
}

function decodeKey(encoded: string): string {
  return Buffer.from(encoded, 'base64url').toString('utf8');
}

const SECTION =
  /<!-- ci-state:section job=([A-Za-z0-9_-]*) -->\n([\s\S]*?)\n<!-- ci-state:section-end job=\1 -->/g;
const SECTION_MARKERS = /^<!-- ci-state:section(?:-end)? job=[A-Za-z0-9_-]* -->$/gm;

/** The sections of a ci-state comment body (those that parse; anything else is dropped). */
export function parseComment(body: string): ParsedComment {
  const first = body.indexOf('<!-- ci-state:section job=');
  const head = (first >= 0 ? body.slice(0, first) : body).trim();
  const sections: CommentSection[] = [];
  const seen = new Set<string>();
  for (const m of body.matchAll(SECTION)) {
    const key = decodeKey(m[1] ?? '');
    if (seen.has(key)) continue;
    seen.add(key);
    const content = (m[2] ?? '').replace(/^\n+|\n+$/g, '');
    const status = /<!-- ci-state:job status=([a-z_]+) -->/.exec(content)?.[1];
    const parsed = RunStatus.safeParse(status);
    sections.push({ key, status: parsed.success ? parsed.data : 'completed', content });
  }
  return { head, sections };
}

function compareKeys(a: CommentSection, b: CommentSection): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function compose(
  head: string,
  sections: readonly CommentSection[],
  options: { dropped: number; pointer: string },
): string {
  const parts = [head];
  for (const s of sections) {
    const k = encodeKey(s.key);
    parts.push(
      `<!-- ci-state:section job=${k} -->\n\n${s.content}\n\n<!-- ci-state:section-end job=${k} -->`,
    );
  }
  const cut = options.dropped > 0 || sections.some((s) => s.content.includes(DETAILS_CUT));
  if (cut) {
    const dropped =
      options.dropped > 0
        ? ` ${options.dropped} job${options.dropped === 1 ? ' is' : 's are'} not shown.`
        : '';
    parts.push(
      `> ✂️ Shortened to fit GitHub's 65,536-character comment limit.${dropped} ${options.pointer}`,
    );
  }
  parts.push(FOOTER);
  return `${parts.join('\n\n')}\n`;
}

/** Least important first: completed, then in progress, then rolled back, then failed; larger first. */
function cutOrder(sections: readonly CommentSection[]): CommentSection[] {
  const rank: Record<RunState['status'], number> = {
    completed: 0,
    pending: 1,
    running: 1,
    paused: 1,
    rolled_back: 2,
    failed: 3,
  };
  return [...sections].sort(
    (a, b) =>
      rank[a.status] - rank[b.status] ||
      b.content.length - a.content.length ||
      (a.key < b.key ? 1 : a.key > b.key ? -1 : 0),
  );
}

function withoutDetails(content: string): string {
  const start = content.indexOf(DETAILS);
  const end = content.indexOf(DETAILS_END);
  if (start < 0 || end < start) return content;
  return `${content.slice(0, start)}${DETAILS_CUT}${content.slice(end + DETAILS_END.length)}`;
}

const DEFAULT_POINTER = 'The job summaries of the run have the full report.';

/**
 * Caps a comment body at `limit` characters as GitHub counts them (code points, see size.ts). A
 * body that fits is returned as is. Otherwise the least important parts go first: the details
 * (phases table) of completed jobs, then of running, rolled back and failed ones (larger first);
 * then whole sections in the same order; a notice points to the job summaries. `pointer` is
 * ci-state's own markdown (e.g. a link to the run), added to the notice. Only a body that is not
 * ci-state's is cut at a line.
 */
export function capComment(
  body: string,
  options: { limit?: number; pointer?: string } = {},
): string {
  const limit = options.limit ?? COMMENT_LIMIT_CHARS;
  const pointer = options.pointer ?? DEFAULT_POINTER;
  if (countCodePoints(body) <= limit) return body;
  const fits = (text: string): boolean => countCodePoints(text) <= limit;
  const parsed = parseComment(body);
  if (parsed.sections.length > 0) {
    const sections = [...parsed.sections];
    const index = new Map(sections.map((s, i) => [s.key, i]));
    const order = cutOrder(sections);
    // 1. Details, least important section first.
    let text = compose(parsed.head, sections, { dropped: 0, pointer });
    for (const s of order) {
      if (fits(text)) return text;
      const i = index.get(s.key) ?? -1;
      const cur = sections[i];
      if (!cur) continue;
      const content = withoutDetails(cur.content);
      if (content === cur.content) continue;
      sections[i] = { ...cur, content };
      text = compose(parsed.head, sections, { dropped: 0, pointer });
    }
    if (fits(text)) return text;
    // 2. Whole sections, in the same order.
    const dropped = new Set<string>();
    for (const s of order) {
      dropped.add(s.key);
      text = compose(
        parsed.head,
        sections.filter((x) => !dropped.has(x.key)),
        { dropped: dropped.size, pointer },
      );
      if (fits(text)) return text;
    }
  }
  // 3. Not ci-state's layout (or a head alone too long): cut at a line, then the notice.
  const notice = `\n\n> ✂️ Cut to fit GitHub's 65,536-character comment limit. ${pointer}\n`;
  const room = limit - countCodePoints(notice);
  const head = cutAtLine(body, (t) => cutToCodePoints(t, Math.max(0, room)));
  const out = `${head.replace(/\n+$/, '')}${notice}`;
  return fits(out) ? out : cutToCodePoints(out, limit);
}

export interface MergeOptions {
  /** The hidden marker (commentMarker). */
  marker: string;
  /** Shown in the title ("ci-state · <header>"); untrusted text, escaped. */
  header?: string;
  /** This job's key (e.g. `jobKeyOf(state)`). */
  jobKey: string;
  /** This job's section (renderCommentSection). */
  section: string;
  /** Default 65,536. */
  limit?: number;
  /** ci-state's own markdown for the notice when something is cut (e.g. a link to the run). */
  pointer?: string;
}

/**
 * The comment body with this job's section put in: the existing body's other sections are kept
 * (if it carries `marker`), this job's replaces its old one, sections are sorted by job key, and
 * the result is capped. `existingBody` undefined starts a new comment.
 */
export function mergeComment(existingBody: string | undefined, options: MergeOptions): string {
  const existing =
    existingBody !== undefined && existingBody.includes(options.marker)
      ? parseComment(existingBody).sections
      : [];
  const content = options.section.replace(SECTION_MARKERS, '').replace(/^\n+|\n+$/g, '');
  const status = /<!-- ci-state:job status=([a-z_]+) -->/.exec(content)?.[1];
  const parsedStatus = RunStatus.safeParse(status);
  // Keys go through UTF-8 (base64url) in the markers: compare them as they come back.
  const jobKey = wellFormed(options.jobKey);
  const sections = existing.filter((s) => s.key !== jobKey);
  sections.push({
    key: jobKey,
    status: parsedStatus.success ? parsedStatus.data : 'completed',
    content,
  });
  sections.sort(compareKeys);
  const header = sanitizeText(options.header ?? '').trim();
  const title = `### ci-state${header ? ` · ${escapeInline(header, 200)}` : ''}`;
  const head = `${options.marker}\n\n${title}`;
  const pointer = options.pointer ?? DEFAULT_POINTER;
  return capComment(compose(head, sections, { dropped: 0, pointer }), {
    pointer,
    ...(options.limit !== undefined ? { limit: options.limit } : {}),
  });
}

/** A link to the run for the notice of a cut comment (ci-state's markdown), if links are known. */
export function runPointer(links: ReportLinks | undefined): string | undefined {
  const urls = runLinks(links);
  return urls.attempt ? `See the [job summaries of the run](${urls.attempt}).` : undefined;
}
