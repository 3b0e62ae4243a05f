/**
 * The import rules of src/, checked by `npm run lint:layers` (part of `npm run lint`).
 *
 * Every folder sits in a layer and imports only from its own layer or below:
 *
 *   5  src/index.ts (the library entry: nothing imports it)
 *   4  action/  cli/          the two faces; they never import each other
 *   3  persist/               persistence above the storage interface (remote/port.ts), the same
 *                             for every storage: save and restore with the bundle's checks, the
 *                             pack chain, the runner session, the job's persistence process. It
 *                             imports no adapter, except its composition (persist/wiring/), which
 *                             picks one from the session's settings
 *   2  github/  remote/  history/   the adapters, GitHub's (cache and artifacts, REST) and S3's
 *                                   (remote/), behind remote/port.ts, the storage port and
 *                                   interface, and the history queries (history may use github and
 *                                   remote); github/ and remote/ never import each other nor
 *                                   persist/, and the port imports nothing but core/
 *   1  store/  snapshot/  report/  transfer/  ci/   storage, file snapshots, rendering, the
 *                                   storage-neutral transfer machinery (snapshot may use store),
 *                                   and who a job is on each CI system (ci/: only core/)
 *   0  core/  version.ts      the pure rules and the version constant
 *
 * And no import cycles. Type-only imports (`import type`) obey the layers but are not edges of
 * a cycle: they vanish at compile time. docs/architecture.md explains the layers.
 */

const faces = '^src/(action|cli)/';
const persist = '^src/persist/';
const adapters = '^src/(github|remote|history)/';
const storage = '^src/(store|snapshot|report|transfer|ci)/';
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
      `${adapters}|${persist}|${faces}|${entry}`,
    ),
    forbid(
      'layer-2-imports-only-below',
      'github/, remote/ and history/ never import persist/ (it sits above them), the faces (action/, cli/) or the library entry.',
      adapters,
      `${persist}|${faces}|${entry}`,
    ),
    forbid(
      'persist-below-faces',
      'persist/ never imports the faces (action/, cli/) or the library entry.',
      persist,
      `${faces}|${entry}`,
    ),
    forbid(
      'persist-is-storage-neutral',
      'persist/ knows storages only through remote/port.ts; persist/wiring/ alone picks an adapter.',
      '^src/persist/(?!wiring/)',
      '^src/(github|history)/|^src/remote/(?!port[.]ts$)',
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
      'transfer-is-neutral',
      'transfer/ (retries, progress, the persistence channel) serves every storage: it imports only core/.',
      '^src/transfer/',
      '^src/(?!core/|transfer/)',
    ),
    forbid(
      'ci-is-neutral',
      'ci/ (who a job is on each CI system, for every storage and both faces) imports only core/.',
      '^src/ci/',
      '^src/(?!core/|ci/)',
    ),
    forbid(
      'port-is-neutral',
      'remote/port.ts, the storage port, knows no store: it imports nothing of src/ but core/.',
      '^src/remote/port[.]ts$',
      '^src/(?!core/)',
    ),
    forbid(
      'remote-apart-from-github',
      'remote/ never imports github/: adapters stand side by side behind the port.',
      '^src/remote/',
      '^src/github/',
    ),
    forbid(
      'github-apart-from-remote',
      'github/ never imports remote/ but its port (remote/port.ts): adapters stand side by side.',
      '^src/github/',
      '^src/remote/(?!port[.]ts$)',
    ),
    forbid(
      'remote-below-history',
      'remote/ never imports history/: history/ reads the history objects remote/history.ts keeps (remote-source.ts).',
      '^src/remote/',
      '^src/history/',
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
