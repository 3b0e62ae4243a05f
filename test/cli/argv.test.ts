/**
 * `ci-state run <phase> -- <command...>` is read without commander (src/cli/argv.ts): whatever it
 * accepts must reach the run command exactly as commander would pass it, and everything else must
 * be left to commander.
 */
import { describe, expect, it, vi } from 'vitest';
import { plainRun } from '../../src/cli/argv.js';

const calls: unknown[][] = [];
vi.mock('../../src/cli/commands/run.js', () => ({
  cmdRun: async (...args: unknown[]) => {
    calls.push(args.slice(1));
    return 0;
  },
}));

/** What commander hands the run command for `ci-state <args>`, or undefined if it refuses. */
async function viaCommander(args: string[]): Promise<unknown[] | undefined> {
  const { main } = await import('../../src/cli/program.js');
  calls.length = 0;
  const write = process.stderr.write;
  process.stderr.write = () => true;
  try {
    const code = await main(['node', 'ci-state', ...args]);
    return code === 0 ? calls[0] : undefined;
  } finally {
    process.stderr.write = write;
  }
}

describe('plain `run <phase> -- <command...>`', () => {
  it.each([
    [['run', 'p', '--', 'true']],
    [['run', 'build', '--', 'npm', 'run', 'build', '--', '--watch=false']],
    [['run', 'test', '--', 'sh', '-c', 'exit 3']],
    [['run', 'p', '--', '--help']],
    [['run', 'p', '--', '-V']],
    [['run', 'help', '--', 'true']],
    [['run', 'p.1_x', '--', '']],
    // Values cmdRun refuses reach it the same way from both paths, so both refuse them alike.
    [['run', 'bad phase!', '--', 'true']],
    [['run', '', '--', 'true']],
  ])('%j is what commander reads', async (args) => {
    const plain = plainRun(['node', 'ci-state', ...args]);
    expect(plain).toBeDefined();
    expect(await viaCommander(args)).toEqual([plain!.phase, plain!.command, plain!.options]);
  });

  it.each([
    [['run', 'p', '--']],
    [['run', 'p']],
    [['run', '--tail', '10', 'p', '--', 'true']],
    [['run', 'p', '--inputs', 'a', '--', 'true']],
    [['run', '-h', '--', 'true']],
    [['run', '--', 'p', 'true']],
    [['run', 'p', 'true']],
    [['status']],
    [['--version']],
    [[]],
  ])('%j is left to commander', (args) => {
    expect(plainRun(['node', 'ci-state', ...args])).toBeUndefined();
  });
});
