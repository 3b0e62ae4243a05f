// A stand-in for `buildkite-agent` (the real one talks to Buildkite's servers): records each
// call's arguments and standard input as one JSON line in $FAKE_AGENT_LOG; exits 1 with a message
// on stderr when $FAKE_AGENT_FAIL is set, as the agent does when its API refuses.
import { appendFileSync, readFileSync } from 'node:fs';

const stdin = readFileSync(0, 'utf8');
appendFileSync(
  process.env.FAKE_AGENT_LOG ?? 'agent.log',
  `${JSON.stringify({ argv: process.argv.slice(2), stdin })}\n`,
);
if (process.env.FAKE_AGENT_FAIL) {
  console.error('fatal: failed to annotate build: 401 Unauthorized');
  process.exit(1);
}
