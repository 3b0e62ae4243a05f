/**
 * Imported first by the commands that read and write one state: zod parses every object the same
 * way, but without compiling a parser for each object schema with `new Function` on first use. A
 * command parses a state a few times, so compiling costs more than it saves (the history commands,
 * which parse thousands of entries, keep the compiled parsers). Takes effect for schemas built
 * after it runs, hence first.
 */
import { config } from 'zod';

config({ jitless: true });
