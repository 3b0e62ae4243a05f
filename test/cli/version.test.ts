import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';
import { cli, tempDir } from './helpers.js';

describe('version', () => {
  it('matches package.json and is what the CLI prints', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(VERSION).toBe(pkg.version);
    const { dir, cleanup } = tempDir();
    try {
      expect(cli(dir, ['--version']).stdout.trim()).toBe(VERSION);
    } finally {
      cleanup();
    }
  });
});
