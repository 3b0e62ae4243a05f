/**
 * The small project that `actions/checkout` brings into a job's workspace when test/readme/ plays
 * a documented workflow: a git work tree (as a checkout leaves it) whose npm commands do real file
 * work that a re-run depends on. Every command runs fake-command.mjs, which records that it ran,
 * needs the files of the commands before it in the job, and writes its own:
 *
 * | command                      | makes                                              |
 * | ---------------------------- | -------------------------------------------------- |
 * | `npm ci` (`postinstall`)     | node_modules/dep/ (from a local tarball), a stamp  |
 * | `npm run build`              | dist/app.js                                        |
 * | `npm test`                   | reports/unit.txt                                   |
 * | `npm run e2e`, `npm run lint` | reports/e2e.txt, reports/lint.txt                 |
 * | `npm pack` (`prepack`)       | app-1.0.0.tgz (npm packs dist/)                    |
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Product {
  path: string;
  /** Written by the fake command, with the attempt that made it (else made by npm). */
  stamped: boolean;
}

/** What each command makes, by its name in FAKE_CHAIN / FAKE_FAIL. */
export const PRODUCTS: Record<string, Product[]> = {
  install: [
    { path: 'node_modules/dep/index.js', stamped: false },
    { path: 'node_modules/.install-stamp', stamped: true },
  ],
  build: [{ path: 'dist/app.js', stamped: true }],
  test: [{ path: 'reports/unit.txt', stamped: true }],
  e2e: [{ path: 'reports/e2e.txt', stamped: true }],
  lint: [{ path: 'reports/lint.txt', stamped: true }],
  pack: [{ path: 'app-1.0.0.tgz', stamped: false }],
};

const SCRIPTS = ['build', 'test', 'e2e', 'lint'];

/**
 * The fake project's name for a shell command (`npm run build` -> build, `npm ci` -> install), or
 * undefined when the command is not an npm command. An npm command the project cannot run throws.
 */
export function commandKey(command: string): string | undefined {
  const words = command.trim().split(/\s+/);
  if (words[0] !== 'npm') return undefined;
  const [verb, ...rest] = words.slice(1);
  const key =
    verb === 'ci' || verb === 'install' || verb === 'i'
      ? 'install'
      : verb === 'test' || verb === 't'
        ? 'test'
        : verb === 'pack'
          ? 'pack'
          : verb === 'run' || verb === 'run-script'
            ? rest.shift()
            : undefined;
  if (!key || rest.length > 0 || !(key in PRODUCTS))
    throw new Error(`\`${command}\`: the fake project cannot run it (it knows ${knownCommands()})`);
  return key;
}

function knownCommands(): string {
  return 'npm ci, npm pack and npm run ' + SCRIPTS.join('|');
}

const run = (cwd: string, file: string, args: string[]) =>
  execFileSync(file, args, {
    cwd,
    stdio: 'pipe',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'dev',
      GIT_AUTHOR_EMAIL: 'dev@example.com',
      GIT_COMMITTER_NAME: 'dev',
      GIT_COMMITTER_EMAIL: 'dev@example.com',
    },
  });

/** Writes the project, committed in a fresh git repository, into a new directory; returns it. */
export function makeProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'ci-state-readme-project-'));
  const dir = join(root, 'app');
  mkdirSync(join(dir, 'scripts'), { recursive: true });
  mkdirSync(join(dir, 'vendor'), { recursive: true });
  mkdirSync(join(dir, 'src'), { recursive: true });

  // The one dependency, a tarball in the repository: `npm ci` installs it without a registry.
  const pkgDir = join(root, 'dep', 'package');
  mkdirSync(pkgDir, { recursive: true });
  writeFileSync(
    join(pkgDir, 'package.json'),
    '{"name":"dep","version":"1.0.0","main":"index.js"}\n',
  );
  writeFileSync(join(pkgDir, 'index.js'), "module.exports = 'dep';\n");
  const tarball = join(dir, 'vendor', 'dep-1.0.0.tgz');
  run(join(root, 'dep'), 'tar', ['-czf', tarball, 'package']);
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  rmSync(join(root, 'dep'), { recursive: true });

  const command = (key: string) => `node scripts/fake-command.mjs ${key}`;
  const scripts: Record<string, string> = {
    postinstall: command('install'),
    prepack: command('pack'),
  };
  for (const s of SCRIPTS) scripts[s] = command(s);
  const pkg = {
    name: 'app',
    version: '1.0.0',
    private: true,
    files: ['dist'],
    scripts,
    dependencies: { dep: 'file:vendor/dep-1.0.0.tgz' },
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
  const lock = {
    name: 'app',
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': {
        name: 'app',
        version: '1.0.0',
        hasInstallScript: true,
        dependencies: { dep: 'file:vendor/dep-1.0.0.tgz' },
      },
      'node_modules/dep': {
        version: '1.0.0',
        resolved: 'file:vendor/dep-1.0.0.tgz',
        integrity,
      },
    },
  };
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2) + '\n');
  // No registry, no audit, no update check: every command stays on this machine.
  writeFileSync(
    join(dir, '.npmrc'),
    'offline=true\naudit=false\nfund=false\nupdate-notifier=false\n',
  );
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\ndist/\nreports/\n/app-*.tgz\n');
  writeFileSync(join(dir, 'src', 'app.js'), "module.exports = 'app';\n");
  copyFileSync(
    join(import.meta.dirname, 'fake-command.mjs'),
    join(dir, 'scripts', 'fake-command.mjs'),
  );
  writeFileSync(join(dir, 'scripts', 'products.json'), JSON.stringify(PRODUCTS, null, 2) + '\n');

  run(dir, 'git', ['init', '-q', '-b', 'main']);
  run(dir, 'git', ['add', '-A']);
  run(dir, 'git', ['commit', '-q', '-m', 'app']);
  return dir;
}
