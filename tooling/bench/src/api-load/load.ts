// A closed-loop load: one loop per virtual user, each sending its scenario's requests one after
// another on its own keep-alive connection, until the time is up. Each request is timed from
// sending to the last byte of the answer.
//
// Plain node:http rather than autocannon: autocannon reports one latency histogram for the whole
// run, while this benchmark must give p50/p99 per route (answer save and section load apart), with
// each connection signed in as a different user and bodies that vary per pass. A fixed number of
// loops over a keep-alive agent does that in a few lines, with no dependency. The loops share the
// API's process (and event loop), so their own small cost is inside the figures: read them as an
// upper bound.
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import type { ScenarioStep, VirtualUser } from "./scenario.ts";
import { isSuccess, type Sample } from "./summary.ts";

export interface Answer {
  status: number;
  body: string;
}

/** One HTTP exchange; status 0 when the connection failed. */
export function send(
  agent: Agent,
  baseUrl: string,
  step: ScenarioStep,
  user: VirtualUser,
  iteration: number,
): Promise<Answer> {
  const payload = step.body ? JSON.stringify(step.body(user, iteration)) : undefined;
  const headers: Record<string, string | number> = {
    authorization: `Bearer ${user.token}`,
    accept: "application/json",
  };
  if (payload !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = Buffer.byteLength(payload);
  }
  return new Promise((resolve) => {
    const outgoing = request(new URL(step.path(user), baseUrl), { method: step.method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", (error) => resolve({ status: 0, body: error.message }));
    });
    outgoing.on("error", (error) => resolve({ status: 0, body: error.message }));
    outgoing.end(payload);
  });
}

export interface LoadResult {
  samples: Sample[];
  elapsedSeconds: number;
  /** The first failed answer of each route, to show what went wrong. */
  firstFailures: Map<string, Answer>;
}

export interface RunLoadOptions {
  baseUrl: string;
  users: VirtualUser[];
  scenario: ScenarioStep[];
  seconds: number;
  /** Stops every loop after its current request (Ctrl+C). */
  signal?: AbortSignal;
}

/** A keep-alive agent allowing one connection per virtual user. */
export function createAgent(users: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: users, maxFreeSockets: users });
}

/** Every user through the scenario once, untimed: warms the JIT and the pools, and proves each step answers 2xx. */
export async function warmUp(
  agent: Agent,
  baseUrl: string,
  users: VirtualUser[],
  scenario: ScenarioStep[],
): Promise<void> {
  await Promise.all(
    users.map(async (user) => {
      for (const step of scenario) {
        const answer = await send(agent, baseUrl, step, user, 0);
        if (!isSuccess(answer.status)) {
          throw new Error(`Warm-up: ${step.name} answered ${answer.status || "nothing"}: ${answer.body.slice(0, 300)}`);
        }
      }
    }),
  );
}

export async function runLoad(agent: Agent, options: RunLoadOptions): Promise<LoadResult> {
  const samples: Sample[] = [];
  const firstFailures = new Map<string, Answer>();
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const loop = async (user: VirtualUser): Promise<void> => {
    for (let iteration = 1; ; iteration++) {
      for (const step of options.scenario) {
        if (performance.now() >= deadline || options.signal?.aborted) return;
        const sent = performance.now();
        const answer = await send(agent, options.baseUrl, step, user, iteration);
        samples.push({ route: step.name, status: answer.status, ms: performance.now() - sent });
        if (!isSuccess(answer.status) && !firstFailures.has(step.name)) firstFailures.set(step.name, answer);
      }
    }
  };
  await Promise.all(options.users.map(loop));
  return { samples, elapsedSeconds: (performance.now() - started) / 1000, firstFailures };
}
