import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import {
  ACTION,
  emulator,
  errors,
  finalState,
  markerFile,
  newRun,
  phaseStep,
  ranPhases,
  warnings,
} from './helpers.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

describe('the Action resumes a re-run from the failed phase', () => {
  it('four phases, phase 3 fails; attempt 2 skips 1-2 and completes', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const phases = ['p1', 'p2', 'p3', 'p4'];

    const job1 = run.job('build');
    await job1.uses(ACTION, { id: 'state', with: { phases: phases.join(',') } });
    for (const p of phases)
      await phaseStep(job1, p, marker, { failOnAttempt: p === 'p3' ? [1] : [] });
    const r1 = await job1.complete();
    expect(r1.status).toBe('failure');
    expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p3@1']);
    expect(r1.outputs('state')).toMatchObject({ resumed: 'false', attempt: '1' });
    expect(errors(r1)).toEqual([]);
    const post1 = r1.step('state', 'post');
    expect(post1?.outcome).toBe('success');
    expect(r1.summary).toMatch(/Saved to cache key/);
    const s1 = finalState(r1);
    expect(s1?.status).toBe('failed');

    const run2 = run.rerun();
    const job2 = run2.job('build');
    await job2.uses(ACTION, { id: 'state', with: { phases: phases.join(',') } });
    for (const p of phases)
      await phaseStep(job2, p, marker, { failOnAttempt: p === 'p3' ? [1] : [] });
    const r2 = await job2.complete();
    expect(r2.status).toBe('success');
    expect(r2.outputs('state')).toMatchObject({
      resumed: 'true',
      'resume-from': 'p3',
      attempt: '2',
      skipped: JSON.stringify(['p1', 'p2']),
      'phase-p1': 'skipped',
      'phase-p3': 'pending',
    });
    // p1 and p2 were not executed again.
    expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p3@1', 'p3@2', 'p4@2']);
    const s2 = finalState(r2) as {
      status: string;
      phases: Record<string, { attempt: number; status: string }>;
    };
    expect(s2.status).toBe('completed');
    expect(s2.phases.p1).toMatchObject({ status: 'succeeded', attempt: 1 });
    expect(s2.phases.p4).toMatchObject({ status: 'succeeded', attempt: 2 });
    expect(r2.summary).toMatch(
      /Attempt 2 resumed from `p3`: skipped p1 and p2, saving \d+m?s, and completed\./,
    );
    expect(warnings(r2)).toEqual([]);
  });
});
