// The load generator of api-compare, run in a process of its own so its CPU is not the server's:
//   node --import tsx load-worker.ts < job.json     (a LoadJob)
// It drives one route with autocannon (each connection signed in as its own user, bodies varying
// per request when the job gives several) and prints one LoadFigures JSON line on stdout.
import autocannon from "autocannon";
import { percentile } from "../util.ts";
import type { LoadFigures, LoadJob } from "./load-job.ts";

let input = "";
for await (const chunk of process.stdin) input += String(chunk);
const job = JSON.parse(input || "null") as LoadJob | null;
if (!job) {
  console.error("usage: load-worker.ts < job.json");
  process.exit(2);
}

function requestsFor(connection: number): autocannon.Request[] {
  const spec = job!.perConnection[connection % job!.perConnection.length]!;
  const bodies = spec.bodies ?? [];
  let sent = 0;
  const request: autocannon.Request = { method: spec.method, path: spec.path, headers: spec.headers, body: bodies[0] };
  // A write whose value changes on every request, as a person typing would send.
  if (bodies.length > 1) {
    request.setupRequest = (next) => {
      next.body = bodies[sent++ % bodies.length];
      return next;
    };
  }
  return [request];
}

/** Runs the load; latencies are timed per answer (autocannon's own histogram keeps whole milliseconds). */
function run(seconds: number): Promise<{ result: autocannon.Result; latencies: number[] }> {
  let connection = 0;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job!.baseUrl,
        connections: job!.connections,
        duration: seconds,
        // Each connection is one user: setupClient runs once per connection, in order.
        setupClient: (client) => client.setRequests(requestsFor(connection++)),
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on("response", (_client, statusCode: number, _bytes: number, milliseconds: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(milliseconds);
    });
  });
}

const { result, latencies } = await run(job.seconds);
const figures: LoadFigures = {
  requests: result.requests.total,
  seconds: result.duration,
  requestsPerSecond: result.requests.total / result.duration,
  p50: latencies.length > 0 ? percentile(latencies, 50) : Number.NaN,
  p99: latencies.length > 0 ? percentile(latencies, 99) : Number.NaN,
  non2xx: result.non2xx,
  statusCodes: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  ),
  errors: result.errors + result.timeouts,
  bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
