#!/usr/bin/env node
// The `ci-state` command. V8's compile cache makes repeated starts (one per phase) cheaper.
import { enableCompileCache } from 'node:module';
import { plainRun } from './argv.js';
import { nodeVersionProblem } from './node-version.js';
import { guardOutput } from './pipes.js';

const tooOld = nodeVersionProblem(process.versions.node);
if (tooOld) {
  process.stderr.write(`ci-state: ${tooOld}\n`);
  process.exit(2);
}
enableCompileCache?.();
// A closed stdout or stderr (`ci-state … | head -1`) must not end the process mid-phase.
guardOutput();
// `run <phase> -- <command...>`, once per phase, goes straight to the run command; the rest
// through the command-line parser.
const plain = plainRun(process.argv);
const code = plain
  ? await (await import('./commands/run.js')).runPlain(plain)
  : process.argv[2] === '__persist'
    ? // The job's persistence process, started by the Action's main step (persist/persister.ts).
      await (await import('../persist/wiring/persister-main.js')).persisterMain()
    : process.argv[2] === '__keep'
      ? // A keeper of a phase's outputs, started by `run` (keeper.ts).
        await (await import('./keeper-main.js')).keeperMain(process.argv[3] ?? '')
      : await (await import('./program.js')).main(process.argv);
// Exit explicitly: keep-alive sockets of the toolkit clients (per-phase saves) can hold Node open.
process.exit(code);
