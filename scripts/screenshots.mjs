// Regenerates the README's screenshots, docs/images/job-summary.png and docs/images/pr-comment.png,
// from a real run: the built Action (dist/, or the build in $CI_STATE_TEST_ACTION) runs a pull
// request's workflow in the runner harness against the local emulator of GitHub's services
// (test/harness, test/emulator): attempt 1 of the linux leg fails in test and rolls back to lint,
// the macos leg succeeds, and "Re-run failed jobs" resumes the linux leg. The job summary its post
// step writes and the sticky comment it leaves are rendered as GFM with mermaid (test/report/page.ts)
// in Debian's Chromium (playwright-core, never a downloaded browser) and saved as PNG.
// Usage: node scripts/screenshots.mjs [--out DIR]   (default docs/images)
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './import-ts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ACTION = process.env.CI_STATE_TEST_ACTION ?? root;
const WIDTH = 1000;
const outFlag = process.argv.indexOf('--out');
const OUT = outFlag > 0 ? process.argv[outFlag + 1] : join(root, 'docs', 'images');

const load = importTs;
const { startEmulator } = await load('test/emulator/index.ts');
const { WorkflowRun } = await load('test/harness/index.ts');
const { mermaidBundle, RENDER_SCRIPT, reportPage, serve } = await load('test/report/page.ts');
const { renderGfm } = await load('test/report/markdown.ts');
const { pageProblems, withChromium } = await load('test/report/chromium.ts');

const REPO = 'acme/shop';
const PR = { number: 7, title: 'Cart totals include the discount' };
const PHASES = 'build,lint,migrate,test,e2e';

/** One leg of the build job; `failTest` makes test fail in attempt 1 and roll back to lint. */
async function leg(run, os, failTest) {
  const job = run.job('build', { matrix: { os } });
  await job.uses(ACTION, {
    id: 'state',
    with: { matrix: JSON.stringify({ os }), phases: PHASES },
  });
  await job.run(
    `ci-state run build --outputs 'dist/**' -- sh -c 'sleep 3; mkdir -p dist; echo bundle > dist/app.js'`,
  );
  await job.run(
    `ci-state run lint --outputs 'reports/**' -- sh -c 'sleep 2; mkdir -p reports; echo clean > reports/lint.txt'`,
  );
  await job.run(`ci-state run migrate -- sh -c 'sleep 1; echo "migrated to schema 42"'`);
  const fail = failTest
    ? '[ "$GITHUB_RUN_ATTEMPT" != 1 ] || { echo "  expected 2, got 3" >&2; exit 3; }'
    : 'true';
  await job.run(
    `ci-state run test -- sh -c 'sleep 2; echo "FAIL src/cart.test.ts"; ${fail.replace(/'/g, `'\\''`)}'`,
  );
  await job.run(`ci-state rollback --to lint --reason 'test failed after migrate'`, {
    if: 'failure()',
  });
  await job.run(`ci-state run e2e -- sh -c 'sleep 2'`);
  const result = await job.complete();
  console.log(`attempt ${run.attempt} of build (os=${os}): ${result.status}`);
  return result;
}

const emu = await startEmulator({ seed: 7 });
let server;
try {
  emu.seed.pullRequest({ repo: REPO, number: PR.number, title: PR.title });
  const run = new WorkflowRun({
    repo: REPO,
    runId: 4242,
    workflow: 'CI',
    event: 'pull_request',
    pullRequest: PR.number,
    headRef: 'feature/cart-totals',
    actor: 'octocat',
    eventPayload: { pull_request: { title: PR.title } },
    env: (ctx) =>
      emu.runtimeEnv({
        repo: ctx.repo,
        runId: ctx.runId,
        attempt: ctx.attempt,
        job: ctx.job,
        ref: ctx.ref,
        sha: ctx.sha,
        event: ctx.event,
        jobBackendId: ctx.jobBackendId,
      }),
  });
  await leg(run, 'linux', true);
  await leg(run, 'macos', false);
  const rerun = await leg(run.rerun(), 'linux', true);
  const comments = emu.inspect.comments().filter((c) => c.issueNumber === PR.number);
  if (rerun.status !== 'success' || comments.length !== 1)
    throw new Error(
      `unexpected run: ${rerun.status}, ${comments.length} comment${comments.length === 1 ? '' : 's'}`,
    );

  const docs = [
    {
      name: 'job-summary',
      title: 'Job summary of a resumed attempt',
      header: '<strong>build (os=linux)</strong> summary',
      markdown: rerun.summary,
    },
    {
      name: 'pr-comment',
      title: 'Sticky pull request comment',
      header:
        '<span class="avatar">GA</span><strong>github-actions</strong> <span class="label">bot</span> commented',
      markdown: comments[0].body,
    },
  ];
  const files = new Map([
    ['/mermaid.min.js', await mermaidBundle()],
    ['/render.js', RENDER_SCRIPT],
  ]);
  await mkdir(OUT, { recursive: true });
  for (const d of docs) {
    files.set(`/${d.name}.html`, reportPage({ ...d, html: renderGfm(d.markdown) }));
  }
  server = await serve(files);

  await withChromium(
    async (page) => {
      const problems = pageProblems(page);
      for (const d of docs) {
        await page.goto(`${server.origin}/${d.name}.html`, { waitUntil: 'load' });
        await page.waitForSelector('body[data-mermaid]', { timeout: 30_000 });
        // Evaluated in the page (strings, so that no browser globals appear in this file).
        const status = await page.evaluate('document.body.dataset.mermaid');
        if (status !== 'ready' || problems.length)
          throw new Error(`${d.name} did not render: ${status} ${problems.join('; ')}`);
        const bottom = await page.evaluate(
          'Math.ceil(document.querySelector(".frame").getBoundingClientRect().bottom + window.scrollY)',
        );
        const path = join(OUT, `${d.name}.png`);
        await page.screenshot({
          path,
          fullPage: true,
          clip: { x: 0, y: 0, width: WIDTH, height: bottom + 24 },
        });
        console.log(`wrote ${path}`);
      }
    },
    { width: WIDTH, height: 800 },
  );
} finally {
  await server?.close();
  await emu.stop();
}
