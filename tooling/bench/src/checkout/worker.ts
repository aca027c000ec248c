// The load process of the checkout benchmark, a process of its own so its CPU is not the server's:
//   node --import tsx worker.ts < job.json     (a CheckoutJob)
// Runs the buyers' loops (loop.ts) over plain node:http, one keep-alive connection per buyer, and
// prints one LoadResult JSON line on stdout.
import { Agent, request } from "node:http";
import type { CheckoutJob } from "./load-job.ts";
import { runPurchases, type Answer, type Send } from "./loop.ts";

let input = "";
for await (const chunk of process.stdin) input += String(chunk);
const job = JSON.parse(input || "null") as CheckoutJob | null;
if (!job) {
  console.error("usage: worker.ts < job.json");
  process.exit(2);
}

const agent = new Agent({ keepAlive: true, maxSockets: job.buyers.length, maxFreeSockets: job.buyers.length });
const base = new URL(job.baseUrl);

const send: Send = (path, token, body) => {
  const payload = JSON.stringify(body);
  return new Promise<Answer>((resolve) => {
    const outgoing = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: "POST",
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          accept: "application/json",
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", (error) => resolve({ status: 0, body: error.message }));
      },
    );
    outgoing.on("error", (error) => resolve({ status: 0, body: error.message }));
    outgoing.end(payload);
  });
};

const result = await runPurchases({ buyers: job.buyers, productId: job.productId, seconds: job.seconds, send });
agent.destroy();
process.stdout.write(`${JSON.stringify(result)}\n`);
