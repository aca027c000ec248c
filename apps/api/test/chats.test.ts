/**
 * Chat between a customer and their attorney on an agreement: pairing (partner A with attorney A
 * only), text stored as text, unread counts, deleting one's own messages, bad input that changes
 * nothing, and live delivery over server-sent events — with the latency from send to receipt
 * measured over 50 open streams — that stops when the viewer loses access or the token expires,
 * with at most 5 streams per user.
 */
import { chatMessages, documents, purchaseItems } from "@prenup/db";
import {
  createAdmin,
  createAttorney,
  createCouple,
  createPurchaseItem,
  snapshotTables,
  testDatabaseDriver,
} from "@prenup/db/testing";
import { CHAT_MESSAGES } from "@prenup/domain";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPostgresChatBus, type ChatBusEvent } from "../src/integrations/live/chat-bus.ts";
import { claimsOf, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let baseUrl = "";

beforeAll(async () => {
  // Streams end when the token expires by the real time (as the API's token check runs outside
  // tests): the app's clock starts now, so its tokens' expiry is minutes away in real time too.
  api = await createTestApi({ now: new Date() });
  baseUrl = await api.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await api?.close();
});

type Chat = { id: string; fromUserId: string; toUserId: string; message: string; isRead: boolean };

async function represented() {
  const couple = await createCouple(api.db, { state: "CA", paid: true });
  const attorney = await createAttorney(api.db, { states: ["CA"] });
  await api.db.update(documents).set({ attorneyAId: attorney.attorney.id }).where(eq(documents.id, couple.document.id));
  return { ...couple, attorney, asAttorney: claimsOf(attorney.user, "attorney") };
}

const chatsUrl = (user: { id: string }, documentId: string, tail = "") =>
  `/users/${user.id}/documents/${documentId}/chats${tail}`;
const send = (user: { id: string }, as: TokenClaims, documentId: string, message: unknown) =>
  api.inject({ method: "POST", url: chatsUrl(user, documentId), payload: { message }, as });

async function expectUnchanged(run: () => Promise<LightMyRequestResponse>, status: number, text?: string) {
  const before = await snapshotTables(api.db, [chatMessages]);
  const response = await run();
  expect(response.statusCode, response.body).toBe(status);
  if (text) expect(response.body).toContain(text);
  expect(await snapshotTables(api.db, [chatMessages])).toEqual(before);
}

describe("chat between a customer and their attorney", () => {
  it("pairs partner A with attorney A, keeps text as text, counts unread and marks read", async () => {
    const { userA, userB, document, attorney, asAttorney } = await represented();
    const asA = claimsOf(userA);
    const sent = await send(userA, asA, document.id, "  <script>alert(1)</script> & hello  ");
    expect(sent.statusCode, sent.body).toBe(201);
    const message = json<Chat>(sent);
    expect(message).toMatchObject({
      fromUserId: userA.id,
      toUserId: attorney.attorney.id,
      message: "<script>alert(1)</script> & hello",
      isRead: false,
    });
    expect(sent.headers["content-type"]).toContain("application/json");

    const attorneyView = json<{ chats: Chat[]; unreadCount: number; counterpartId: string }>(
      await api.inject({ method: "GET", url: chatsUrl(attorney.user, document.id), as: asAttorney }),
    );
    expect(attorneyView).toMatchObject({ unreadCount: 1, counterpartId: userA.id });
    expect(attorneyView.chats.map((c) => c.message)).toEqual(["<script>alert(1)</script> & hello"]);
    const read = await api.inject({
      method: "PATCH",
      url: chatsUrl(attorney.user, document.id, "/read"),
      payload: { chatIds: [message.id] },
      as: asAttorney,
    });
    expect(json(read)).toEqual({ readIds: [message.id], unreadCount: 0 });

    // Partner B has no attorney: no chat, and B never sees A's conversation.
    const forB = await api.inject({ method: "GET", url: chatsUrl(userB, document.id), as: claimsOf(userB) });
    expect(forB.statusCode).toBe(409);
    expect(forB.body).toContain(CHAT_MESSAGES.noAttorney);
    expect(forB.body).not.toContain("hello");
    // Another attorney is no party of this agreement.
    const stranger = await createAttorney(api.db, { states: ["CA"] });
    expect(
      (
        await api.inject({
          method: "GET",
          url: chatsUrl(stranger.user, document.id),
          as: claimsOf(stranger.user, "attorney"),
        })
      ).statusCode,
    ).toBe(404);
    // Nobody reads another user's chats through their own id.
    expect((await api.inject({ method: "GET", url: chatsUrl(userA, document.id), as: asAttorney })).statusCode).toBe(
      403,
    );
  });

  it("deletes only one's own messages", async () => {
    const { userA, document, attorney, asAttorney } = await represented();
    const asA = claimsOf(userA);
    const mine = json<Chat>(await send(userA, asA, document.id, "mine"));
    const theirs = json<Chat>(await send(attorney.user, asAttorney, document.id, "theirs"));
    const removed = await api.inject({
      method: "DELETE",
      url: chatsUrl(userA, document.id),
      payload: { chatIds: [mine.id, theirs.id] },
      as: asA,
    });
    expect(json(removed)).toEqual({ deletedIds: [mine.id] });
    const left = json<{ chats: Chat[] }>(
      await api.inject({ method: "GET", url: chatsUrl(userA, document.id), as: asA }),
    );
    expect(left.chats.map((c) => c.message)).toEqual(["theirs"]);
  });

  it("refuses empty, too long and non-text messages and bad chatIds, changing nothing", async () => {
    const { userA, userB, document } = await represented();
    const asA = claimsOf(userA);
    await expectUnchanged(() => send(userA, asA, document.id, "   "), 400, CHAT_MESSAGES.empty);
    await expectUnchanged(() => send(userA, asA, document.id, "x".repeat(2001)), 400, CHAT_MESSAGES.tooLong);
    await expectUnchanged(() => send(userA, asA, document.id, 42), 400);
    await expectUnchanged(() => send(userA, asA, document.id, "a\u0000b"), 400);
    await expectUnchanged(() => send(userB, claimsOf(userB), document.id, "hi"), 409, CHAT_MESSAGES.noAttorney);
    await expectUnchanged(
      () =>
        api.inject({ method: "PATCH", url: chatsUrl(userA, document.id, "/read"), payload: { chatIds: [] }, as: asA }),
      400,
      "chatIds must name at least one message",
    );
    await expectUnchanged(
      () =>
        api.inject({ method: "DELETE", url: chatsUrl(userA, document.id), payload: { chatIds: ["nope"] }, as: asA }),
      400,
      "chatIds must be message ids",
    );
  });
});

async function requestStream(user: { id: string }, as: TokenClaims, documentId: string, signal?: AbortSignal) {
  return fetch(`${baseUrl}${chatsUrl(user, documentId, "/stream")}`, {
    headers: { authorization: `Bearer ${await api.token(as)}` },
    ...(signal ? { signal } : {}),
  });
}

/**
 * An open event stream; resolves each `message` event's id with the time it arrived, and `ended`
 * with the reason of the server's `end` event (null when the connection closed without one).
 */
async function openStream(user: { id: string }, as: TokenClaims, documentId: string) {
  const controller = new AbortController();
  const response = await requestStream(user, as, documentId, controller.signal);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, (at: number) => void>();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let endReason: string | null = null;
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return endReason;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (block.startsWith("event: end") && data)
            endReason = (JSON.parse(data.slice(6)) as { reason: string }).reason;
          if (!block.startsWith("event: message") || !data) continue;
          const at = performance.now();
          const { id } = JSON.parse(data.slice(6)) as { id: string };
          arrivals.set(id, at);
          waiters.get(id)?.(at);
        }
      }
    } catch {
      return "aborted";
    }
  })();
  return {
    arrival: (id: string) =>
      arrivals.has(id)
        ? Promise.resolve(arrivals.get(id)!)
        : new Promise<number>((resolve) => waiters.set(id, resolve)),
    received: (id: string) => arrivals.has(id),
    /** The `end` event's reason once the server has closed the stream; "still open" after `withinMs`. */
    endedWithin: (withinMs: number) =>
      Promise.race([ended, new Promise<string>((resolve) => setTimeout(() => resolve("still open"), withinMs))]),
    close: () => controller.abort(),
  };
}

async function post(user: { id: string }, as: TokenClaims, documentId: string, message: string) {
  const response = await fetch(`${baseUrl}${chatsUrl(user, documentId)}`, {
    method: "POST",
    headers: { authorization: `Bearer ${await api.token(as)}`, "content-type": "application/json" },
    body: JSON.stringify({ message }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Chat;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A couple where partner A bought Q&A with an attorney who does not represent anyone on the agreement. */
async function boughtForQa() {
  const couple = await createCouple(api.db, { state: "CA", paid: true });
  const attorney = await createAttorney(api.db, { states: ["CA"] });
  const { purchaseItem } = await createPurchaseItem(api.db, {
    user: couple.userA,
    productType: "Q_A",
    document: couple.document,
    attorney: attorney.attorney.id,
  });
  return { ...couple, attorney, purchaseItem, asAttorney: claimsOf(attorney.user, "attorney") };
}

describe("chat with an attorney bought only for Q&A", () => {
  it("pairs the partner who bought the Q&A with its attorney, both ways, while the purchase is in force", async () => {
    const { userA, userB, document, attorney, purchaseItem, asAttorney } = await boughtForQa();
    const asA = claimsOf(userA);
    const asked = await send(userA, asA, document.id, "Can I keep my pension separate?");
    expect(asked.statusCode, asked.body).toBe(201);
    expect(json<Chat>(asked)).toMatchObject({ fromUserId: userA.id, toUserId: attorney.attorney.id });
    const answered = await send(attorney.user, asAttorney, document.id, "Yes, list it as separate property.");
    expect(answered.statusCode, answered.body).toBe(201);
    expect(json<Chat>(answered)).toMatchObject({ fromUserId: attorney.attorney.id, toUserId: userA.id });

    const attorneyView = json<{ chats: Chat[]; unreadCount: number; counterpartId: string }>(
      await api.inject({ method: "GET", url: chatsUrl(attorney.user, document.id), as: asAttorney }),
    );
    expect(attorneyView).toMatchObject({ unreadCount: 1, counterpartId: userA.id });
    const customerView = json<{ chats: Chat[]; counterpartId: string }>(
      await api.inject({ method: "GET", url: chatsUrl(userA, document.id), as: asA }),
    );
    expect(customerView.counterpartId).toBe(attorney.attorney.id);
    expect(customerView.chats.map((c) => c.message).sort()).toEqual([
      "Can I keep my pension separate?",
      "Yes, list it as separate property.",
    ]);

    // The partner who did not buy it has no chat with this attorney.
    await expectUnchanged(() => send(userB, claimsOf(userB), document.id, "me too?"), 409, CHAT_MESSAGES.noAttorney);

    // Refunded in full: the purchase is no longer in force, and neither side may chat.
    await api.db
      .update(purchaseItems)
      .set({ paymentStatus: "FULL_REFUNDED" })
      .where(eq(purchaseItems.id, purchaseItem.id));
    await expectUnchanged(() => send(attorney.user, asAttorney, document.id, "still there?"), 404);
    await expectUnchanged(() => send(userA, asA, document.id, "hello?"), 409, CHAT_MESSAGES.noAttorney);
  });

  it("refuses another attorney, an attorney bought by another couple, and a Q&A with no attorney yet", async () => {
    const { document, asAttorney } = await boughtForQa();
    const other = await boughtForQa();
    // The other couple's Q&A attorney is no party of this agreement.
    expect(
      (await api.inject({ method: "GET", url: chatsUrl(other.attorney.user, document.id), as: other.asAttorney }))
        .statusCode,
    ).toBe(404);
    const stranger = await createAttorney(api.db, { states: ["CA"] });
    expect(
      (
        await api.inject({
          method: "GET",
          url: chatsUrl(stranger.user, document.id),
          as: claimsOf(stranger.user, "attorney"),
        })
      ).statusCode,
    ).toBe(404);
    // Their own conversation stays reachable for each.
    expect(
      (await api.inject({ method: "GET", url: chatsUrl(other.attorney.user, other.document.id), as: other.asAttorney }))
        .statusCode,
    ).toBe(200);
    expect(asAttorney.sub).not.toBe(other.asAttorney.sub);

    const waiting = await createCouple(api.db, { state: "CA", paid: true });
    await createPurchaseItem(api.db, { user: waiting.userA, productType: "Q_A", document: waiting.document });
    const asWaiting = claimsOf(waiting.userA);
    expect(
      (await api.inject({ method: "GET", url: chatsUrl(waiting.userA, waiting.document.id), as: asWaiting }))
        .statusCode,
    ).toBe(409);
  });

  it("costs the Q&A attorney a fixed number of statements per read, however many purchases and messages there are", async () => {
    const { document, attorney, asAttorney, userA } = await boughtForQa();
    const read = async () => {
      let statements = 0;
      const stop = api.database.onStatement(() => (statements += 1));
      try {
        const response = await api.inject({ method: "GET", url: chatsUrl(attorney.user, document.id), as: asAttorney });
        expect(response.statusCode, response.body).toBe(200);
      } finally {
        stop();
      }
      return statements;
    };
    await read();
    const before = await read();
    for (let n = 0; n < 5; n += 1) {
      await createPurchaseItem(api.db, { user: userA, productType: "Q_A", document, attorney: attorney.attorney.id });
      await send(userA, claimsOf(userA), document.id, `question ${n}`);
    }
    expect(await read()).toBe(before);
    // The signed-in user, the access rules' reads (the document's parties twice, the Q&A purchase), the pairing, the page.
    expect(before).toBeLessThanOrEqual(6);
  });
});

describe("a partner with a representing attorney and a Q&A attorney", () => {
  it("keeps one conversation with each, chosen by counterpartId, and refuses a counterpart who is not theirs", async () => {
    const couple = await boughtForQa();
    const { userA, document, attorney: qa } = couple;
    const representing = await createAttorney(api.db, { states: ["CA"] });
    await api.db.update(documents).set({ attorneyAId: representing.attorney.id }).where(eq(documents.id, document.id));
    const asA = claimsOf(userA);
    const asRepresenting = claimsOf(representing.user, "attorney");
    const to = (counterpartId: string) => `?counterpartId=${counterpartId}`;

    // Left out, the conversation is the representing attorney's.
    expect((await send(userA, asA, document.id, "For my attorney")).statusCode).toBe(201);
    const toQa = await api.inject({
      method: "POST",
      url: chatsUrl(userA, document.id, to(qa.attorney.id)),
      payload: { message: "For the Q&A attorney" },
      as: asA,
    });
    expect(toQa.statusCode, toQa.body).toBe(201);
    expect(json<Chat>(toQa)).toMatchObject({ toUserId: qa.attorney.id });
    const answer = await send(qa.user, couple.asAttorney, document.id, "Answered");
    expect(json<Chat>(answer)).toMatchObject({ toUserId: userA.id });

    const page = async (counterpartId?: string) =>
      json<{ chats: Chat[]; counterpartId: string; unreadCount: number }>(
        await api.inject({
          method: "GET",
          url: chatsUrl(userA, document.id, counterpartId ? to(counterpartId) : ""),
          as: asA,
        }),
      );
    const withRepresenting = await page();
    expect(withRepresenting.counterpartId).toBe(representing.attorney.id);
    expect(withRepresenting.chats.map((c) => c.message)).toEqual(["For my attorney"]);
    const withQa = await page(qa.attorney.id);
    expect(withQa).toMatchObject({ counterpartId: qa.attorney.id, unreadCount: 1 });
    expect(withQa.chats.map((c) => c.message).sort()).toEqual(["Answered", "For the Q&A attorney"]);

    // Marking read in one conversation leaves the other's messages alone.
    const answerId = json<Chat>(answer).id;
    const wrongConversation = await api.inject({
      method: "PATCH",
      url: chatsUrl(userA, document.id, "/read"),
      payload: { chatIds: [answerId] },
      as: asA,
    });
    expect(json<{ readIds: string[] }>(wrongConversation).readIds).toEqual([]);
    const read = await api.inject({
      method: "PATCH",
      url: chatsUrl(userA, document.id, `/read${to(qa.attorney.id)}`),
      payload: { chatIds: [answerId] },
      as: asA,
    });
    expect(json<{ readIds: string[]; unreadCount: number }>(read)).toEqual({ readIds: [answerId], unreadCount: 0 });

    // Each attorney sees only their own conversation with the partner.
    const representingView = json<{ chats: Chat[] }>(
      await api.inject({ method: "GET", url: chatsUrl(representing.user, document.id), as: asRepresenting }),
    );
    expect(representingView.chats.map((c) => c.message)).toEqual(["For my attorney"]);

    // Someone who is not the viewer's counterpart, and a counterpartId that is no id, change nothing.
    const stranger = await createAttorney(api.db, { states: ["CA"] });
    await expectUnchanged(
      () =>
        api.inject({
          method: "POST",
          url: chatsUrl(userA, document.id, to(stranger.attorney.id)),
          payload: { message: "hello" },
          as: asA,
        }),
      409,
      CHAT_MESSAGES.notYourCounterpart,
    );
    await expectUnchanged(
      () =>
        api.inject({
          method: "POST",
          url: chatsUrl(userA, document.id, to(couple.userB.id)),
          payload: { message: "hello" },
          as: asA,
        }),
      409,
      CHAT_MESSAGES.notYourCounterpart,
    );
    await expectUnchanged(
      () =>
        api.inject({
          method: "POST",
          url: chatsUrl(userA, document.id, "?counterpartId=not-an-id"),
          payload: { message: "hello" },
          as: asA,
        }),
      400,
      "counterpartId must be the user id of your attorney or client",
    );
  });
});

describe("live delivery", () => {
  it("delivers a message to the counterpart's open stream without a reload", async () => {
    const { userA, document, attorney, asAttorney } = await represented();
    const stream = await openStream(attorney.user, asAttorney, document.id);
    try {
      const message = await post(userA, claimsOf(userA), document.id, "Are you free on Tuesday?");
      await expect(
        Promise.race([
          stream.arrival(message.id),
          new Promise((_, reject) => setTimeout(() => reject(new Error("not delivered")), 2000)),
        ]),
      ).resolves.toBeTypeOf("number");
    } finally {
      stream.close();
    }
  });

  it("measures send-to-receipt latency with 50 open chat connections", async () => {
    const pairs = await Promise.all(Array.from({ length: 25 }, () => represented()));
    const streams = [];
    for (const pair of pairs) {
      streams.push({
        pair,
        customer: await openStream(pair.userA, claimsOf(pair.userA), pair.document.id),
        attorney: await openStream(pair.attorney.user, pair.asAttorney, pair.document.id),
      });
    }
    const latencies: number[] = [];
    try {
      for (let round = 0; round < 4; round += 1) {
        for (const { pair, attorney, customer } of streams) {
          const fromCustomer = round % 2 === 0;
          const started = performance.now();
          const message = fromCustomer
            ? await post(pair.userA, claimsOf(pair.userA), pair.document.id, `round ${round}`)
            : await post(pair.attorney.user, pair.asAttorney, pair.document.id, `round ${round}`);
          const arrived = await (fromCustomer ? attorney : customer).arrival(message.id);
          latencies.push(arrived - started);
        }
      }
    } finally {
      for (const { attorney, customer } of streams) {
        attorney.close();
        customer.close();
      }
    }
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    process.stdout.write(
      `chat latency (${api.database.driver}, 50 open streams, ${latencies.length} messages): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms\n`,
    );
    expect(latencies).toHaveLength(100);
    expect(p99).toBeLessThan(2000);
  }, 120_000);
});

describe("a stream ends when its viewer may no longer read the chat", () => {
  it("an attorney deactivated while streaming gets no further message and the stream ends", async () => {
    const { userA, document, attorney, asAttorney } = await represented();
    const stream = await openStream(attorney.user, asAttorney, document.id);
    try {
      const before = await post(userA, claimsOf(userA), document.id, "Before");
      await stream.arrival(before.id);
      const admin = await createAdmin(api.db);
      const deactivated = await api.inject({
        method: "POST",
        url: `/admin/attorneys/${attorney.attorney.id}/stage`,
        payload: { action: "deactivate" },
        as: claimsOf(admin, "admin"),
      });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      // The customer's message is stored (the agreement still names the attorney), never delivered live.
      const after = await post(userA, claimsOf(userA), document.id, "After the deactivation");
      expect(await stream.endedWithin(5000)).toBe("access-lost");
      expect(stream.received(after.id)).toBe(false);
      // Reconnecting is refused, as any request of a deactivated attorney on the agreement.
      expect((await requestStream(attorney.user, asAttorney, document.id)).status).toBe(404);
    } finally {
      stream.close();
    }
  });

  it("an attorney unassigned while streaming: the stream ends at the next 30-second check", async () => {
    const { document, attorney, asAttorney } = await represented();
    // Only the intervals are simulated (the 30-second re-check); the database and sockets keep real time.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let stream: Awaited<ReturnType<typeof openStream>> | undefined;
    try {
      stream = await openStream(attorney.user, asAttorney, document.id);
      await api.db.update(documents).set({ attorneyAId: null }).where(eq(documents.id, document.id));
      vi.advanceTimersByTime(29_000);
      expect(await stream.endedWithin(300)).toBe("still open");
      vi.advanceTimersByTime(1_000);
      expect(await stream.endedWithin(5000)).toBe("access-lost");
    } finally {
      vi.useRealTimers();
      stream?.close();
    }
  });

  it("a stream ends when its access token expires (the client reconnects with a fresh one)", async () => {
    const { userA, document, attorney, asAttorney } = await represented();
    // The token expires 2 s from now in real time.
    api.clock.set(new Date());
    const stream = await openStream(attorney.user, { ...asAttorney, expiresIn: 2 }, document.id);
    const started = performance.now();
    try {
      expect(await stream.endedWithin(6000)).toBe("token-expired");
      expect(performance.now() - started).toBeGreaterThan(800);
      // A message sent afterwards reaches a stream opened with a fresh token.
      const fresh = await openStream(attorney.user, asAttorney, document.id);
      const message = await post(userA, claimsOf(userA), document.id, "Still there?");
      await fresh.arrival(message.id);
      fresh.close();
    } finally {
      stream.close();
    }
  });

  it("a user holds at most 5 streams: the 6th is refused with 429 CHAT_STREAMS_LIMIT, one closed makes room", async () => {
    const { userA, document, attorney, asAttorney } = await represented();
    const streams = [];
    try {
      for (let n = 0; n < 5; n += 1) streams.push(await openStream(attorney.user, asAttorney, document.id));
      const sixth = await requestStream(attorney.user, asAttorney, document.id);
      expect(sixth.status).toBe(429);
      expect(await sixth.json()).toMatchObject({
        code: "CHAT_STREAMS_LIMIT",
        error: expect.stringContaining("At most 5 live chat connections"),
      });
      // Another user is not affected.
      streams.push(await openStream(userA, claimsOf(userA), document.id));
      streams[0]!.close();
      await vi.waitFor(
        async () => {
          const response = await requestStream(attorney.user, asAttorney, document.id);
          await response.body?.cancel();
          expect(response.status).toBe(200);
        },
        { timeout: 5000, interval: 100 },
      );
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe.runIf(testDatabaseDriver() === "postgres")("the PostgreSQL chat bus (several API instances)", () => {
  it("delivers at commit to every instance (never a rolled-back message), long messages read back, with its latency", async () => {
    const url = new URL(process.env["TEST_DATABASE_URL"]!);
    url.pathname = `/${api.database.name}`;
    const long = {
      id: "00000000-0000-4000-8000-000000000001",
      documentId: "d",
      fromUserId: "a",
      toUserId: "b",
      message: "\u0001".repeat(2000),
      isRead: false,
      createdAt: new Date().toISOString(),
    };
    const errors: unknown[] = [];
    const first = await createPostgresChatBus({
      url: url.toString(),
      load: async () => null,
      onError: (error) => errors.push(error),
    });
    const second = await createPostgresChatBus({
      url: url.toString(),
      load: async (id) => (id === long.id ? long : null),
      onError: (error) => errors.push(error),
    });
    try {
      const received: { event: ChatBusEvent; at: number }[] = [];
      const stops = Array.from({ length: 50 }, (_, n) =>
        second.subscribe(`doc-${n}`, "b", (event) => received.push({ event, at: performance.now() })),
      );
      stops.push(second.subscribe("d", "b", (event) => received.push({ event, at: performance.now() })));
      const message = (n: number) => ({
        id: `m-${n}`,
        documentId: `doc-${n % 50}`,
        fromUserId: "a",
        toUserId: "b",
        message: `hello ${n}`,
        isRead: false,
        createdAt: new Date().toISOString(),
      });
      // Rolled back: never announced.
      await api.db
        .transaction(async (tx) => {
          await first.announce(tx, { type: "message", message: message(0) });
          tx.rollback();
        })
        .catch(() => undefined);
      const latencies: number[] = [];
      for (let n = 1; n <= 100; n += 1) {
        const started = performance.now();
        await api.db.transaction(async (tx) => {
          await first.announce(tx, { type: "message", message: message(n) });
        });
        while (!received.some((r) => r.event.type === "message" && r.event.message.id === `m-${n}`))
          await new Promise((resolve) => setTimeout(resolve, 1));
        latencies.push(
          received.find((r) => r.event.type === "message" && r.event.message.id === `m-${n}`)!.at - started,
        );
      }
      await api.db.transaction(async (tx) => {
        await first.announce(tx, { type: "message", message: long });
      });
      while (!received.some((r) => r.event.type === "message" && r.event.message.id === long.id))
        await new Promise((resolve) => setTimeout(resolve, 5));
      expect(received.some((r) => r.event.type === "message" && r.event.message.id === "m-0")).toBe(false);
      expect(errors).toEqual([]);
      latencies.sort((a, b) => a - b);
      process.stdout.write(
        `chat bus latency (postgres LISTEN/NOTIFY, 51 listeners, commit to receipt on another connection): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms\n`,
      );
      for (const stop of stops) stop();
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);
});
