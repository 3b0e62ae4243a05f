/**
 * The npm package as someone installs it: `npm pack` in the repository (its `prepack` builds
 * lib/), the tarball installed into an empty project (dependencies from the npm cache when it has
 * them), then the `ci-state` command, the library through `import` and `require`, and its
 * declarations through tsc. Everything runs on the Node running the tests (put first on PATH for
 * the command's `#!/usr/bin/env node`), so on Node 22 too:
 * `PATH=/tmp/node22/node_modules/.bin:$PATH npx vitest run test/package` (CONTRIBUTING.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnv } from '../cli/helpers.js';

const repo = resolve(import.meta.dirname, '../..');
const windows = process.platform === 'win32';
const npm = windows ? 'npm.cmd' : 'npm';
const npx = windows ? 'npx.cmd' : 'npx';

/** A laptop's environment (no runner, no npm script's variables), this Node first on PATH. */
const env = (() => {
  const e = localEnv();
  for (const k of Object.keys(e)) if (/^npm_/i.test(k)) delete e[k];
  e.PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
  return e;
})();

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

function run(cmd: string, args: string[], cwd: string): Result {
  const r = spawnSync(cmd, args, {
    cwd,
    env,
    encoding: 'utf8',
    timeout: 240_000,
    shell: windows && cmd.endsWith('.cmd'),
  });
  return {
    code: r.status ?? -1,
    stdout: r.stdout ?? '',
    stderr: `${r.stderr ?? ''}${r.error ? `\n${r.error.message}` : ''}`,
  };
}

function ok(r: Result, what: string): string {
  if (r.code !== 0) throw new Error(`${what} exited ${r.code}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

let tmp = '';
let project = '';
let installed = '';
let packed: { filename: string; size: number; files: { path: string }[] };

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'ci-state-package-'));
  // prepack builds lib/ in the repository (ignored by git); leave the checkout as it was.
  const hadLib = existsSync(join(repo, 'lib'));
  try {
    const out = ok(run(npm, ['pack', '--json', '--pack-destination', tmp], repo), 'npm pack');
    packed = (JSON.parse(out) as (typeof packed)[])[0]!;
  } finally {
    if (!hadLib) rmSync(join(repo, 'lib'), { recursive: true, force: true });
  }
  project = join(tmp, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'stranger', version: '1.0.0', private: true })}\n`,
  );
  ok(
    run(
      npm,
      ['install', join(tmp, packed.filename), '--prefer-offline', '--no-audit', '--no-fund'],
      project,
    ),
    'npm install',
  );
  installed = join(project, 'node_modules', 'ci-state');
}, 300_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** The package a specifier names (`zod/v4/core` → `zod`), or undefined for Node's own modules. */
function packageOf(spec: string): string | undefined {
  if (spec.startsWith('node:') || builtinModules.includes(spec)) return undefined;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The packages the modules reachable from `entry` import, following relative imports: `static`
 * by `import … from` / `export … from` / `import '…'`, `dynamic` by `import('…')` only (in
 * declarations, `import("…")` types count as static).
 */
function importsFrom(entry: string, declarations: boolean) {
  const seen = new Set<string>();
  const found = { static: new Set<string>(), dynamic: new Set<string>() };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specs: [string, boolean][] = [];
    for (const m of code.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/gm))
      specs.push([m[1]!, false]);
    for (const m of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) specs.push([m[1]!, false]);
    for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
      specs.push([m[1]!, !declarations]);
    for (const [spec, dynamic] of specs) {
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec);
        visit(declarations ? target.replace(/\.js$/, '.d.ts') : target);
        continue;
      }
      const name = packageOf(spec);
      if (name) found[dynamic ? 'dynamic' : 'static'].add(name);
    }
  };
  visit(entry);
  for (const name of found.static) found.dynamic.delete(name);
  return found;
}

describe(`the npm package (Node ${process.versions.node})`, () => {
  it('holds the library and the bundled command, nothing else', () => {
    const paths = packed.files.map((f) => f.path);
    const outside = paths.filter(
      (p) =>
        !p.startsWith('lib/') &&
        !p.startsWith('dist/cli/') &&
        !['package.json', 'README.md', 'LICENSE'].includes(p),
    );
    expect(outside).toEqual([]);
    for (const p of [
      'lib/index.js',
      'lib/index.d.ts',
      'dist/cli/index.js',
      'dist/cli/licenses.txt',
    ])
      expect(paths, p).toContain(p);
    // Every chunk the command loads: the bundle's directory, whole.
    const chunks = paths.filter((p) => /^dist\/cli\/\d+\.index\.js$/.test(p));
    const bundled = readFileSync(join(repo, 'dist/cli/index.js'), 'utf8');
    for (const m of bundled.matchAll(/["'](\d+)\.index\.js["']/g))
      expect(chunks, `${m[1]}.index.js`).toContain(`dist/cli/${m[1]}.index.js`);
    expect(packed.size).toBeLessThan(5 * 1024 * 1024);
  });

  it('depends on what the library loads and declares; what it imports on demand is an optional peer', () => {
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    };
    const code = importsFrom(join(installed, 'lib/index.js'), false);
    const types = importsFrom(join(installed, 'lib/index.d.ts'), true);
    const needed = new Set([...code.static, ...types.static]);
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual([...needed].sort());
    const onDemand = [...code.dynamic].filter((name) => !needed.has(name)).sort();
    expect(Object.keys(pkg.peerDependencies ?? {}).sort()).toEqual(onDemand);
    for (const name of onDemand) {
      expect(pkg.peerDependenciesMeta?.[name]?.optional, name).toBe(true);
      // Optional peers are not installed, so the install stays small.
      expect(existsSync(join(project, 'node_modules', name)), name).toBe(false);
    }
  });

  it('has a ci-state command that works in an empty project', () => {
    const version = (
      JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { version: string }
    ).version;
    expect(ok(run(npx, ['ci-state', '--version'], project), 'ci-state --version').trim()).toBe(
      version,
    );
    ok(run(npx, ['ci-state', 'init', '--phases', 'build,test'], project), 'ci-state init');
    const built = ok(
      run(npx, ['ci-state', 'run', 'build', '--', 'node', '-e', "console.log('built')"], project),
      'ci-state run build',
    );
    expect(built).toContain('built');
    expect(ok(run(npx, ['ci-state', 'status'], project), 'ci-state status')).toMatch(/build/);
    const status = JSON.parse(
      ok(run(npx, ['ci-state', 'status', '--json'], project), 'ci-state status --json'),
    ) as { phases: Record<string, { status: string }> };
    expect(status.phases.build?.status).toBe('succeeded');
    expect(status.phases.test?.status).toBe('pending');
  });

  it('is a library for import and for require', () => {
    const print =
      'JSON.stringify({ keys: Object.keys(m).sort(), planResume: typeof m.planResume, ' +
      'LocalStore: typeof m.LocalStore, parse: typeof m.RunState.safeParse, ' +
      "strategy: m.parseStrategy('failed') })";
    const imported = ok(
      run(
        process.execPath,
        ['--input-type=module', '-e', `const m = await import('ci-state'); console.log(${print})`],
        project,
      ),
      'import',
    );
    const required = ok(
      run(
        process.execPath,
        ['-e', `const m = require('ci-state'); console.log(${print})`],
        project,
      ),
      'require',
    );
    const a = JSON.parse(imported) as { keys: string[] };
    expect(a).toMatchObject({ planResume: 'function', LocalStore: 'function', parse: 'function' });
    expect(a.keys).toContain('runArtifactsSource');
    expect(JSON.parse(required)).toEqual(a);
  });

  it('has declarations that type-check without skipLibCheck', () => {
    writeFileSync(
      join(project, 'use.ts'),
      [
        "import { LocalStore, parseStrategy, planResume, type RunState } from 'ci-state';",
        'export function plan(state: RunState) {',
        "  return planResume(state, { strategy: parseStrategy('failed') });",
        '}',
        "export const store = new LocalStore({ dir: '.ci-state' });",
        '',
      ].join('\n'),
    );
    ok(
      run(
        process.execPath,
        [
          join(repo, 'node_modules/typescript/bin/tsc'),
          '--noEmit',
          '--strict',
          '--skipLibCheck',
          'false',
          '--module',
          'nodenext',
          '--moduleResolution',
          'nodenext',
          '--target',
          'es2023',
          // A TypeScript user of the package has @types/node; the repository's stands in.
          '--typeRoots',
          join(repo, 'node_modules/@types'),
          '--types',
          'node',
          'use.ts',
        ],
        project,
      ),
      'tsc',
    );
  });
});
