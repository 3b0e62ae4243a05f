// Prints the CHANGELOG.md section of a version (`node scripts/release-notes.mjs 0.1.0`), the body
// of its GitHub release; exits 1 when CHANGELOG.md has no section for it.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The text under `## [version]` up to the next `## ` heading, trimmed; undefined if absent. */
export function releaseNotes(changelog, version) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`## [${version}]`));
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const version = (process.argv[2] ?? '').replace(/^v/, '');
  const notes = releaseNotes(readFileSync('CHANGELOG.md', 'utf8'), version);
  if (!notes) {
    console.error(`CHANGELOG.md has no "## [${version}]" section: add one before releasing.`);
    process.exit(1);
  }
  console.log(notes);
}
