import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMetricsServer } from "../src/http/metrics.ts";
import { createTestApi, type TestApi } from "./harness.ts";

// Prometheus metrics: latency histograms per route pattern, process and pool metrics, served on
// the internal metrics listener only.
let api: TestApi;
let server: Server;
let url: string;
beforeAll(async () => {
  api = await createTestApi();
  server = await startMetricsServer(api.app.apiMetrics, { port: 0, host: "127.0.0.1" });
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  server?.close();
  await api?.close();
});

describe("metrics", () => {
  it("serves request latency per route pattern, method and status, with process metrics, on the internal listener", async () => {
    await api.inject({ method: "GET", url: "/states" });
    await api.inject({ method: "GET", url: "/states" });
    await api.inject({ method: "GET", url: "/users/00000000-0000-4000-8000-000000000000/standing" });

    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await response.text();
    expect(body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/states",status_code="200"\} 2/);
    // The pattern, not the URL: one series per route whatever the ids.
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/users\/:id\/standing",status_code="401"\} 1/,
    );
    expect(body).toContain('http_request_duration_seconds_bucket{le="0.005"');
    expect(body).toContain("process_cpu_seconds_total");
    expect(body).toContain("# HELP db_pool_connections");
    if (api.database.driver === "postgres") expect(body).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect((await fetch(`${url}/other`)).status).toBe(404);
  });

  it("gives the job queue's depth per queue and state, read at scrape time", async () => {
    const scrape = async () => (await fetch(`${url}/metrics`)).text();
    await api.app.jobs.drain();
    expect(await scrape()).toMatch(/job_queue_depth\{queue="mail-delivery",state="due"\} 0/);
    await api.app.jobs.enqueue("mail-delivery", { outboxId: "00000000-0000-4000-8000-000000000000" });
    await api.app.jobs.enqueue(
      "mail-delivery",
      { outboxId: "00000000-0000-4000-8000-000000000001" },
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    const body = await scrape();
    expect(body).toContain("# HELP job_queue_depth");
    expect(body).toMatch(/job_queue_depth\{queue="mail-delivery",state="queued"\} 2/);
    expect(body).toMatch(/job_queue_depth\{queue="mail-delivery",state="due"\} 1/);
    expect(body).toMatch(/job_queue_depth\{queue="mail-delivery",state="active"\} 0/);
    // Delivering an outbox id that does not exist is a no-op: the due job completes.
    await api.app.jobs.drain();
    expect(await scrape()).toMatch(/job_queue_depth\{queue="mail-delivery",state="due"\} 0/);
  });

  it("is not served on the public listener", async () => {
    expect((await api.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
  });
});
