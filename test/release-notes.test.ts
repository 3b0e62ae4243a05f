// scripts/release-notes.mjs: a release's notes are its CHANGELOG.md section, and a version
// without one is refused (the release workflow stops before publishing).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script without types
import { releaseNotes } from '../scripts/release-notes.mjs';

const changelog = `# Changelog

## [Unreleased]

- next

## [1.2.0] - 2026-11-20

### Added

- a thing

## [1.1.0] - 2026-10-01

- older
`;

describe('release notes', () => {
  it('takes the section of the version, up to the next one', () => {
    expect(releaseNotes(changelog, '1.2.0')).toBe('### Added\n\n- a thing');
    expect(releaseNotes(changelog, '1.1.0')).toBe('- older');
    expect(releaseNotes(changelog, '1.0.0')).toBeUndefined();
  });

  it('the script refuses a version CHANGELOG.md does not have, in one line', () => {
    const r = spawnSync(process.execPath, ['scripts/release-notes.mjs', 'v99.0.0'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(
      'CHANGELOG.md has no "## [99.0.0]" section: add one before releasing.',
    );
  });
});
