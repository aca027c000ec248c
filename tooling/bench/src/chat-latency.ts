// Live delivery latency: N open chat streams (default 50, one per customer, each on their own
// agreement with an assigned attorney), the attorneys sending messages, and the time from the start
// of each send (POST …/chats) to the moment the customer's open stream (GET …/chats/stream,
// server-sent events) has the message. Two API instances (buildApp, real RS256 tokens) on one
// PostgreSQL database: the streams are held by instance 1, the sends go to instance 2, so every
// message crosses instances through PostgreSQL LISTEN/NOTIFY as in production. Two phases: one
// message at a time, then bursts where every attorney sends at once; then each customer's live
// stream (GET /users/{id}/live, also on instance 1) and their partner's presence reports sent to
// instance 2, compared with the chat's one-at-a-time figure in the same run. The load (streams and senders)
// runs in this process too. Prints p50/p90/p99/max; exits 1 when a message is lost or a send fails.
//   pnpm --filter @prenup/bench bench chat-latency [--streams 50] [--rounds 20]
// PostgreSQL from BENCH_DATABASE_URL, else TEST_DATABASE_URL (required: the cross-instance bus is PostgreSQL's).
import { cpus } from "node:os";
import { buildApp } from "@prenup/api/src/app.ts";
import { createJwtVerifier } from "@prenup/api/src/auth/token-verifier.ts";
import { defaultConfig } from "@prenup/api/src/config.ts";
import { createDatabase } from "@prenup/db";
import { createAttorney, createCouple } from "@prenup/db/testing";
import pg from "pg";
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import { openBenchDatabase, postgresServerUrl } from "./api-load/setup.ts";
import { percentile } from "./util.ts";

const ISSUER = "http://localhost:4100";
const AUDIENCE = "http://localhost:4000";

function option(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  const value = index === -1 ? fallback : Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number from 1`);
  return value;
}

type Pair = {
  customerId: string;
  customerToken: string;
  attorneyId: string;
  attorneyToken: string;
  documentId: string;
  partnerId: string;
  partnerToken: string;
};

/** Splits a text/event-stream into its events, calling `onEvent` with each event's name and parsed data. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: Record<string, unknown>) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "message";
  let data = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline !== -1) {
      const line = buffer.slice(0, newline).replace(/\r$/, "");
      buffer = buffer.slice(newline + 1);
      if (line === "") {
        if (data !== "") onEvent(event, JSON.parse(data) as Record<string, unknown>);
        event = "message";
        data = "";
      } else if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data += line.slice(5).trimStart();
      newline = buffer.indexOf("\n");
    }
  }
}

export async function chatLatency(args: string[]): Promise<void> {
  const streams = option(args, "streams", 50);
  const rounds = option(args, "rounds", 20);
  const serverUrl = postgresServerUrl();
  if (!serverUrl) throw new Error("chat-latency needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)");
  const database = await openBenchDatabase(serverUrl);
  console.log(`database: ${database.description}`);
  console.log(
    `machine: ${cpus().length} cores, Node ${process.version}; two API instances, the streams and the senders in this process`,
  );

  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "bench-key", alg: "RS256", use: "sig" };
  const token = (sub: string, email: string, clientId: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ client_id: clientId, email, scope: "openid profile email offline_access" })
      .setProtectedHeader({ alg: "RS256", kid: "bench-key", typ: "at+jwt" })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
  };
  const instances: Awaited<ReturnType<typeof buildApp>>[] = [];
  const handles: Awaited<ReturnType<typeof createDatabase>>[] = [];
  const controller = new AbortController();
  let failures = 0;
  try {
    const urls: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const config = defaultConfig({ rateLimit: { max: 10_000_000, windowMs: 60_000 }, databaseUrl: database.url! });
      const handle = await createDatabase({ url: database.url! });
      handles.push(handle);
      const app = await buildApp({
        config,
        database: handle,
        tokenVerifier: createJwtVerifier({
          issuer: ISSUER,
          audience: AUDIENCE,
          keys: createLocalJWKSet({ keys: [jwk] }),
        }),
        logger: { level: config.logLevel, stream: { write: () => {} } },
      });
      await app.listen({ host: "127.0.0.1", port: 0 });
      const address = app.server.address();
      if (address === null || typeof address === "string") throw new Error("not listening on TCP");
      instances.push(app);
      urls.push(`http://127.0.0.1:${address.port}`);
    }
    const [streamBase, sendBase] = urls as [string, string];

    // N couples in California, each with an attorney (of their own firm) representing partner A.
    const pairs: Pair[] = [];
    const sqlClient = new pg.Client({ connectionString: database.url! });
    await sqlClient.connect();
    for (let index = 0; index < streams; index += 1) {
      const couple = await createCouple(database.handle.db, { state: "CA", paid: true });
      const attorney = await createAttorney(database.handle.db, { states: ["CA"] });
      await sqlClient.query("update documents set attorney_a_id = $1 where id = $2", [
        attorney.attorney.id,
        couple.document.id,
      ]);
      pairs.push({
        customerId: couple.userA.id,
        customerToken: await token(couple.userA.externalId, couple.userA.email, "prenup-customer"),
        attorneyId: attorney.user.id,
        attorneyToken: await token(attorney.user.externalId, attorney.user.email, "prenup-attorney"),
        documentId: couple.document.id,
        partnerId: couple.userB.id,
        partnerToken: await token(couple.userB.externalId, couple.userB.email, "prenup-customer"),
      });
    }

    await sqlClient.end();

    // Open the N streams on instance 1 and wait until each says it is connected.
    const waiting = new Map<string, (at: number) => void>();
    const waitingPresence = new Map<string, (at: number) => void>();
    await Promise.all(
      pairs.map(async (pair) => {
        const response = await fetch(
          `${streamBase}/users/${pair.customerId}/documents/${pair.documentId}/chats/stream?maxSeconds=3600`,
          {
            headers: { authorization: `Bearer ${pair.customerToken}` },
            signal: controller.signal,
          },
        );
        if (response.status !== 200 || !response.body)
          throw new Error(`stream refused: ${response.status} ${await response.text()}`);
        const body = response.body;
        void readStream(body, (event, data) => {
          if (event === "message") waiting.get(String(data.message))?.(performance.now());
        }).catch(() => undefined);
        // The same customer's live stream (GET /users/{id}/live), also on instance 1: their partner's presence.
        const live = await fetch(`${streamBase}/users/${pair.customerId}/live?maxSeconds=3600`, {
          headers: { authorization: `Bearer ${pair.customerToken}` },
          signal: controller.signal,
        });
        if (live.status !== 200 || !live.body)
          throw new Error(`live stream refused: ${live.status} ${await live.text()}`);
        void readStream(live.body, (event, data) => {
          if (event === "presence") waitingPresence.get(String(data.userId))?.(performance.now());
        }).catch(() => undefined);
      }),
    );
    const open = instances.map((app) => app.server.listening);
    console.log(
      `streams: ${streams} open on instance 1 (${streamBase}); senders post to instance 2 (${sendBase}); listening: ${open.join("/")}`,
    );

    let sequence = 0;
    const sendOne = async (pair: Pair): Promise<number> => {
      sequence += 1;
      const text = `bench ${sequence} ${Math.random().toString(36).slice(2)}`;
      const received = new Promise<number>((resolve, reject) => {
        waiting.set(text, resolve);
        setTimeout(() => reject(new Error(`message ${sequence} not received within 10 s`)), 10_000).unref();
      });
      const start = performance.now();
      const response = await fetch(`${sendBase}/users/${pair.attorneyId}/documents/${pair.documentId}/chats`, {
        method: "POST",
        headers: { authorization: `Bearer ${pair.attorneyToken}`, "content-type": "application/json" },
        body: JSON.stringify({ message: text }),
      });
      if (response.status !== 201) throw new Error(`send refused: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      try {
        return (await received) - start;
      } finally {
        waiting.delete(text);
      }
    };
    const report = (label: string, samples: number[]) =>
      console.log(
        `  ${label}: ${samples.length} messages, p50 ${percentile(samples, 50).toFixed(1)} ms, p90 ${percentile(samples, 90).toFixed(1)} ms, ` +
          `p99 ${percentile(samples, 99).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`,
      );

    // Warm-up: one message per stream.
    for (const pair of pairs) await sendOne(pair);

    const single: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const pair of pairs) {
        try {
          single.push(await sendOne(pair));
        } catch (error) {
          failures += 1;
          console.error(String(error));
        }
      }
    }
    const burst: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const results = await Promise.allSettled(pairs.map((pair) => sendOne(pair)));
      for (const result of results) {
        if (result.status === "fulfilled") burst.push(result.value);
        else {
          failures += 1;
          console.error(String(result.reason));
        }
      }
    }
    // The partners' live stream: partner B reports a place to instance 2, partner A's stream on
    // instance 1 has it (the same cross-instance path, through the couples' bus).
    const places = ["dashboard", "alignment", "disclosure", "documents"] as const;
    const presenceOne = async (pair: Pair, round: number): Promise<number> => {
      const received = new Promise<number>((resolve, reject) => {
        waitingPresence.set(pair.partnerId, resolve);
        setTimeout(() => reject(new Error(`presence of ${pair.partnerId} not received within 10 s`)), 10_000).unref();
      });
      const start = performance.now();
      const response = await fetch(`${sendBase}/users/${pair.partnerId}/live/presence`, {
        method: "POST",
        headers: { authorization: `Bearer ${pair.partnerToken}`, "content-type": "application/json" },
        body: JSON.stringify({ place: places[round % places.length] }),
      });
      if (response.status !== 204) throw new Error(`presence refused: ${response.status} ${await response.text()}`);
      try {
        return (await received) - start;
      } finally {
        waitingPresence.delete(pair.partnerId);
      }
    };
    for (const pair of pairs) await presenceOne(pair, 0);
    const presence: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const pair of pairs) {
        try {
          presence.push(await presenceOne(pair, round));
        } catch (error) {
          failures += 1;
          console.error(String(error));
        }
      }
    }

    console.log(`send (POST start) → receipt on the customer's open stream, ${streams} open streams:`);
    report("one message at a time", single);
    report(`bursts of ${streams} at once`, burst);
    report("partner's presence, one at a time (live stream)", presence);
    console.log(
      `  presence p50 / chat message p50: ${(percentile(presence, 50) / percentile(single, 50)).toFixed(2)}× (the live stream's path against the chat's, same run)`,
    );
    if (failures > 0) console.log(`FAILED: ${failures} messages lost or refused`);
  } finally {
    controller.abort();
    for (const app of instances) await app.close().catch(() => undefined);
    for (const handle of handles) await handle.close().catch(() => undefined);
    await database.dispose();
  }
  if (failures > 0) process.exitCode = 1;
}
