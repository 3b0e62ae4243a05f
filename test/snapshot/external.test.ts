/**
 * External captures, proven with a real PostgreSQL server (the Debian package, listed in
 * .ci/apt-packages) started on loopback for this file: initdb into a temp directory as the
 * `postgres` user (the server refuses to run as root), a free port, a socket in the temp directory.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobStore, captureExternal, restoreExternal } from '../../src/snapshot/index.js';
import { cli, localEnv } from '../cli/helpers.js';
import { tempDir } from './helpers.js';

function findPgBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(base, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const PG_BIN = findPgBin();
const asRoot = process.getuid?.() === 0;

describe('external captures (shell commands)', () => {
  it('stores stdout as a blob and restores it on stdin and as $CI_STATE_CAPTURE_FILE', async () => {
    const base = await tempDir();
    const store = new BlobStore(join(base, 'blobs'));
    await fs.writeFile(join(base, 'state.txt'), 'state v1\n');
    const cap = await captureExternal(
      {
        name: 'state',
        capture: 'cat state.txt; printf "%s" "$CI_STATE_CAPTURE_NAME"',
        restore: 'cat > from-stdin.txt; cp "$CI_STATE_CAPTURE_FILE" from-file.txt',
      },
      store,
      { cwd: base },
    );
    expect(cap).toMatchObject({ name: 'state', size: 'state v1\nstate'.length });
    expect((await store.read(cap.sha256)).toString()).toBe('state v1\nstate');
    await restoreExternal(cap, store, { cwd: base });
    expect(await fs.readFile(join(base, 'from-stdin.txt'), 'utf8')).toBe('state v1\nstate');
    expect(await fs.readFile(join(base, 'from-file.txt'), 'utf8')).toBe('state v1\nstate');
  });

  it('a failing capture is a clear error and leaves no blob', async () => {
    const base = await tempDir();
    const store = new BlobStore(join(base, 'blobs'));
    await expect(
      captureExternal(
        {
          name: 'db',
          capture: 'echo partial; echo "connection refused" >&2; exit 3',
          restore: 'true',
        },
        store,
      ),
    ).rejects.toThrow(
      'capture "db" failed: the capture command exited with code 3: connection refused',
    );
    expect(await store.list()).toEqual([]);
    await expect(
      captureExternal({ name: 'slow', capture: 'sleep 30', restore: 'true' }, store, {
        timeoutMs: 300,
      }),
    ).rejects.toThrow(
      'capture "slow" failed: the capture command did not finish within 0.3 s and was killed',
    );
  });

  it('a failing restore names the capture and the exit code', async () => {
    const base = await tempDir();
    const store = new BlobStore(join(base, 'blobs'));
    const cap = await captureExternal(
      { name: 'x', capture: 'echo hi', restore: 'echo "no such database" >&2; exit 2' },
      store,
    );
    await expect(restoreExternal(cap, store)).rejects.toThrow(
      'restore "x" failed: the restore command exited with code 2: no such database',
    );
  });

  it('a corrupt capture blob is refused before the restore command runs', async () => {
    const base = await tempDir();
    const store = new BlobStore(join(base, 'blobs'));
    const cap = await captureExternal(
      { name: 'x', capture: 'echo original', restore: `touch ${join(base, 'ran')}` },
      store,
    );
    await fs.chmod(store.pathOf(cap.sha256), 0o644);
    await fs.writeFile(store.pathOf(cap.sha256), 'tampered');
    await expect(restoreExternal(cap, store)).rejects.toThrow(
      /restore "x": blob .* nothing was run/,
    );
    expect(existsSync(join(base, 'ran'))).toBe(false);
  });
});

/** runuser lives in an sbin directory, which a minimal PATH may lack. */
const RUNUSER =
  ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((p) => existsSync(p)) ??
  'runuser';

describe.skipIf(PG_BIN === undefined)('PostgreSQL capture and rollback', () => {
  let dir = '';
  let port = 0;
  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    PGHOST: dir,
    PGPORT: String(port),
    PGUSER: 'postgres',
  });
  const bin = (name: string) => join(PG_BIN as string, name);
  const pg = (args: string[]) =>
    (asRoot ? [RUNUSER, ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]) as [
      string,
      string[],
    ];
  const psql = (sql: string) =>
    execFileSync(bin('psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', 'app', '-c', sql], {
      env: env(),
      encoding: 'utf8',
    });
  // Plain-text dumps for the comparison. Recent pg_dump releases write a random `\restrict` key
  // into plain dumps; a fixed one keeps two dumps of the same data identical.
  const restrictKey = () =>
    spawnSync(bin('pg_dump'), ['--help'], { encoding: 'utf8' }).stdout.includes('--restrict-key')
      ? ['--restrict-key=cistatetest']
      : [];
  const dump = () => execFileSync(bin('pg_dump'), ['-d', 'app', ...restrictKey()], { env: env() });

  beforeAll(async () => {
    dir = await tempDir('ci-state-pg-');
    port = await freePort();
    if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
    const data = join(dir, 'data');
    const [c1, a1] = pg([
      bin('initdb'),
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    execFileSync(c1, a1, { stdio: 'pipe' });
    const [c2, a2] = pg([
      bin('pg_ctl'),
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    execFileSync(c2, a2, { stdio: 'pipe' });
    execFileSync(bin('createdb'), ['app'], { env: env() });
  }, 60_000);

  afterAll(() => {
    if (!dir) return;
    const [c, a] = pg([bin('pg_ctl'), '-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    spawnSync(c, a, { stdio: 'ignore' });
  });

  it('pg_dump capture, a migration that drops a column and deletes rows, restore: the dump is the same byte for byte', async () => {
    psql(`
      CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, email text, balance numeric(10,2));
      INSERT INTO customers (name, email, balance)
        SELECT 'customer ' || i, 'c' || i || '@example.com', i * 1.25 FROM generate_series(1, 500) AS i;
      CREATE INDEX customers_email ON customers (email);`);
    const before = dump();
    expect(before.toString()).toContain('COPY public.customers (id, name, email, balance)');

    const base = await tempDir();
    const store = BlobStore.forStore(join(base, 'store'));
    const cap = await captureExternal(
      {
        name: 'db',
        capture: `"${bin('pg_dump')}" -Fc -d app`,
        restore: `"${bin('pg_restore')}" --clean --if-exists --single-transaction --exit-on-error -d app "$CI_STATE_CAPTURE_FILE"`,
      },
      store,
      { env: env() },
    );
    expect(cap.size).toBeGreaterThan(1000);

    // The "migration" phase.
    psql('ALTER TABLE customers DROP COLUMN email; DELETE FROM customers WHERE id % 3 = 0;');
    expect(psql('SELECT count(*) FROM customers').trim()).not.toContain('500');
    expect(dump().equals(before)).toBe(false);

    await restoreExternal(cap, store, { env: env() });
    const after = dump();
    expect(after.equals(before)).toBe(true);
    expect(psql('SELECT count(*), sum(balance) FROM customers')).toMatch(/500 \| 156562\.50/);
  });

  it('the same through the CLI: checkpoint --capture/--restore, a migrate phase, rollback --to', async () => {
    psql(`
      CREATE TABLE orders (id serial PRIMARY KEY, item text NOT NULL, qty int, note text);
      INSERT INTO orders (item, qty, note)
        SELECT 'item ' || i, i % 7, repeat('n', i % 40) FROM generate_series(1, 300) AS i;`);
    const before = dump();
    const base = await tempDir();
    const cliEnv = { ...localEnv(), PGHOST: dir, PGPORT: String(port), PGUSER: 'postgres' };
    const run = (args: string[]) => cli(base, args, cliEnv);

    expect(run(['init', '--workflow', 'db', '--phases', 'migrate']).code).toBe(0);
    const cp = run([
      'checkpoint',
      '--name',
      'db',
      '--capture',
      `"${bin('pg_dump')}" -Fc -d app`,
      '--restore',
      `"${bin('pg_restore')}" --clean --if-exists --single-transaction --exit-on-error -d app "$CI_STATE_CAPTURE_FILE"`,
      '--json',
    ]);
    expect(cp.code, cp.stderr).toBe(0);
    const id = JSON.parse(cp.stdout).id as string;

    const migrate = run([
      'run',
      'migrate',
      '--',
      bin('psql'),
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-d',
      'app',
      '-c',
      'ALTER TABLE orders DROP COLUMN note; DELETE FROM orders WHERE qty = 0;',
    ]);
    expect(migrate.code, migrate.stderr).toBe(0);
    const migrated = dump();
    expect(migrated.equals(before)).toBe(false);

    const dry = run(['rollback', '--to', id, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dump().equals(before)).toBe(false); // a dry run restores nothing

    const back = run(['rollback', '--to', id]);
    expect(back.code, back.stderr).toBe(0);
    expect(dump().equals(before)).toBe(true);
    const state = JSON.parse(run(['status', '--json']).stdout);
    expect(state.phases.migrate.status).toBe('rolled_back');
    expect(state.rollbackHistory).toHaveLength(1);

    // The rollback captured the database first (before_rollback): rolling back to that
    // checkpoint puts the migrated database back.
    const undo = /undo with ci-state rollback --to (cp-\S+)/.exec(back.stdout)?.[1];
    expect(undo, back.stdout).toBeDefined();
    const again = run(['rollback', '--to', undo!]);
    expect(again.code, again.stderr).toBe(0);
    expect(dump().equals(migrated)).toBe(true);
    expect(JSON.parse(run(['status', '--json']).stdout).phases.migrate.status).toBe('succeeded');
  });
});

if (PG_BIN === undefined) {
  describe('PostgreSQL capture and rollback', () => {
    // In CI the package is installed by .ci/setup: its absence is a failure there, not a skip.
    it.runIf(process.env.CI)('has PostgreSQL installed (.ci/apt-packages)', () => {
      expect.fail('no PostgreSQL binaries under /usr/lib/postgresql/*/bin: run bash .ci/setup');
    });
  });
}
