/**
 * The import rules of src/, checked by `npm run lint:layers` (part of `npm run lint`).
 *
 * Every folder sits in a layer and imports only from its own layer or below:
 *
 *   4  src/index.ts (the library entry: nothing imports it)
 *   3  action/  cli/          the two faces; they never import each other
 *   2  github/  history/      adapters to GitHub and the history queries (history may use github)
 *   1  store/  snapshot/  report/   storage, file snapshots, rendering (snapshot may use store)
 *   0  core/  version.ts      the pure rules and the version constant
 *
 * And no import cycles. Type-only imports (`import type`) obey the layers but are not edges of
 * a cycle: they vanish at compile time. docs/architecture.md explains the layers.
 */

const faces = '^src/(action|cli)/';
const adapters = '^src/(github|history)/';
const storage = '^src/(store|snapshot|report)/';
const entry = '^src/index[.]ts$';

/** A rule forbidding imports from `from` to `to`, with the reason shown when it fails. */
function forbid(name, comment, from, to) {
  return { name, comment, severity: 'error', from: { path: from }, to: { path: to } };
}

export default {
  forbidden: [
    forbid(
      'core-is-the-bottom',
      'core/ holds the pure rules and imports nothing of src/ but itself and version.ts.',
      '^src/core/',
      '^src/(?!core/|version[.]ts$)',
    ),
    forbid('version-is-a-leaf', 'version.ts imports nothing.', '^src/version[.]ts$', '^src/'),
    forbid(
      'layer-1-imports-only-below',
      'store/, snapshot/ and report/ import only core/ (and snapshot/ may use store/).',
      storage,
      `${adapters}|${faces}|${entry}`,
    ),
    forbid(
      'layer-2-imports-only-below',
      'github/ and history/ never import the faces (action/, cli/) or the library entry.',
      adapters,
      `${faces}|${entry}`,
    ),
    forbid(
      'faces-apart-action',
      'action/ never imports cli/: move what both need down.',
      '^src/action/',
      '^src/cli/',
    ),
    forbid(
      'faces-apart-cli',
      'cli/ never imports action/: move what both need down.',
      '^src/cli/',
      '^src/action/',
    ),
    forbid(
      'entry-is-the-top',
      'Nothing in src/ imports the library entry src/index.ts.',
      '^src/',
      entry,
    ),
    forbid(
      'store-below-snapshot',
      'store/ never imports snapshot/ (snapshot/ uses store/).',
      '^src/store/',
      '^src/snapshot/',
    ),
    forbid(
      'report-renders-only',
      'report/ renders from core/ alone.',
      '^src/report/',
      '^src/(store|snapshot)/',
    ),
    forbid(
      'storage-renders-nothing',
      'store/ and snapshot/ never import report/.',
      '^src/(store|snapshot)/',
      '^src/report/',
    ),
    forbid(
      'github-below-history',
      'github/ never imports history/ (history/ uses github/).',
      '^src/github/',
      '^src/history/',
    ),
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only imports aside.',
      severity: 'error',
      from: { path: '^src/' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
