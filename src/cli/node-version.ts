/**
 * The Node.js the CLI needs: 22.15 or later on the 22 line, 23.8 or later on the 23 line, any 24 or
 * later (the first releases with zstd in node:zlib, which the cache entries use). Checked first, so
 * that an older Node says so in one line instead of failing somewhere later.
 */

/** The oldest Node.js release, per major line, that ci-state runs on; later majors all do. */
const MINIMUM: Readonly<Record<number, number>> = { 22: 15, 23: 8 };
/** The oldest major version ci-state runs on. */
export const MIN_NODE_MAJOR = 22;
/** The oldest Node.js version ci-state runs on, as written in `engines`. */
export const MIN_NODE_VERSION = `${MIN_NODE_MAJOR}.${MINIMUM[MIN_NODE_MAJOR]}`;

/** The one-line refusal for Node.js `version` (e.g. "20.19.2"), or undefined when it will do. */
export function nodeVersionProblem(version: string): string | undefined {
  const [major, minor] = version.split('.').map(Number);
  if (Number.isInteger(major) && Number.isInteger(minor)) {
    const least = MINIMUM[major as number];
    if ((major as number) >= MIN_NODE_MAJOR && (least === undefined || (minor as number) >= least))
      return undefined;
  }
  // On the 23 line the need is that line's own minimum; otherwise the oldest supported release.
  const need = major === 23 ? `23.${MINIMUM[23]}` : MIN_NODE_VERSION;
  return `ci-state needs Node.js ${need} or later; this is Node.js ${version}`;
}
