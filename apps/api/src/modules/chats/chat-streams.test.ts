import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFixedClock } from "../../integrations/clock.ts";
import type { LiveChatEvent } from "../../integrations/live/chat-bus.ts";
import { createChatStreams, type ChatStreamEnd } from "./chat-streams.ts";

const message = (id: string): LiveChatEvent => ({
  type: "message",
  message: {
    id,
    documentId: "doc",
    fromUserId: "customer",
    toUserId: "attorney",
    message: id,
    isRead: false,
    createdAt: "2026-11-21T12:00:00.000Z",
  },
});

/** A bus of one subscription list, a check whose answers the test sets, and sinks that record. */
function setUp(options: { recheckMs?: number; maxPerUser?: number; clock?: ReturnType<typeof createFixedClock> } = {}) {
  const listeners = new Map<string, ((event: LiveChatEvent) => void)[]>();
  let allowed = true;
  let failure: Error | null = null;
  const checks: string[] = [];
  const streams = createChatStreams({
    bus: {
      subscribe(documentId, userId, listener) {
        const key = `${documentId}:${userId}`;
        listeners.set(key, [...(listeners.get(key) ?? []), listener]);
        return () =>
          listeners.set(
            key,
            (listeners.get(key) ?? []).filter((l) => l !== listener),
          );
      },
    },
    checkAccess: async (viewerId, documentId) => {
      const answer = allowed;
      await new Promise((resolve) => setTimeout(resolve, 5));
      checks.push(`${documentId}:${viewerId}`);
      if (failure) throw failure;
      return answer;
    },
    now: () => Date.now(),
    ...options,
  });
  const open = (
    viewerId = "attorney",
    extra: { expiresAt?: number | null; maxMs?: number; counterpartId?: string } = {},
  ) => {
    const received: string[] = [];
    const ended: ChatStreamEnd[] = [];
    const close = streams.open({
      viewerId,
      documentId: "doc",
      counterpartId: extra.counterpartId ?? (viewerId === "attorney" ? "customer" : "attorney"),
      expiresAt: extra.expiresAt ?? null,
      maxMs: extra.maxMs ?? 3_600_000,
      sink: {
        send: (event) => received.push(event.type === "message" ? event.message.id : event.type),
        end: (reason) => ended.push(reason),
      },
    });
    return { received, ended, close };
  };
  const emit = (viewerId: string, event: LiveChatEvent) => {
    for (const listener of listeners.get(`doc:${viewerId}`) ?? []) listener(event);
  };
  return {
    streams,
    open,
    emit,
    checks,
    listeners,
    deny: () => (allowed = false),
    fail: (error: Error) => (failure = error),
  };
}

const settle = () => vi.waitFor(() => undefined);

describe("open chat streams", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ends a stream at the next tick once the injected clock has passed its maximum lifetime, without waiting real time", async () => {
    const clock = createFixedClock(new Date("2026-11-21T12:00:00.000Z"));
    const chat = setUp({ clock });
    const short = chat.open("attorney", { maxMs: 60_000 });
    const long = chat.open("attorney", { maxMs: 3_600_000 });
    // A tick before the lifetime has passed on the clock: both stay open.
    vi.advanceTimersByTime(30_000);
    await settle();
    expect(short.ended).toEqual([]);
    // The clock moves past the short stream's minute; the next tick ends it, the other stays.
    clock.advance(61_000);
    expect(short.ended).toEqual([]);
    vi.advanceTimersByTime(30_000);
    await vi.waitFor(() => expect(short.ended).toEqual(["max-seconds"]));
    expect(long.ended).toEqual([]);
    expect(chat.streams.count()).toBe(1);
    clock.advance(3_600_000);
    vi.advanceTimersByTime(30_000);
    await vi.waitFor(() => expect(long.ended).toEqual(["max-seconds"]));
    expect(chat.streams.count()).toBe(0);
  });

  it("checks access again every 30 s while nothing arrives, and ends the streams when it is refused", async () => {
    const chat = setUp();
    const first = chat.open();
    const second = chat.open();
    vi.advanceTimersByTime(29_999);
    expect(chat.checks).toEqual([]);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(chat.checks).toHaveLength(1));
    // One check serves both of the viewer's streams.
    chat.deny();
    vi.advanceTimersByTime(30_000);
    await vi.waitFor(() => expect(first.ended).toEqual(["access-lost"]));
    expect(second.ended).toEqual(["access-lost"]);
    expect(chat.checks).toHaveLength(2);
    expect(chat.streams.count()).toBe(0);
    // The subscription and the timer went with the last stream.
    expect(chat.listeners.get("doc:attorney")).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(chat.checks).toHaveLength(2);
  });

  it("delivers an event only after a check that began once it arrived; one check per burst, not per event or stream", async () => {
    const chat = setUp();
    const first = chat.open();
    const second = chat.open();
    chat.emit("attorney", message("m1"));
    chat.emit("attorney", message("m2"));
    expect(first.received).toEqual([]);
    await vi.waitFor(() => expect(first.received).toEqual(["m1", "m2"]));
    expect(second.received).toEqual(["m1", "m2"]);
    // m1 started a check; m2 arrived during it and waited for a second one.
    expect(chat.checks).toEqual(["doc:attorney", "doc:attorney"]);

    // Access lost between two messages: the next one is never delivered.
    chat.deny();
    chat.emit("attorney", message("m3"));
    await vi.waitFor(() => expect(first.ended).toEqual(["access-lost"]));
    expect(first.received).toEqual(["m1", "m2"]);
    expect(second.received).toEqual(["m1", "m2"]);
  });

  it("ends a stream when its token expires, and one whose access cannot be checked", async () => {
    vi.useRealTimers();
    const chat = setUp();
    const expiring = chat.open("attorney", { expiresAt: Date.now() + 50 });
    const staying = chat.open("customer");
    await vi.waitFor(() => expect(expiring.ended).toEqual(["token-expired"]));
    expect(staying.ended).toEqual([]);
    chat.fail(new Error("database down"));
    chat.emit("customer", message("m1"));
    await vi.waitFor(() => expect(staying.ended).toEqual(["unavailable"]));
    expect(staying.received).toEqual([]);
  });

  it("holds at most 5 streams per user, and stop() ends every stream and refuses new ones", async () => {
    const chat = setUp();
    const open = Array.from({ length: 5 }, () => chat.open("attorney"));
    expect(() => chat.open("attorney")).toThrow(expect.objectContaining({ code: "CHAT_STREAMS_LIMIT" }));
    const other = chat.open("customer");
    open[0]!.close();
    expect(open[0]!.ended).toEqual([]);
    const again = chat.open("attorney");
    expect(chat.streams.count("attorney")).toBe(5);

    chat.streams.stop();
    for (const stream of [...open.slice(1), again, other]) expect(stream.ended).toEqual(["server-stopping"]);
    expect(chat.streams.count()).toBe(0);
    expect(() => chat.open("customer")).toThrow(expect.objectContaining({ code: "NOT_READY" }));
    await settle();
  });

  it("delivers to each conversation only its own events when a customer has two attorneys on the agreement", async () => {
    const chat = setUp();
    const withRepresenting = chat.open("customer", { counterpartId: "attorney" });
    const withQa = chat.open("customer", { counterpartId: "qa-attorney" });
    const fromQa: LiveChatEvent = {
      type: "message",
      message: {
        id: "qa-1",
        documentId: "doc",
        fromUserId: "qa-attorney",
        toUserId: "customer",
        message: "qa-1",
        isRead: false,
        createdAt: "2026-11-21T12:00:00.000Z",
      },
    };
    chat.emit("customer", message("rep-1"));
    chat.emit("customer", fromQa);
    chat.emit("customer", { type: "read", documentId: "doc", userIds: ["customer", "qa-attorney"], chatIds: ["qa-1"] });
    await vi.waitFor(() => expect(withQa.received).toEqual(["qa-1", "read"]));
    expect(withRepresenting.received).toEqual(["rep-1"]);
  });
});
