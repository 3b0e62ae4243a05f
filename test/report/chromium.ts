/**
 * Debian's headless Chromium, driven by playwright-core (never a downloaded browser), for the
 * report tests and the README's screenshots: a new empty profile each time, and the flags that
 * keep it off the network.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs `use` with a page of a fresh browser (UTC, en-US); closes it and removes its profile. */
export async function withChromium<T>(
  use: (page: Page) => Promise<T>,
  viewport: { width: number; height: number } = { width: 1100, height: 900 },
): Promise<T> {
  const { chromium } = await import('playwright-core');
  const profile = await mkdtemp(join(tmpdir(), 'ci-state-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      viewport,
      deviceScaleFactor: 1,
      timezoneId: 'UTC',
      locale: 'en-US',
    });
    try {
      return await use(context.pages()[0] ?? (await context.newPage()));
    } finally {
      await context.close();
    }
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** Console errors and warnings, page errors and dialogs (dismissed) of `page`, as they come. */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return problems;
}
