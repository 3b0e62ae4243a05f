/**
 * The `ci-state` command the main step puts on PATH for later steps: a POSIX `sh` script for
 * Linux and macOS runners (and bash on Windows), and a `ci-state.cmd` for cmd and PowerShell on
 * Windows runners. Both run the CLI bundle with the Node that runs the Action.
 */

/** `ci-state` (sh) and `ci-state.cmd` (Windows) running `cli` with `node`. */
export function cliShims(node: string, cli: string): { sh: string; cmd: string } {
  const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  // cmd.exe: paths cannot hold '"'; '%' would expand as a variable, '%%' is a literal one.
  const cmd = (s: string) => `"${s.replace(/%/g, '%%')}"`;
  return {
    sh: `#!/bin/sh\nexec ${sh(node)} ${sh(cli)} "$@"\n`,
    cmd: `@echo off\r\n${cmd(node)} ${cmd(cli)} %*\r\n`,
  };
}
