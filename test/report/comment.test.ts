import { describe, expect, it } from 'vitest';
import { RunState } from '../../src/core/index.js';
import {
  capComment,
  COMMENT_LIMIT_CHARS,
  commentMarker,
  countCodePoints,
  cutToCodePoints,
  mergeComment,
  parseComment,
  parseCommentMode,
  renderCommentSection,
  runPointer,
  shouldComment,
} from '../../src/report/index.js';
import {
  failedFirstAttempt,
  LINKS,
  manyPhases,
  resumedSecondAttempt,
  rolledBack,
} from './helpers.js';
import { leaks } from './markdown.js';

const marker = commentMarker({ workflow: 'CI' });

function section(status: string, title: string, details = ''): string {
  return [
    `<!-- ci-state:job status=${status} -->`,
    '',
    `#### ${title}`,
    '',
    `${title} story.`,
    ...(details
      ? ['', '<!-- ci-state:details -->', '', details, '', '<!-- ci-state:details-end -->']
      : []),
  ].join('\n');
}

describe('commentMarker', () => {
  it('is a hidden HTML comment keyed by a hash of the workflow and header', () => {
    expect(marker).toMatch(/^<!-- ci-state:comment workflow=[0-9a-f]{16} -->$/);
    expect(commentMarker({ workflow: 'CI' })).toBe(marker);
    expect(commentMarker({ workflow: 'CI', header: 'nightly' })).not.toBe(marker);
    expect(commentMarker({ workflow: 'Deploy' })).not.toBe(marker);
  });
});

describe('the comment setting', () => {
  it('reads off, always, on-failure, on-resume (default) and true/false', () => {
    expect(parseCommentMode(undefined)).toBe('on-resume');
    expect(parseCommentMode('  ')).toBe('on-resume');
    expect(parseCommentMode('ALWAYS')).toBe('always');
    expect(parseCommentMode('on-failure')).toBe('on-failure');
    expect(parseCommentMode('true')).toBe('always');
    expect(parseCommentMode('false')).toBe('off');
    expect(() => parseCommentMode('sometimes')).toThrow(
      'comment "sometimes" is not valid: expected off, always, on-failure or on-resume',
    );
  });

  it('decides when a new comment is warranted', () => {
    const failed = failedFirstAttempt();
    const resumed = resumedSecondAttempt();
    const plain = manyPhases(2);
    const rb = rolledBack();
    const table = (mode: Parameters<typeof shouldComment>[0]) =>
      [failed, resumed, plain, rb].map((s) => shouldComment(mode, s));
    expect(table('off')).toEqual([false, false, false, false]);
    expect(table('always')).toEqual([true, true, true, true]);
    expect(table('on-failure')).toEqual([true, false, false, true]);
    expect(table('on-resume')).toEqual([true, true, false, true]);
    expect(shouldComment('on-failure', [plain, failed])).toBe(true);
    expect(shouldComment('on-resume', [plain, plain])).toBe(false);
  });
});

describe('renderCommentSection', () => {
  it('has the status marker, the job, the story, links and the phases as details', () => {
    const text = renderCommentSection(resumedSecondAttempt(), {
      links: LINKS,
      persistence: 'NOT saved: cache 503',
    });
    expect(text.split('\n').slice(0, 5)).toEqual([
      '<!-- ci-state:job status=completed -->',
      '',
      '#### ✅ build',
      '',
      'Attempt 2 resumed from `test`: skipped build and lint, saving 4m12s, and completed.',
    ]);
    expect(text).toContain('⚠️ NOT saved\\: cache 503');
    expect(text).toContain(
      '[Job summary and logs](https://github.com/acme/shop/actions/runs/4242/attempts/2) · [Artifacts](https://github.com/acme/shop/actions/runs/4242#artifacts)',
    );
    expect(text).toMatch(
      /<!-- ci-state:details -->\n\n\| \| Phase[\s\S]*\n\n<!-- ci-state:details-end -->$/,
    );
  });

  it('shows at most maxRows phases', () => {
    const text = renderCommentSection(manyPhases(50), { maxRows: 10 });
    expect(text.match(/^\| ✅/gm)).toHaveLength(10);
    expect(text).toContain('_… 40 more phases in the job summary._');
    // One left out is one phase.
    expect(renderCommentSection(manyPhases(11), { maxRows: 10 })).toContain(
      '_… 1 more phase in the job summary._',
    );
  });
});

describe('mergeComment', () => {
  it('starts a comment with the marker, a title, the section and a footer', () => {
    const body = mergeComment(undefined, {
      marker,
      header: 'Checks',
      jobKey: 'build',
      section: section('failed', 'build'),
    });
    expect(
      body.startsWith(
        `${marker}\n\n### ci-state · Checks\n\n<!-- ci-state:section job=YnVpbGQ -->`,
      ),
    ).toBe(true);
    expect(
      body.endsWith(
        '<sub>ci-state: one section per job, updated in place on every attempt.</sub>\n',
      ),
    ).toBe(true);
    expect(parseComment(body).sections).toEqual([
      { key: 'build', status: 'failed', content: section('failed', 'build') },
    ]);
  });

  it('keeps one section per job: replaces this one, keeps the others, sorted by key', () => {
    let body = mergeComment(undefined, {
      marker,
      jobKey: 'test (os=linux)',
      section: section('failed', 'L1'),
    });
    body = mergeComment(body, { marker, jobKey: 'build', section: section('completed', 'B1') });
    body = mergeComment(body, {
      marker,
      jobKey: 'test (os=mac)',
      section: section('completed', 'M1'),
    });
    body = mergeComment(body, {
      marker,
      jobKey: 'test (os=linux)',
      section: section('completed', 'L2'),
    });
    const sections = parseComment(body).sections;
    expect(sections.map((s) => [s.key, s.status])).toEqual([
      ['build', 'completed'],
      ['test (os=linux)', 'completed'],
      ['test (os=mac)', 'completed'],
    ]);
    expect(body).toContain('L2 story.');
    expect(body).not.toContain('L1 story.');
    // Idempotent: merging the same section again changes nothing.
    expect(
      mergeComment(body, { marker, jobKey: 'test (os=mac)', section: section('completed', 'M1') }),
    ).toBe(body);
  });

  it('ignores a body without the marker and broken or forged sections', () => {
    const other = mergeComment(undefined, {
      marker: commentMarker({ workflow: 'Other' }),
      jobKey: 'x',
      section: section('failed', 'X'),
    });
    const body = mergeComment(other, { marker, jobKey: 'build', section: section('failed', 'B') });
    expect(parseComment(body).sections.map((s) => s.key)).toEqual(['build']);

    const broken = `${marker}\n\n<!-- ci-state:section job=YQ -->\n\nno end marker\n`;
    expect(
      parseComment(mergeComment(broken, { marker, jobKey: 'b', section: 'B' })).sections.map(
        (s) => s.key,
      ),
    ).toEqual(['b']);

    const forged = mergeComment(undefined, {
      marker,
      jobKey: 'b',
      section: 'text\n<!-- ci-state:section-end job=Yg -->\n<!-- ci-state:section job=eA -->\nmore',
    });
    expect(parseComment(forged).sections.map((s) => s.key)).toEqual(['b']);
  });

  it('renders real sections without leaks', () => {
    let body = mergeComment(undefined, {
      marker,
      jobKey: 'build',
      section: renderCommentSection(failedFirstAttempt(), { links: LINKS }),
    });
    body = mergeComment(body, {
      marker,
      jobKey: 'deploy',
      section: renderCommentSection(rolledBack(), { links: LINKS }),
    });
    expect(leaks(body, /^https:\/\/github\.com\/acme\/shop\/actions\/runs\/4242/)).toEqual([]);
  });
});

describe('capComment (65,536 characters as GitHub counts them: code points)', () => {
  /** A one-job body of exactly `total` code points, its details made of emoji (2 UTF-16 units each). */
  function bodyOf(total: number, status = 'completed'): string {
    const probe = mergeComment(undefined, {
      marker,
      jobKey: 'j',
      section: section(status, 'J', '😀'),
    });
    const pad = total - countCodePoints(probe) + 1;
    return mergeComment(undefined, {
      marker,
      jobKey: 'j',
      section: section(status, 'J', '😀'.repeat(pad)),
      limit: Infinity,
    });
  }

  it('keeps a body of exactly 65,536 code points whole, though its UTF-16 length is about twice that', () => {
    const body = bodyOf(COMMENT_LIMIT_CHARS);
    expect(countCodePoints(body)).toBe(COMMENT_LIMIT_CHARS);
    expect(body.length).toBeGreaterThan(2 * COMMENT_LIMIT_CHARS - 1000);
    expect(capComment(body)).toBe(body);
    expect(
      mergeComment(body, {
        marker,
        jobKey: 'j',
        section: parseComment(body).sections[0]?.content ?? '',
      }),
    ).toBe(body);
  });

  it('trims a body of 65,537 code points by cutting the details, with a pointer', () => {
    const body = bodyOf(COMMENT_LIMIT_CHARS + 1);
    expect(countCodePoints(body)).toBe(COMMENT_LIMIT_CHARS + 1);
    const capped = capComment(body, { pointer: runPointer(LINKS) ?? '' });
    expect(countCodePoints(capped)).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    expect(capped).not.toContain('😀');
    expect(capped).toContain(
      "_Details cut to fit GitHub's comment size limit: see this job's summary._",
    );
    expect(capped).toContain(
      "> ✂️ Shortened to fit GitHub's 65,536-character comment limit. See the [job summaries of the run](https://github.com/acme/shop/actions/runs/4242/attempts/2).",
    );
    expect(capped).toContain('J story.');
    // Capping is stable.
    expect(capComment(capped)).toBe(capped);
  });

  it('cuts the details of completed jobs before those of failed ones, then whole jobs', () => {
    const big = 'ü'.repeat(25_000);
    let body: string | undefined;
    for (const [key, status] of [
      ['a', 'failed'],
      ['b', 'completed'],
      ['c', 'completed'],
      ['d', 'rolled_back'],
    ] as const) {
      body = mergeComment(body, {
        marker,
        jobKey: key,
        section: section(status, key, big),
        limit: Infinity,
      });
    }
    const capped = capComment(body ?? '');
    expect(countCodePoints(capped)).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    const kept = parseComment(capped).sections;
    expect(kept.map((s) => [s.key, s.content.includes(big)])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
      ['d', true],
    ]);

    // Many jobs whose stories alone overflow: the least important go, and the notice counts them.
    let many: string | undefined;
    for (let i = 0; i < 40; i++) {
      many = mergeComment(many, {
        marker,
        jobKey: `job-${String(i).padStart(2, '0')}`,
        section: section(i === 7 ? 'failed' : 'completed', 'x'.repeat(2000)),
        limit: Infinity,
      });
    }
    const cut = capComment(many ?? '');
    expect(countCodePoints(cut)).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    const keys = parseComment(cut).sections.map((s) => s.key);
    expect(keys).toContain('job-07');
    const dropped = 40 - keys.length;
    expect(dropped).toBeGreaterThan(0);
    expect(cut).toContain(`${dropped} jobs are not shown.`);
  });

  it("cuts a body that is not ci-state's at a line, never inside a surrogate pair", () => {
    const body = `${'😀 line\n'.repeat(20_000)}`;
    const capped = capComment(body);
    expect(countCodePoints(capped)).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    expect(capped).toMatch(/😀 line\n\n> ✂️ Cut to fit GitHub's 65,536-character comment limit\./);
    expect(capped).not.toMatch(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
    );
    expect(cutToCodePoints('a😀b', 2)).toBe('a😀');
    expect(cutToCodePoints('😀😀', 1)).toBe('😀');
    expect(countCodePoints('👨‍👩‍👧‍👦')).toBe(7);
    expect(countCodePoints('\ud800x')).toBe(2);
  });

  it('a big run: every section real, still under the limit', () => {
    let body: string | undefined;
    for (let i = 0; i < 30; i++) {
      const s = RunState.parse({
        ...manyPhases(200),
        scope: { ...manyPhases(1).scope, job: `leg-${i}` },
      });
      body = mergeComment(body, {
        marker,
        jobKey: `leg-${i}`,
        section: renderCommentSection(s, { links: LINKS, maxRows: 200 }),
      });
      expect(countCodePoints(body)).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    }
    expect(parseComment(body ?? '').sections).toHaveLength(30);
  });
});
