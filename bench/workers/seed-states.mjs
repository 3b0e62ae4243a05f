// Seeds the emulator for figure 7: uploads each job's state bundle as that job's artifact, with
// ci-state's own upload (src/github/artifact-store.ts), so the report job finds what real jobs
// leave behind. Not timed.
//
//   node bench/workers/seed-states.mjs <spec.json>
//   spec: { jobs: [{ env: { …the job's runner environment }, name, file }] }
import { readFileSync } from 'node:fs';
import { importSrc } from '../common/src.mjs';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
// @actions/artifact reads GITHUB_API_URL when it is loaded: the first job's environment first.
Object.assign(process.env, spec.jobs[0].env);
const { uploadBundleArtifact } = await importSrc('src/github/artifact-store.ts');
for (const job of spec.jobs) {
  Object.assign(process.env, job.env);
  const r = await uploadBundleArtifact(job.name, readFileSync(job.file));
  if (!r.ok) {
    console.error(`upload of ${job.name} failed: ${r.reason}`);
    process.exit(1);
  }
}
process.exit(0);
