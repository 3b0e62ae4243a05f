import { Command } from 'commander';
const p = new Command('ci-state');
p.command('hello').action(() => console.log('hi'));
await p.parseAsync();
