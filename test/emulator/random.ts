/**
 * Seeded pseudo-random numbers, so that fault decisions and generated identifiers are the same
 * from one run of a test to the next.
 */

/** A deterministic generator of numbers in [0, 1) (mulberry32). */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Derives an independent stream from a parent seed and a label. */
export function deriveSeed(seed: number, label: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function hexBytes(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}

/** A version-4-shaped UUID drawn from `random`. */
export function randomUuid(random: Random): string {
  const hex = hexBytes(random, 16).split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** A 40-character hexadecimal string shaped like a Git commit SHA. */
export function randomSha(random: Random): string {
  return hexBytes(random, 20);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` base-62 characters, the alphabet of GitHub token bodies. */
export function randomBase62(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[Math.floor(random() * 62)];
  return out;
}
