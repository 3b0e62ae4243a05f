/**
 * The phases file (YAML or JSON, parsed by the caller): declared phases and profiles, checked as
 * untrusted input, each phase written as an object or in the phase list syntax.
 */
import { CiStateError, quote } from './errors.js';
import { checkUntrustedJson } from './documents.js';
import { formatIssues } from './paths.js';
import { checkDeclared, parsePhaseItems } from './phase-list.js';
import { PHASE_ID_PATTERN, PhaseId, Profile, SafeKey } from './schema.js';
import type { PhaseDecl } from './schema.js';
import { schema } from './zod.js';

const ProfileName = schema((z) =>
  z
    .string()
    .regex(PHASE_ID_PATTERN, 'a profile name is 1-64 letters, digits, ".", "_" or "-"')
    .pipe(SafeKey),
);

const FilePhase = schema((z) =>
  z.union([
    z.string().max(200),
    z.strictObject({
      id: PhaseId,
      requires: z.union([PhaseId, z.array(PhaseId).max(1000)]).optional(),
      sideEffect: z.boolean().optional(),
      reuse: z.boolean().optional(),
      always: z.boolean().optional(),
      tags: z.array(z.string().min(1).max(64)).max(100).optional(),
    }),
  ]),
);

/** The phases file (YAML or JSON, parsed by the caller). */
export const PhasesFile = schema((z) =>
  z.strictObject({
    phases: z.array(FilePhase).max(1000),
    profiles: z.record(ProfileName, Profile).optional(),
  }),
);

export interface PhasesFileContent {
  /** The declared phases, in order. */
  declared: PhaseDecl[];
  profiles: Record<string, Profile>;
}

/**
 * Validates a parsed phases file: `{ phases: [{ id, requires, sideEffect, reuse, always, tags }] or
 * "name:req!" strings, profiles: { name: { skip, skipTags, description } } }`. `requires` may be one
 * id or a list. Profiles must name declared phases and tags some phase carries.
 */
export function parsePhasesFile(obj: unknown, inputName = 'phases file'): PhasesFileContent {
  const refused = checkUntrustedJson(obj, inputName);
  if (refused && !refused.ok) {
    throw new CiStateError('invalid_phase_list', `invalid ${inputName}: ${refused.summary}`);
  }
  const parsed = PhasesFile.safeParse(obj);
  if (!parsed.success) {
    const issues = formatIssues(parsed.error.issues);
    throw new CiStateError('invalid_phase_list', `invalid ${inputName}: ${issues.join('; ')}`, {
      details: issues,
    });
  }
  const declared: PhaseDecl[] = [];
  for (const [i, item] of parsed.data.phases.entries()) {
    if (typeof item === 'string') {
      const one = parsePhaseItems(item, `${inputName} phases[${i}]`);
      if (one.length !== 1) {
        throw new CiStateError(
          'invalid_phase_list',
          `invalid ${inputName}: phases[${i}] ${quote(item)} must describe exactly one phase`,
        );
      }
      // Requirements are checked against the whole list below.
      declared.push(one[0] as PhaseDecl);
    } else {
      const requires =
        item.requires === undefined
          ? []
          : typeof item.requires === 'string'
            ? [item.requires]
            : item.requires;
      declared.push({
        id: item.id,
        requires: [...new Set(requires)],
        sideEffect: item.sideEffect ?? false,
        reuse: item.reuse ?? false,
        ...(item.always ? { always: true } : {}),
        tags: [...new Set(item.tags ?? [])],
      });
    }
  }
  checkDeclared(declared, inputName);
  const profiles: Record<string, Profile> = {};
  const ids = new Set(declared.map((d) => d.id));
  const tags = new Set(declared.flatMap((d) => d.tags));
  const problems: string[] = [];
  for (const [name, profile] of Object.entries(parsed.data.profiles ?? {})) {
    for (const id of profile.skip) {
      if (!ids.has(id))
        problems.push(`profile ${quote(name)} skips ${quote(id)}, which is not a declared phase`);
    }
    for (const tag of profile.skipTags) {
      if (!tags.has(tag))
        problems.push(`profile ${quote(name)} skips tag ${quote(tag)}, which no phase has`);
    }
    profiles[name] = profile;
  }
  if (problems.length > 0) {
    throw new CiStateError('invalid_phase_list', `invalid ${inputName}: ${problems.join('; ')}`, {
      details: problems,
    });
  }
  return { declared, profiles };
}
