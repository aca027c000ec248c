// What "the same useful SQL" means for the baseline: every statement our API ran for one user's
// request on a route (texts and parameters, transaction included), recorded on the database handle.
import type { DatabaseHandle } from "@prenup/db";
import type { RequestSpec } from "./load-job.ts";

export interface CapturedStatement {
  text: string;
  params: unknown[];
  /** Positions of parameters that are new ids on every request (absent: none). */
  fresh?: boolean[];
}

async function send(baseUrl: string, spec: RequestSpec, body: string | undefined): Promise<void> {
  const response = await fetch(new URL(spec.path, baseUrl), { method: spec.method, headers: spec.headers, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${spec.method} ${spec.path} answered ${response.status}: ${text.slice(0, 300)}`);
}

async function record(
  handle: DatabaseHandle,
  baseUrl: string,
  spec: RequestSpec,
  body: string | undefined,
): Promise<CapturedStatement[]> {
  const statements: CapturedStatement[] = [];
  const stop = handle.onStatement((text, params) => statements.push({ text, params: [...params] }));
  try {
    await send(baseUrl, spec, body);
  } finally {
    stop();
  }
  // Parameters travel as the driver would send them: dates as ISO text.
  return JSON.parse(JSON.stringify(statements)) as CapturedStatement[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sends the request four times (the first warms the caches; a write sends each of its bodies in
 * turn, so every send changes the row) and answers the statements of the last, with the
 * parameters that were new ids on each of the last two sends marked `fresh`: the baseline must
 * generate those again per request (a history row's id), as our API does.
 */
export async function captureStatements(
  handle: DatabaseHandle,
  baseUrl: string,
  spec: RequestSpec,
): Promise<CapturedStatement[]> {
  const bodies = spec.bodies ?? [];
  const bodyOf = (turn: number): string | undefined => bodies[turn % Math.max(bodies.length, 1)];
  await send(baseUrl, spec, bodyOf(0));
  await send(baseUrl, spec, bodyOf(1));
  const before = await record(handle, baseUrl, spec, bodyOf(2));
  const last = await record(handle, baseUrl, spec, bodyOf(3));
  if (before.length !== last.length) return last;
  return last.map((statement, index) => {
    const earlier = before[index]!.params;
    const fresh = statement.params.map(
      (value, position) => typeof value === "string" && UUID.test(value) && earlier[position] !== value,
    );
    return fresh.some(Boolean) ? { ...statement, fresh } : statement;
  });
}
