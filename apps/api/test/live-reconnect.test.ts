/**
 * Live delivery across a lost database connection. On PostgreSQL the buses LISTEN on connections
 * of their own: terminated (pg_terminate_backend, as a failover or an idle kill does) or cut (a
 * TCP proxy between them and the database), they reconnect by themselves, every open stream gets
 * `resync` (events sent meanwhile are lost: read again), and events flow again, to the streams
 * opened before as to those opened after. /ready and the metrics show the bus's state.
 * PGlite's buses are in-process: only the /ready cases with a stand-in bus run there.
 */
import { documents } from "@prenup/db";
import { createAttorney, createCouple, testDatabaseDriver } from "@prenup/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInProcessCoupleBus } from "../src/integrations/live/couple-bus.ts";
import { LiveBusDisconnectedError, listenTo, type LiveBusStatus } from "../src/integrations/live/pg-listener.ts";
import { LIVE_DOWN_UNREADY_MS } from "../src/modules/health/health.routes.ts";
import { openEventStream } from "./event-stream-reader.ts";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";

const onPostgres = testDatabaseDriver() === "postgres";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /ready, asked again while its database ping (150 ms) times out on a loaded machine: the live state is the point here. */
async function readyOf(api: TestApi) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await api.inject({ method: "GET", url: "/ready" });
    if (attempt === 10 || !response.body.includes("the database is unreachable")) return response;
    await sleep(100);
  }
}

if (!onPostgres) console.info("live reconnection checks skipped: they need PostgreSQL (TEST_DATABASE_URL)");

describe.runIf(onPostgres)("the live buses when their database connection is lost", () => {
  let api: TestApi;
  let proxy: TcpProxy;
  let baseUrl = "";

  beforeAll(async () => {
    const target = new URL(process.env["TEST_DATABASE_URL"]!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    // The buses reach the database through the proxy; the app's pool directly.
    api = await createTestApi({
      now: new Date(),
      liveBusUrl: (url) => {
        url.hostname = "127.0.0.1";
        url.port = String(proxy.port);
        return url;
      },
    });
    baseUrl = await api.app.listen({ port: 0, host: "127.0.0.1" });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await proxy?.close();
  });

  const streamOf = async (
    path: string,
    user: { externalId: string; email: string },
    kind: "customer" | "attorney" = "customer",
  ) => openEventStream(`${baseUrl}${path}`, await api.token(claimsOf(user, kind)));
  const ready = async () => {
    const response = await readyOf(api);
    return { status: response.statusCode, body: json<{ live?: string }>(response) };
  };
  const metric = async (name: string, bus: string) => {
    const found = new RegExp(`^${name}\\{bus="${bus}"\\} (\\d+)$`, "m").exec(await api.app.apiMetrics.text());
    return found ? Number(found[1]) : null;
  };
  const logsOf = (message: string) => api.logs.filter((line) => line.includes(message));

  /** A couple (A followed live) and A's attorney, with A's live and chat streams open. */
  async function openStreams() {
    const { userA, userB, document } = await createCouple(api.db, { state: "CA", paid: true });
    const attorney = await createAttorney(api.db, { states: ["CA"] });
    await api.db.update(documents).set({ attorneyAId: attorney.attorney.id }).where(eq(documents.id, document.id));
    const live = await streamOf(`/users/${userA.id}/live`, userA);
    const chat = await streamOf(`/users/${userA.id}/documents/${document.id}/chats/stream`, userA);
    // The couple bus works: B's stream opening says hello to A.
    const partner = await streamOf(`/users/${userB.id}/live`, userB);
    await live.next("hello", (data) => data.userId === userB.id);
    return { userA, userB, document, attorney, live, chat, partner };
  }

  /** Reports B's presence until A's stream shows it (each report is a new event); the report's `sectionId`-free place. */
  async function presenceArrives(
    stream: Awaited<ReturnType<typeof streamOf>>,
    userB: { id: string; externalId: string; email: string },
    place: string,
    withinMs: number,
  ) {
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline) {
      const told = await api.inject({
        method: "POST",
        url: `/users/${userB.id}/live/presence`,
        payload: { place },
        as: claimsOf(userB),
      });
      expect(told.statusCode, told.body).toBe(204);
      if (
        stream.events.some(
          (event) => event.event === "presence" && event.data.userId === userB.id && event.data.place === place,
        )
      )
        return;
      await sleep(200);
    }
    throw new Error(
      `no "${place}" presence reached the stream within ${withinMs} ms; received: ${JSON.stringify(stream.events)}`,
    );
  }

  it("reconnects after its backend is terminated, tells open streams to resync, and delivers again", {
    timeout: 60_000,
  }, async () => {
    const { userA, userB, document, attorney, live, chat, partner } = await openStreams();
    try {
      // The listeners' connections: by their application_name, or by their last statement (a
      // listener that sets no name). Two statements: in one, the planner may terminate before filtering.
      const found = await api.db.execute<{ pid: number }>(
        sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
            and (application_name like 'prenup-live:%' or query ilike 'LISTEN %' or query = 'select pg_notify($1, $2)')`,
      );
      const pids = found.rows.map((row) => row.pid);
      expect(pids).toHaveLength(2);
      await api.db.execute(sql`select pg_terminate_backend(pid) from unnest(${`{${pids.join(",")}}`}::int[]) as pid`);

      // Presence reports still answer 204 (one sent while the bus reconnects is dropped); one reaches A once it is back.
      await presenceArrives(live, userB, "alignment", 15_000);
      const resync = live.events.findIndex((event) => event.event === "resync");
      expect(resync, JSON.stringify(live.events)).toBeGreaterThanOrEqual(0);
      expect(resync).toBeLessThan(
        live.events.findIndex((event) => event.event === "presence" && event.data.place === "alignment"),
      );
      // B's stream got it as well.
      expect(await partner.next("resync")).toEqual({});

      // The chat bus came back too: a message sent after its resync reaches the open stream.
      expect(await chat.next("resync", () => true, 15_000)).toEqual({});
      const sent = await api.inject({
        method: "POST",
        url: `/users/${attorney.user.id}/documents/${document.id}/chats`,
        payload: { message: "After the failover" },
        as: claimsOf(attorney.user, "attorney"),
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(await chat.next("message", (data) => data.message === "After the failover")).toMatchObject({
        fromUserId: attorney.user.id,
        toUserId: userA.id,
      });

      // A stream opened after the reconnection is served as well.
      const later = await streamOf(`/users/${userA.id}/live`, userA);
      await presenceArrives(later, userB, "dashboard", 5_000);
      later.close();

      expect(await ready()).toEqual({ status: 200, body: { status: "ready", database: "postgres", live: "up" } });
      expect(await metric("live_bus_connected", "couple")).toBe(1);
      expect(await metric("live_bus_connected", "chat")).toBe(1);
      expect(await metric("live_bus_reconnects_total", "couple")).toBe(1);
      expect(await metric("live_bus_reconnects_total", "chat")).toBe(1);
      // One line per disconnection and per reconnection of each bus.
      expect(logsOf("live bus: the LISTEN connection was lost")).toHaveLength(2);
      expect(logsOf("live bus: reconnected and listening again")).toHaveLength(2);
    } finally {
      live.close();
      chat.close();
      partner.close();
    }
  });

  it("shows the bus down on /ready (still 200) and in the metrics while the database cannot be reached, and resyncs once it can", {
    timeout: 60_000,
  }, async () => {
    const { userB, live, chat, partner } = await openStreams();
    const reconnects = (await metric("live_bus_reconnects_total", "couple"))!;
    try {
      await proxy.cut();
      let state = await ready();
      for (
        const started = Date.now();
        state.body.live !== "down" && Date.now() - started < 5_000;
        state = await ready()
      )
        await sleep(20);
      // The API still serves everything but live delivery between instances: ready, with the bus down.
      expect(state).toEqual({ status: 200, body: { status: "ready", database: "postgres", live: "down" } });
      expect(await metric("live_bus_connected", "couple")).toBe(0);
      expect(await metric("live_bus_connected", "chat")).toBe(0);
      // A publish while disconnected fails at once (logged), never hangs: the report answers 204.
      const during = await api.inject({
        method: "POST",
        url: `/users/${userB.id}/live/presence`,
        payload: { place: "profile" },
        as: claimsOf(userB),
      });
      expect(during.statusCode).toBe(204);
      await sleep(1_000);

      await proxy.restore();
      expect(await live.next("resync", () => true, 15_000)).toEqual({});
      expect(await chat.next("resync", () => true, 15_000)).toEqual({});
      await presenceArrives(live, userB, "questionnaire", 5_000);
      // The report sent while the bus was down was dropped.
      expect(live.events.some((event) => event.event === "presence" && event.data.place === "profile")).toBe(false);
      expect((await ready()).body.live).toBe("up");
      expect(await metric("live_bus_connected", "couple")).toBe(1);
      expect(await metric("live_bus_reconnects_total", "couple")).toBe(reconnects + 1);
    } finally {
      live.close();
      chat.close();
      partner.close();
    }
  });
});

describe.runIf(onPostgres)("a LISTEN connection (listenTo)", () => {
  it("refuses a NOTIFY at once while disconnected, reconnects, and stops reconnecting once closed", {
    timeout: 30_000,
  }, async () => {
    const target = new URL(process.env["TEST_DATABASE_URL"]!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.hostname = "127.0.0.1";
    target.port = String(proxy.port);
    const payloads: string[] = [];
    let reconnected = 0;
    const listener = await listenTo({
      url: target.toString(),
      channel: "listener_test",
      onPayload: (payload) => payloads.push(payload),
      onError: () => undefined,
      onReconnect: () => (reconnected += 1),
      delay: () => 20,
    });
    try {
      await listener.notify("one");
      await expect.poll(() => payloads).toEqual(["one"]);

      await proxy.cut();
      await expect.poll(() => listener.status().connected).toBe(false);
      const started = performance.now();
      await expect(listener.notify("lost")).rejects.toBeInstanceOf(LiveBusDisconnectedError);
      expect(performance.now() - started).toBeLessThan(100);
      await sleep(100);
      expect(listener.status().downForMs).toBeGreaterThanOrEqual(100);

      await proxy.restore();
      await expect.poll(() => reconnected, { timeout: 5_000 }).toBe(1);
      expect(listener.status()).toMatchObject({ connected: true, downForMs: 0, reconnects: 1 });
      await listener.notify("two");
      await expect.poll(() => payloads).toEqual(["one", "two"]);

      // Closed while disconnected: no attempt follows.
      await proxy.cut();
      await expect.poll(() => listener.status().connected).toBe(false);
      await listener.close();
      await proxy.restore();
      await sleep(300);
      expect(reconnected).toBe(1);
      await expect(listener.notify("after")).rejects.toBeInstanceOf(LiveBusDisconnectedError);
    } finally {
      await listener.close();
      await proxy.close();
    }
  });
});

describe("/ready and a live bus that reconnects", () => {
  const withCoupleBus = async (status: LiveBusStatus, run: (api: TestApi) => Promise<void>) => {
    const bus = { ...createInProcessCoupleBus(), status: () => status };
    const api = await createTestApi({ deps: { coupleBus: bus } });
    try {
      await run(api);
    } finally {
      await api.close();
    }
  };

  it("reports live up with the bus connected", async () => {
    await withCoupleBus({ connected: true, downForMs: 0, reconnects: 3 }, async (api) => {
      const response = await readyOf(api);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ status: "ready", live: "up" });
      expect(await api.app.apiMetrics.text()).toMatch(/^live_bus_reconnects_total\{bus="couple"\} 3$/m);
    });
  });

  it("stays ready with live down while the bus has been reconnecting for less than LIVE_DOWN_UNREADY_MS", async () => {
    await withCoupleBus({ connected: false, downForMs: LIVE_DOWN_UNREADY_MS - 1, reconnects: 0 }, async (api) => {
      const response = await readyOf(api);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ status: "ready", live: "down" });
      const metrics = await api.app.apiMetrics.text();
      expect(metrics).toMatch(/^live_bus_connected\{bus="couple"\} 0$/m);
      expect(metrics).toMatch(/^live_bus_connected\{bus="chat"\} 1$/m);
    });
  });

  it("answers 503 NOT_READY once the bus has been down LIVE_DOWN_UNREADY_MS", async () => {
    await withCoupleBus({ connected: false, downForMs: LIVE_DOWN_UNREADY_MS, reconnects: 0 }, async (api) => {
      const response = await readyOf(api);
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({
        code: "NOT_READY",
        error: "The service is not ready: live delivery has been down for over a minute.",
      });
    });
  });
});
