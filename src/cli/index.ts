#!/usr/bin/env node
// The `ci-state` command. V8's compile cache makes repeated starts (one per phase) cheaper.
import { enableCompileCache } from 'node:module';

enableCompileCache?.();
const { main } = await import('./program.js');
const code = await main(process.argv);
// Exit explicitly: keep-alive sockets of the toolkit clients (per-phase saves) can hold Node open.
process.exit(code);
