import { describe, expect, it } from 'vitest';
import { REDACTED, TailBuffer, redactSecrets } from '../../src/core/index.js';

const GHP = `ghp_${'A1b2C3d4E5'.repeat(3)}abcdef`;
const PAT = `github_pat_11ABCDEFG0${'x'.repeat(30)}_${'Y'.repeat(40)}`;
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const PEM = `-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7bq\nabcdef==\n-----END RSA PRIVATE KEY-----`;

describe('redactSecrets', () => {
  it.each([
    ['GitHub classic token', `push with ${GHP} now`, 'push with *** now'],
    ['GitHub app tokens', `ghs_${'z'.repeat(36)} and gho_${'q'.repeat(36)}`, '*** and ***'],
    ['fine-grained PAT', `PAT=${PAT}`, 'PAT=***'],
    ['AWS access key id', 'key AKIAIOSFODNN7EXAMPLE used', 'key *** used'],
    ['Slack token', 'xoxb-123456789012-abcdefghijkl', '***'],
    ['JWT', `jwt ${JWT}.`, 'jwt ***.'],
    ['PEM block', `before\n${PEM}\nafter`, 'before\n***\nafter'],
    ['Bearer', 'Authorization: Bearer abc.def-ghi_jkl', 'Authorization: Bearer ***'],
    ['password=', 'mysql -u root password=hunter2 db', 'mysql -u root password=*** db'],
    ['token: in JSON', '{"token": "s3cr3t-value", "n": 1}', '{"token": "***", "n": 1}'],
    ['API_KEY=', 'export OPENAI_API_KEY=sk-abc123', 'export OPENAI_API_KEY=***'],
    ['--password value', 'login --password hunter2 --user me', 'login --password *** --user me'],
    [
      'URL credentials',
      'git clone https://user:p4ss@github.com/x.git',
      'git clone https://user:***@github.com/x.git',
    ],
  ])('%s', (_name, input, expected) => {
    const out = redactSecrets(input);
    expect(out.text).toBe(expected);
    expect(out.count).toBeGreaterThan(0);
  });

  it('leaves ordinary text alone and counts nothing', () => {
    const text =
      'Build ok: 412 files, 3 warnings.\nThe token expired? No: tokens are fine. password reset link sent.\n${{ secrets.TOKEN }}';
    expect(redactSecrets(text)).toEqual({ text, count: 0 });
    expect(redactSecrets('password=${DB_PASSWORD}').count).toBe(0);
    // Environment dumps: the working directory is not a password.
    expect(redactSecrets('PWD=/home/runner/work\nOLDPWD=/tmp').count).toBe(0);
  });

  it('counts each secret and is idempotent', () => {
    const once = redactSecrets(`${GHP} password=x AKIAIOSFODNN7EXAMPLE`);
    expect(once.count).toBe(3);
    expect(redactSecrets(once.text)).toEqual({ text: once.text, count: 0 });
  });

  it('redacts a key block cut off at either end of a tail', () => {
    expect(redactSecrets('log\n-----BEGIN PRIVATE KEY-----\nMIIabc').text).toBe('log\n***');
    expect(redactSecrets('QUJDRA==\n-----END OPENSSH PRIVATE KEY-----\ndone').text).toBe(
      '***\ndone',
    );
  });

  it('is fast on long inputs', () => {
    const long = `${'a'.repeat(65_536)} ${'password'.repeat(5000)}=x ${'-'.repeat(65_536)}`;
    const t0 = performance.now();
    redactSecrets(long);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

describe('TailBuffer', () => {
  it('keeps everything while it fits', () => {
    const t = new TailBuffer(100);
    t.push(Buffer.from('hello '));
    t.push('world');
    expect(t.toString()).toBe('hello world');
    expect(t.droppedBytes).toBe(0);
    expect(t.totalBytes).toBe(11);
  });

  it('keeps the last bytes, starts at a line boundary and says how much was dropped', () => {
    const t = new TailBuffer(20);
    for (let i = 0; i < 10; i++) t.push(`line ${i}\n`);
    expect(t.bytes().length).toBe(20);
    expect(t.droppedBytes).toBe(50);
    const text = t.toString();
    // The kept 20 bytes are "ine 7\nline 8\nline 9\n": the partial first line goes too.
    expect(text).toBe('[56 earlier bytes not kept]\nline 8\nline 9\n');
  });

  it('starts at a UTF-8 character boundary when there is no line break', () => {
    const t = new TailBuffer(7);
    t.push('ééééé'); // 10 bytes; the kept 7 start inside a character
    const text = t.toString();
    expect(text).toBe('[4 earlier bytes not kept]\nééé');
    expect(text).not.toContain('\uFFFD');
  });

  it('handles one chunk larger than the buffer and redacts on the way out', () => {
    const t = new TailBuffer(64);
    t.push(`${'x'.repeat(1000)}\na line of output\ntoken=abcdef123456\n`);
    expect(t.bytes().length).toBe(64);
    expect(t.toString()).toBe('[1001 earlier bytes not kept]\na line of output\ntoken=***\n');
    expect(t.toString()).not.toContain('abcdef123456');
    expect(REDACTED).toBe('***');
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => new TailBuffer(0)).toThrow(RangeError);
  });
});
