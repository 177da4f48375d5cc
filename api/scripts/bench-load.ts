// The load generator of `bench-dashboard.ts`, run as a process of its own so that its work is not
// the server's: autocannon sends the requests of the JSON file in argv[2] ({ url, connections,
// duration, requests }) round and round, and the result goes to stdout as one JSON line.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const options = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Parameters<typeof autocannon>[0];
const result = await autocannon(options);
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    duration: result.duration,
  })}\n`,
);
