/**
 * Profiles (task types) that skip sets of phases by id or tag: the built-in ones, lookup by name,
 * and the phases a profile skips.
 */
import { CiStateError, listWords, quote } from './errors.js';
import type { Profile } from './schema.js';

/** Profiles every run knows. A phases file may define more, or override these by name. */
export const BUILTIN_PROFILES: Readonly<Record<string, Profile>> = Object.freeze({
  docs: {
    skip: ['test', 'tests', 'e2e', 'integration', 'lint'],
    skipTags: ['test'],
    description: 'documentation-only change: skips tests and lint',
  },
  full: { skip: [], skipTags: [], description: 'runs every phase' },
});

export interface ResolvedProfile {
  name: string;
  profile: Profile;
}

/** Finds a profile by name among the built-in ones and `profiles` (which win on a name clash). */
export function resolveProfile(
  name: string,
  profiles: Readonly<Record<string, Profile>> = {},
  inputName = '--profile',
): ResolvedProfile {
  const all: Record<string, Profile> = { ...BUILTIN_PROFILES };
  for (const [k, v] of Object.entries(profiles)) all[k] = v;
  const key = typeof name === 'string' ? name.trim() : '';
  if (key !== '' && Object.hasOwn(all, key)) return { name: key, profile: all[key] as Profile };
  throw new CiStateError(
    'unknown_profile',
    `unknown profile ${quote(name)} (${inputName}): expected ${listWords(Object.keys(all).sort())}`,
  );
}

/** The phases a profile skips, by id or tag, each with the reason `profile <name>`. */
export function profileSkips(
  resolved: ResolvedProfile,
  phases: Iterable<{ id: string; tags?: readonly string[] }>,
): Map<string, string> {
  const ids = new Set(resolved.profile.skip);
  const tags = new Set(resolved.profile.skipTags);
  const out = new Map<string, string>();
  for (const phase of phases) {
    if (ids.has(phase.id) || (phase.tags ?? []).some((t) => tags.has(t))) {
      out.set(phase.id, `profile ${resolved.name}`);
    }
  }
  return out;
}
