/**
 * The rollback/ sub-action: `ci-state rollback` as a workflow step. It runs the CLI bundle that
 * ships beside it with the runner's Node, so the rollback is exactly the CLI's (state, files,
 * external captures, loop guard, the before_rollback checkpoint that undoes it), shows its notes
 * (among them the progress of the checkpoint content it ships) as they come, and turns its result
 * into outputs.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import * as core from './runner.js';
import { readRollbackSettings } from './settings.js';

export async function run(): Promise<void> {
  const { to, dryRun, reason, stateDir } = readRollbackSettings();
  const cli = resolve(import.meta.dirname, '..', 'cli', 'index.js');
  const args = [
    cli,
    'rollback',
    '--to',
    to,
    '--json',
    ...(dryRun ? ['--dry-run'] : []),
    ...(reason ? ['--reason', reason] : []),
  ];
  const env = { ...process.env, ...(stateDir ? { CI_STATE_DIR: stateDir } : {}) };
  const { code, stdout, stderr } = await new Promise<{
    code: number;
    stdout: string;
    stderr: string;
  }>((done) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    // Its notes go to the log line by line as they come.
    let shown = 0;
    const show = (all: boolean) => {
      const end = all ? err.length : err.lastIndexOf('\n') + 1;
      for (const line of err.slice(shown, end).split('\n')) if (line.trim()) core.info(line);
      shown = Math.max(shown, end);
    };
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (d: string) => (out += d));
    child.stderr.on('data', (d: string) => {
      err += d;
      show(false);
    });
    child.on('close', (c) => {
      show(true);
      done({ code: c ?? 1, stdout: out, stderr: err });
    });
  });
  if (code !== 0) {
    core.setFailed(
      stderr
        .trim()
        .split('\n')
        .at(-1)
        ?.replace(/^ci-state: /, 'ci-state: ') ?? 'ci-state: rollback failed',
    );
    return;
  }
  const result = JSON.parse(stdout) as {
    event?: { checkpointId: string; rolledBack: string[] };
    files?: { added: string[]; modified: string[]; deleted: string[] } | null;
    /** The before_rollback checkpoint: rolling back to it undoes this rollback. */
    undoCheckpoint?: string;
  };
  core.setOutput('checkpoint', result.event?.checkpointId ?? '');
  core.setOutput('rolled-back', JSON.stringify(result.event?.rolledBack ?? []));
  core.setOutput('files', JSON.stringify(result.files ?? null));
  core.setOutput('undo-checkpoint', result.undoCheckpoint ?? '');
  const f = result.files;
  core.info(
    `ci-state: ${dryRun ? 'would roll back' : 'rolled back'} to ${result.event?.checkpointId}: ${(result.event?.rolledBack ?? []).join(', ') || 'no phases'}${
      f
        ? `; files ${f.modified.length} restored, ${f.deleted.length} re-created, ${f.added.length} removed`
        : ''
    }${
      dryRun
        ? '; a before_rollback checkpoint of the current state would be taken first'
        : result.undoCheckpoint
          ? `; undo with \`to: ${result.undoCheckpoint}\` (before_rollback checkpoint)`
          : ''
    }`,
  );
}
