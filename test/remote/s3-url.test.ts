/**
 * `s3://bucket/prefix` locations (src/remote/s3-url.ts). Properties over generated names: a failure
 * prints fast-check's seed and path, which replay it (`fc.assert(..., { seed, path })`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CiStateError } from '../../src/core/errors.js';
import { bucketNameProblem, formatS3Url, parseS3Url } from '../../src/remote/s3-url.js';

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''));
const inner = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789.-'.split(''));

/** Valid bucket names: 3-63 of [a-z0-9.-], letter or digit at both ends, no '..', not an IP. */
const bucket = fc
  .tuple(alnum, fc.array(inner, { minLength: 1, maxLength: 61 }), alnum)
  .map(([a, middle, z]) => `${a}${middle.join('')}${z}`)
  .filter((name) => !name.includes('..') && !/^\d+\.\d+\.\d+\.\d+$/.test(name));

/** Prefix segments: printable, no '/', not '.' or '..'. */
const segment = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  // eslint-disable-next-line no-control-regex
  .filter((s) => !/[/\\\u0000-\u001f\u007f-\u009f]/.test(s) && s !== '.' && s !== '..');
const prefix = fc
  .array(segment, { maxLength: 4 })
  .map((segments) => (segments.length ? `${segments.join('/')}/` : ''));

function parseError(text: string): CiStateError {
  try {
    parseS3Url(text, 'checkpoint-storage');
  } catch (error) {
    if (error instanceof CiStateError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(text)} was accepted`);
}

describe('parseS3Url', () => {
  it('reads back what formatS3Url writes, for any valid bucket and prefix', () => {
    fc.assert(
      fc.property(bucket, prefix, (b, p) => {
        expect(parseS3Url(formatS3Url({ bucket: b, prefix: p }))).toEqual({ bucket: b, prefix: p });
      }),
    );
  });

  it('takes the prefix with or without its trailing slash', () => {
    fc.assert(
      fc.property(bucket, prefix, (b, p) => {
        const bare = p.replace(/\/$/, '');
        expect(parseS3Url(`s3://${b}/${bare}`)).toEqual({ bucket: b, prefix: p });
        expect(parseS3Url(`s3://${b}${bare ? `/${bare}` : ''}`)).toEqual({ bucket: b, prefix: p });
      }),
    );
  });

  it('refuses anything else with one line that names the setting and the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        let location;
        try {
          location = parseS3Url(text, 'checkpoint-storage');
        } catch (error) {
          expect(error).toBeInstanceOf(CiStateError);
          const message = (error as CiStateError).message;
          expect(message).not.toMatch(/[\r\n]/);
          expect(message).toMatch(/^checkpoint-storage "/);
          expect((error as CiStateError).code).toBe('invalid_input');
          return;
        }
        expect(bucketNameProblem(location.bucket)).toBeUndefined();
        expect(text.startsWith(`s3://${location.bucket}`)).toBe(true);
      }),
    );
  });

  it('refuses bucket names S3 does not allow, saying why', () => {
    const cases: Array<[string, RegExp]> = [
      ['s3://', /bucket is missing/],
      ['s3:///prefix', /bucket is missing/],
      ['s3://ab', /not a bucket name \(3 to 63/],
      ['s3://' + 'a'.repeat(64), /not a bucket name/],
      ['s3://My-Bucket', /not a bucket name/],
      ['s3://under_score', /not a bucket name/],
      ['s3://-dash', /not a bucket name/],
      ['s3://a..b', /no '\.\.'/],
      ['s3://192.168.1.10', /not an IP address/],
      ['https://bucket/prefix', /does not start with 's3:\/\/'/],
      ['bucket/prefix', /does not start with 's3:\/\/'/],
    ];
    for (const [text, why] of cases) expect(parseError(text).message, text).toMatch(why);
  });

  it('refuses empty, dot and control-character segments in the prefix', () => {
    const cases: Array<[string, RegExp]> = [
      ['s3://bucket/a//b', /an empty segment/],
      ['s3://bucket//a', /an empty segment/],
      ['s3://bucket/a/../b', /a "\.\." segment/],
      ['s3://bucket/./b', /a "\." segment/],
      ['s3://bucket/a\nb', /control characters/],
      ['s3://bucket/a\\b', /backslash/],
      [`s3://bucket/${'x'.repeat(600)}`, /longer than 512 bytes/],
    ];
    for (const [text, why] of cases) {
      const message = parseError(text).message;
      expect(message, text).toMatch(why);
      expect(message).not.toMatch(/[\r\n]/);
    }
  });
});
