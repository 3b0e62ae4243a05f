/**
 * The `ci-state report` command's declaration (its code, loaded when it runs, is report.ts).
 */
import { Option, type Command } from 'commander';
import type { Printer } from '../output.js';

export const REPORT_FORMATS = ['markdown', 'junit'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface ReportOptions {
  format?: ReportFormat;
  out?: string;
}

export function reportCommand(program: Command, printer: Printer): void {
  program
    .command('report')
    .summary("write the current run's report: markdown (story and phases) or JUnit XML")
    .description(
      "write the current run's report: markdown (the story, the phases table and the output of failed phases, as the GitHub job summary has them) or JUnit XML (one testcase per phase: passed, failed with its message and output tail, or skipped with why), for a CI system to show or archive",
    )
    .addOption(
      new Option('--format <format>', 'markdown (default) or junit').choices(REPORT_FORMATS),
    )
    .option('--out <file>', 'write to this file (its directory is created) instead of stdout')
    .action(async (o: ReportOptions) => (await import('./report.js')).cmdReport(printer, o));
}
