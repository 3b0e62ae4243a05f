/**
 * The Node.js the CLI needs: 24 or later (the Action's runtime; older versions lack APIs ci-state
 * uses, such as zstd in node:zlib). Checked first, so that an older Node says so in one line
 * instead of failing somewhere later.
 */

/** The oldest Node.js major version ci-state runs on. */
export const MIN_NODE_MAJOR = 24;

/** The one-line refusal for Node.js `version` (e.g. "20.19.2"), or undefined when it will do. */
export function nodeVersionProblem(version: string): string | undefined {
  const major = Number(version.split('.')[0]);
  if (Number.isInteger(major) && major >= MIN_NODE_MAJOR) return undefined;
  return `ci-state needs Node.js ${MIN_NODE_MAJOR} or later; this is Node.js ${version} (see .node-version)`;
}
