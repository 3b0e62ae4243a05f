#!/usr/bin/env node
// The `ci-state` command. V8's compile cache makes repeated starts (one per phase) cheaper.
import { enableCompileCache } from 'node:module';

enableCompileCache?.();
const { main } = await import('./program.js');
process.exitCode = await main(process.argv);
