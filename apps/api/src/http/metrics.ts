import { createServer, type Server } from "node:http";
import type { DatabaseHandle } from "@prenup/db";
import type { FastifyInstance } from "fastify";
import metricsPlugin from "fastify-metrics";
import promClient from "prom-client";
import type { JobQueue } from "../integrations/jobs/index.ts";
import type { LiveBusStatus } from "../integrations/live/pg-listener.ts";

/** Request latency buckets, in seconds: the API answers most calls in milliseconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ApiMetrics {
  /** The Prometheus text exposition of this app's metrics. */
  text(): Promise<string>;
  contentType: string;
}

/**
 * Prometheus metrics of one app, in a registry of its own (tests build several apps in one
 * process): request latency histograms per route pattern, method and status (fastify-metrics),
 * Node's process metrics, the database pool's connections, the job queue's depth and the live buses'
 * LISTEN connections (`live_bus_connected`, `live_bus_reconnects_total`, per bus). They are served by
 * `startMetricsServer` on an internal port, never on the public listener.
 */
export async function installMetrics(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    jobs?: Pick<JobQueue, "depth">;
    liveBuses?: Record<string, { status(): LiveBusStatus }>;
  },
): Promise<ApiMetrics> {
  const registry = new promClient.Registry();
  await app.register(metricsPlugin, {
    promClient,
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      // Both metrics go to this app's registry (the summary is created even when disabled).
      overrides: { histogram: { buckets: LATENCY_BUCKETS, registers: [registry] }, summary: { registers: [registry] } },
    },
  });

  new promClient.Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting: requests queued for a connection); absent on PGlite",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = deps.database.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  const jobs = deps.jobs;
  if (jobs) {
    new promClient.Gauge({
      name: "job_queue_depth",
      help: "Background jobs per queue and state (queued: waiting, incl. retries and scheduled ones; due: queued and ready now; active: running; failed: out of retries)",
      labelNames: ["queue", "state"] as const,
      registers: [registry],
      async collect() {
        // Read at scrape time; a database that does not answer leaves the gauge out, not the scrape.
        const depths = await jobs.depth().catch(() => []);
        this.reset();
        for (const queue of depths) {
          for (const state of ["queued", "due", "active", "failed"] as const)
            this.set({ queue: queue.name, state }, queue[state]);
        }
      },
    });
  }

  const liveBuses = Object.entries(deps.liveBuses ?? {});
  if (liveBuses.length > 0) {
    new promClient.Gauge({
      name: "live_bus_connected",
      help: "1 while the live bus delivers events between instances (its LISTEN connection is up; always on PGlite's in-process bus), 0 while it reconnects",
      labelNames: ["bus"] as const,
      registers: [registry],
      collect() {
        for (const [bus, source] of liveBuses) this.set({ bus }, source.status().connected ? 1 : 0);
      },
    });
    new promClient.Counter({
      name: "live_bus_reconnects_total",
      help: "Times the live bus's LISTEN connection came back after a loss (each sends its open streams `resync`)",
      labelNames: ["bus"] as const,
      registers: [registry],
      collect() {
        // The bus counts; the scrape reads its total.
        this.reset();
        for (const [bus, source] of liveBuses) this.inc({ bus }, source.status().reconnects);
      },
    });
  }

  return { text: () => registry.metrics(), contentType: registry.contentType };
}

/**
 * The internal metrics listener (METRICS_PORT): GET /metrics in the Prometheus text format.
 * Bind it to an address only the scraper reaches (METRICS_HOST, default 127.0.0.1).
 */
export async function startMetricsServer(
  metrics: ApiMetrics,
  options: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    metrics.text().then(
      (body) => response.writeHead(200, { "content-type": metrics.contentType }).end(body),
      () => response.writeHead(500, { "content-type": "text/plain" }).end("metrics unavailable\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
